import { CheckCheckIcon, ClockIcon, EyeIcon, GaugeIcon, HandshakeIcon, StoreIcon, UsersIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '@/components/ErrorState';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api';
import { RESPONSE_FIGURES_MIN_REQUESTS } from '@shared/contracts/partner-stats';
import { formatNumber, formatPercent } from '@/lib/format';
import { partnerPath, paths } from '@/lib/routes';
import { useLanguage } from '@/lib/use-language';
import { useDashboardStats } from '../api/get-dashboard-stats';
import { useOwnPartner } from '../api/get-own-partner';
import { CompletenessCard } from './CompletenessCard';
import { ProfileLinkCard } from './ProfileLinkCard';
import { ServicesCard } from './ServicesCard';
import { StatCard } from './StatCard';
import { ViewsChartCard } from './ViewsChartCard';

function DashboardSkeleton() {
  const { t } = useTranslation('common');
  return (
    <div role="status" className="flex flex-col gap-6" data-testid="query-loading">
      <span className="sr-only">{t('states.loading')}</span>
      <div className="grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-6">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-24" />
        ))}
      </div>
      <Skeleton className="h-72" />
    </div>
  );
}

/**
 * The partner's dashboard (issue 8): stat cards, the 30-day views chart, the profile link, profile
 * completeness, the followers list (given by the page: it comes from another feature) and services.
 * A user without a partner sees the way to apply.
 */
export function PartnerDashboard({
  followers,
  verification,
}: {
  followers: (partnerId: number) => ReactNode;
  /** The partner's registry documents and badge (features/partner-verification, composed by the page). */
  verification?: ReactNode;
}) {
  const { t } = useTranslation('partnerStats');
  const lang = useLanguage();
  const stats = useDashboardStats();
  const partner = useOwnPartner(stats.data?.partnerId);

  if (stats.data === undefined) {
    if (stats.isError) {
      if (isApiError(stats.error) && stats.error.status === 404) {
        return (
          <EmptyState
            icon={StoreIcon}
            title={t('dashboard.noPartner.title')}
            text={t('dashboard.noPartner.text')}
            action={
              <Button asChild>
                <Link to={paths.partnerApplication}>{t('dashboard.noPartner.action')}</Link>
              </Button>
            }
          />
        );
      }
      return (
        <ErrorState
          title={t('dashboard.statsError')}
          message={isApiError(stats.error) ? stats.error.message : undefined}
          onRetry={() => void stats.refetch()}
          retrying={stats.isFetching}
        />
      );
    }
    return <DashboardSkeleton />;
  }

  const s = stats.data;
  const n = (v: number) => formatNumber(v, lang);
  const profilePath = partner.data ? partnerPath(partner.data) : partnerPath({ id: s.partnerId, username: '' });

  return (
    <div className="flex flex-col gap-6">
      <section aria-label={t('dashboard.statsLabel')}>
        <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-6" data-testid="dashboard-stats">
          <li>
            <StatCard icon={UsersIcon} label={t('dashboard.stats.followers')} value={n(s.followers)} />
          </li>
          <li>
            <StatCard icon={EyeIcon} label={t('dashboard.stats.profileViews')} value={n(s.profileViews)} />
          </li>
          <li>
            <StatCard icon={ClockIcon} label={t('dashboard.stats.pending')} value={n(s.quotes.pending)} />
          </li>
          <li>
            <StatCard icon={HandshakeIcon} label={t('dashboard.stats.accepted')} value={n(s.quotes.accepted)} />
          </li>
          <li>
            <StatCard icon={CheckCheckIcon} label={t('dashboard.stats.completed')} value={n(s.quotes.completed)} />
          </li>
          <li>
            {/* Issue 21: as visitors see it, only from 5 requests older than 48 hours; until then, when. */}
            <StatCard
              icon={GaugeIcon}
              label={t('dashboard.stats.responseRate')}
              value={s.response.rate === null ? '—' : formatPercent(s.response.rate, lang)}
              hint={
                s.response.rate === null
                  ? t('dashboard.stats.responseRatePending', {
                      min: RESPONSE_FIGURES_MIN_REQUESTS,
                      count: s.response.basedOn,
                    })
                  : t('dashboard.stats.responseRateBasis', { count: s.response.basedOn })
              }
            />
          </li>
        </ul>
      </section>

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          <ViewsChartCard data={s.viewsByDay} />
          {followers(s.partnerId)}
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <ProfileLinkCard path={profilePath} />
          {verification}
          {partner.data ? (
            <>
              <CompletenessCard partner={partner.data} editPath={profilePath} />
              <ServicesCard services={partner.data.services} editPath={profilePath} />
            </>
          ) : partner.isError ? (
            <ErrorState
              title={t('dashboard.completeness.error')}
              message={isApiError(partner.error) ? partner.error.message : undefined}
              onRetry={() => void partner.refetch()}
              retrying={partner.isFetching}
            />
          ) : (
            <Skeleton className="h-64" />
          )}
        </div>
      </div>
    </div>
  );
}
