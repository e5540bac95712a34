import { useLocation } from 'react-router';
import { authPath, paths } from '@/lib/routes';

// Shared by the header and its lazily loaded mobile menu; kept apart so the menu chunk does not
// import the header back (an import cycle).

/** A main navigation entry; also used by the mobile menu. */
export interface NavItem {
  key: 'home' | 'partners' | 'categories' | 'becomePartner';
  to: string;
  /** Only the exact path counts as "current" (the home link would otherwise match everything). */
  end?: boolean;
}

/** The main navigation; the public pages' links are read in the current UI language (getters). */
export const NAV_ITEMS: readonly NavItem[] = [
  {
    key: 'home',
    get to() {
      return paths.home;
    },
    end: true,
  },
  {
    key: 'partners',
    get to() {
      return paths.partners;
    },
  },
  {
    key: 'categories',
    get to() {
      return paths.categories;
    },
  },
  { key: 'becomePartner', to: paths.becomePartner },
];

/** "Partner Ol" points at /auth for visitors: it is not the current page when /auth is shown. */
export function isSignInLink(item: NavItem): boolean {
  return item.to.startsWith(`${paths.signIn}?`) || item.to === paths.signIn;
}

/**
 * The sign-in link of the current page: back here after signing in, except from the home page and
 * the account pages themselves.
 */
export function useSignInPath(): string {
  const { pathname, search } = useLocation();
  if (pathname === paths.home || pathname === paths.signIn || pathname === paths.passwordReset) return paths.signIn;
  return authPath({ redirect: `${pathname}${search}` });
}
