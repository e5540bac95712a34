/**
 * The route table (spec §2 "Route table", access per §6): every client route once, as plain data,
 * so the router, the guards, preloading, document titles, the user menus and the browser suite's
 * axe walk (tests/e2e) all read the same list. No React here and no imports but types and the pure
 * access rules, so Playwright can import this file as it is. The page chunk of each route is bound in `app/routes.tsx`.
 */
// Relative paths, not '@shared': Playwright imports this file without the bundler's aliases, and
// shared/access.ts and shared/pages.ts are pure (no imports but types).
import { decide, isAdmin, type AccessLevel } from '../../shared/access';
import { localisedPageLanguage, PAGES, splitLocalisedPath, type PagePath } from '../../shared/pages';
import type { UserType } from '@shared/constants';
import type { LazyNamespace } from './i18n';

/** The page chunks (one lazy module each, `src/client/pages/<Name>Page.tsx`). */
export type PageKey =
  | 'home'
  | 'partners'
  | 'partnerProfile'
  | 'sysStatus'
  | 'auth'
  | 'passwordReset'
  | 'emailConfirmed'
  | 'partnerDashboard'
  | 'adminDashboard'
  | 'userPanel'
  | 'serviceRequests'
  | 'projects'
  | 'projectRoom'
  | 'adminProjects'
  | 'messages'
  | 'userManagement'
  | 'systemSettings'
  | 'emailPreferences'
  | 'emailSubscribers'
  | 'partnerInspection'
  | 'quoteRequests'
  | 'notifications'
  | 'partnerApplication'
  | 'statistics'
  | 'systemStatus'
  | 'templateManagement'
  | 'fileManagement'
  | 'marketingList'
  | 'emailBuilder'
  | 'applicationStatus'
  | 'claim'
  | 'inquiryConfirm'
  | 'notFound';

/** Keys of the user menu entries (locale `users:menu.*`; spec §2 "Menu per active type"). */
export type MenuItemKey =
  | 'userPanel'
  | 'serviceRequests'
  | 'projects'
  | 'messages'
  | 'partnerDashboard'
  | 'partnerProfile'
  | 'adminDashboard'
  | 'systemSettings'
  | 'templateManagement'
  | 'fileManagement'
  | 'userManagement'
  | 'statistics'
  | 'systemStatus'
  | 'marketingList'
  | 'quoteRequests'
  | 'adminProjects'
  | 'emailBuilder'
  | 'emailSubscribers';

/** A route's place in the user menus: which ACTIVE account types see it, and where in their list. */
export interface MenuEntry {
  key: MenuItemKey;
  types: readonly UserType[];
  /** Position in the menu (ascending). */
  order: number;
}

/**
 * An area of the admin console: one entry of the admins' user menu and one tile of the dashboard's
 * 'Yönetim Alanları' (issue 18). Which admin types see it is not written here but read from the
 * route's `access` with `decide()`, so the menu, the tiles and the route guard cannot disagree.
 */
export interface AdminArea {
  key: MenuItemKey;
  /** Position in the admins' menu and among the tiles (ascending; the dashboard itself is 1). */
  order: number;
}

export interface RouteEntry {
  /** React Router pattern from the page list (src/shared/pages.ts); `*` is the not-found page. */
  path: PagePath;
  page: PageKey;
  /** Who may open it (shared with the server's policy: `decide(access, viewer)`). */
  access: AccessLevel;
  /**
   * The page's name in the document title, a key of the `common` namespace (always loaded):
   * `'<page> | <site name>'`; the home page is `'<site name> | <tagline>'` (see `documentTitle`).
   */
  title: `titles.${string}`;
  /** Lazy locale namespaces the page needs before its first frame (lib/i18n.ts). */
  namespaces: readonly LazyNamespace[];
  /** Menu entries, if the route is in the user menus (the admin areas come from `adminArea`). */
  menu?: readonly MenuEntry[];
  /** Set when the route is an area of the admin console ({@link AdminArea}). */
  adminArea?: AdminArea;
}

const ADMINS: readonly UserType[] = ['editor_admin', 'master_admin'];

/**
 * Every route, once. Access is the spec §2 table, tightened where §6 is stricter: partner review and
 * quote requests are admin pages, user management is master_admin's (as the menus already show).
 */
export const ROUTES = [
  // Public (spec §2), plus the banners' /partners target.
  { path: PAGES.home.path, page: 'home', access: PAGES.home.access, title: 'titles.home', namespaces: [] },
  {
    path: PAGES.partners.path,
    page: 'partners',
    access: PAGES.partners.access,
    title: 'titles.partners',
    namespaces: [],
  },
  {
    path: PAGES.partnerProfile.path,
    page: 'partnerProfile',
    access: PAGES.partnerProfile.access,
    title: 'titles.partnerProfile',
    namespaces: ['partners', 'files', 'shared', 'reviews', 'partnerClaims', 'partnerPosts', 'serviceInquiries'],
    // The partner's own profile; its path is the partner's username, known only at run time.
    menu: [{ key: 'partnerProfile', types: ['partner'], order: 2 }],
  },
  {
    path: PAGES.sysStatus.path,
    page: 'sysStatus',
    access: PAGES.sysStatus.access,
    title: 'titles.sysStatus',
    namespaces: [],
  },
  {
    path: PAGES.auth.path,
    page: 'auth',
    access: PAGES.auth.access,
    title: 'titles.auth',
    namespaces: ['auth', 'shared'],
  },
  {
    path: PAGES.passwordReset.path,
    page: 'passwordReset',
    access: PAGES.passwordReset.access,
    title: 'titles.passwordReset',
    namespaces: ['auth', 'shared'],
  },
  {
    path: PAGES.emailConfirmed.path,
    page: 'emailConfirmed',
    access: PAGES.emailConfirmed.access,
    title: 'titles.emailConfirmed',
    namespaces: ['auth'],
  },
  {
    path: PAGES.emailBuilder.path,
    page: 'emailBuilder',
    access: PAGES.emailBuilder.access,
    title: 'titles.emailBuilder',
    namespaces: ['users', 'templates', 'shared'],
    adminArea: { key: 'emailBuilder', order: 4 },
  },
  {
    path: PAGES.applicationStatus.path,
    page: 'applicationStatus',
    access: PAGES.applicationStatus.access,
    title: 'titles.applicationStatus',
    namespaces: ['partnerApplications', 'shared'],
  },
  {
    path: PAGES.claim.path,
    page: 'claim',
    access: PAGES.claim.access,
    title: 'titles.claim',
    namespaces: ['partnerClaims', 'shared'],
  },
  {
    path: PAGES.inquiryConfirm.path,
    page: 'inquiryConfirm',
    access: PAGES.inquiryConfirm.access,
    title: 'titles.inquiryConfirm',
    namespaces: ['serviceInquiries', 'shared'],
  },

  // Signed-in only (spec §2).
  {
    path: PAGES.partnerDashboard.path,
    page: 'partnerDashboard',
    access: PAGES.partnerDashboard.access,
    title: 'titles.partnerDashboard',
    namespaces: [
      'users',
      'partnerStats',
      'partners',
      'quotes',
      'shared',
      'files',
      'projects',
      'partnerVerification',
      'serviceInquiries',
    ],
    menu: [{ key: 'partnerDashboard', types: ['partner'], order: 1 }],
  },
  {
    path: PAGES.adminDashboard.path,
    page: 'adminDashboard',
    access: PAGES.adminDashboard.access,
    title: 'titles.adminDashboard',
    namespaces: ['users', 'partnerApplications', 'partners', 'shared', 'feedback', 'partnerClaims'],
    menu: [{ key: 'adminDashboard', types: ADMINS, order: 1 }],
  },
  {
    path: PAGES.userPanel.path,
    page: 'userPanel',
    access: PAGES.userPanel.access,
    title: 'titles.userPanel',
    namespaces: ['users', 'shared', 'partners', 'files', 'projects'],
    menu: [{ key: 'userPanel', types: ['user'], order: 1 }],
  },
  {
    path: PAGES.serviceRequests.path,
    page: 'serviceRequests',
    access: PAGES.serviceRequests.access,
    title: 'titles.serviceRequests',
    namespaces: ['users', 'quotes', 'shared'],
    menu: [{ key: 'serviceRequests', types: ['user'], order: 2 }],
  },
  // Spec §2 "ongoing projects" (issue 20): both sides' list and the project room.
  {
    path: PAGES.projects.path,
    page: 'projects',
    access: PAGES.projects.access,
    title: 'titles.projects',
    namespaces: ['users', 'projects', 'shared'],
    menu: [{ key: 'projects', types: ['user', 'partner'], order: 2.5 }],
  },
  {
    path: PAGES.projectRoom.path,
    page: 'projectRoom',
    access: PAGES.projectRoom.access,
    title: 'titles.projectRoom',
    namespaces: ['users', 'projects', 'shared'],
  },
  // Public so a visitor sees the login-needed notice in place (spec §2 messages page); the API is guarded.
  {
    path: PAGES.messages.path,
    page: 'messages',
    access: PAGES.messages.access,
    title: 'titles.messages',
    namespaces: ['users', 'messages', 'shared', 'files'],
    menu: [{ key: 'messages', types: ['user', 'partner'], order: 3 }],
  },
  // The same screen as /messages (spec §2).
  {
    path: PAGES.chat.path,
    page: 'messages',
    access: PAGES.messages.access,
    title: 'titles.messages',
    namespaces: ['users', 'messages', 'shared', 'files'],
  },
  {
    path: PAGES.systemSettings.path,
    page: 'systemSettings',
    access: PAGES.systemSettings.access,
    title: 'titles.systemSettings',
    namespaces: ['users', 'systemConfig', 'maintenance', 'shared', 'files'],
    adminArea: { key: 'systemSettings', order: 8 },
  },
  {
    path: PAGES.emailPreferences.path,
    page: 'emailPreferences',
    access: PAGES.emailPreferences.access,
    title: 'titles.emailPreferences',
    namespaces: ['users', 'emailPreferences', 'shared'],
  },
  // Spec §6: "login-guarded on the client only".
  {
    path: PAGES.emailSubscribers.path,
    page: 'emailSubscribers',
    access: PAGES.emailSubscribers.access,
    title: 'titles.emailSubscribers',
    namespaces: ['users', 'marketing', 'shared'],
    adminArea: { key: 'emailSubscribers', order: 6 },
  },
  // Spec §2 "Notifications page": signed out, the page itself says 'Bildirimlerinizi görüntülemek için
  // giriş yapın.' (no redirect); the notifications API stays signed-in only.
  {
    path: PAGES.notifications.path,
    page: 'notifications',
    access: PAGES.notifications.access,
    title: 'titles.notifications',
    namespaces: ['users', 'notifications', 'shared'],
  },
  // Spec §6: applying as a partner needs sign-in.
  {
    path: PAGES.partnerApplication.path,
    page: 'partnerApplication',
    access: PAGES.partnerApplication.access,
    title: 'titles.partnerApplication',
    namespaces: ['users', 'partnerApplications', 'shared', 'files'],
  },

  // Admin: master_admin or editor_admin (spec §2, and §6 for partner review and quote requests).
  {
    path: PAGES.partnerInspection.path,
    page: 'partnerInspection',
    access: PAGES.partnerInspection.access,
    title: 'titles.partnerInspection',
    namespaces: ['users', 'partnerStats', 'shared', 'partners', 'partnerVerification'],
  },
  {
    path: PAGES.adminProjects.path,
    page: 'adminProjects',
    access: PAGES.adminProjects.access,
    title: 'titles.adminProjects',
    namespaces: ['users', 'projects', 'shared'],
    adminArea: { key: 'adminProjects', order: 2.5 },
  },
  {
    path: PAGES.quoteRequests.path,
    page: 'quoteRequests',
    access: PAGES.quoteRequests.access,
    title: 'titles.quoteRequests',
    namespaces: ['users', 'quotes', 'shared'],
    adminArea: { key: 'quoteRequests', order: 2 },
  },
  {
    path: PAGES.templateManagement.path,
    page: 'templateManagement',
    access: PAGES.templateManagement.access,
    title: 'titles.templateManagement',
    namespaces: ['users', 'templates', 'shared'],
    adminArea: { key: 'templateManagement', order: 3 },
  },
  {
    path: PAGES.fileManagement.path,
    page: 'fileManagement',
    access: PAGES.fileManagement.access,
    title: 'titles.fileManagement',
    namespaces: ['users', 'adminFiles', 'shared', 'files'],
    adminArea: { key: 'fileManagement', order: 5 },
  },
  {
    path: PAGES.adminFileManagement.path,
    page: 'fileManagement',
    access: PAGES.fileManagement.access,
    title: 'titles.fileManagement',
    namespaces: ['users', 'adminFiles', 'shared', 'files'],
  },
  {
    path: PAGES.marketingList.path,
    page: 'marketingList',
    access: PAGES.marketingList.access,
    title: 'titles.marketingList',
    namespaces: ['users', 'marketing', 'shared'],
    // Spec §2 showed the marketing and CRM entry to master_admin only, though editors may open the page
    // (§6); issue 18: menu and tiles follow what the type may open, so editors see it too.
    adminArea: { key: 'marketingList', order: 7 },
  },

  // master_admin only (spec §2; user management per §6).
  {
    path: PAGES.userManagement.path,
    page: 'userManagement',
    access: PAGES.userManagement.access,
    title: 'titles.userManagement',
    namespaces: ['users', 'adminUsers', 'shared'],
    adminArea: { key: 'userManagement', order: 9 },
  },
  {
    path: PAGES.statistics.path,
    page: 'statistics',
    access: PAGES.statistics.access,
    title: 'titles.statistics',
    namespaces: ['users', 'systemStatus', 'shared'],
    adminArea: { key: 'statistics', order: 10 },
  },
  {
    path: PAGES.systemStatus.path,
    page: 'systemStatus',
    access: PAGES.systemStatus.access,
    title: 'titles.systemStatus',
    namespaces: ['users', 'systemStatus', 'shared'],
    adminArea: { key: 'systemStatus', order: 11 },
  },

  // Anything else (spec §2: 'Page Not Found').
  {
    path: PAGES.notFound.path,
    page: 'notFound',
    access: PAGES.notFound.access,
    title: 'titles.notFound',
    namespaces: [],
  },
] as const satisfies readonly RouteEntry[];

/** A route of {@link ROUTES}. */
export type AppRoute = (typeof ROUTES)[number];

/**
 * The route whose pattern matches `pathname` (a `:param` matches one non-empty segment; a trailing
 * slash is ignored), else the not-found route. Plain string matching, so it works without React.
 */
export function routeFor(pathname: string): RouteEntry {
  // `/en/partners` is the catalogue's route in English; `/en/user-panel` is no route (decision 030).
  const page = localisedPageLanguage(pathname) ? splitLocalisedPath(pathname).path : pathname;
  const parts = page.replace(/\/+$/, '').split('/').filter(Boolean);
  const found = ROUTES.find((route) => {
    if (route.path === '*') return false;
    const pattern = route.path.split('/').filter(Boolean);
    return (
      pattern.length === parts.length &&
      pattern.every((segment, i) => segment.startsWith(':') || segment === decodeURIComponent(parts[i]!))
    );
  });
  return found ?? ROUTES[ROUTES.length - 1]!;
}

/**
 * Whether a route belongs to the admin console: an admin-only route, an admin area ({@link AdminArea};
 * the public e-mail builder is one), or a page in the admins' menu alone (the admin dashboard). These
 * are the pages an admin who must turn on two-factor sign-in first does not see (issue 22).
 */
export function inAdminConsole(route: RouteEntry): boolean {
  return (
    route.access === 'admin' ||
    route.access === 'master_admin' ||
    route.adminArea !== undefined ||
    (route.menu ?? []).some((entry) => entry.types.every((type) => isAdmin({ userType: type })))
  );
}

/**
 * The admin areas ({@link AdminArea}) an ACTIVE account type may open, in order, each with its path:
 * the dashboard's tiles, and the admin part of the user menu. None for a type that is not an admin
 * (a plain user may open the public e-mail builder, but it is no area of theirs).
 */
export function adminAreasFor(type: UserType): { key: MenuItemKey; path: string }[] {
  if (!isAdmin({ userType: type })) return [];
  const viewer = { userType: type, availableUserTypes: [type] };
  return ROUTES.flatMap((route: RouteEntry) =>
    route.adminArea && decide(route.access, viewer) === 'allowed' ? [{ ...route.adminArea, path: route.path }] : [],
  )
    .sort((a, b) => a.order - b.order)
    .map(({ key, path }) => ({ key, path }));
}

/**
 * The user menu entries of an ACTIVE account type, in menu order (spec §2 "Menu per active type"),
 * each with its route's path (a pattern for the partner's own profile: the caller fills it in): the
 * routes' `menu` entries for the type, then for an admin the areas of {@link adminAreasFor}.
 */
export function menuEntriesFor(type: UserType): { key: MenuItemKey; path: string }[] {
  const entries = ROUTES.flatMap((route: RouteEntry) =>
    (route.menu ?? []).filter((entry) => entry.types.includes(type)).map((entry) => ({ ...entry, path: route.path })),
  )
    .sort((a, b) => a.order - b.order)
    .map(({ key, path }) => ({ key, path }));
  return [...entries, ...adminAreasFor(type)];
}
