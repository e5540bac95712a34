/** System settings (issue 11): site and SEO settings, categories, services pool. */
export { SETTINGS_TABS, type SettingsTab, SystemSettings } from './components/SystemSettings';
export type { CategoryIconComponent } from './components/CategoriesEditor';
