import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { AdminUser } from '@shared/contracts/admin-users';
import { sessionUser } from '@/test/fixtures';
import { calledUrls, jsonResponse, lastBodyTo, mockFetch, renderWithProviders } from '@/test/utils';
import { UserManagement, type UserAdminTab } from './UserManagement';

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const ayse: AdminUser = {
  id: 7,
  firstName: 'Ayşe',
  lastName: 'Yılmaz',
  email: 'ayse@example.com',
  phone: '5321110001',
  userType: 'user',
  availableUserTypes: ['user'],
  isActive: true,
  isVerified: true,
  language: 'tr',
  partner: null,
  twoFactorEnabled: false,
  createdAt: '2026-11-20T10:00:00.000Z',
};

function Harness() {
  const [tab, setTab] = useState<UserAdminTab>('users');
  return <UserManagement tab={tab} onTabChange={setTab} />;
}

function setup() {
  const fetch = mockFetch((url, init) => {
    if (url.pathname === '/api/admin/users' && (!init?.method || init.method === 'GET'))
      return jsonResponse({ users: [ayse], total: 1, page: 1, limit: 20, hasMore: false });
    if (url.pathname === `/api/admin/users/${ayse.id}/type`)
      return jsonResponse({ ...ayse, availableUserTypes: ['user', 'editor_admin'] });
    if (url.pathname === `/api/admin/users/${ayse.id}`) return jsonResponse({ ...ayse, isActive: false });
    if (url.pathname === '/api/admin/audit')
      return jsonResponse({
        entries: [
          {
            id: 1,
            actor: { id: 1, name: 'Emre Demir', email: 'admin@example.com' },
            action: 'user.type.granted',
            targetType: 'user',
            targetId: '7',
            targetLabel: 'Ayşe Yılmaz <ayse@example.com>',
            details: { userType: 'editor_admin' },
            createdAt: '2026-11-21T10:00:00.000Z',
          },
          {
            id: 2,
            actor: { id: 1, name: 'Emre Demir', email: 'admin@example.com' },
            action: 'template.email.updated',
            targetType: 'template',
            targetId: '12',
            targetLabel: null,
            details: { kind: 'email', type: 'quote_received', language: 'en', subject: 'New quote' },
            createdAt: '2026-11-21T09:00:00.000Z',
          },
        ],
        total: 2,
        page: 1,
        limit: 20,
        hasMore: false,
      });
    return jsonResponse({ user: null });
  });
  return { fetch, ...renderWithProviders(<Harness />) };
}

const rowOf = async () => (await screen.findAllByTestId('user-row')).at(-1)!;

/** The signed-in master admin (id 1) and Ayşe, both with two-factor sign-in on. */
const self: AdminUser = {
  ...ayse,
  id: 1,
  firstName: 'Emre',
  lastName: 'Demir',
  email: 'admin@example.com',
  availableUserTypes: ['user', 'master_admin'],
  twoFactorEnabled: true,
};
const enrolled: AdminUser = { ...ayse, twoFactorEnabled: true };

/** The screen with two 2FA users; DELETE …/two-factor answers `reset` (200 by default). */
function setupTwoFactor(reset?: () => Response) {
  const fetch = mockFetch((url, init) => {
    if (url.pathname === '/api/session')
      return jsonResponse({ user: sessionUser({ id: 1, userType: 'master_admin', twoFactorEnabled: true }) });
    if (url.pathname === '/api/admin/users')
      return jsonResponse({ users: [enrolled, self], total: 2, page: 1, limit: 20, hasMore: false });
    if (url.pathname === `/api/admin/users/${ayse.id}/two-factor` && init?.method === 'DELETE')
      return reset ? reset() : jsonResponse({ ...ayse, twoFactorEnabled: false });
    return jsonResponse({ user: null });
  });
  return { fetch, ...renderWithProviders(<Harness />) };
}

/** The visible row (the table's, not the phone card's) of `email`. */
const rowFor = async (email: string) =>
  (await screen.findAllByTestId('user-row')).filter((r) => r.dataset.email === email).at(-1)!;

const resetCalls = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls.filter(([, init]) => init?.method === 'DELETE');

describe('UserManagement', { timeout: 20_000 }, () => {
  it('grants Editör only after the confirmation, with the right payload', async () => {
    const user = userEvent.setup();
    const { fetch } = setup();
    // The name starts with the button's visible text at 390 px, 'İşlemler' (WCAG 2.5.3).
    await user.click(within(await rowOf()).getByRole('button', { name: 'İşlemler: Ayşe Yılmaz' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Editör yetkisi ver' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Editör yetkisi verilsin mi?');
    expect(lastBodyTo(fetch, '/api/admin/users/7/type')).toBeUndefined();
    await user.click(within(dialog).getByRole('button', { name: 'Onayla' }));
    await screen.findByText('Değişiklik kaydedildi.');
    expect(lastBodyTo(fetch, '/api/admin/users/7/type')).toEqual({ userType: 'editor_admin', granted: true });
  });

  it('says the sessions end before deactivating, and cancelling sends nothing', async () => {
    const user = userEvent.setup();
    const { fetch } = setup();
    await user.click(within(await rowOf()).getByRole('button', { name: 'İşlemler: Ayşe Yılmaz' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Pasif yap' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('açık oturumları hemen sonlanır');
    await user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    expect(lastBodyTo(fetch, '/api/admin/users/7')).toBeUndefined();

    await user.click(within(await rowOf()).getByRole('button', { name: 'İşlemler: Ayşe Yılmaz' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Pasif yap' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Onayla' }));
    // The toast of the test before may still be up (sonner keeps one toast store): wait for the call.
    await waitFor(() => expect(lastBodyTo(fetch, '/api/admin/users/7')).toEqual({ isActive: false }));
    expect(screen.getAllByText('Değişiklik kaydedildi.').length).toBeGreaterThan(0);
  });

  it('resets a user’s two-factor sign-in after saying what happens, then refreshes the list', async () => {
    const user = userEvent.setup();
    const { fetch } = setupTwoFactor();
    const row = await rowFor(ayse.email);
    expect(within(row).getByTestId('two-factor-badge')).toHaveTextContent('İki adımlı doğrulama açık');
    // Not on the admin's own row: theirs is turned off in the Settings card, with the password.
    await user.click(within(await rowFor(self.email)).getByRole('button', { name: 'İşlemler: Emre Demir' }));
    await screen.findByRole('menuitem', { name: 'Pasif yap' });
    expect(screen.queryByRole('menuitem', { name: 'İki adımlı doğrulamayı sıfırla' })).toBeNull();
    await user.keyboard('{Escape}');

    await user.click(within(row).getByRole('button', { name: 'İşlemler: Ayşe Yılmaz' }));
    await user.click(await screen.findByRole('menuitem', { name: 'İki adımlı doğrulamayı sıfırla' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('İki adımlı doğrulama sıfırlansın mı?');
    expect(dialog).toHaveTextContent('yalnızca şifresiyle giriş yapar');
    expect(dialog).toHaveTextContent('Tüm cihazlardaki oturumları hemen sonlanır');
    expect(dialog).toHaveTextContent('e-postayla bilgi verilir');
    expect(resetCalls(fetch)).toHaveLength(0);
    const listCalls = () => calledUrls(fetch).filter((u) => u.pathname === '/api/admin/users').length;
    const before = listCalls();

    await user.click(within(dialog).getByRole('button', { name: 'Sıfırla' }));
    await screen.findByText('Ayşe Yılmaz için iki adımlı doğrulama sıfırlandı.');
    expect(calledUrls(fetch).filter((u) => u.pathname === '/api/admin/users/7/two-factor')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(listCalls()).toBeGreaterThan(before));
  });

  it('shows a refused reset in the dialog and keeps it open', async () => {
    const user = userEvent.setup();
    setupTwoFactor(() =>
      jsonResponse(
        { code: 'TWO_FACTOR_NOT_ENABLED', message: 'İki adımlı doğrulama bu hesapta açık değil.' },
        { status: 400 },
      ),
    );
    await user.click(within(await rowFor(ayse.email)).getByRole('button', { name: 'İşlemler: Ayşe Yılmaz' }));
    await user.click(await screen.findByRole('menuitem', { name: 'İki adımlı doğrulamayı sıfırla' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Sıfırla' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('İki adımlı doğrulama bu hesapta açık değil.');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('shows the change history with who did what', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(await screen.findByRole('tab', { name: 'Değişiklik Geçmişi' }));
    const [row, template] = (await screen.findAllByTestId('audit-row')) as [HTMLElement, HTMLElement];
    expect(template).toHaveTextContent('E-posta şablonu güncellendi');
    expect(template).toHaveTextContent('Şablon #12 · quote_received · EN');
    expect(row).toHaveTextContent('Yetki verildi');
    expect(row).toHaveTextContent('Ayşe Yılmaz <ayse@example.com>');
    expect(row).toHaveTextContent('Editör');
    expect(row).toHaveTextContent('Emre Demir (admin@example.com)');
  });

  it('has no serious or critical accessibility violations (axe; contrast is checked in the browser)', async () => {
    const { container } = setup();
    await rowOf();
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
