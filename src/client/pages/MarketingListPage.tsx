import { MegaphoneIcon } from 'lucide-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isAdmin } from '@shared/access';
import { PageHeader } from '@/components/PageHeader';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AccessDenied } from '@/features/auth/components/AccessDenied';
import { useCategories } from '@/features/categories/api/get-categories';
import { CategoryNameContext } from '@/features/marketing/components/category-name';
import { CampaignsPanel } from '@/features/marketing/components/CampaignsPanel';
import { ContactsPanel } from '@/features/marketing/components/ContactsPanel';
import { useLanguage } from '@/lib/use-language';
import { useSession } from '@/lib/session';
import { useTabParam } from '@/lib/use-tab-param';
import { pageTabs } from '@shared/pages';

const TABS = pageTabs('marketingList');
type MarketingTab = (typeof TABS)[number];

/**
 * /marketing-list (Pazarlama & CRM; spec §2, §6: both admin types may open it): the consenting contacts
 * with segment filters, and the campaigns. The tab is the `?tab=` parameter.
 */
export default function MarketingListPage() {
  const { t } = useTranslation('marketing');
  const { user } = useSession();
  const [tab, setTab] = useTabParam<MarketingTab>(TABS, 'contacts');
  const lang = useLanguage();
  const categories = useCategories();
  const categoryName = useCallback(
    (slug: string) => {
      const c = categories.data?.find((x) => x.slug === slug);
      return c ? (lang === 'en' ? c.nameEn : c.name) : slug;
    },
    [categories.data, lang],
  );
  if (!isAdmin(user ?? null)) return <AccessDenied access="admin" />;
  return (
    <div>
      <PageHeader section={t('section')} title={t('title')} text={t('text')} icon={MegaphoneIcon} />
      <div className="container-page py-8 sm:py-10">
        <CategoryNameContext value={categoryName}>
          <Tabs value={tab} onValueChange={setTab}>
            <TabsList>
              <TabsTrigger value="contacts">{t('tabs.contacts')}</TabsTrigger>
              <TabsTrigger value="campaigns">{t('tabs.campaigns')}</TabsTrigger>
            </TabsList>
            <TabsContent value="contacts" className="mt-6">
              <ContactsPanel />
            </TabsContent>
            <TabsContent value="campaigns" className="mt-6">
              <CampaignsPanel />
            </TabsContent>
          </Tabs>
        </CategoryNameContext>
      </div>
    </div>
  );
}
