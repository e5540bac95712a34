/** System settings (issue 11): site and SEO settings, categories, services pool, mail resource hosts. */
export { type SettingsTab, settingsTabsFor, SystemSettings } from './components/SystemSettings';
export type { CategoryIconComponent } from './components/CategoriesEditor';
