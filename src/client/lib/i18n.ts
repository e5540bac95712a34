import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, LANGUAGES, type Language } from '@shared/constants';

type Resources = Record<string, Record<string, Record<string, unknown>>>;

// Both languages are bundled: together they are a few kB, far less than a second round trip
// before the first paint in English.
const modules = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
  eager: true,
  import: 'default',
});

const resources: Resources = {};
for (const [path, content] of Object.entries(modules)) {
  const match = /locales\/([a-z]{2})\/([\w-]+)\.json$/.exec(path);
  if (!match) continue;
  const [, lang, ns] = match as unknown as [string, string, string];
  (resources[lang] ??= {})[ns] = content;
}

/** Namespaces found in the locale folders (one JSON file each). */
export const namespaces = Object.keys(resources[DEFAULT_LANGUAGE] ?? {});

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/** Narrows an arbitrary string to a supported {@link Language}. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const pair = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return pair ? decodeURIComponent(pair.slice(name.length + 1)) : undefined;
}

function readStoredLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_COOKIE);
  } catch {
    // Private mode or disabled storage: the cookie still remembers the choice.
    return null;
  }
}

/**
 * The language to start in: the visitor's earlier choice (localStorage, then the `lang` cookie),
 * otherwise Turkish. The browser's language is deliberately ignored: the product is Turkish-first
 * (spec §1).
 */
export function detectInitialLanguage(): Language {
  const stored = readStoredLanguage();
  if (isLanguage(stored)) return stored;
  const cookie = readCookie(LANGUAGE_COOKIE);
  return isLanguage(cookie) ? cookie : DEFAULT_LANGUAGE;
}

function persistLanguage(lang: Language): void {
  try {
    localStorage.setItem(LANGUAGE_COOKIE, lang);
  } catch {
    /* storage unavailable: the cookie below is enough */
  }
  // The server reads this cookie to answer error messages in the same language.
  document.cookie = `${LANGUAGE_COOKIE}=${lang}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
}

function syncDocumentLanguage(lang: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}

/** The current UI language, narrowed to {@link Language}. */
export function currentLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
}

/**
 * Switches the UI language, remembers it (localStorage + `lang` cookie) and updates `<html lang>`.
 * Resolves when every mounted component has re-rendered in the new language.
 */
export async function setLanguage(lang: Language): Promise<void> {
  persistLanguage(lang);
  await i18n.changeLanguage(lang);
}

/**
 * Initialises i18next once with the bundled resources. Synchronous, so the first render is
 * already translated. Safe to call again (tests do).
 */
export function initI18n(lang: Language = detectInitialLanguage()) {
  if (!i18n.isInitialized) {
    i18n.on('languageChanged', syncDocumentLanguage);
    void i18n.use(initReactI18next).init({
      resources,
      lng: lang,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      ns: namespaces,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
      react: { useSuspense: false },
    });
  } else if (i18n.language !== lang) {
    void i18n.changeLanguage(lang);
  }
  syncDocumentLanguage(lang);
  return i18n;
}

export { i18n };
