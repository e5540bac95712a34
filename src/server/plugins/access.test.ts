import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_TYPES } from '@shared/constants';
import { createTestApp, freshIp, signIn, TEST_ORIGIN } from '../test/helpers';
import { ACCESS_LEVELS, type AccessLevel, decide, isAdmin, type Viewer } from '../lib/viewer';

const viewer = (userType: Viewer['userType'], available: Viewer['availableUserTypes'] = [userType]): Viewer => ({
  id: 1,
  userType,
  availableUserTypes: available,
});

describe('decide (spec §6; PRODUCT-DECISIONS 8)', () => {
  /** Expected verdict per access level for: visitor, user, partner, editor_admin, master_admin. */
  const table: Record<AccessLevel, [string, string, string, string, string]> = {
    public: ['allowed', 'allowed', 'allowed', 'allowed', 'allowed'],
    authenticated: ['unauthenticated', 'allowed', 'allowed', 'allowed', 'allowed'],
    partner: ['unauthenticated', 'forbidden', 'allowed', 'forbidden', 'forbidden'],
    admin: ['unauthenticated', 'forbidden', 'forbidden', 'allowed', 'allowed'],
    master_admin: ['unauthenticated', 'forbidden', 'forbidden', 'forbidden', 'allowed'],
  };
  const people = [null, viewer('user'), viewer('partner'), viewer('editor_admin'), viewer('master_admin')];

  it.each(ACCESS_LEVELS)('%s', (level) => {
    expect(people.map((p) => decide(level, p))).toEqual(table[level]);
  });

  it('decides by the active type only, never by a held one', () => {
    const all = [...USER_TYPES];
    expect(decide('master_admin', viewer('user', all))).toBe('forbidden');
    expect(decide('admin', viewer('partner', all))).toBe('forbidden');
    expect(decide('partner', viewer('master_admin', all))).toBe('forbidden');
    expect(isAdmin(viewer('user', all))).toBe(false);
    expect(isAdmin(null)).toBe(false);
  });
});

describe('every registered route enforces its declared access level', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const cookies: Record<string, string | undefined> = {};
  const personas = [
    ['visitor', undefined],
    ['user', 'kullanici@demo.example.com'],
    ['partner', 'partner@demo.example.com'],
    ['editor_admin', 'editor@demo.example.com'],
    ['master_admin', 'admin@demo.example.com'],
  ] as const;
  const expected: Record<AccessLevel, readonly string[]> = {
    public: ['visitor', 'user', 'partner', 'editor_admin', 'master_admin'],
    authenticated: ['user', 'partner', 'editor_admin', 'master_admin'],
    partner: ['partner'],
    admin: ['editor_admin', 'master_admin'],
    master_admin: ['master_admin'],
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    for (const [name, email] of personas) cookies[name] = email ? await signIn(ctx.app, email) : undefined;
  });
  afterAll(async () => ctx?.close());

  it('lets exactly the declared callers through (not 401/403), and stops the others with 401 or 403', async () => {
    const routes = ctx.app.routeAccess
      .filter((r) => r.url.startsWith('/api'))
      // Sign-out ends the persona's session: walk those last.
      .sort((a, b) => Number(/logout/.test(a.url)) - Number(/logout/.test(b.url)));
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) {
      const url = route.url.replace(/:\w+/g, '1').replace('*', 'ok');
      for (const [name] of personas) {
        if (/logout/.test(route.url) && name !== 'visitor') continue; // checked below, once
        const cookie = cookies[name];
        const res = await ctx.app.inject({
          method: route.method as 'GET',
          url,
          headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
          remoteAddress: freshIp(),
        });
        const allowed = expected[route.access].includes(name);
        const label = `${route.method} ${route.url} as ${name} (${route.access}) → ${res.statusCode} ${res.body.slice(0, 120)}`;
        if (allowed) expect([401, 403], label).not.toContain(res.statusCode);
        else expect(res.statusCode, label).toBe(name === 'visitor' ? 401 : 403);
      }
    }
  }, 180_000); // every route × five personas: a ceiling for a shared CPU, not a measure

  it('the sign-out routes are open to everyone', async () => {
    for (const url of ['/api/logout', '/api/auth/logout']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url,
        headers: { origin: TEST_ORIGIN, cookie: await signIn(ctx.app, 'partner@demo.example.com') },
      });
      expect(res.statusCode).toBe(200);
    }
  });
});
