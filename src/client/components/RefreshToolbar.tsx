import { RefreshCwIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

interface RefreshToolbarProps {
  /** When the shown data was read, as a sentence ('Son güncelleme: …'); null before the first answer. */
  updatedText: string | null;
  /** True while a read is under way: the button spins and waits. */
  fetching: boolean;
  onRefresh: () => void;
}

/**
 * The toolbar of a view of live figures (statistics, system status): the time of the data, announced
 * politely, and a refresh button that says it is refreshing (DESIGN.md "Behaviour").
 */
export function RefreshToolbar({ updatedText, fetching, onRefresh }: RefreshToolbarProps) {
  const { t } = useTranslation('common');
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {updatedText}
      </p>
      <Button variant="outline" onClick={onRefresh} disabled={fetching} aria-busy={fetching}>
        <RefreshCwIcon aria-hidden="true" className={fetching ? 'animate-spin' : undefined} />
        {fetching ? t('actions.refreshing') : t('actions.refresh')}
      </Button>
    </div>
  );
}
