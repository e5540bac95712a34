/**
 * The admin system status screen (spec §2 System status (admin)): overall banner (spec §4 texts; the
 * same verdict as the public page), uptime as the share of successful checks over 24 hours, services
 * (Redis when configured) with health and availability, current metrics coloured by the spec §9 thresholds,
 * performance charts, recent incidents and logs; refresh button and 30 s polling (spec §9).
 */
import type { Health, SystemStatus } from '@shared/contracts/system-status';
import { AlertTriangleIcon, ArchiveIcon, CheckCircle2Icon, XCircleIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/constants';
import { ErrorState } from '@/components/ErrorState';
import { RefreshToolbar } from '@/components/RefreshToolbar';
import { Badge } from '@/components/ui/badge';
import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { formatAge, formatDateTime, formatFileSize, formatPercent, intlLocale, splitUptime } from '@/lib/format';
import { cn } from '@/lib/utils';
import { useAdminStatus } from '../api/get-admin-status';
import { healthStyles } from '../lib/health';
import { PerformanceCharts } from './PerformanceCharts';

/** Spec §9 thresholds: CPU high above 70 %, memory warning above 80 %, disk warning above 70 %. */
export const THRESHOLDS = { cpu: 70, memory: 80, disk: 70 } as const;

/** Figures with at most one decimal (99.9 %, 2.5 ms), in the page's language. */
const formatNumber = (value: number, lang: Language) =>
  new Intl.NumberFormat(intlLocale(lang), { maximumFractionDigits: 1 }).format(value);

const badgeFor: Record<Health, 'success' | 'warning' | 'danger'> = {
  healthy: 'success',
  warning: 'warning',
  error: 'danger',
};
const BannerIcon = { healthy: CheckCircle2Icon, warning: AlertTriangleIcon, error: XCircleIcon };

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="flex flex-col gap-3" aria-label={title}>
      <h2 className="text-xl font-semibold text-foreground">{title}</h2>
      {children}
    </section>
  );
}

/** Backups (issue 23): the last archive, its size and age, the schedule, or how to set one up. */
function BackupCard({ backup, lang }: { backup: SystemStatus['backup']; lang: Language }) {
  const { t } = useTranslation('systemStatus');
  const stale = backup.health !== 'healthy';
  return (
    <div className="flex flex-col gap-3 rounded-lg border bg-card p-4" data-testid="backup-status">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="flex items-center gap-2 font-medium text-foreground">
          <ArchiveIcon className="size-4 text-muted-foreground" aria-hidden="true" />
          {backup.last
            ? t('status.backup.last', {
                time: formatDateTime(backup.last.createdAt, lang),
                age: formatAge(backup.last.createdAt, lang),
              })
            : t('status.backup.none')}
        </span>
        <Badge variant={stale ? 'warning' : backup.scheduled ? 'success' : 'secondary'}>
          {stale
            ? t('status.backup.stale')
            : backup.scheduled
              ? t('status.backup.upToDate')
              : t('status.backup.notScheduled')}
        </Badge>
      </div>
      {backup.last ? (
        <p className="text-sm break-all text-muted-foreground">
          {t('status.backup.size', { size: formatFileSize(backup.last.bytes, lang) })} ·{' '}
          {t('status.backup.file', { file: backup.last.file })}
        </p>
      ) : null}
      <p className="text-sm text-muted-foreground">
        {backup.schedule
          ? t('status.backup.schedule', { cron: backup.schedule, keep: backup.keep })
          : t('status.backup.howTo')}
      </p>
      {stale ? <p className="text-sm text-warning">{t('status.backup.staleHint')}</p> : null}
    </div>
  );
}

function StatusBody({ data, lang }: { data: SystemStatus; lang: Language }) {
  const { t } = useTranslation('systemStatus');
  const hm = (seconds: number) => {
    const s = splitUptime(seconds);
    return t('common.hoursMinutes', { hours: s.hours, minutes: s.minutes });
  };
  const Icon = BannerIcon[data.status];
  const metrics = [
    { key: 'cpu', value: data.currentMetrics.cpu, limit: THRESHOLDS.cpu },
    { key: 'memory', value: data.currentMetrics.memory, limit: THRESHOLDS.memory },
    { key: 'disk', value: data.currentMetrics.disk, limit: THRESHOLDS.disk },
  ] as const;
  return (
    <div className="flex flex-col gap-8">
      <div
        className={cn('flex items-center gap-3 rounded-lg border p-4 sm:p-5', healthStyles[data.status].soft)}
        data-testid="status-banner"
      >
        <Icon aria-hidden="true" className={cn('size-7 shrink-0', healthStyles[data.status].text)} />
        <div className="min-w-0 flex-1">
          <p className={cn('text-lg font-semibold', healthStyles[data.status].text)}>
            {t(`status.banner.${data.status}`)}
          </p>
          <p className="text-sm text-foreground">
            {t('status.uptime')}: {data.metrics.uptime == null ? '—' : formatPercent(data.metrics.uptime, lang)} ·{' '}
            {t('status.dbLatency')}:{' '}
            {data.metrics.dbLatency == null
              ? '—'
              : t('status.responseTime', { value: formatNumber(data.metrics.dbLatency, lang) })}{' '}
            · {t('status.lastChecked')}: {formatDateTime(data.lastChecked, lang)}
          </p>
        </div>
      </div>

      <Section title={t('status.services')}>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {(['database', 'api', 'memory', 'storage', 'redis'] as const).map((k) => {
            const s = data.services[k];
            if (!s) return null; // Redis only when the server uses one
            return (
              <li key={k} className="flex flex-col gap-2 rounded-lg border bg-card p-4" data-testid={`service-${k}`}>
                <div className="flex items-center justify-between gap-2">
                  <span className="flex items-center gap-2 font-medium text-foreground">
                    <span aria-hidden="true" className={cn('size-2.5 rounded-full', healthStyles[s.status].dot)} />
                    {t(`status.service.${k}`)}
                  </span>
                  <Badge variant={badgeFor[s.status]}>{t(`status.health.${s.status}`)}</Badge>
                </div>
                <p className="text-sm text-muted-foreground">
                  {t('status.availability', { value: formatNumber(s.availability, lang) })}
                </p>
                <p className="text-sm text-muted-foreground">
                  {s.responseTime != null
                    ? t('status.responseTime', { value: formatNumber(s.responseTime, lang) })
                    : s.usage != null
                      ? t('status.usage', { value: formatNumber(s.usage, lang) })
                      : '—'}
                </p>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section title={t('status.currentMetrics')}>
        <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {metrics.map((m) => {
            const high = m.value != null && m.value > m.limit;
            return (
              <li
                key={m.key}
                className="flex flex-col gap-2 rounded-lg border bg-card p-4"
                data-testid={`metric-${m.key}`}
              >
                <div className="flex items-center justify-between gap-2">
                  <span className="text-sm text-muted-foreground">{t(`status.metric.${m.key}`)}</span>
                  <Badge variant={high ? 'warning' : 'success'}>{high ? t('status.high') : t('status.normal')}</Badge>
                </div>
                <p className={cn('text-2xl font-bold tabular-nums', high ? 'text-warning' : 'text-foreground')}>
                  {m.value == null ? '—' : t('status.percent', { value: formatNumber(m.value, lang) })}
                </p>
                <Progress value={m.value ?? 0} label={t(`status.metric.${m.key}`)} />
              </li>
            );
          })}
          <li className="flex flex-col gap-2 rounded-lg border bg-card p-4" data-testid="metric-connections">
            <span className="text-sm text-muted-foreground">{t('status.metric.connections')}</span>
            <p className="text-2xl font-bold tabular-nums text-foreground">
              {formatNumber(data.currentMetrics.connections, lang)}
            </p>
          </li>
        </ul>
      </Section>

      <Section title={t('status.backup.title')}>
        <BackupCard backup={data.backup} lang={lang} />
      </Section>

      <Section title={t('status.performance')}>
        <PerformanceCharts data={data.performanceData} lang={lang} />
      </Section>

      <div className="grid gap-8 lg:grid-cols-2">
        <Section title={t('status.incidents')}>
          {data.recentIncidents.length === 0 ? (
            <p className="rounded-lg border bg-card p-6 text-sm text-muted-foreground">{t('status.noIncidents')}</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {data.recentIncidents.map((i) => (
                <li key={i.id} className="flex flex-col gap-2 rounded-lg border bg-card p-4">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-medium text-foreground">{i.title}</span>
                    <Badge variant={i.severity === 'critical' ? 'danger' : i.severity === 'major' ? 'warning' : 'info'}>
                      {t(`status.severity.${i.severity}`, { defaultValue: i.severity })}
                    </Badge>
                    <Badge variant={i.status === 'resolved' ? 'success' : 'warning'}>
                      {t(`status.incidentStatus.${i.status}`, { defaultValue: i.status })}
                    </Badge>
                  </div>
                  {i.description ? <p className="text-sm text-foreground">{i.description}</p> : null}
                  <p className="text-sm text-muted-foreground">
                    {t('status.started', { time: formatDateTime(i.startTime, lang) })} ·{' '}
                    {t('status.duration', { value: hm(i.duration) })}
                  </p>
                  {i.affectedServices.length ? (
                    <p className="text-sm text-muted-foreground">
                      {t('status.affected', {
                        services: i.affectedServices
                          .map((s) => t(`status.service.${s}`, { defaultValue: s }))
                          .join(', '),
                      })}
                    </p>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section title={t('status.logs')}>
          {data.recentLogs.length === 0 ? (
            <p className="rounded-lg border bg-card p-6 text-sm text-muted-foreground">{t('status.noLogs')}</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {data.recentLogs.map((l, idx) => (
                <li key={`${l.timestamp}-${idx}`} className="flex flex-col gap-1 rounded-lg border bg-card p-3">
                  <div className="flex flex-wrap items-center gap-2 text-sm">
                    <Badge variant={l.level === 'error' ? 'danger' : l.level === 'warning' ? 'warning' : 'info'}>
                      {t(`status.level.${l.level}`)}
                    </Badge>
                    <span className="font-mono text-xs text-muted-foreground">{l.service}</span>
                    <span className="ml-auto text-xs text-muted-foreground">{formatDateTime(l.timestamp, lang)}</span>
                    {l.count > 1 ? <Badge variant="secondary">{t('status.times', { count: l.count })}</Badge> : null}
                  </div>
                  <p className="break-words font-mono text-sm text-foreground">{l.message}</p>
                </li>
              ))}
            </ul>
          )}
        </Section>
      </div>
    </div>
  );
}

/** The whole admin status body: toolbar (refresh, last check), loading, error with retry, content. */
export function AdminStatusView() {
  const { t, i18n } = useTranslation('systemStatus');
  const lang: Language = i18n.language === 'en' ? 'en' : 'tr';
  const query = useAdminStatus();
  return (
    <div className="flex flex-col gap-6">
      <RefreshToolbar
        updatedText={
          query.data ? t('common.lastUpdated', { time: formatDateTime(query.data.lastChecked, lang) }) : null
        }
        fetching={query.isFetching}
        onRefresh={() => void query.refetch()}
      />
      {query.isError && !query.data ? (
        <ErrorState
          title={t('status.error')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
          retryLabel={t('common.retry')}
        />
      ) : query.data ? (
        <StatusBody data={query.data} lang={lang} />
      ) : (
        <div role="status" className="flex flex-col gap-4" data-testid="query-loading">
          <span className="sr-only">{t('common.refreshing')}</span>
          <Skeleton className="h-20" />
          <Skeleton className="h-32" />
        </div>
      )}
    </div>
  );
}
