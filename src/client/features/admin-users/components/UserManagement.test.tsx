import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { AdminUser } from '@shared/contracts/admin-users';
import { jsonResponse, lastBodyTo, mockFetch, renderWithProviders } from '@/test/utils';
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
