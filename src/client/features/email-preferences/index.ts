/** E-mail preferences (spec §2 /email-preferences, §3, §4; issue 10). */
export { useEmailPreferences } from './api/get-email-preferences';
export { EmailPreferencesForm } from './components/EmailPreferencesForm';
export { UnsubscribedBanner } from './components/UnsubscribedBanner';
