import {
  ArrowLeftIcon,
  CheckCheckIcon,
  ClockIcon,
  ExternalLinkIcon,
  EyeIcon,
  FileTextIcon,
  GaugeIcon,
  InboxIcon,
  ListChecksIcon,
  LogInIcon,
  MailIcon,
  MessageSquareIcon,
  PencilLineIcon,
  ReplyIcon,
  SearchXIcon,
  UsersIcon,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PartnerActivity } from '@shared/contracts/partner-stats';
import { CompanyLogo } from '@/components/CompanyLogo';
import { QuoteStatusBadge } from '@/components/QuoteStatusBadge';
import { ErrorState } from '@/components/ErrorState';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { isApiError } from '@/lib/api';
import { formatDate, formatDateTime, formatNumber, intlLocale } from '@/lib/format';
import { partnerPath, paths } from '@/lib/routes';
import { useServiceNeeded } from '@/lib/service-needed';
import { useLanguage } from '@/lib/use-language';
import { useAdminPartner } from '../api/get-admin-partner';
import { usePartnerActivities } from '../api/list-partner-activities';
import { usePartnerQuotes } from '../api/list-partner-quotes';
import { StatCard } from './StatCard';
import { messageKey } from '@/lib/i18n';

const ACTIVITY_ICONS: Record<PartnerActivity['type'], LucideIcon> = {
  login: LogInIcon,
  profile_update: PencilLineIcon,
  message_sent: MessageSquareIcon,
  quote_response: ReplyIcon,
};

function Activities({ partnerId }: { partnerId: string }) {
  const { t } = useTranslation('partnerStats');
  const lang = useLanguage();
  const query = usePartnerActivities(partnerId);
  return (
    <QueryState
      query={query}
      isEmpty={(data) => data.pages.every((p) => p.activities.length === 0)}
      errorTitle={t('inspection.activities.error')}
      empty={{
        icon: ListChecksIcon,
        title: t('inspection.activities.emptyTitle'),
        text: t('inspection.activities.emptyText'),
      }}
    >
      {(data) => (
        <div className="flex flex-col gap-4">
          <ol className="divide-y rounded-lg border bg-card" data-testid="activity-list">
            {data.pages
              .flatMap((p) => p.activities)
              .map((a) => {
                const Icon = ACTIVITY_ICONS[a.type];
                return (
                  <li key={a.id} className="flex items-start gap-3 px-4 py-3">
                    <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
                      <Icon className="size-4" aria-hidden="true" />
                    </span>
                    <div className="min-w-0 flex-1">
                      <p className="text-sm font-medium text-foreground">
                        {t(`inspection.activities.types.${a.type}`)}
                      </p>
                      {/* A sign-in says nothing beyond its type; other entries carry the recording module's text. */}
                      {a.description && a.type !== 'login' ? (
                        <p className="text-sm text-muted-foreground">{a.description}</p>
                      ) : null}
                    </div>
                    <time dateTime={a.createdAt} className="shrink-0 text-xs text-muted-foreground tabular-nums">
                      {formatDateTime(a.createdAt, lang)}
                    </time>
                  </li>
                );
              })}
          </ol>
          {query.hasNextPage ? (
            <Button
              type="button"
              variant="outline"
              className="self-center"
              disabled={query.isFetchingNextPage}
              aria-busy={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {t('inspection.activities.loadMore')}
            </Button>
          ) : null}
        </div>
      )}
    </QueryState>
  );
}

function RecentQuotes({ partnerId }: { partnerId: string }) {
  const { t } = useTranslation('partnerStats');
  const lang = useLanguage();
  const serviceNeeded = useServiceNeeded();
  const query = usePartnerQuotes(partnerId);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('inspection.quotes.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <QueryState
          query={query}
          errorTitle={t(messageKey('quotes.loadFailed'))}
          empty={{ icon: InboxIcon, title: t('inspection.quotes.emptyTitle'), text: t('inspection.quotes.emptyText') }}
        >
          {(quotes) => (
            <ul className="divide-y" data-testid="recent-quotes">
              {quotes.map((q) => (
                <li key={q.id} className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0">
                  <div className="flex items-center justify-between gap-2">
                    <p className="truncate text-sm font-medium text-foreground">{q.fullName}</p>
                    <QuoteStatusBadge status={q.status} />
                  </div>
                  <p className="truncate text-sm text-muted-foreground">
                    {q.companyName} · {serviceNeeded(q)}
                  </p>
                  <time dateTime={q.createdAt} className="text-xs text-muted-foreground">
                    {formatDate(q.createdAt, lang)}
                  </time>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}

/**
 * The admin's review of one partner (spec §2 "Partner review"): header with the partner, tabs
 * statistics (cards, response rate) and activities, and the five recent quote requests. Errors per
 * spec §8: 'Partner bulunamadı', 'Aktiviteler yüklenemedi', 'Teklif talepleri yüklenemedi'.
 */
export function PartnerInspection({
  partnerId,
  verification,
}: {
  partnerId: string;
  /** The partner's registry documents to review (features/partner-verification, composed by the page). */
  verification?: (partnerId: number) => ReactNode;
}) {
  const { t } = useTranslation('partnerStats');
  const lang = useLanguage();
  const query = useAdminPartner(partnerId);

  if (query.data === undefined) {
    if (query.isError) {
      if (isApiError(query.error) && (query.error.status === 404 || query.error.status === 400)) {
        return (
          <div className="container-page py-10">
            <EmptyState
              icon={SearchXIcon}
              headingLevel={2}
              title={t('inspection.notFoundTitle')}
              text={t(messageKey('partners.notFound'))}
              action={
                <Button asChild variant="outline">
                  <Link to={paths.adminDashboard}>{t('inspection.back')}</Link>
                </Button>
              }
            />
          </div>
        );
      }
      return (
        <div className="container-page py-10">
          <ErrorState
            title={t('inspection.loadError')}
            message={isApiError(query.error) ? query.error.message : undefined}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        </div>
      );
    }
    return (
      <div className="container-page flex flex-col gap-6 py-10" role="status">
        <span className="sr-only">{t('common:states.loading')}</span>
        <Skeleton className="h-24" />
        <Skeleton className="h-64" />
      </div>
    );
  }

  const p = query.data;
  const n = (v: number) => formatNumber(v, lang);
  // A percent in the language's style: %66,7 in Turkish, 66.7% in English.
  const rate = new Intl.NumberFormat(intlLocale(lang), { style: 'percent', maximumFractionDigits: 1 }).format(
    p.statistics.responseRate / 100,
  );
  const none = t('inspection.contact.none');
  const location = [p.city, p.country].filter(Boolean).join(', ');

  return (
    <div>
      <div className="border-b bg-surface">
        <div className="container-page py-8">
          <Link
            to={paths.adminDashboard}
            className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-primary"
          >
            <ArrowLeftIcon className="size-4" aria-hidden="true" />
            {t('inspection.back')}
          </Link>
          <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-center">
            <CompanyLogo name={p.companyName} logo={p.logo} size={64} />
            <div className="min-w-0 flex-1">
              <p className="text-sm font-semibold uppercase tracking-wider text-primary">{t('inspection.section')}</p>
              <h1 className="mt-1 text-2xl font-bold tracking-tight text-foreground sm:text-3xl">{p.companyName}</h1>
              <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                <Badge variant={p.isActive ? 'success' : 'danger'} data-testid="partner-state">
                  {p.isActive ? t('inspection.active') : t('inspection.passive')}
                </Badge>
                <Badge variant={p.isApproved ? 'info' : 'warning'}>
                  {p.isApproved ? t('inspection.approved') : t('inspection.unapproved')}
                </Badge>
                <span>@{p.username}</span>
                <span aria-hidden="true" className="hidden sm:inline">
                  ·
                </span>
                <span>{t('inspection.joined', { date: formatDate(p.createdAt, lang) })}</span>
              </div>
            </div>
            {p.isActive && p.isApproved ? (
              <Button asChild variant="outline" size="sm">
                <Link to={partnerPath(p)}>
                  <ExternalLinkIcon aria-hidden="true" />
                  {t('inspection.viewProfile')}
                </Link>
              </Button>
            ) : null}
          </div>
        </div>
      </div>

      <div className="container-page grid gap-6 py-8 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <Tabs defaultValue="statistics">
            <TabsList aria-label={t('inspection.tabs.label')}>
              <TabsTrigger value="statistics">{t('inspection.tabs.statistics')}</TabsTrigger>
              <TabsTrigger value="activities">{t('inspection.tabs.activities')}</TabsTrigger>
            </TabsList>
            <TabsContent value="statistics" className="mt-4">
              <ul className="grid grid-cols-2 gap-4 md:grid-cols-3" data-testid="inspection-stats">
                <li>
                  <StatCard icon={EyeIcon} label={t('inspection.stats.views')} value={n(p.statistics.views)} />
                </li>
                <li>
                  <StatCard
                    icon={UsersIcon}
                    label={t('inspection.stats.followers')}
                    value={n(p.statistics.followers)}
                  />
                </li>
                <li>
                  <StatCard
                    icon={FileTextIcon}
                    label={t('inspection.stats.total')}
                    value={n(p.statistics.quotes.total)}
                  />
                </li>
                <li>
                  <StatCard
                    icon={ClockIcon}
                    label={t('inspection.stats.pending')}
                    value={n(p.statistics.quotes.pending)}
                  />
                </li>
                <li>
                  <StatCard
                    icon={ReplyIcon}
                    label={t('inspection.stats.responded')}
                    value={n(p.statistics.quotes.responded)}
                  />
                </li>
                <li>
                  <StatCard
                    icon={CheckCheckIcon}
                    label={t('inspection.stats.completed')}
                    value={n(p.statistics.quotes.completed)}
                  />
                </li>
                <li className="col-span-2 md:col-span-3">
                  <StatCard
                    icon={GaugeIcon}
                    label={t('inspection.stats.responseRate')}
                    value={rate}
                    hint={t('inspection.stats.responseRateHint')}
                  />
                </li>
              </ul>
            </TabsContent>
            <TabsContent value="activities" className="mt-4">
              <Activities partnerId={partnerId} />
            </TabsContent>
          </Tabs>
          {verification ? <div className="mt-6">{verification(p.id)}</div> : null}
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <Card>
            <CardHeader>
              <CardTitle>{t('inspection.contact.title')}</CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
                <dt className="text-muted-foreground">{t('inspection.contact.person')}</dt>
                <dd className="min-w-0 truncate text-foreground">{p.contactPerson || none}</dd>
                <dt className="text-muted-foreground">{t('inspection.contact.email')}</dt>
                <dd className="min-w-0 truncate text-foreground">
                  {p.email ? (
                    <a
                      href={`mailto:${p.email}`}
                      className="inline-flex items-center gap-1 text-primary hover:underline"
                    >
                      <MailIcon className="size-3.5" aria-hidden="true" />
                      {p.email}
                    </a>
                  ) : (
                    none
                  )}
                </dd>
                <dt className="text-muted-foreground">{t('inspection.contact.phone')}</dt>
                <dd className="text-foreground">{p.phone || none}</dd>
                <dt className="text-muted-foreground">{t('inspection.contact.location')}</dt>
                <dd className="text-foreground">{location || none}</dd>
                <dt className="text-muted-foreground">{t('inspection.contact.website')}</dt>
                <dd className="min-w-0 truncate text-foreground">
                  {p.website ? (
                    <a href={p.website} target="_blank" rel="noreferrer" className="text-primary hover:underline">
                      {p.website}
                    </a>
                  ) : (
                    none
                  )}
                </dd>
              </dl>
            </CardContent>
          </Card>
          <RecentQuotes partnerId={partnerId} />
        </div>
      </div>
    </div>
  );
}
