import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** shadcn/ui multi-line input; `aria-invalid` turns the border red. */
export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(
        'flex min-h-24 w-full rounded-md border border-input bg-background px-3 py-2 text-base text-foreground shadow-xs transition-colors placeholder:text-muted-foreground focus-visible:border-ring disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-danger sm:text-sm',
        className,
      )}
      {...props}
    />
  );
}
