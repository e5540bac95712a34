import { MailIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { EmailPreferencesForm, UnsubscribedBanner, useEmailPreferences } from '@/features/email-preferences';
import { PageHeader } from '@/components/PageHeader';

/**
 * emailPreferences (`/email-preferences`; spec §2, §3, §4; issue 10): the four switches, save,
 * unsubscribe all and subscribe back, and what a mail's one-click link did. Signed-in only (route table).
 */
export default function EmailPreferencesPage() {
  const { t } = useTranslation('emailPreferences');
  const { t: ta } = useTranslation('users');
  const preferences = useEmailPreferences();
  return (
    <div>
      <PageHeader section={ta('sections.account')} title={t('title')} text={t('subtitle')} icon={MailIcon} />
      <div className="container-page flex max-w-3xl flex-col gap-6 py-8 sm:py-10">
        <UnsubscribedBanner />
        <QueryState
          query={preferences}
          isEmpty={() => false}
          errorTitle={t('loadError')}
          loading={
            <div role="status" aria-live="polite" className="flex flex-col gap-6" data-testid="query-loading">
              <span className="sr-only">{ta('common:states.loading')}</span>
              <Skeleton className="h-80" />
              <Skeleton className="h-36" />
            </div>
          }
        >
          {(data) => <EmailPreferencesForm key={JSON.stringify(data)} preferences={data} />}
        </QueryState>
      </div>
    </div>
  );
}
