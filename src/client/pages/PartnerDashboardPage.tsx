import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { FollowersList } from '@/features/partners';
import { PartnerDashboard } from '@/features/partner-stats/components/PartnerDashboard';
import { VerificationCard } from '@/features/partner-verification/components/VerificationCard';
import { PartnerQuoteDesk } from '@/features/quotes/components/PartnerQuoteDesk';
import { ProjectsWidget } from '@/features/projects/components/ProjectsWidget';
import { PartnerInquiries } from '@/features/service-inquiries/components/PartnerInquiries';
import { useTabParam } from '@/lib/use-tab-param';
import { pageTabs } from '@shared/pages';

/** The dashboard's tabs; the active one is `?tab=` (quote notifications link to `?tab=quotes`). */
const TABS = pageTabs('partnerDashboard');

/**
 * partnerDashboard (spec §2 route table; issues 8 and 9): the partner's figures, profile and
 * followers, its quote requests with the answer dialog, and visitors' inquiries (issue 22).
 */
export default function PartnerDashboardPage() {
  const { t } = useTranslation('partnerStats');
  const { t: tq } = useTranslation('quotes');
  const [tab, setTab] = useTabParam(TABS, 'overview');
  return (
    <div>
      <div className="border-b bg-surface">
        <div className="container-page py-8 sm:py-10">
          <p className="text-sm font-semibold uppercase tracking-wider text-primary">{t('dashboard.section')}</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-foreground">{t('dashboard.title')}</h1>
          <p className="mt-2 max-w-2xl text-muted-foreground">{t('dashboard.subtitle')}</p>
        </div>
      </div>
      <div className="container-page py-8">
        <Tabs value={tab} onValueChange={setTab} className="flex flex-col gap-6">
          <TabsList aria-label={tq('tabs.label')} className="w-full justify-start overflow-x-auto sm:w-fit">
            {TABS.map((key) => (
              <TabsTrigger key={key} value={key} data-testid={`tab-${key}`}>
                {tq(`tabs.${key}`)}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="overview" className="space-y-8">
            <ProjectsWidget side="partner" />
            <PartnerDashboard
              verification={<VerificationCard />}
              followers={(partnerId) => (
                <Card data-testid="followers-slot" data-partner-id={partnerId}>
                  <CardHeader>
                    <CardTitle>{t('dashboard.followers.title')}</CardTitle>
                    <CardDescription>{t('dashboard.followers.text')}</CardDescription>
                  </CardHeader>
                  <CardContent>
                    <FollowersList partnerId={partnerId} />
                  </CardContent>
                </Card>
              )}
            />
          </TabsContent>
          <TabsContent value="quotes">
            <PartnerQuoteDesk />
          </TabsContent>
          <TabsContent value="inquiries">
            <PartnerInquiries />
          </TabsContent>
        </Tabs>
      </div>
    </div>
  );
}
