import { Loader2Icon } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** The parts of a `useInfiniteQuery` result the button reads. */
interface NextPageSource {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * 'Daha Fazla Göster' under a paged list (spec §9): loads the next page of `query`, busy while it
 * does; nothing when there is no further page.
 * @param label the idle text; `busyLabel` the text while the page loads
 */
export function LoadMoreButton({
  query,
  label,
  busyLabel,
}: {
  query: NextPageSource;
  label: string;
  busyLabel: string;
}) {
  if (!query.hasNextPage) return null;
  return (
    <Button
      variant="outline"
      className="self-center"
      onClick={() => void query.fetchNextPage()}
      disabled={query.isFetchingNextPage}
      aria-busy={query.isFetchingNextPage}
    >
      {query.isFetchingNextPage ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
      {query.isFetchingNextPage ? busyLabel : label}
    </Button>
  );
}
