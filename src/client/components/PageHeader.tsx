import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** The band at the top of the application pages: section label, icon, title and a short text. */
export function PageHeader({
  section,
  title,
  text,
  icon: Icon,
  children,
}: {
  section: string;
  title: string;
  text?: string;
  icon: LucideIcon;
  children?: ReactNode;
}) {
  return (
    <div className="border-b bg-surface">
      <div className="container-page py-8 sm:py-12">
        <p className="text-sm font-semibold uppercase tracking-wider text-primary">{section}</p>
        <div className="mt-3 flex items-start gap-4">
          <span className="hidden size-12 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground sm:flex">
            <Icon className="size-6" aria-hidden="true" />
          </span>
          <div className="min-w-0 flex-1">
            <h1 className="text-3xl font-bold tracking-tight text-foreground sm:text-4xl">{title}</h1>
            {text ? <p className="mt-3 max-w-2xl text-lg text-muted-foreground">{text}</p> : null}
          </div>
          {children}
        </div>
      </div>
    </div>
  );
}
