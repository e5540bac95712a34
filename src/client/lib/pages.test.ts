/**
 * One page list (issue 19 step 3): links are built from src/shared/pages.ts, the client's route table
 * has exactly its paths, and no page path is written by hand anywhere else in the application's code.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { isPagePath, PAGES, pageTabs, pageUrl } from '@shared/pages';
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
});
