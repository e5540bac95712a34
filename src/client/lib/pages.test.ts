/**
 * One page list (issue 19 step 3): links are built from src/shared/pages.ts, the client's route table
 * has exactly its paths, and no page path is written by hand anywhere else in the application's code.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  canonicalPagePath,
  isPagePath,
  localisedPageLanguage,
  localisePath,
  PAGES,
  pageTabs,
  pageUrl,
  splitLocalisedPath,
} from '@shared/pages';
import { ROUTES } from './route-table';

const root = join(__dirname, '..', '..', '..');

describe('pageUrl', () => {
  it('builds paths, tabs, encoded parameters, queries and hashes', () => {
    expect(pageUrl('home')).toBe('/');
    expect(pageUrl('home', { hash: 'categories' })).toBe('/#categories');
    expect(pageUrl('partnerDashboard', { tab: 'quotes' })).toBe('/partner-dashboard?tab=quotes');
    expect(pageUrl('partnerProfile', { params: { idOrUsername: 'ege lojistik' }, hash: 'reviews' })).toBe(
      '/partner/ege%20lojistik#reviews',
    );
    expect(pageUrl('messages', { query: { conversation: '3-9', empty: undefined } })).toBe(
      '/messages?conversation=3-9',
    );
    expect(pageUrl('auth', { tab: 'register', query: { redirect: '/partner/x?quote=1' } })).toBe(
      '/auth?tab=register&redirect=%2Fpartner%2Fx%3Fquote%3D1',
    );
  });

  it('refuses a tab the page does not have and a missing parameter, at run time as in typecheck', () => {
    // @ts-expect-error: the partner dashboard has no 'billing' tab
    expect(() => pageUrl('partnerDashboard', { tab: 'billing' })).toThrow(RangeError);
    // @ts-expect-error: the application status page needs its id
    expect(() => pageUrl('applicationStatus', {})).toThrow(RangeError);
    // @ts-expect-error: a page that does not exist
    expect(() => pageUrl('billing')).toThrow();
    expect(pageTabs('userPanel')).toEqual(['profile', 'follows', 'application', 'settings']);
  });
});

describe('isPagePath', () => {
  it('matches the paths the router opens a page for, as the router matches them', () => {
    for (const path of ['/', '/partners', '/PARTNERS/', '/partner/ege-lojistik', '/projects/12', '/admin/projects']) {
      expect(isPagePath(path), path).toBe(true);
    }
  });

  it('refuses every other path (the router shows the not-found page)', () => {
    for (const path of ['/this-does-not-exist', '/partner', '/partner/a/b', '/admin', '/projects/12/files']) {
      expect(isPagePath(path), path).toBe(false);
    }
  });

  it('knows the localised pages under /en, and nothing else there (decision 030)', () => {
    for (const path of ['/en', '/en/', '/en/partners', '/en/partner/ege']) expect(isPagePath(path), path).toBe(true);
    for (const path of ['/en/user-panel', '/en/auth', '/en/partner', '/en/en/partners', '/en/nope', '/EN/partners']) {
      expect(isPagePath(path), path).toBe(false);
    }
    // `/english` is no prefix.
    expect(isPagePath('/english')).toBe(false);
  });
});

describe('localised paths (issue 21, decision 030)', () => {
  it('puts a localised page into a language, query and hash kept, and leaves other pages alone', () => {
    expect(localisePath(pageUrl('home'), 'en')).toBe('/en');
    expect(localisePath(pageUrl('home', { hash: 'categories' }), 'en')).toBe('/en#categories');
    expect(localisePath(pageUrl('partners', { query: { category: 'gumruk' } }), 'en')).toBe(
      '/en/partners?category=gumruk',
    );
    expect(localisePath('/partner/ege?quote=1#reviews', 'en')).toBe('/en/partner/ege?quote=1#reviews');
    expect(localisePath('/en/partner/ege?quote=1', 'tr')).toBe('/partner/ege?quote=1');
    expect(localisePath('/en', 'tr')).toBe('/');
    expect(localisePath('/en/partners', 'en')).toBe('/en/partners');
    expect(localisePath(pageUrl('userPanel', { tab: 'follows' }), 'en')).toBe('/user-panel?tab=follows');
    expect(localisePath('https://example.com/partners', 'en')).toBe('https://example.com/partners');
    // Route patterns too (the router's and the server's second route).
    expect(localisePath(PAGES.partnerProfile.path, 'en')).toBe('/en/partner/:idOrUsername');
  });

  it('reads the language of a URL: the prefix for a localised page, none for the others', () => {
    expect(splitLocalisedPath('/en/partners')).toEqual({ lang: 'en', path: '/partners' });
    expect(splitLocalisedPath('/en')).toEqual({ lang: 'en', path: '/' });
    expect(splitLocalisedPath('/english')).toEqual({ lang: 'tr', path: '/english' });
    expect(localisedPageLanguage('/')).toBe('tr');
    expect(localisedPageLanguage('/en/partner/ege')).toBe('en');
    expect(localisedPageLanguage('/partners')).toBe('tr');
    expect(localisedPageLanguage('/user-panel')).toBeUndefined();
    expect(localisedPageLanguage('/en/user-panel')).toBeUndefined();
  });

  it('keeps only the meaningful query in the canonical path', () => {
    expect(canonicalPagePath('/en/partners', '?sort=rating&category=gumruk&utm_source=x')).toBe(
      '/partners?category=gumruk',
    );
    expect(canonicalPagePath('/partners', '?search=izmir&city=izmir')).toBe('/partners');
    expect(canonicalPagePath('/partner/ege', '?quote=1')).toBe('/partner/ege');
    expect(canonicalPagePath('/en', '?confirmed=true')).toBe('/');
    expect(canonicalPagePath('/user-panel', '')).toBeUndefined();
  });
});

describe('the one page list', () => {
  it('is the route table: every page has its route, every route a page', () => {
    const routePaths = ROUTES.map((route) => route.path).sort();
    const pagePaths = Object.values(PAGES)
      .map((page) => page.path)
      .sort();
    expect(routePaths).toEqual(pagePaths);
  });

  it("gives every route its page's access level (one place decides who may open a page)", () => {
    const byPath = new Map(Object.values(PAGES).map((page) => [page.path as string, page.access as string]));
    for (const route of ROUTES)
      expect(`${route.path}: ${route.access}`).toBe(`${route.path}: ${byPath.get(route.path)}`);
    expect(PAGES.userManagement.access).toBe('master_admin');
  });

  /** Source files of the application (not tests, not the page list itself). */
  function sources(dir: string): string[] {
    return readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return sources(path);
      return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !path.includes(`${join('src', 'server', 'test')}`)
        ? [path]
        : [];
    });
  }

  it('is the only place a page path is written: links are built with pageUrl', () => {
    // Every path but '/' and '*', as the start of a string literal ('/partner-dashboard?tab=…',
    // `/partner/${id}`), outside comments.
    const prefixes = Object.values(PAGES)
      .map((page) => page.path.split('/:')[0]!)
      .filter((path) => path.length > 1);
    const literal = new RegExp(
      `['"\`](${prefixes.map((p) => p.replace(/[/-]/g, '\\$&')).join('|')})(?=['"\`/?#$])`,
      'g',
    );
    const offenders: string[] = [];
    for (const file of [...sources(join(root, 'src', 'client')), ...sources(join(root, 'src', 'server'))]) {
      if (file.endsWith(join('client', 'lib', 'route-table.ts'))) continue;
      const code = readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/(^|\s)\/\/.*$/gm, '$1');
      for (const match of code.matchAll(literal)) offenders.push(`${relative(root, file)}: ${match[0]}`);
    }
    expect(offenders).toEqual([]);
  });

  it('writes no language prefix by hand: localised links come from localisePath', () => {
    const offenders: string[] = [];
    for (const file of [...sources(join(root, 'src', 'client')), ...sources(join(root, 'src', 'server'))]) {
      const code = readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/(^|\s)\/\/.*$/gm, '$1');
      for (const match of code.matchAll(/['"`]\/en(?=['"`/?#])/g))
        offenders.push(`${relative(root, file)}: ${match[0]}`);
    }
    expect(offenders).toEqual([]);
  });
});
