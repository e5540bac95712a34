import { MailIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/lib/routes';
import { useSession } from '@/lib/session';
import { useTabParam } from '@/lib/use-tab-param';
import { useProfile } from '../api/get-profile';
import { ApplicationCard } from './ApplicationCard';
import { DataExportCard } from './DataExportCard';
import { DeleteAccountCard } from './DeleteAccountCard';
import { PasswordForm } from './PasswordForm';
import { PhoneVerificationCard } from './PhoneVerificationCard';
import { ProfileForm } from './ProfileForm';
import { TwoFactorCard } from './TwoFactorCard';
import { pageTabs } from '@shared/pages';

export const USER_PANEL_TABS = pageTabs('userPanel');
export type UserPanelTab = (typeof USER_PANEL_TABS)[number];

/**
 * The user panel's tabs, kept in `?tab=` so each tab has a link (profile, follows, application,
 * settings). `follows` is given by the page (it comes from another feature).
 */
export function UserPanel({ follows }: { follows: ReactNode }) {
  const { t } = useTranslation('users');
  const [tab, setTab] = useTabParam<UserPanelTab>(USER_PANEL_TABS, 'profile');
  const { user } = useSession();
  const profile = useProfile();

  return (
    <Tabs value={tab} onValueChange={setTab}>
      <TabsList aria-label={t('panel.tabsLabel')} className="grid h-auto grid-cols-2 sm:inline-flex sm:h-10">
        {USER_PANEL_TABS.map((key) => (
          <TabsTrigger
            key={key}
            value={key}
            className="h-auto min-h-8 min-w-0 whitespace-normal py-1 text-center sm:h-8 sm:whitespace-nowrap"
          >
            {t(`panel.tabs.${key}`)}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="profile" className="mt-6">
        {user ? (
          <QueryState
            query={profile}
            isEmpty={() => false}
            errorTitle={t('panel.profile.loadError')}
            loading={<Skeleton className="h-96" />}
          >
            {(data) => <ProfileForm key={user.id} user={user} profile={data} />}
          </QueryState>
        ) : (
          <Skeleton className="h-96" />
        )}
      </TabsContent>
      <TabsContent value="follows" className="mt-6">
        {follows}
      </TabsContent>
      <TabsContent value="application" className="mt-6">
        <ApplicationCard />
      </TabsContent>
      <TabsContent value="settings" className="mt-6 flex flex-col gap-6">
        {user ? <PasswordForm user={user} /> : null}
        <PhoneVerificationCard />
        <TwoFactorCard />
        <Card>
          <CardHeader>
            <CardTitle>{t('shells.emailPreferences.title')}</CardTitle>
            <CardDescription>{t('shells.emailPreferences.text')}</CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild variant="outline">
              <Link to={paths.emailPreferences}>
                <MailIcon aria-hidden="true" />
                {t('shells.emailPreferences.title')}
              </Link>
            </Button>
          </CardContent>
        </Card>
        <DataExportCard />
        <DeleteAccountCard />
      </TabsContent>
    </Tabs>
  );
}
