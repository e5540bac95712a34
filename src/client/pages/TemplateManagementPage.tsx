import { BellIcon, FileTextIcon, MailIcon, MessageSquareIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/PageHeader';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { TEMPLATE_KINDS, TemplatesPanel } from '@/features/templates';
import { useTabParam } from '@/lib/use-tab-param';
import { pageTabs } from '@shared/pages';
import { paths } from '@/lib/routes';

const ICONS = { email: MailIcon, notification: BellIcon, sms: MessageSquareIcon } as const;

/**
 * templateManagement (spec §2 "Template management"; issue 11): tabs for e-mails, notifications and
 * SMS; choose a type, edit it in Turkish or English, preview, save. Campaign templates live on the
 * marketing list page, as the spec's note says. Admins only (route table and API).
 */
export default function TemplateManagementPage() {
  const { t } = useTranslation('templates');
  const { t: tAccount } = useTranslation('users');
  const [tab, setTab] = useTabParam(pageTabs('templateManagement'), 'email');

  return (
    <div>
      <PageHeader section={tAccount('sections.admin')} title={t('title')} text={t('subtitle')} icon={FileTextIcon} />
      <div className="container-page flex flex-col gap-6 py-8">
        <Alert>
          <AlertDescription>
            {t('campaignNote')}{' '}
            <Link to={paths.marketingList} className="font-medium text-primary underline underline-offset-4">
              {t('campaignLink')}
            </Link>
          </AlertDescription>
        </Alert>
        <Tabs value={tab} onValueChange={setTab}>
          <TabsList aria-label={t('tabsLabel')}>
            {TEMPLATE_KINDS.map((kind) => {
              const Icon = ICONS[kind];
              return (
                <TabsTrigger key={kind} value={kind}>
                  <Icon aria-hidden="true" />
                  {t(`tabs.${kind}`)}
                </TabsTrigger>
              );
            })}
          </TabsList>
          {TEMPLATE_KINDS.map((kind) => (
            <TabsContent key={kind} value={kind}>
              {tab === kind ? <TemplatesPanel kind={kind} /> : null}
            </TabsContent>
          ))}
        </Tabs>
      </div>
    </div>
  );
}
