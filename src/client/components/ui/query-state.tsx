import type { UseQueryResult } from '@tanstack/react-query';
import { InboxIcon, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ErrorState';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api';
import { EmptyState } from './empty-state';

/** The parts of a TanStack Query result the switch reads (a `useQuery` or `useInfiniteQuery` result fits). */
export type QueryStateSource<T> = Pick<
  UseQueryResult<T>,
  'data' | 'isPending' | 'isError' | 'error' | 'refetch' | 'isFetching'
>;

interface QueryStateProps<T> {
  query: QueryStateSource<T>;
  /** Renders the data once it is there and not empty. */
  children: (data: T) => ReactNode;
  /** Whether the data counts as empty (default: an empty array). */
  isEmpty?: (data: T) => boolean;
  /** The loading skeleton (default: three grey bars); shaped like the content, so nothing jumps. */
  loading?: ReactNode;
  /** The empty state's texts and next step (default: a neutral 'nothing here yet'). */
  empty?: { icon?: LucideIcon; title?: string; text?: string; action?: ReactNode };
  /** The error's title (default: 'Veriler yüklenemedi'); the server's message is shown under it. */
  errorTitle?: string;
}

function DefaultSkeleton() {
  const { t } = useTranslation('common');
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-3" data-testid="query-loading">
      <span className="sr-only">{t('states.loading')}</span>
      <Skeleton className="h-6 w-2/3" />
      <Skeleton className="h-6 w-full" />
      <Skeleton className="h-6 w-5/6" />
    </div>
  );
}

/**
 * The four states of a query-backed list or page (DESIGN.md "Behaviour": every list has a loading
 * skeleton, an empty state with a next step, and an error state with retry), so a screen writes
 * only its data view:
 * loading → `loading` (or a skeleton); error → the message and a retry button that refetches
 * (busy while it does); empty → {@link EmptyState}; else `children(data)`. Data already shown stays
 * shown when a background refetch fails.
 */
export function QueryState<T>({ query, children, isEmpty, loading, empty, errorTitle }: QueryStateProps<T>) {
  const { t } = useTranslation('common');
  if (query.data === undefined) {
    if (query.isError) {
      return (
        <ErrorState
          title={errorTitle ?? t('states.loadError')}
          message={isApiError(query.error) ? query.error.message : t('states.loadErrorText')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      );
    }
    return <>{loading ?? <DefaultSkeleton />}</>;
  }
  const data = query.data;
  const emptyData = isEmpty ? isEmpty(data) : Array.isArray(data) && data.length === 0;
  if (emptyData) {
    return (
      <EmptyState
        icon={empty?.icon ?? InboxIcon}
        title={empty?.title ?? t('states.empty')}
        text={empty?.text}
        action={empty?.action}
      />
    );
  }
  return <>{children(data)}</>;
}
