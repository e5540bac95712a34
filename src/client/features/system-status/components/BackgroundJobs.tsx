/**
 * Background jobs on the admin system status (docs/decisions/021-job-queue.md): the jobs whose every
 * attempt failed (name, when, error, attempts) with a confirmed "retry", and each schedule with its
 * last run. Refreshed with the rest of the page (30 s).
 */
import { CheckCircle2Icon, RotateCcwIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { BackgroundJobs as Jobs } from '@shared/contracts/system-status';
import type { Language } from '@shared/constants';
import { ErrorState } from '@/components/ErrorState';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { isApiError } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { useBackgroundJobs, useRetryJob } from '../api/background-jobs';

type RunState = NonNullable<Jobs['schedules'][number]['lastRun']>['state'];

const stateBadge: Record<RunState, 'success' | 'warning' | 'danger' | 'info' | 'secondary'> = {
  completed: 'success',
  active: 'info',
  created: 'secondary',
  retry: 'warning',
  failed: 'danger',
  cancelled: 'secondary',
};

/** Day-of-week numbers of cron (0 and 7 are Sunday) as the `jobs.weekday` keys of the locale. */
const CRON_WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/** A cron expression in words: which key of `jobs.cron` and its values. */
export type CronDescription =
  | { key: 'everyMinute' | 'everyHour' }
  | { key: 'daily' | 'weekdays'; time: string }
  | { key: 'weekly'; time: string; weekday: (typeof CRON_WEEKDAYS)[number] };

/**
 * A cron expression of the common forms in words: every minute, every hour, every day, every weekday
 * (Monday to Friday) or one day of the week at a time (the weekly digest: `0 9 * * 1`); null for other
 * forms (shown as written).
 */
export function describeCron(cron: string): CronDescription | null {
  const fields = cron.trim().split(/\s+/);
  if (fields.length !== 5) return null;
  const [minute, hour, day, month, weekday] = fields as [string, string, string, string, string];
  if (day !== '*' || month !== '*') return null;
  const atTime = /^\d{1,2}$/.test(minute) && /^\d{1,2}$/.test(hour);
  const time = `${hour.padStart(2, '0')}:${minute.padStart(2, '0')}`;
  if (weekday === '1-5') return atTime ? { key: 'weekdays', time } : null;
  if (/^[0-7]$/.test(weekday)) return atTime ? { key: 'weekly', time, weekday: CRON_WEEKDAYS[Number(weekday)]! } : null;
  if (weekday !== '*') return null;
  if (minute === '*' && hour === '*') return { key: 'everyMinute' };
  if (minute === '0' && hour === '*') return { key: 'everyHour' };
  if (atTime) return { key: 'daily', time };
  return null;
}

/** The job's name in the page's language; a job without a label (a new module's) shows its queue name. */
function useJobName() {
  const { t } = useTranslation('systemStatus');
  return (name: string) => t(`jobs.names.${name.replace(/\./g, '_')}`, { defaultValue: name });
}

function FailedJobs({ jobs, lang }: { jobs: Jobs['failed']; lang: Language }) {
  const { t } = useTranslation('systemStatus');
  const jobName = useJobName();
  const retry = useRetryJob();
  const [asked, setAsked] = useState<Jobs['failed'][number] | null>(null);
  if (jobs.length === 0) {
    return (
      <EmptyState icon={CheckCircle2Icon} title={t('jobs.noFailed')} text={t('jobs.noFailedText')} headingLevel={3} />
    );
  }
  return (
    <>
      <ul className="flex min-w-0 flex-col gap-2" data-testid="failed-jobs">
        {jobs.map((job) => (
          <li key={job.id} className="flex flex-col gap-2 rounded-lg border bg-card p-4 sm:flex-row sm:items-start">
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium text-foreground">{jobName(job.name)}</span>
                <Badge variant="danger">{t('jobs.state.failed')}</Badge>
                <Badge variant="secondary">{t('jobs.attempts', { count: job.attempts })}</Badge>
              </div>
              <p className="text-sm text-muted-foreground">
                {t('jobs.failedAt', { time: formatDateTime(job.failedAt, lang) })} ·{' '}
                <span className="font-mono text-xs [overflow-wrap:anywhere]">{job.name}</span>
              </p>
              <p className="font-mono text-sm text-foreground [overflow-wrap:anywhere]">
                {job.error ?? t('jobs.noError')}
              </p>
            </div>
            <Button
              variant="outline"
              size="sm"
              className="self-start"
              aria-label={t('jobs.retryLabel', { name: jobName(job.name) })}
              onClick={() => setAsked(job)}
            >
              <RotateCcwIcon aria-hidden="true" />
              {t('jobs.retry')}
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={asked !== null}
        onOpenChange={(open) => !open && setAsked(null)}
        title={t('jobs.retryTitle')}
        text={asked ? t('jobs.retryText', { name: jobName(asked.name) }) : ''}
        confirmLabel={t('jobs.retry')}
        busy={retry.isPending}
        onConfirm={() => {
          if (!asked) return;
          retry.mutate(asked.id, {
            onSuccess: () => toast.success(t('jobs.retried')),
            onError: (error) =>
              toast.error(t('jobs.retryFailed'), { description: isApiError(error) ? error.message : undefined }),
            onSettled: () => setAsked(null),
          });
        }}
      />
    </>
  );
}

/** The state and time of a schedule's last run, or "not run yet". */
function LastRun({ run, lang }: { run: Jobs['schedules'][number]['lastRun']; lang: Language }) {
  const { t } = useTranslation('systemStatus');
  if (!run) return <span className="text-sm text-muted-foreground">{t('jobs.never')}</span>;
  return (
    <span className="flex flex-wrap items-center gap-2">
      <Badge variant={stateBadge[run.state]}>{t(`jobs.state.${run.state}`)}</Badge>
      <span className="whitespace-nowrap text-sm text-muted-foreground">{formatDateTime(run.at, lang)}</span>
    </span>
  );
}

/** A schedule in words when it has a common form, with the cron expression beside it. */
function ScheduleText({ cron }: { cron: string }) {
  const { t } = useTranslation('systemStatus');
  const described = describeCron(cron);
  return (
    <span className="flex flex-col">
      {described ? (
        <span className="text-sm text-foreground">
          {t(`jobs.cron.${described.key}`, {
            ...described,
            weekday: 'weekday' in described ? t(`jobs.weekday.${described.weekday}`) : undefined,
          })}
        </span>
      ) : null}
      <code className="whitespace-pre font-mono text-xs text-muted-foreground">{cron}</code>
    </span>
  );
}

function Schedules({ schedules, lang }: { schedules: Jobs['schedules']; lang: Language }) {
  const { t } = useTranslation('systemStatus');
  const jobName = useJobName();
  if (schedules.length === 0) return <p className="text-sm text-muted-foreground">{t('jobs.noSchedules')}</p>;
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <p className="text-sm text-muted-foreground">{t('jobs.schedulesHint', { timezone: schedules[0]!.timezone })}</p>
      {/* A table from sm up; below it a list, so a phone never scrolls sideways (ui/table.tsx). */}
      <ul className="flex flex-col gap-2 sm:hidden" data-testid="job-schedules-list">
        {schedules.map((s) => (
          <li key={s.name} className="flex flex-col gap-1.5 rounded-lg border bg-card p-3">
            <span className="font-medium text-foreground">{jobName(s.name)}</span>
            <ScheduleText cron={s.cron} />
            <LastRun run={s.lastRun} lang={lang} />
          </li>
        ))}
      </ul>
      <div className="hidden rounded-lg border bg-card sm:block">
        <Table data-testid="job-schedules">
          <TableHeader>
            <TableRow>
              <TableHead>{t('jobs.job')}</TableHead>
              <TableHead>{t('jobs.schedule')}</TableHead>
              <TableHead>{t('jobs.lastRun')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {schedules.map((s) => (
              <TableRow key={s.name}>
                <TableCell className="font-medium">{jobName(s.name)}</TableCell>
                <TableCell>
                  <ScheduleText cron={s.cron} />
                </TableCell>
                <TableCell>
                  <LastRun run={s.lastRun} lang={lang} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </div>
  );
}

/** The background jobs section: loading, error with retry, "not running here", failed jobs, schedules. */
export function BackgroundJobs() {
  const { t, i18n } = useTranslation('systemStatus');
  const lang: Language = i18n.language === 'en' ? 'en' : 'tr';
  const query = useBackgroundJobs();
  const data = query.data;
  return (
    <section className="flex min-w-0 flex-col gap-4" aria-labelledby="background-jobs-title">
      <h2 id="background-jobs-title" className="text-xl font-semibold text-foreground">
        {t('jobs.title')}
      </h2>
      {query.isError && !data ? (
        <ErrorState
          title={t('jobs.error')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
          retryLabel={t('common.retry')}
        />
      ) : !data ? (
        <div role="status" className="flex flex-col gap-3">
          <span className="sr-only">{t('common.refreshing')}</span>
          <Skeleton className="h-24" />
        </div>
      ) : !data.running ? (
        <p className="rounded-lg border bg-card p-6 text-sm text-muted-foreground">{t('jobs.notRunning')}</p>
      ) : (
        // Grid items shrink below their content only with min-w-0 (the schedules table scrolls inside).
        <div className="grid gap-6 lg:grid-cols-2">
          <div className="flex min-w-0 flex-col gap-3">
            <h3 className="font-semibold text-foreground">{t('jobs.failedTitle')}</h3>
            <p className="text-sm text-muted-foreground">{t('jobs.failedHint')}</p>
            <FailedJobs jobs={data.failed} lang={lang} />
          </div>
          <div className="flex min-w-0 flex-col gap-3">
            <h3 className="font-semibold text-foreground">{t('jobs.schedulesTitle')}</h3>
            <Schedules schedules={data.schedules} lang={lang} />
          </div>
        </div>
      )}
    </section>
  );
}
