import { Skeleton } from '@/components/ui/skeleton';

/** Grey rows shaped like notifications (icon, title, message), while a list loads. Decorative. */
export function NotificationSkeletonRows({ rows, rowClassName }: { rows: number; rowClassName: string }) {
  return Array.from({ length: rows }, (_, i) => (
    <div key={i} className={rowClassName} aria-hidden="true">
      <Skeleton className="size-9 rounded-full" />
      <div className="flex flex-1 flex-col gap-2">
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-4 w-5/6" />
      </div>
    </div>
  ));
}
