import { ConstructionIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '@/components/ui/card';
import { useLanguage } from '@/lib/use-language';
import { useMaintenance } from '../api/get-maintenance';
import { useWindowNow } from '../hooks/use-window-now';
import { formatWindowRange, isActiveAt } from '../lib/window-time';

/**
 * The current or next maintenance window on /sys-status (issue 22): when, whether it is in force, what
 * it means (reading works, saving does not) and the admin's message. Nothing when none is planned.
 */
export function MaintenanceStatusCard() {
  const { t } = useTranslation('maintenance');
  const lang = useLanguage();
  const window = useMaintenance().data?.window;
  const now = useWindowNow(window);
  if (!window || Date.parse(window.endsAt) <= now) return null;
  const active = isActiveAt(window, now);
  return (
    <Card data-testid="maintenance-status" className={active ? 'border-danger' : 'border-warning'}>
      <CardContent className="flex gap-4 p-5">
        <ConstructionIcon
          className={active ? 'size-6 shrink-0 text-danger' : 'size-6 shrink-0 text-warning'}
          aria-hidden="true"
        />
        <div className="flex flex-col gap-1">
          <h2 className="text-lg font-semibold">{t(active ? 'status.activeTitle' : 'status.upcomingTitle')}</h2>
          <p className="text-sm font-medium">{formatWindowRange(window.startsAt, window.endsAt, lang)}</p>
          <p className="text-sm text-muted-foreground">{t('status.effect')}</p>
          <p className="text-sm">{window.message[lang]}</p>
        </div>
      </CardContent>
    </Card>
  );
}
