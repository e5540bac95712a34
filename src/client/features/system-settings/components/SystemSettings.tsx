import { GlobeIcon, SearchIcon, TagsIcon, WrenchIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Category } from '@shared/contracts/categories';
import { QueryState, type QueryStateSource } from '@/components/ui/query-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useSystemConfig } from '../api/system-settings';
import { CategoriesEditor, type CategoryIconComponent } from './CategoriesEditor';
import { SeoSettingsForm } from './SeoSettingsForm';
import { ServicesPool } from './ServicesPool';
import { SiteSettingsForm } from './SiteSettingsForm';

export const SETTINGS_TABS = ['site', 'seo', 'categories', 'services'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

const ICONS = { site: GlobeIcon, seo: SearchIcon, categories: TagsIcon, services: WrenchIcon } as const;

/**
 * The four tabs of /system-settings (issue 11): site, SEO, categories, services pool. The forms get
 * `key`s from the saved values, so a save elsewhere resets their drafts.
 */
export function SystemSettings({
  tab,
  onTabChange,
  categories,
  CategoryIcon,
}: {
  tab: SettingsTab;
  onTabChange: (tab: string) => void;
  /** The category list (the categories feature's query, handed in by the page). */
  categories: QueryStateSource<Category[]>;
  CategoryIcon: CategoryIconComponent;
}) {
  const { t } = useTranslation('settings');
  const config = useSystemConfig();
  return (
    <Tabs value={tab} onValueChange={onTabChange}>
      <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <TabsList>
          {SETTINGS_TABS.map((key) => {
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
      {SETTINGS_TABS.map((key) => (
        <TabsContent key={key} value={key} className="mt-6">
          <h2 className="text-xl font-semibold tracking-tight">{t(`tabs.${key}`)}</h2>
          <p className="mb-6 mt-1 text-muted-foreground">{t(`tabs.${key}Text`)}</p>
          {key === 'site' || key === 'seo' ? (
            <QueryState query={config} isEmpty={() => false}>
              {(data) =>
                key === 'site' ? (
                  <SiteSettingsForm key={JSON.stringify(data.site)} site={data.site} />
                ) : (
                  <SeoSettingsForm key={JSON.stringify(data.seoSettings)} seo={data.seoSettings} />
                )
              }
            </QueryState>
          ) : key === 'categories' ? (
            <CategoriesEditor categories={categories} CategoryIcon={CategoryIcon} />
          ) : (
            <ServicesPool categories={categories.data ?? []} />
          )}
        </TabsContent>
      ))}
    </Tabs>
  );
}
