import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, LANGUAGES, type Language } from '@shared/constants';
import type { MessageKey } from '@shared/messages';

type Resources = Record<string, Record<string, Record<string, unknown>>>;

// Both languages of the public pages are bundled: together they are a few kB, far less than a
// second round trip before the first paint in English. The namespaces of signed-in and account
// screens (see LAZY_NAMESPACES) are separate chunks, loaded with the lazy page that needs them.
// A namespace (one per domain, decision 019) whose public texts are bundled keeps the rest in
// `<namespace>.lazy.json` (the catalogue's `partners.json` is bundled, the profile's and the
// editor's texts are in `partners.lazy.json`); loading the namespace adds that part to it.
const modules = import.meta.glob<Record<string, unknown>>(
  [
    '../locales/*/*.json',
    '!../locales/*/*.lazy.json',
    '!../locales/*/auth.json',
    '!../locales/*/users.json',
    '!../locales/*/partnerStats.json',
    '!../locales/*/partnerApplications.json',
    '!../locales/*/files.json',
    '!../locales/*/quotes.json',
    '!../locales/*/projects.json',
    '!../locales/*/reviews.json',
    '!../locales/*/messages.json',
    '!../locales/*/notifications.json',
    '!../locales/*/emailPreferences.json',
    '!../locales/*/templates.json',
    '!../locales/*/adminFiles.json',
    '!../locales/*/marketing.json',
    '!../locales/*/systemConfig.json',
    '!../locales/*/adminUsers.json',
    '!../locales/*/feedback.json',
    '!../locales/*/partnerVerification.json',
    '!../locales/*/partnerClaims.json',
    '!../locales/*/partnerPosts.json',
    '!../locales/*/serviceInquiries.json',
  ],
  { eager: true, import: 'default' },
);
const lazyModules: Record<string, () => Promise<Record<string, unknown>>> = {
  ...import.meta.glob<Record<string, unknown>>(
    [
      '../locales/*/*.lazy.json',
      '../locales/*/auth.json',
      '../locales/*/users.json',
      '../locales/*/partnerStats.json',
      '../locales/*/partnerApplications.json',
      '../locales/*/files.json',
      '../locales/*/quotes.json',
      '../locales/*/projects.json',
      '../locales/*/reviews.json',
      '../locales/*/messages.json',
      '../locales/*/notifications.json',
      '../locales/*/emailPreferences.json',
      '../locales/*/templates.json',
      '../locales/*/adminFiles.json',
      '../locales/*/marketing.json',
      '../locales/*/systemConfig.json',
      '../locales/*/adminUsers.json',
      '../locales/*/feedback.json',
      '../locales/*/partnerVerification.json',
      '../locales/*/partnerClaims.json',
      '../locales/*/partnerPosts.json',
      '../locales/*/serviceInquiries.json',
    ],
    {
      import: 'default',
    },
  ),
  // The `shared` namespace is the shared message catalogue (src/shared/messages): the validation and
  // error texts the server answers with, once per language for both sides. Nested by domain, so a
  // contract's key `auth.passwordTooShort` is `t('auth.passwordTooShort', { ns: 'shared' })`.
  ...Object.fromEntries(
    LANGUAGES.map((lang) => [
      `../locales/${lang}/shared.json`,
      () => import('@shared/messages').then((m) => m.catalogues[lang] as unknown as Record<string, unknown>),
    ]),
  ),
};

/** Namespaces that are not in the entry chunk; {@link loadNamespaces} fetches them. */
export const LAZY_NAMESPACES = [
  'partners',
  'systemStatus',
  'auth',
  'users',
  'partnerStats',
  'shared',
  'partnerApplications',
  'files',
  'quotes',
  'projects',
  'reviews',
  'messages',
  'notifications',
  'emailPreferences',
  'templates',
  'adminFiles',
  'marketing',
  'systemConfig',
  'adminUsers',
  'feedback',
  'partnerVerification',
  'partnerClaims',
  'partnerPosts',
  'maintenance',
  'serviceInquiries',
] as const;
export type LazyNamespace = (typeof LAZY_NAMESPACES)[number];

function parseLocalePath(path: string): { lang: string; ns: string } | null {
  const match = /locales\/([a-z]{2})\/([\w-]+?)(?:\.lazy)?\.json$/.exec(path);
  if (!match) return null;
  const [, lang, ns] = match as unknown as [string, string, string];
  return { lang, ns };
}

const resources: Resources = {};
for (const [path, content] of Object.entries(modules)) {
  const parsed = parseLocalePath(path);
  if (parsed) (resources[parsed.lang] ??= {})[parsed.ns] = content;
}

/** Namespaces found in the locale folders (one per domain), the lazy ones included. */
export const namespaces = [...new Set([...Object.keys(resources[DEFAULT_LANGUAGE] ?? {}), ...LAZY_NAMESPACES])];

/**
 * The i18next key of a shared catalogue text, for `t(messageKey('auth.invalidCredentials'))`: a text
 * the server also answers with lives only in src/shared/messages (decision 008), and the type makes a
 * key missing there fail the typecheck. The route (or loader) must have loaded the `shared` namespace.
 */
export function messageKey(key: MessageKey): `shared:${MessageKey}` {
  return `shared:${key}`;
}

const pendingLoads = new Map<string, Promise<void>>();

/**
 * Loads lazy namespaces in every language (so a language switch needs no round trip) and adds
 * them to i18next. Page loaders await it, so a page renders translated from its first frame.
 * Safe to call repeatedly; each namespace is fetched once.
 */
export function loadNamespaces(...list: LazyNamespace[]): Promise<void> {
  return Promise.all(
    list.map((ns) => {
      let pending = pendingLoads.get(ns);
      if (!pending) {
        const loads = Object.entries(lazyModules)
          .map(([path, load]) => ({ parsed: parseLocalePath(path), load }))
          .filter((entry) => entry.parsed?.ns === ns)
          .map(async ({ parsed, load }) => {
            const content = await load();
            i18n.addResourceBundle(parsed!.lang, ns, content, true, true);
          });
        pending = Promise.all(loads).then(() => undefined);
        // A failed download (offline) may be retried by the next caller.
        pending.catch(() => pendingLoads.delete(ns));
        pendingLoads.set(ns, pending);
      }
      return pending;
    }),
  ).then(() => undefined);
}

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

function writeLanguageCookie(lang: Language): void {
  // The server reads this cookie to answer error messages, and to write mails (e.g. the verification
  // mail of a social sign-in, sent during a page navigation), in the same language as the UI.
  document.cookie = `${LANGUAGE_COOKIE}=${lang}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
}

/**
 * Remembers `lang` as the visitor's language (localStorage + `lang` cookie) without switching to it:
 * main.tsx calls it when a localised page's URL chose the language (decision 030), so the account
 * pages and the server's texts (error messages, mails) follow the language last read.
 */
export function rememberLanguage(lang: Language): void {
  persistLanguage(lang);
}

function persistLanguage(lang: Language): void {
  try {
    localStorage.setItem(LANGUAGE_COOKIE, lang);
  } catch {
    /* storage unavailable: the cookie below is enough */
  }
  writeLanguageCookie(lang);
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
  // Without the cookie, navigations (e-mail links, OAuth callbacks) would reach the server with only
  // the browser's Accept-Language, which may disagree with the Turkish default shown here.
  if (typeof document !== 'undefined' && readCookie(LANGUAGE_COOKIE) !== lang) writeLanguageCookie(lang);
  return i18n;
}

export { i18n };
