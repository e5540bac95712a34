import { useQueryClient } from '@tanstack/react-query';
import { ConstructionIcon, XIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useWindowNow } from '../hooks/use-window-now';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { isApiError } from '@/lib/api';
import { useLanguage } from '@/lib/use-language';
import { maintenanceQueryOptions, useMaintenance } from '../api/get-maintenance';
import { type BannerPhase, dismiss, wasDismissed } from '../lib/dismissed';
import { formatWindowRange, formatWindowTime, isActiveAt } from '../lib/window-time';

/** The error code of a write refused during a window (src/shared/contracts/errors.ts). */
export const MAINTENANCE_CODE = 'MAINTENANCE';

/**
 * A write refused with 503 MAINTENANCE (wherever it was made): the window is asked for again, so the
 * banner shows it, and one toast explains what happened with the server's text (the end of the
 * window, in the reader's language) instead of a generic error.
 */
function useMaintenanceRefusals() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('maintenance');
  useEffect(() => {
    const seen = (error: unknown) => {
      if (!isApiError(error) || error.code !== MAINTENANCE_CODE) return;
      void queryClient.invalidateQueries({ queryKey: maintenanceQueryOptions().queryKey });
      toast.error(t('toast.title'), { id: MAINTENANCE_CODE, description: error.message });
    };
    const offMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') seen(event.action.error);
    });
    const offQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') seen(event.action.error);
    });
    return () => {
      offMutations();
      offQueries();
    };
  }, [queryClient, t]);
}

/**
 * The maintenance banner on every page (issue 22; docs/decisions/040): amber before a window ("planned
 * maintenance from … to …, saving will not be possible"), red while it is in force ("changes cannot be
 * saved until …"), each with the admin's message in the reader's language. Closing it hides it in this
 * browser for that window until the window starts, when it shows again; closing it then hides it
 * until the end. A polite live region in the page flow under the header.
 */
export function MaintenanceBanner() {
  const { t } = useTranslation('maintenance');
  const lang = useLanguage();
  const { data } = useMaintenance();
  const window = data?.window;
  const now = useWindowNow(window);
  const [closed, setClosed] = useState<string[]>([]);
  useMaintenanceRefusals();

  if (!window || Date.parse(window.endsAt) <= now) return null;
  const phase: BannerPhase = isActiveAt(window, now) ? 'active' : 'upcoming';
  const key = `${window.id}:${phase}`;
  if (closed.includes(key) || wasDismissed(window.id, phase)) return null;
  const close = () => {
    dismiss(window.id, phase);
    setClosed((list) => [...list, key]);
  };
  return (
    <div
      role="status"
      data-testid="maintenance-banner"
      data-phase={phase}
      className={phase === 'active' ? 'on-dark bg-danger text-white' : 'on-dark bg-warning text-white'}
    >
      <div className="container-page flex min-h-12 items-start gap-3 py-2 sm:items-center">
        <ConstructionIcon className="mt-0.5 size-5 shrink-0 sm:mt-0" aria-hidden="true" />
        <p className="flex-1 text-sm">
          <strong className="font-semibold">
            {phase === 'active'
              ? t('banner.active', { end: formatWindowTime(window.endsAt, lang) })
              : t('banner.upcoming', { range: formatWindowRange(window.startsAt, window.endsAt, lang) })}
          </strong>{' '}
          {window.message[lang]}
        </p>
        <button
          type="button"
          onClick={close}
          className="inline-flex size-9 shrink-0 items-center justify-center rounded-md hover:bg-white/15"
          data-testid="maintenance-banner-close"
        >
          <XIcon className="size-4" aria-hidden="true" />
          <span className="sr-only">{t('banner.close')}</span>
        </button>
      </div>
    </div>
  );
}
