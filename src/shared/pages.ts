/**
 * The pages of the product (spec §2 "Route table"; issue 19): every client route's path once, with the
 * `?tab=` values of the tabbed pages, and the one way to write a link to a page. The client's route
 * table (src/client/lib/route-table.ts: access, titles, menus), its router and menus, and the server's
 * notification and mail links are all built from this list, so a link to a page or tab that does not
 * exist fails typecheck, and a renamed path changes everywhere at once.
 *
 * Pure data and functions, and type-only imports: Playwright, the server and the client load it as it is.
 */
import type { AccessLevel } from './access';
import type { Language } from './constants';

/** A page: its React Router path pattern, who may open it, and the `?tab=` values when it has tabs (first = default). */
interface PageDef {
  path: string;
  /** Who may open it (spec §2 table, tightened where §6 is stricter): `decide(access, viewer)`. */
  access: AccessLevel;
  tabs?: readonly string[];
  /**
   * A public page search engines index, in every language (issue 21, decision 030): Turkish at its
   * path, English under `/en` ({@link localisePath}); the URL, not the cookie, decides its language.
   */
  localised?: boolean;
  /**
   * The query parameters that make a localised page another page (its canonical URL keeps them, in
   * this order; every other parameter — filters, sort, tracking — is dropped): the catalogue's
   * `category` makes it that category's page (decision 030).
   */
  canonicalQuery?: readonly string[];
}

/** Every page, by key. Paths with `:name` take that parameter in {@link pageUrl}. */
export const PAGES = {
  home: { path: '/', access: 'public', localised: true },
  partners: { path: '/partners', access: 'public', localised: true, canonicalQuery: ['category'] },
  // `posts`: the "Gönderiler" tab a follower's `partner_post` notification opens (issue 22).
  partnerProfile: {
    path: '/partner/:idOrUsername',
    access: 'public',
    localised: true,
    tabs: ['about', 'services', 'posts'],
  },
  sysStatus: { path: '/sys-status', access: 'public' },
  auth: { path: '/auth', access: 'public', tabs: ['signIn', 'register'] },
  passwordReset: { path: '/password-reset', access: 'public' },
  emailConfirmed: { path: '/email-confirmed', access: 'public' },
  emailBuilder: { path: '/email-builder', access: 'public' },
  applicationStatus: { path: '/application-status/:id', access: 'public' },
  /** A listing's claim link (issue 21; docs/decisions/029): public, the claim itself needs an account. */
  claim: { path: '/claim/:token', access: 'public' },
  /** A service inquiry's confirmation link (issue 22; docs/decisions/042): opening it delivers the inquiry. */
  inquiryConfirm: { path: '/inquiry/confirm/:token', access: 'public' },
  // `inquiries`: visitors' confirmed inquiries (issue 22; docs/decisions/042), where their notification leads.
  partnerDashboard: {
    path: '/partner-dashboard',
    access: 'authenticated',
    tabs: ['overview', 'quotes', 'inquiries'],
  },
  adminDashboard: {
    path: '/admin-dashboard',
    access: 'authenticated',
    tabs: ['overview', 'applications', 'partners', 'feedback'],
  },
  userPanel: { path: '/user-panel', access: 'authenticated', tabs: ['profile', 'follows', 'application', 'settings'] },
  serviceRequests: { path: '/service-requests', access: 'authenticated' },
  messages: { path: '/messages', access: 'public' },
  /** The same screen as /messages (spec §2). */
  chat: { path: '/chat', access: 'public' },
  systemSettings: {
    path: '/system-settings',
    access: 'authenticated',
    tabs: [
      'site',
      'seo',
      'categories',
      'services',
      'capabilities',
      'rates',
      'mail',
      'security',
      'retention',
      'maintenance',
    ],
  },
  emailPreferences: { path: '/email-preferences', access: 'authenticated' },
  emailSubscribers: { path: '/email-subscribers', access: 'authenticated' },
  notifications: { path: '/notifications', access: 'public' },
  partnerApplication: { path: '/partner-application', access: 'authenticated' },
  partnerInspection: { path: '/admin/partner-inspection/:partnerId', access: 'admin' },
  adminProjects: { path: '/admin/projects', access: 'admin' },
  quoteRequests: { path: '/admin/quote-requests', access: 'admin' },
  templateManagement: { path: '/template-management', access: 'admin', tabs: ['email', 'notification', 'sms'] },
  fileManagement: { path: '/file-management', access: 'admin' },
  /** The same screen as /file-management (spec §2). */
  adminFileManagement: { path: '/admin/file-management', access: 'admin' },
  marketingList: { path: '/marketing-list', access: 'admin', tabs: ['contacts', 'campaigns'] },
  userManagement: { path: '/user-management', access: 'master_admin', tabs: ['users', 'audit'] },
  projects: { path: '/projects', access: 'authenticated' },
  projectRoom: { path: '/projects/:id', access: 'authenticated' },
  statistics: { path: '/statistics', access: 'master_admin' },
  systemStatus: { path: '/system-status', access: 'master_admin' },
  notFound: { path: '*', access: 'public' },
} as const satisfies Record<string, PageDef>;

export type PageName = keyof typeof PAGES;

/** The path pattern of a page (`/partner/:idOrUsername`). */
export type PagePath = (typeof PAGES)[PageName]['path'];

/** The `?tab=` values of a page (never for a page without tabs). */
export type PageTab<K extends PageName> = (typeof PAGES)[K] extends { tabs: readonly (infer T)[] } ? T : never;

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** What {@link pageUrl} takes for a page: its path parameters (required), its tab, query and hash. */
export type PageUrlOptions<K extends PageName> = ([ParamNames<(typeof PAGES)[K]['path']>] extends [never]
  ? { params?: undefined }
  : { params: Record<ParamNames<(typeof PAGES)[K]['path']>, string | number> }) & {
  tab?: PageTab<K>;
  /** More query parameters (after `tab`), in this order; undefined values are left out. */
  query?: Record<string, string | number | boolean | undefined>;
  /** Without the `#`. */
  hash?: string;
};

type Args<K extends PageName> = [ParamNames<(typeof PAGES)[K]['path']>] extends [never]
  ? [options?: PageUrlOptions<K>]
  : [options: PageUrlOptions<K>];

/**
 * The site-relative link to a page: `pageUrl('partnerDashboard', { tab: 'quotes' })` →
 * `/partner-dashboard?tab=quotes`; `pageUrl('partnerProfile', { params: { idOrUsername: 'ege' }, hash:
 * 'reviews' })` → `/partner/ege#reviews`. Parameters are URI-encoded. A page, tab or parameter that
 * does not exist is a type error; at run time a tab the page does not have throws (RangeError).
 */
export function pageUrl<K extends PageName>(page: K, ...[options]: Args<K>): string {
  const def: PageDef = PAGES[page];
  const opts = (options ?? {}) as {
    params?: Record<string, string | number>;
    tab?: string;
    query?: Record<string, string | number | boolean | undefined>;
    hash?: string;
  };
  if (def.path === '*') throw new RangeError('The not-found page has no link');
  const path = def.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = opts.params?.[name];
    if (value === undefined || value === '') throw new RangeError(`${page}: missing :${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  if (opts.tab !== undefined) {
    if (!def.tabs?.includes(opts.tab)) throw new RangeError(`${page} has no tab ${opts.tab}`);
    search.set('tab', opts.tab);
  }
  for (const [key, value] of Object.entries(opts.query ?? {})) {
    if (value !== undefined) search.set(key, String(value));
  }
  const query = search.toString();
  return `${path}${query ? `?${query}` : ''}${opts.hash ? `#${opts.hash}` : ''}`;
}

/** The tabs of a tabbed page, first the default (what `?tab=` may say). */
export function pageTabs<K extends PageName>(page: K): readonly PageTab<K>[] {
  const def: PageDef = PAGES[page];
  return (def.tabs ?? []) as readonly PageTab<K>[];
}

/** Each page's path as segments, without the not-found page's `*` (it matches anything). */
const PAGE_SEGMENTS: readonly (readonly string[])[] = Object.values(PAGES as Record<string, PageDef>)
  .filter((def) => def.path !== '*')
  .map((def) => def.path.split('/').filter(Boolean));

/** The same for the {@link PageDef.localised} pages. */
const LOCALISED_SEGMENTS: readonly (readonly string[])[] = Object.values(PAGES as Record<string, PageDef>)
  .filter((def) => def.localised)
  .map((def) => def.path.split('/').filter(Boolean));

/** The language of an unprefixed localised URL (the product is Turkish-first, spec §1). */
const DEFAULT_PAGE_LANGUAGE: Language = 'tr';

/** The languages whose localised pages live under `/<lang>` (every language but the default). */
const PREFIXED_LANGUAGES: readonly Language[] = ['en'];

/** The localised pages, by key (home, catalogue, partner profile): the ones with hreflang alternates. */
export const LOCALISED_PAGES = (Object.keys(PAGES) as PageName[]).filter(
  (name) => (PAGES[name] as PageDef).localised === true,
);

/**
 * Splits a URL path into its language prefix and the page path behind it: `/en/partners` →
 * `{ lang: 'en', path: '/partners' }`, `/en` → `{ lang: 'en', path: '/' }`, `/partners` →
 * `{ lang: 'tr', path: '/partners' }`. The prefix is matched case-sensitively and as a whole segment
 * (`/english` has none). Says nothing on whether the rest is a page: see {@link localisedPageLanguage}.
 */
export function splitLocalisedPath(path: string): { lang: Language; path: string } {
  for (const lang of PREFIXED_LANGUAGES) {
    const prefix = `/${lang}`;
    if (path === prefix) return { lang, path: '/' };
    if (path.startsWith(`${prefix}/`)) return { lang, path: path.slice(prefix.length) };
  }
  return { lang: DEFAULT_PAGE_LANGUAGE, path };
}

/** Whether an unprefixed URL path (without query) opens a {@link PageDef.localised} page. */
function isLocalisedPath(path: string): boolean {
  const segments = path.split('/').filter(Boolean);
  return LOCALISED_SEGMENTS.some(
    (page) =>
      page.length === segments.length &&
      page.every((part, i) => part.startsWith(':') || part.toLowerCase() === segments[i]!.toLowerCase()),
  );
}

/**
 * The language a URL path (without query) puts its page in: the prefix's for a localised page
 * (`/en/partner/x` → `en`, `/partner/x` → `tr`), `undefined` for every other path (the account
 * pages follow the visitor's chosen language; `/en/user-panel` is no page at all).
 */
export function localisedPageLanguage(path: string): Language | undefined {
  const split = splitLocalisedPath(path);
  return isLocalisedPath(split.path) ? split.lang : undefined;
}

/**
 * The unprefixed path and meaningful query of a localised page's canonical URL (decision 030):
 * `canonicalPagePath('/en/partners', '?category=gumruk&sort=rating&utm_source=x')` →
 * `/partners?category=gumruk`; `canonicalPagePath('/partner/ege', '?quote=1')` → `/partner/ege`. Put
 * it into a language with {@link localisePath}. Undefined for a path that is no localised page.
 */
export function canonicalPagePath(path: string, search: string): string | undefined {
  const page = splitLocalisedPath(path).path;
  const segments = page.split('/').filter(Boolean);
  const def = Object.values(PAGES as Record<string, PageDef>).find(
    (d) =>
      d.localised &&
      d.path.split('/').filter(Boolean).length === segments.length &&
      d.path
        .split('/')
        .filter(Boolean)
        .every((part, i) => part.startsWith(':') || part.toLowerCase() === segments[i]!.toLowerCase()),
  );
  if (!def) return undefined;
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const key of def.canonicalQuery ?? []) {
    const value = given.get(key);
    if (value) kept.set(key, value);
  }
  const query = kept.toString();
  const clean = page.length > 1 ? page.replace(/\/+$/, '') : page;
  return `${clean}${query ? `?${query}` : ''}`;
}

/**
 * The one way to put a link into a language (issue 21, decision 030): a site-relative URL from
 * {@link pageUrl} (query and hash kept) becomes the same page in `lang` — `/en…` for English, no
 * prefix for Turkish — when it is a localised page; any other URL is returned as it is, and a URL
 * already carrying a prefix is moved to `lang`. `localisePath('/partner/ege?quote=1', 'en')` →
 * `/en/partner/ege?quote=1`; `localisePath('/', 'en')` → `/en`; `localisePath('/en/partners', 'tr')`
 * → `/partners`; `localisePath('/user-panel', 'en')` → `/user-panel`.
 */
export function localisePath(url: string, lang: Language): string {
  const cut = url.search(/[?#]/);
  const pathname = cut === -1 ? url : url.slice(0, cut);
  const rest = cut === -1 ? '' : url.slice(cut);
  if (!pathname.startsWith('/')) return url;
  const page = splitLocalisedPath(pathname).path;
  if (!isLocalisedPath(page)) return url;
  if (lang === DEFAULT_PAGE_LANGUAGE) return `${page}${rest}`;
  return `/${lang}${page === '/' ? '' : page}${rest}`;
}

/**
 * Whether a URL path (without its query) opens a page of {@link PAGES} rather than the not-found page,
 * matched as the client's router matches it: case-insensitive, a trailing slash ignored, a `:name`
 * segment standing for any one non-empty segment (`/partner/anything`, `/projects/12`). The server
 * answers every other path with the app and status 404 (issue 21: a soft 404 gets indexed).
 */
export function isPagePath(path: string): boolean {
  const split = splitLocalisedPath(path);
  // `/en/…` is a page only for the localised ones (`/en/user-panel` is not).
  const candidates = split.lang === DEFAULT_PAGE_LANGUAGE ? PAGE_SEGMENTS : LOCALISED_SEGMENTS;
  const segments = split.path.split('/').filter(Boolean);
  return candidates.some(
    (page) =>
      page.length === segments.length &&
      page.every((part, i) => part.startsWith(':') || part.toLowerCase() === segments[i]!.toLowerCase()),
  );
}
