import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserType } from '@shared/constants';
import { QuickLinks } from '@/pages/admin-dashboard/QuickLinks';
import { initData, sessionUser } from '@/test/fixtures';
import { jsonResponse, mockFetch, renderWithProviders } from '@/test/utils';
import { Header } from './layout/Header';

/** The admin areas each admin type may open (spec §6; issue 18: menu and tiles show exactly these). */
const MAY_OPEN: Record<'editor_admin' | 'master_admin', string[]> = {
  editor_admin: [
    '/admin/quote-requests',
    '/admin/projects',
    '/template-management',
    '/email-builder',
    '/file-management',
    '/email-subscribers',
    '/marketing-list',
    '/system-settings',
  ],
  master_admin: [
    '/admin/quote-requests',
    '/admin/projects',
    '/template-management',
    '/email-builder',
    '/file-management',
    '/email-subscribers',
    '/marketing-list',
    '/system-settings',
    '/user-management',
    '/statistics',
    '/system-status',
  ],
};

function serve(userType: UserType) {
  const user = sessionUser({ userType, availableUserTypes: ['user', userType] });
  mockFetch((url) => {
    if (url.pathname === '/api/session') return jsonResponse({ user });
    if (url.pathname === '/api/init') return jsonResponse(initData());
    if (url.pathname.endsWith('/unread-count')) return jsonResponse({ count: 0 });
    return jsonResponse([]);
  });
}

describe("the admin dashboard's tiles and the user menu (issue 18)", () => {
  it.each(['editor_admin', 'master_admin'] as const)(
    'list the same admin areas for %s: the ones the type may open',
    async (userType) => {
      serve(userType);
      renderWithProviders(
        <>
          <Header />
          <QuickLinks />
        </>,
      );
      const tiles = await screen.findByTestId('admin-quick-links');
      await within(tiles).findAllByRole('link');
      const tilePaths = within(tiles)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'));

      await userEvent.click(await screen.findByTestId('user-menu-button'));
      const menu = await screen.findByTestId('user-menu');
      const menuPaths = within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.getAttribute('href'))
        // The dashboard itself is in the menu but is no tile of its own page; feedback, the type
        // switch and sign-out are buttons without a path.
        .filter((href): href is string => href !== null && href !== '/admin-dashboard');

      expect(tilePaths).toEqual(MAY_OPEN[userType]);
      expect(menuPaths).toEqual(MAY_OPEN[userType]);
    },
  );
});
