import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { UserPanel } from '@/features/users/components/UserPanel';
import { FollowedPartnersList } from '@/features/partners';
import { ProjectsWidget } from '@/features/projects/components/ProjectsWidget';
import { paths } from '@/lib/routes';

/** userPanel (spec §2 route table; issue 8): ongoing projects (issue 20), profile, followed partners, application, settings. */
export default function UserPanelPage() {
  const { t } = useTranslation('users');
  return (
    <div>
      <div className="border-b bg-surface">
        <div className="container-page py-8 sm:py-10">
          <p className="text-sm font-semibold uppercase tracking-wider text-primary">{t('sections.account')}</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-foreground">{t('panel.title')}</h1>
          <p className="mt-2 max-w-2xl text-muted-foreground">{t('panel.subtitle')}</p>
        </div>
      </div>
      <div className="container-page space-y-8 py-8">
        <ProjectsWidget side="buyer" />
        <UserPanel
          follows={
            <Card data-testid="follows-slot">
              <CardHeader>
                <CardTitle>{t('panel.follows.title')}</CardTitle>
                <CardDescription>{t('panel.follows.text')}</CardDescription>
              </CardHeader>
              <CardContent className="flex flex-col gap-4">
                <FollowedPartnersList />
                <Button asChild variant="outline" size="sm" className="self-start">
                  <Link to={paths.partners}>{t('panel.follows.browse')}</Link>
                </Button>
              </CardContent>
            </Card>
          }
        />
      </div>
    </div>
  );
}
