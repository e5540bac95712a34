import { ClipboardListIcon, HourglassIcon, InboxIcon, UsersIcon, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APPLICATION_STATUSES, type ApplicationStatus, CATEGORY_SLUGS } from '@shared/constants';
import { ErrorState } from '@/components/ErrorState';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { formatNumber } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { cn } from '@/lib/utils';
import { useOverview } from '@/features/partner-applications/api/get-overview';
import { useApplications } from '@/features/partner-applications/api/list-applications';
import { ApplicationDetailDialog } from '@/features/partner-applications/components/ApplicationDetailDialog';
import { ApplicationList } from '@/features/partner-applications/components/ApplicationList';
import { FeedbackTab } from '@/features/feedback/components/FeedbackTab';
import { PartnersTab } from '@/features/partners/components/PartnersTab';
import { ClaimStatus } from '@/features/partner-claims/components/ClaimStatus';
import { ListingActions } from '@/features/partner-claims/components/ListingActions';
import { QuickLinks } from './QuickLinks';
import { type PendingReview, ReviewDialog } from '@/features/partner-applications/components/ReviewDialog';
import { pageTabs } from '@shared/pages';

/** The dashboard's tabs; the active one is the `?tab=` query parameter. */
export const ADMIN_TABS = pageTabs('adminDashboard');
export type AdminTab = (typeof ADMIN_TABS)[number];

interface Actions {
  categoryName: (slug: string) => string;
  onDetails: (id: string) => void;
  onReview: (review: PendingReview) => void;
}

function Stat({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value: number | undefined }) {
  const lang = useLanguage();
  return (
    <Card>
      <CardContent className="flex items-center gap-4 p-5">
        <span className="flex size-11 items-center justify-center rounded-lg bg-primary-soft text-primary">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div>
          <p className="text-sm text-muted-foreground">{label}</p>
          {value === undefined ? (
            <Skeleton className="mt-1 h-7 w-12" />
          ) : (
            <p className="text-2xl font-bold tabular-nums" data-testid="stat-value">
              {formatNumber(value, lang)}
            </p>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

function ListState({
  query,
  actions,
  limit,
}: {
  query: ReturnType<typeof useApplications>;
  actions: Actions;
  limit?: number;
}) {
  const { t } = useTranslation('partnerApplications');
  if (query.isPending)
    return (
      <div className="flex flex-col gap-2" aria-busy="true">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-20 w-full" />
        ))}
      </div>
    );
  if (query.isError)
    return (
      <ErrorState
        title={t('applications.loadError')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  const items = limit ? query.data.slice(0, limit) : query.data;
  if (items.length === 0)
    return (
      <EmptyState
        icon={InboxIcon}
        title={t('applications.emptyTitle')}
        text={t('applications.emptyText')}
        headingLevel={3}
      />
    );
  return <ApplicationList items={items} {...actions} />;
}

function OverviewTab({ actions, onShowAll }: { actions: Actions; onShowAll: () => void }) {
  const { t } = useTranslation('partnerApplications');
  const overview = useOverview();
  const latest = useApplications();
  return (
    <div className="flex flex-col gap-6">
      {overview.isError ? (
        <ErrorState title={t('overview.loadError')} onRetry={() => void overview.refetch()} />
      ) : (
        <div className="grid gap-4 sm:grid-cols-3">
          <Stat icon={HourglassIcon} label={t('overview.pending')} value={overview.data?.pendingApplications} />
          <Stat icon={UsersIcon} label={t('overview.active')} value={overview.data?.activePartners} />
          <Stat icon={ClipboardListIcon} label={t('overview.total')} value={overview.data?.totalPartners} />
        </div>
      )}
      <QuickLinks />
      <Card>
        <CardHeader className="flex flex-row items-center justify-between gap-3">
          <CardTitle>{t('overview.latest')}</CardTitle>
          <Button type="button" variant="link" className="h-auto p-0" onClick={onShowAll}>
            {t('overview.viewAll')}
          </Button>
        </CardHeader>
        <CardContent>
          <ListState query={latest} actions={actions} limit={5} />
        </CardContent>
      </Card>
    </div>
  );
}

function ApplicationsTab({ actions }: { actions: Actions }) {
  const { t } = useTranslation('partnerApplications');
  const { t: ta } = useTranslation('partnerApplications');
  const [status, setStatus] = useState<ApplicationStatus | undefined>('pending');
  const query = useApplications(status);
  const options: { value: ApplicationStatus | undefined; label: string }[] = [
    ...APPLICATION_STATUSES.map((s) => ({ value: s, label: ta(`status.badge.${s}`) })),
    { value: undefined, label: t('applications.all') },
  ];
  return (
    <div className="flex flex-col gap-4">
      <div role="group" aria-label={t('applications.filterLabel')} className="flex flex-wrap gap-2">
        {options.map((o) => (
          <Button
            key={o.value ?? 'all'}
            type="button"
            size="sm"
            variant={status === o.value ? 'default' : 'outline'}
            aria-pressed={status === o.value}
            onClick={() => setStatus(o.value)}
            className={cn('rounded-full')}
          >
            {o.label}
          </Button>
        ))}
      </div>
      <ListState query={query} actions={actions} />
    </div>
  );
}

interface AdminDashboardProps {
  tab: AdminTab;
  onTabChange: (tab: AdminTab) => void;
  /** Category slug → its name in the current language (the page has the category list). */
  categoryName: (slug: string) => string;
}

/**
 * The admin dashboard (spec §2): overview (pending applications, active and total partners, the five
 * latest applications with approve and reject), applications (status filter, details with the
 * documents, approve or reject with a note after confirmation), partners (search, active/passive,
 * inspection link), feedback ('Geri Bildirimler': status and category filters, status, delete after
 * confirming); the overview links every admin area the active type may open.
 */
export function AdminDashboard({ tab, onTabChange, categoryName }: AdminDashboardProps) {
  const { t } = useTranslation('partnerApplications');
  const [detailId, setDetailId] = useState<string | null>(null);
  const [review, setReview] = useState<PendingReview | null>(null);
  const actions: Actions = { categoryName, onDetails: setDetailId, onReview: setReview };

  return (
    <>
      <Tabs value={tab} onValueChange={(value) => onTabChange(value as AdminTab)} className="flex flex-col gap-6">
        <TabsList aria-label={t('tabs.label')} className="w-full justify-start overflow-x-auto sm:w-fit">
          {ADMIN_TABS.map((key) => (
            <TabsTrigger key={key} value={key} data-testid={`tab-${key}`}>
              {t(`tabs.${key}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="overview">
          <OverviewTab actions={actions} onShowAll={() => onTabChange('applications')} />
        </TabsContent>
        <TabsContent value="applications">
          <ApplicationsTab actions={actions} />
        </TabsContent>
        <TabsContent value="partners">
          <PartnersTab
            categoryName={categoryName}
            toolbar={
              <ListingActions categories={CATEGORY_SLUGS.map((slug) => ({ slug, label: categoryName(slug) }))} />
            }
            claimStatus={(partner) => <ClaimStatus partner={partner} />}
          />
        </TabsContent>
        <TabsContent value="feedback">
          <FeedbackTab />
        </TabsContent>
      </Tabs>
      <ApplicationDetailDialog
        id={detailId}
        onClose={() => setDetailId(null)}
        categoryName={categoryName}
        onReview={(r) => {
          setDetailId(null);
          setReview(r);
        }}
      />
      <ReviewDialog review={review} onClose={() => setReview(null)} />
    </>
  );
}
