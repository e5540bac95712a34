import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FollowersList } from '@/features/follows';
import { PartnerDashboard } from '@/features/partner-dashboard/components/PartnerDashboard';

/** partnerDashboard (spec §2 route table; issue 8): the partner's figures, profile and followers. */
export default function PartnerDashboardPage() {
  const { t } = useTranslation('dashboard');
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
        <PartnerDashboard
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
      </div>
    </div>
  );
}
