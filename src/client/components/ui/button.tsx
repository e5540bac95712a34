import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { WithTooltip } from './tooltip';

/** Button styles, shared with links that look like buttons (`asChild`). */
export const buttonVariants = cva(
  'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-semibold transition-colors disabled:pointer-events-none disabled:opacity-60 aria-disabled:pointer-events-none aria-disabled:opacity-60 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground shadow-xs hover:bg-primary-hover',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-primary-soft',
        outline: 'border border-input bg-background text-foreground shadow-xs hover:border-primary hover:text-primary',
        ghost: 'text-foreground hover:bg-accent',
        link: 'text-primary underline-offset-4 hover:underline',
        destructive: 'bg-danger text-danger-foreground hover:opacity-90',
        /** Amber call to action, only on dark backgrounds (DESIGN.md). */
        cta: 'bg-cta text-cta-foreground shadow-sm hover:bg-cta-hover',
        /** Secondary action on dark backgrounds. */
        'outline-dark': 'border border-navy-muted/60 bg-transparent text-navy-foreground hover:bg-navy-foreground/10',
      },
      size: {
        sm: 'h-8 px-3 text-xs',
        default: 'h-10 px-4',
        lg: 'h-12 px-6 text-base',
        icon: 'size-10',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Render the child element (e.g. a router Link) with the button styles. */
    asChild?: boolean;
    /** An icon button's tooltip when it should be shorter than its aria-label (which may name the row). */
    tooltip?: string;
  };

/**
 * shadcn/ui button. Defaults to `type="button"` so it never submits a form by accident. An icon-only
 * button (`size="icon"`) with an `aria-label` shows that label as a tooltip (spec §9 delays), so every
 * icon button says what it does without a second, hand-written `title`.
 */
export function Button({ className, variant, size, asChild = false, type, tooltip, ...props }: ButtonProps) {
  const Comp = asChild ? Slot : 'button';
  const button = (
    <Comp
      data-slot="button"
      className={cn(buttonVariants({ variant, size }), className)}
      {...(asChild ? {} : { type: type ?? 'button' })}
      {...props}
    />
  );
  const label = tooltip ?? props['aria-label'];
  return size === 'icon' && typeof label === 'string' && label ? (
    <WithTooltip label={label}>{button}</WithTooltip>
  ) : (
    button
  );
}
