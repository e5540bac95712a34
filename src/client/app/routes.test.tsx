import { decide, type AccessSubject, type Verdict } from '@shared/access';
import type { UserType } from '@shared/constants';
import { guardVerdict } from '@/features/auth/components/RequireAuth';
import { menuLinksFor } from '@/features/auth/lib/roles';
import { i18n } from '@/lib/i18n';
import { ROUTES, routeFor, type RouteEntry } from '@/lib/route-table';
import { documentTitleFor } from './routes';

/** Spec §2's route table, written out literally, plus /partners and /partner-application (banner targets). */
const SPEC_ROUTES = [
  '/',
  '/auth',
  '/password-reset',
  '/email-confirmed',
  '/partner-dashboard',
  '/admin-dashboard',
  '/user-panel',
  '/service-requests',
  '/messages',
  '/chat',
  '/user-management',
  '/system-settings',
  '/email-preferences',
  '/email-subscribers',
  '/admin/partner-inspection/:partnerId',
  '/admin/quote-requests',
  '/notifications',
  '/statistics',
  '/system-status',
  '/template-management',
  '/file-management',
  '/admin/file-management',
  '/marketing-list',
  '/email-builder',
  '/application-status/:id',
  '/partner/:idOrUsername',
  '/sys-status',
  '/partners',
  '/partner-application',
  // Spec §2's "ongoing projects" (issue 20).
  '/projects',
  '/projects/:id',
  '/admin/projects',
  // Issue 21: the claim link mailed to a listing without an account.
  '/claim/:token',
  // Issue 22: a service inquiry's confirmation link (decision 042).
  '/inquiry/confirm/:token',
];

/**
 * Who may open what, by spec §2's table, tightened by §6 (partner review and quote requests are
 * admin pages, user management is master_admin's). Written independently of the route table.
 */
const SPEC_ACCESS: Record<string, 'public' | 'signedIn' | 'admin' | 'master'> = {
  '/': 'public',
  '/auth': 'public',
  '/password-reset': 'public',
  '/email-confirmed': 'public',
  '/email-builder': 'public',
  '/application-status/:id': 'public',
  '/partner/:idOrUsername': 'public',
  '/sys-status': 'public',
  '/partners': 'public',
  '/partner-dashboard': 'signedIn',
  '/admin-dashboard': 'signedIn',
  '/user-panel': 'signedIn',
  '/service-requests': 'signedIn',
  // Spec §2: signed-in only, shown as the login-needed notice in place (the page checks; the API guards).
  '/messages': 'public',
  '/chat': 'public',
  '/system-settings': 'signedIn',
  '/email-preferences': 'signedIn',
  '/email-subscribers': 'signedIn',
  // Public route: spec §2 "Notifications page" shows a sign-in text to visitors in the page itself.
  '/notifications': 'public',
  '/partner-application': 'signedIn',
  '/admin/partner-inspection/:partnerId': 'admin',
  '/admin/quote-requests': 'admin',
  '/template-management': 'admin',
  '/file-management': 'admin',
  '/admin/file-management': 'admin',
  '/marketing-list': 'admin',
  '/user-management': 'master',
  '/statistics': 'master',
  '/system-status': 'master',
  // Issue 20: signed in; whose project it is, the API decides (404 for anyone else).
  '/projects': 'signedIn',
  '/projects/:id': 'signedIn',
  '/admin/projects': 'admin',
  // Issue 21: anyone with the link may read it; the claim itself asks for an account (the API guards).
  '/claim/:token': 'public',
  // Issue 22: the sender of an inquiry has no account; the link itself is the proof.
  '/inquiry/confirm/:token': 'public',
};

const PERSONAS: Record<string, AccessSubject | null> = {
  visitor: null,
  user: { userType: 'user', availableUserTypes: ['user'] },
  partner: { userType: 'partner', availableUserTypes: ['user', 'partner'] },
  editor_admin: { userType: 'editor_admin', availableUserTypes: ['user', 'editor_admin'] },
  master_admin: { userType: 'master_admin', availableUserTypes: ['user', 'master_admin'] },
};

function expectedVerdict(path: string, persona: AccessSubject | null): Verdict {
  const rule = SPEC_ACCESS[path];
  if (rule === 'public') return 'allowed';
  if (!persona) return 'unauthenticated';
  if (rule === 'signedIn') return 'allowed';
  if (rule === 'admin') return ['editor_admin', 'master_admin'].includes(persona.userType) ? 'allowed' : 'forbidden';
  return persona.userType === 'master_admin' ? 'allowed' : 'forbidden';
}

const tableRoutes = ROUTES.filter((route: RouteEntry) => route.path !== '*');

describe('the route table (spec §2)', () => {
  it.each(SPEC_ROUTES)('has %s exactly once', (path) => {
    expect(ROUTES.filter((route: RouteEntry) => route.path === path)).toHaveLength(1);
  });

  it('has nothing beyond the spec’s routes (and the issues’ additions), and ends with the not-found page', () => {
    expect(tableRoutes.map((route: RouteEntry) => route.path).sort()).toEqual([...SPEC_ROUTES].sort());
    expect(ROUTES.at(-1)).toMatchObject({ path: '*', page: 'notFound' });
  });

  it('matches concrete paths to their routes, anything else to not-found', () => {
    expect(routeFor('/partner/atlas-lojistik').page).toBe('partnerProfile');
    expect(routeFor('/admin/partner-inspection/12').page).toBe('partnerInspection');
    expect(routeFor('/chat').page).toBe('messages');
    expect(routeFor('/nope').page).toBe('notFound');
    expect(routeFor('/').page).toBe('home');
  });

  it('gives every route a tab title in both languages, in the one format', () => {
    for (const lng of ['tr', 'en']) {
      const t = i18n.getFixedT(lng, 'common');
      for (const route of ROUTES) {
        expect(i18n.exists(`common:${route.title}`, { lng }), `${lng} ${route.title}`).toBe(true);
        const title = documentTitleFor(route, t);
        expect(title).toMatch(/^.+ \| .+$/);
        if (route.page === 'home') expect(title.startsWith(`${t('brand.name')} | `)).toBe(true);
        else expect(title).toBe(`${t(route.title)} | ${t('brand.name')}`);
      }
    }
  });
});

describe('client guard and server policy agree (spec §2, §6)', () => {
  const cases = tableRoutes.flatMap((route: RouteEntry) =>
    Object.entries(PERSONAS).map(([persona, viewer]) => ({ path: route.path, access: route.access, persona, viewer })),
  );

  it.each(cases)('$path as $persona', ({ path, access, viewer }) => {
    const expected = expectedVerdict(path, viewer);
    expect(guardVerdict(access, viewer)).toBe(expected);
    // The server's policy is `decide` itself (src/server/plugins/policy.ts re-exports it).
    expect(decide(access, viewer)).toBe(expected);
  });

  it('puts in a type’s menu only routes that type may open', () => {
    for (const type of ['user', 'partner', 'editor_admin', 'master_admin'] as UserType[]) {
      for (const link of menuLinksFor({ userType: type }, '/partner/own')) {
        const verdict = decide(routeFor(link.to).access, { userType: type, availableUserTypes: [type] });
        expect(verdict, `${type} ${link.to}`).toBe('allowed');
      }
    }
  });
});
