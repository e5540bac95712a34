import {
  BanknoteIcon,
  ConstructionIcon,
  GlobeIcon,
  HourglassIcon,
  ListChecksIcon,
  MailIcon,
  SearchIcon,
  ShieldCheckIcon,
  TagsIcon,
  WrenchIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Category } from '@shared/contracts/categories';
import { QueryState, type QueryStateSource } from '@/components/ui/query-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useRetentionSettings } from '../api/retention';
import { useSystemConfig } from '../api/system-settings';
import { CapabilitiesEditor } from './CapabilitiesEditor';
import { CategoriesEditor, type CategoryIconComponent } from './CategoriesEditor';
import { ExchangeRatesForm } from './ExchangeRatesForm';
import { MailSettingsForm } from './MailSettingsForm';
import { RetentionForm } from './RetentionForm';
import { SecuritySettingsForm } from './SecuritySettingsForm';
import { SeoSettingsForm } from './SeoSettingsForm';
import { ServicesPool } from './ServicesPool';
import { SiteSettingsForm } from './SiteSettingsForm';
import { pageTabs } from '@shared/pages';

export const SETTINGS_TABS = pageTabs('systemSettings');
export type SettingsTab = (typeof SETTINGS_TABS)[number];

/** Tabs of master_admin's only: the server answers 403 to anyone else. */
const MASTER_ONLY_TABS: readonly SettingsTab[] = ['mail', 'security', 'retention', 'maintenance'];

/**
 * The tabs an admin of this type sees: the mail resource hosts (docs/decisions/016-mail-template-safety.md)
 * the security settings (issue 22), the data retention periods (decision 033) and the maintenance
 * windows (decision 040) are master_admin's only.
 */
export function settingsTabsFor(userType: string | undefined): readonly SettingsTab[] {
  return userType === 'master_admin' ? SETTINGS_TABS : SETTINGS_TABS.filter((tab) => !MASTER_ONLY_TABS.includes(tab));
}

const ICONS = {
  site: GlobeIcon,
  seo: SearchIcon,
  categories: TagsIcon,
  services: WrenchIcon,
  capabilities: ListChecksIcon,
  rates: BanknoteIcon,
  mail: MailIcon,
  security: ShieldCheckIcon,
  retention: HourglassIcon,
  maintenance: ConstructionIcon,
} as const;

/**
 * The tabs of /system-settings (issue 11): site, SEO, categories, services pool, capability fields
 * (issue 21, decision 027), exchange rates (issue
 * 20: TCMB's latest and the admin override), and for master_admin the mail resource hosts (issue 18), the
 * security settings (issue 22: two-factor sign-in required of admins), the data retention periods (issue 23) and the maintenance windows (issue 22, composed by the page from
 * the maintenance feature). The forms get `key`s from the saved values, so a save elsewhere
 * resets their drafts.
 */
export function SystemSettings({
  tabs,
  tab,
  onTabChange,
  categories,
  CategoryIcon,
  maintenance,
}: {
  /** The tabs shown ({@link settingsTabsFor}). */
  tabs: readonly SettingsTab[];
  tab: SettingsTab;
  onTabChange: (tab: string) => void;
  /** The category list (the categories feature's query, handed in by the page). */
  categories: QueryStateSource<Category[]>;
  CategoryIcon: CategoryIconComponent;
  /** The maintenance tab's content (the maintenance feature's, handed in by the page). */
  maintenance: ReactNode;
}) {
  const { t } = useTranslation('systemConfig');
  const config = useSystemConfig();
  return (
    <Tabs value={tab} onValueChange={onTabChange}>
      <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <TabsList>
          {tabs.map((key) => {
            const Icon = ICONS[key];
            return (
              <TabsTrigger key={key} value={key} data-testid={`settings-tab-${key}`}>
                <Icon aria-hidden="true" />
                {t(`tabs.${key}`)}
              </TabsTrigger>
            );
          })}
        </TabsList>
      </div>
      {tabs.map((key) => (
        <TabsContent key={key} value={key} className="mt-6">
          <h2 className="text-xl font-semibold tracking-tight">{t(`tabs.${key}`)}</h2>
          <p className="mb-6 mt-1 text-muted-foreground">{t(`tabs.${key}Text`)}</p>
          {key === 'site' || key === 'seo' || key === 'mail' || key === 'rates' || key === 'security' ? (
            <QueryState query={config} isEmpty={() => false}>
              {(data) =>
                key === 'site' ? (
                  <SiteSettingsForm key={JSON.stringify(data.site)} site={data.site} />
                ) : key === 'seo' ? (
                  <SeoSettingsForm key={JSON.stringify(data.seoSettings)} seo={data.seoSettings} />
                ) : key === 'rates' ? (
                  <ExchangeRatesForm key={JSON.stringify(data.exchangeRates)} saved={data.exchangeRates} />
                ) : key === 'security' ? (
                  <SecuritySettingsForm key={JSON.stringify(data.security)} saved={data.security} />
                ) : (
                  <MailSettingsForm key={JSON.stringify(data.mail)} mail={data.mail} />
                )
              }
            </QueryState>
          ) : key === 'categories' ? (
            <CategoriesEditor categories={categories} CategoryIcon={CategoryIcon} />
          ) : key === 'retention' ? (
            <RetentionTab />
          ) : key === 'maintenance' ? (
            maintenance
          ) : key === 'capabilities' ? (
            <CapabilitiesEditor categories={categories.data ?? []} />
          ) : (
            <ServicesPool categories={categories.data ?? []} />
          )}
        </TabsContent>
      ))}
    </Tabs>
  );
}

/** The retention card, fetched only when its tab opens (its GET answers 403 to editors). */
function RetentionTab() {
  const retention = useRetentionSettings();
  return (
    <QueryState query={retention} isEmpty={() => false}>
      {(data) => <RetentionForm key={JSON.stringify(data.days)} saved={data} />}
    </QueryState>
  );
}
