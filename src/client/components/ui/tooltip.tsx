import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import type { ComponentProps, ReactElement } from 'react';
import { cn } from '@/lib/utils';

/** Spec §9: a tooltip opens after the pointer rests 700 ms on its control. */
export const TOOLTIP_DELAY_MS = 700;
/** Spec §9: moving to the next control within 300 ms opens its tooltip at once. */
export const TOOLTIP_SKIP_DELAY_MS = 300;

/**
 * One provider for the whole app (AppProviders), so the 300 ms skip window spans every tooltip: moving
 * along the header's icons shows each label without waiting again.
 */
export function TooltipProvider({ children }: { children: React.ReactNode }) {
  return (
    <TooltipPrimitive.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      {children}
    </TooltipPrimitive.Provider>
  );
}

export function TooltipContent({
  className,
  sideOffset = 6,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        data-slot="tooltip-content"
        sideOffset={sideOffset}
        collisionPadding={8}
        className={cn(
          'z-[60] max-w-xs rounded-md bg-navy-deep px-2.5 py-1.5 text-xs font-medium text-white shadow-md animate-fade-in',
          className,
        )}
        {...props}
      />
    </TooltipPrimitive.Portal>
  );
}

/**
 * Shows `label` as a tooltip over one control (an icon-only button or link) on hover and keyboard focus.
 * The label only repeats the control's accessible name for sighted pointer users: the tooltip is not
 * announced a second time (Radix links it with aria-describedby only while open). `Button` wraps every
 * `size="icon"` button with an `aria-label` in it; other icon-only controls (the header's bell and
 * messages link) use it directly.
 * @param label the text shown, in the reader's language (normally the control's aria-label)
 * @param children exactly one element that accepts a ref and event handlers
 */
export function WithTooltip({
  label,
  children,
  side = 'bottom',
}: {
  label: string;
  children: ReactElement;
  side?: ComponentProps<typeof TooltipPrimitive.Content>['side'];
}) {
  return (
    <TooltipPrimitive.Root>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipContent side={side}>{label}</TooltipContent>
    </TooltipPrimitive.Root>
  );
}
