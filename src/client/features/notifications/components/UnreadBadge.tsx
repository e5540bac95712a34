import { cn } from '@/lib/utils';
import { badgeText } from '@/lib/format';

/**
 * The red count on the bell and the messages icon (spec §2, §9: capped at '99+', hidden at 0).
 * Hidden from assistive technology: the button's name says the count (see {@link indicatorLabel}).
 */
export function UnreadBadge({ count, className }: { count: number | undefined; className?: string }) {
  const text = badgeText(count);
  if (!text) return null;
  return (
    <span
      aria-hidden="true"
      data-testid="unread-badge"
      className={cn(
        'pointer-events-none absolute -right-1 -top-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-danger px-1 text-[0.6875rem] font-semibold leading-none text-danger-foreground ring-2 ring-background',
        className,
      )}
    >
      {text}
    </span>
  );
}

/** Classes of the header's round icon buttons (the bell, its placeholder, the messages link). */
export const indicatorClass =
  'relative inline-flex size-10 shrink-0 items-center justify-center rounded-full text-foreground transition-colors hover:bg-accent hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring data-[state=open]:bg-accent data-[state=open]:text-primary [&_svg]:size-5';

/**
 * The accessible name of an icon with a badge: 'Bildirimler' at 0, else 'Bildirimler, 3 okunmamış'
 * with the badge's own text ('99+'), so the name contains what is visible (WCAG 2.5.3).
 */
export function indicatorLabel(
  t: (key: string, options?: Record<string, unknown>) => string,
  kind: 'notifications' | 'messages',
  count: number | undefined,
): string {
  const text = badgeText(count);
  return text ? t(`header.${kind}Unread`, { count: text }) : t(`header.${kind}`);
}
