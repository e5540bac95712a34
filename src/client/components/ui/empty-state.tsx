import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

interface EmptyStateProps {
  /** A lucide icon for the kind of thing that is missing. */
  icon: LucideIcon;
  title: string;
  text?: string | undefined;
  /** The next step (DESIGN.md: every empty list offers one), e.g. a clear-filters button or a link. */
  action?: ReactNode;
  /** Heading level of the title: 1 when the empty state is the whole page (a not-found room); a list inside a page section uses the default h2. */
  headingLevel?: 1 | 2 | 3;
  className?: string;
}

/**
 * The empty state of a list or page (DESIGN.md "Behaviour"): an icon, a title, an explaining line
 * and the next step. The texts come translated from the caller, which knows what is empty.
 */
export function EmptyState({ icon: Icon, title, text, action, headingLevel = 2, className }: EmptyStateProps) {
  const Heading = headingLevel === 1 ? 'h1' : headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div
      className={cn(
        'flex flex-col items-center rounded-xl border border-dashed bg-card px-6 py-12 text-center',
        className,
      )}
      data-testid="empty-state"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
        <Icon className="size-7" aria-hidden="true" />
      </span>
      <Heading className="mt-5 text-lg font-semibold">{title}</Heading>
      {text ? <p className="mt-2 max-w-md text-muted-foreground">{text}</p> : null}
      {action ? <div className="mt-6 flex flex-col gap-3 sm:flex-row">{action}</div> : null}
    </div>
  );
}
