import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/constants';
import { isLanguage } from './i18n';

/** The current UI language as a {@link Language}; re-renders the caller when it changes. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(lang) ? lang : 'tr';
}
