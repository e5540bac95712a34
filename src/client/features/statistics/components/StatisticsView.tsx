/**
 * The statistics screen (spec §2 Statistics): five tabs of cards and charts over GET
 * /api/admin/statistics, a refresh button and the last-updated time; polled every 60 s (spec §9).
 */
import type { Statistics } from '@shared/contracts/statistics';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/constants';
import { ErrorState } from '@/components/ErrorState';
import { RefreshToolbar } from '@/components/RefreshToolbar';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { formatDateTime, formatNumber, formatPercent, intlLocale, splitUptime } from '@/lib/format';
import { useStatistics } from '../api/get-statistics';
import { type Datum, DistributionBar, DistributionPie } from './charts';

function StatCard({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="rounded-lg border bg-card p-4 sm:p-5" data-testid={testId}>
      <p className="text-sm text-muted-foreground">{label}</p>
      <p className="mt-1 text-2xl font-bold tabular-nums text-foreground sm:text-3xl">{value}</p>
    </div>
  );
}

/** One decimal at most (average hours), in the page's language. */
const decimal = (value: number, lang: Language) =>
  new Intl.NumberFormat(intlLocale(lang), { maximumFractionDigits: 1 }).format(value);

const grid = 'grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4';

function StatisticsTabs({
  data,
  lang,
  categoryName,
}: {
  data: Statistics;
  lang: Language;
  categoryName: (slug: string) => string;
}) {
  const { t } = useTranslation('systemStatus');
  const num = (v: number) => formatNumber(v, lang);
  const mb = (bytes: number) => `${formatNumber(Math.round(bytes / 1048576), lang)} MB`;
  const up = splitUptime(data.system.uptime);
  const uptime = t('common.hoursMinutes', { hours: up.hours, minutes: up.minutes });
  const avg =
    data.quotes.averageResponseTimeHours == null
      ? '—'
      : t('stats.hours', { value: decimal(data.quotes.averageResponseTimeHours, lang) });

  const userTypes: Datum[] = data.users.userTypeDistribution.map((d) => ({
    name: t(`stats.userTypes.${d.userType}`, { defaultValue: d.userType }),
    value: d.count,
  }));
  const cats: Datum[] = data.partners.categoryDistribution.map((d) => ({
    name: categoryName(d.category),
    value: d.count,
  }));
  const statuses: Datum[] = data.quotes.statusDistribution.map((d) => ({
    name: t(`stats.quoteStatuses.${d.status}`, { defaultValue: d.status }),
    value: d.count,
  }));
  const memory: Datum[] = [
    { name: t('stats.cards.heapUsed'), value: Math.round(data.system.memoryUsage.heapUsed / 1048576) },
    { name: t('stats.cards.heapTotal'), value: Math.round(data.system.memoryUsage.heapTotal / 1048576) },
    { name: t('stats.cards.rss'), value: Math.round(data.system.memoryUsage.rss / 1048576) },
  ];

  return (
    <Tabs defaultValue="overview" className="gap-6">
      <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <TabsList>
          {(['overview', 'users', 'partners', 'quotes', 'system'] as const).map((k) => (
            <TabsTrigger key={k} value={k}>
              {t(`stats.tabs.${k}`)}
            </TabsTrigger>
          ))}
        </TabsList>
      </div>
      <TabsContent value="overview" className="flex flex-col gap-6">
        <div className={grid}>
          <StatCard label={t('stats.cards.totalUsers')} value={num(data.users.totalUsers)} testId="stat-totalUsers" />
          <StatCard
            label={t('stats.cards.totalPartners')}
            value={num(data.partners.totalPartners)}
            testId="stat-totalPartners"
          />
          <StatCard label={t('stats.cards.totalRequests')} value={num(data.quotes.totalRequests)} />
          <StatCard label={t('stats.cards.totalMessages')} value={num(data.system.totalMessages)} />
        </div>
        <div className="grid gap-4 lg:grid-cols-2">
          <DistributionPie title={t('stats.charts.userTypes')} data={userTypes} />
          <DistributionPie title={t('stats.charts.quoteStatuses')} data={statuses} />
        </div>
      </TabsContent>
      <TabsContent value="users" className="flex flex-col gap-6">
        <div className={grid}>
          <StatCard label={t('stats.cards.totalUsers')} value={num(data.users.totalUsers)} />
          <StatCard label={t('stats.cards.activeUsers')} value={num(data.users.activeUsers)} />
          <StatCard label={t('stats.cards.newUsersThisMonth')} value={num(data.users.newUsersThisMonth)} />
          <StatCard label={t('stats.cards.subscribedUsers')} value={num(data.users.subscribedUsers)} />
        </div>
        <DistributionPie title={t('stats.charts.userTypes')} data={userTypes} />
      </TabsContent>
      <TabsContent value="partners" className="flex flex-col gap-6">
        <div className={grid}>
          <StatCard label={t('stats.cards.totalPartners')} value={num(data.partners.totalPartners)} />
          <StatCard label={t('stats.cards.activePartners')} value={num(data.partners.activePartners)} />
          <StatCard label={t('stats.cards.pendingApplications')} value={num(data.partners.pendingApplications)} />
          <StatCard label={t('stats.cards.totalViews')} value={num(data.partners.totalViews)} />
        </div>
        <DistributionBar title={t('stats.charts.categories')} data={cats} />
      </TabsContent>
      <TabsContent value="quotes" className="flex flex-col gap-6">
        <div className={grid}>
          <StatCard label={t('stats.cards.totalRequests')} value={num(data.quotes.totalRequests)} />
          <StatCard label={t('stats.cards.pendingRequests')} value={num(data.quotes.pendingRequests)} />
          <StatCard label={t('stats.cards.respondedRequests')} value={num(data.quotes.respondedRequests)} />
          <StatCard label={t('stats.cards.averageResponseTime')} value={avg} />
        </div>
        <DistributionBar title={t('stats.charts.quoteStatuses')} data={statuses} />
        <h3 className="text-lg font-semibold text-foreground">{t('stats.projectsHeading')}</h3>
        <div className={grid}>
          <StatCard label={t('stats.cards.totalProjects')} value={num(data.projects.totalProjects)} />
          <StatCard label={t('stats.cards.activeProjects')} value={num(data.projects.activeProjects)} />
          <StatCard
            label={t('stats.cards.completionRate')}
            value={data.projects.completionRate == null ? '—' : formatPercent(data.projects.completionRate, lang)}
          />
          <StatCard
            label={t('stats.cards.averageDaysToComplete')}
            value={
              data.projects.averageDaysToComplete == null
                ? '—'
                : t('stats.days', { value: decimal(data.projects.averageDaysToComplete, lang) })
            }
          />
        </div>
      </TabsContent>
      <TabsContent value="system" className="flex flex-col gap-6">
        <div className={grid}>
          <StatCard label={t('stats.cards.totalMessages')} value={num(data.system.totalMessages)} />
          <StatCard label={t('stats.cards.totalNotifications')} value={num(data.system.totalNotifications)} />
          <StatCard
            label={t('stats.cards.totalNewsletterSubscribers')}
            value={num(data.system.totalNewsletterSubscribers)}
          />
          <StatCard label={t('stats.cards.uptime')} value={uptime} />
        </div>
        <div className={grid}>
          <StatCard label={t('stats.cards.heapUsed')} value={mb(data.system.memoryUsage.heapUsed)} />
          <StatCard label={t('stats.cards.heapTotal')} value={mb(data.system.memoryUsage.heapTotal)} />
          <StatCard label={t('stats.cards.rss')} value={mb(data.system.memoryUsage.rss)} />
        </div>
        <DistributionBar title={t('stats.charts.memory')} data={memory} />
      </TabsContent>
    </Tabs>
  );
}

/**
 * The whole statistics body: toolbar (refresh, last updated), loading, error with retry, tabs.
 * @param categoryName the display name of a category slug in the current language (the page knows the categories)
 */
export function StatisticsView({ categoryName }: { categoryName: (slug: string) => string }) {
  const { t, i18n } = useTranslation('systemStatus');
  const lang: Language = i18n.language === 'en' ? 'en' : 'tr';
  const query = useStatistics();
  return (
    <div className="flex flex-col gap-6">
      <RefreshToolbar
        updatedText={
          query.data ? t('common.lastUpdated', { time: formatDateTime(query.data.generatedAt, lang) }) : null
        }
        fetching={query.isFetching}
        onRefresh={() => void query.refetch()}
      />
      {query.isError && !query.data ? (
        <ErrorState
          title={t('stats.error')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
          retryLabel={t('common.retry')}
        />
      ) : query.data ? (
        <StatisticsTabs data={query.data} lang={lang} categoryName={categoryName} />
      ) : (
        <div role="status" className="grid grid-cols-2 gap-4 lg:grid-cols-4" data-testid="query-loading">
          <span className="sr-only">{t('common.refreshing')}</span>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-24" />
          ))}
        </div>
      )}
    </div>
  );
}
