import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** Grey placeholder block shown while content loads; hidden from assistive technology. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn('animate-pulse-soft rounded-md bg-muted', className)}
      {...props}
    />
  );
}
