import type { LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';

interface StatCardProps {
  icon: LucideIcon;
  label: string;
  /** Already formatted for the language. */
  value: string;
  hint?: string;
  className?: string;
}

/** One figure of a stats row (DESIGN.md: "quiet, aligned, numbers first"). */
export function StatCard({ icon: Icon, label, value, hint, className }: StatCardProps) {
  return (
    <Card className={cn('flex h-full flex-col gap-2 p-4 sm:p-5', className)} data-testid="stat-card">
      <div className="flex items-start justify-between gap-2">
        <p className="text-sm leading-snug text-muted-foreground">{label}</p>
        <span className="flex size-8 shrink-0 items-center justify-center rounded-md bg-primary-soft text-primary">
          <Icon className="size-4" aria-hidden="true" />
        </span>
      </div>
      <p className="mt-auto text-2xl font-bold tabular-nums tracking-tight text-foreground">{value}</p>
      {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
    </Card>
  );
}
