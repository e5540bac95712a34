import { ActivityIcon, ClockIcon, DatabaseIcon, RadioIcon, RefreshCwIcon, ServerIcon, TimerIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Health, PublicStatus } from '@shared/contracts/system-status';
import { ErrorState } from '@/components/ErrorState';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime, formatPercent } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { cn } from '@/lib/utils';
import { usePublicStatus } from '../api/get-public-status';
import { healthStyles, normaliseHealth } from '../lib/health';

type Service = keyof PublicStatus['services'];
const SERVICE_ICONS: Record<Service, ReactNode> = {
  api: <ServerIcon className="size-5" aria-hidden="true" />,
  database: <DatabaseIcon className="size-5" aria-hidden="true" />,
  redis: <RadioIcon className="size-5" aria-hidden="true" />,
};
const HEALTH_ORDER: readonly Health[] = ['healthy', 'warning', 'error'];

function HealthPill({ health }: { health: Health }) {
  const { t } = useTranslation('systemStatus');
  return (
    <span
      className={cn(
        'inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm font-semibold',
        healthStyles[health].soft,
        healthStyles[health].text,
      )}
    >
      <span className={cn('size-2.5 rounded-full', healthStyles[health].dot)} aria-hidden="true" />
      {t(`health.${health}`)}
    </span>
  );
}

function StatusSkeleton() {
  return (
    <div className="flex flex-col gap-6" aria-hidden="true">
      <Skeleton className="h-28 rounded-xl" />
      <div className="grid gap-4 sm:grid-cols-2">
        <Skeleton className="h-24 rounded-lg" />
        <Skeleton className="h-24 rounded-lg" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Skeleton className="h-20 rounded-lg" />
        <Skeleton className="h-20 rounded-lg" />
      </div>
    </div>
  );
}

/**
 * Content of the public status page (spec §2 "Public status page"): overall status (the same verdict
 * as the admin page), API, database and (when the server reports it) realtime status, uptime as the
 * share of successful checks over 24 hours (issue 18, item 19), last check, legend; refreshed every minute.
 */
export function StatusPanel() {
  const { t } = useTranslation('systemStatus');
  const lang = useLanguage();
  const { data, isPending, isError, refetch, isFetching } = usePublicStatus();

  if (isPending) {
    return (
      <>
        <p className="sr-only" role="status">
          {t('dot.checking')}
        </p>
        <StatusSkeleton />
      </>
    );
  }

  const overall: Health | null = isError ? null : normaliseHealth(data.status);
  const services = data
    ? (['api', 'database', 'redis'] as const).filter((k): k is Service => data.services[k] !== undefined)
    : [];

  return (
    <div className="flex flex-col gap-6">
      {isError ? (
        <ErrorState
          title={t('error.title')}
          message={t('error.text')}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : null}

      {data && overall ? (
        <>
          <section
            aria-labelledby="overall-title"
            className={cn(
              'flex flex-col gap-4 rounded-xl border p-6 sm:flex-row sm:items-center sm:justify-between',
              healthStyles[overall].soft,
            )}
          >
            <div className="flex items-center gap-4">
              <span className="relative flex size-4" aria-hidden="true">
                <span
                  className={cn(
                    'absolute inline-flex size-full animate-ping rounded-full opacity-50 motion-reduce:hidden',
                    healthStyles[overall].dot,
                  )}
                />
                <span className={cn('relative inline-flex size-4 rounded-full', healthStyles[overall].dot)} />
              </span>
              <div>
                <h2 id="overall-title" className="text-sm font-medium text-muted-foreground">
                  {t('page.overall')}
                </h2>
                <p className={cn('text-xl font-bold', healthStyles[overall].text)}>{t(`dot.${overall}`)}</p>
              </div>
            </div>
            <Button
              variant="outline"
              size="sm"
              onClick={() => void refetch()}
              disabled={isFetching}
              aria-busy={isFetching}
            >
              <RefreshCwIcon className={isFetching ? 'animate-spin' : undefined} aria-hidden="true" />
              {t('page.refresh')}
            </Button>
          </section>

          <section aria-labelledby="services-title">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="services-title" className="text-lg font-semibold">
                {t('page.services')}
              </h2>
              <p className="text-sm text-muted-foreground">{t('page.servicesMonitored', { count: services.length })}</p>
            </div>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2">
              {services.map((service) => (
                <li key={service}>
                  <Card className="flex h-full items-center gap-4 p-5">
                    <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-primary-soft text-primary">
                      {SERVICE_ICONS[service]}
                    </span>
                    <div className="min-w-0 flex-1">
                      <h3 className="font-semibold">{t(`page.${service}`)}</h3>
                      <p className="text-sm text-muted-foreground">{t(`page.${service}Description`)}</p>
                    </div>
                    <HealthPill health={normaliseHealth(data.services[service])} />
                  </Card>
                </li>
              ))}
            </ul>
          </section>

          <dl className="grid gap-4 sm:grid-cols-2">
            <Card className="p-5">
              <dt className="flex items-center gap-2 text-sm text-muted-foreground">
                <TimerIcon className="size-4 shrink-0" aria-hidden="true" />
                {t('page.uptime')}
              </dt>
              <dd className="mt-1 pl-6 text-lg font-semibold tabular-nums">
                {data.uptime == null ? t('page.uptimeUnknown') : formatPercent(data.uptime, lang)}
              </dd>
            </Card>
            <Card className="p-5">
              <dt className="flex items-center gap-2 text-sm text-muted-foreground">
                <ClockIcon className="size-4 shrink-0" aria-hidden="true" />
                {t('page.lastChecked')}
              </dt>
              <dd className="mt-1 pl-6 text-lg font-semibold tabular-nums">
                <time dateTime={data.lastChecked}>{formatDateTime(data.lastChecked, lang)}</time>
              </dd>
            </Card>
          </dl>
        </>
      ) : null}

      <Card>
        <CardContent className="flex flex-col gap-4 p-5 sm:flex-row sm:items-start sm:justify-between">
          <div>
            <h2 className="text-base font-semibold">{t('page.legend')}</h2>
            <ul className="mt-3 flex flex-col gap-2 text-sm">
              {HEALTH_ORDER.map((health) => (
                <li key={health} className="flex items-center gap-2">
                  <span className={cn('size-2.5 shrink-0 rounded-full', healthStyles[health].dot)} aria-hidden="true" />
                  <span>
                    <strong className="font-semibold">{t(`dot.${health}`)}</strong>
                    <span className="text-muted-foreground">
                      {' '}
                      — {t(`page.legend${health[0]!.toUpperCase()}${health.slice(1)}`)}
                    </span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
          <p className="flex items-center gap-2 text-sm text-muted-foreground sm:max-w-xs">
            <ActivityIcon className="size-4 shrink-0" aria-hidden="true" />
            {t('page.autoRefresh')}
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
