import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { LocationDisplay, renderWithProviders } from '@/test/utils';
import { notification, notificationCalls, notifications, serveNotifications } from '../test/server';
import { HeaderIndicators } from './HeaderIndicators';

function renderBell() {
  return renderWithProviders(
    <>
      <HeaderIndicators />
      <Routes>
        <Route path="*" element={<LocationDisplay />} />
      </Routes>
    </>,
  );
}

async function openMenu(unread: number) {
  const name = unread > 0 ? `Bildirimler, ${unread > 99 ? '99+' : unread} okunmamış` : 'Bildirimler';
  await userEvent.click(await screen.findByRole('button', { name }));
  return screen.findByTestId('notification-menu');
}

describe('notification dropdown (spec §2, §9)', () => {
  it('lists the 10 latest with icon, title, message, time and unread dot', async () => {
    const { fetch } = serveNotifications([
      notification(30, { type: 'brand_new_type', title: 'Yeni tür' }),
      notification(29, { isRead: true, createdAt: '2025-03-12T09:00:00.000Z' }),
      ...notifications(28),
    ]);
    renderBell();
    const menu = await openMenu(29);
    const items = await within(menu).findAllByTestId('notification-item');
    expect(items).toHaveLength(10);
    expect(notificationCalls(fetch)).toContain('GET /api/notifications?page=1&limit=10');

    // An unknown type gets the default marker; a known type its own icon.
    expect(within(items[0]!).getByTestId('notification-icon')).toHaveAttribute('data-known-type', 'false');
    expect(items[0]).toHaveTextContent('Bildirim: Yeni tür');
    expect(within(items[2]!).getByTestId('notification-icon')).toHaveAttribute('data-known-type', 'true');
    expect(items[2]).toHaveTextContent('Teklif talebi: Bildirim 28');
    expect(items[2]).toHaveTextContent('Mesaj 28');
    // Under 24 hours: the time of day; older: day and month (tr-TR).
    expect(within(items[2]!).getByRole('time')).toHaveTextContent(/^\d{2}:\d{2}$/);
    expect(within(items[1]!).getByRole('time')).toHaveTextContent('12 Mart');
    expect(within(items[0]!).getByTestId('unread-dot')).toBeInTheDocument();
    expect(within(items[1]!).queryByTestId('unread-dot')).not.toBeInTheDocument();
  });

  it('marks a notification read on click and follows its actionUrl', async () => {
    const { fetch } = serveNotifications([
      notification(2, { actionUrl: '/service-requests', title: 'Teklifiniz yanıtlandı' }),
      notification(1),
    ]);
    renderBell();
    const menu = await openMenu(2);
    await userEvent.click(await within(menu).findByText('Teklifiniz yanıtlandı'));
    await waitFor(() => expect(notificationCalls(fetch)).toContain('PATCH /api/notifications/2/read'));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/service-requests$/);
    expect(await screen.findByRole('button', { name: 'Bildirimler, 1 okunmamış' })).toBeInTheDocument();
  });

  it('does not follow an actionUrl to another site', async () => {
    serveNotifications([notification(1, { actionUrl: 'https://evil.example/x', title: 'Dış bağlantı' })]);
    renderBell();
    const menu = await openMenu(1);
    await userEvent.click(await within(menu).findByText('Dış bağlantı'));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it("marks all read with 'Tümünü okundu işaretle'", async () => {
    const { fetch } = serveNotifications(notifications(3));
    renderBell();
    const menu = await openMenu(3);
    await within(menu).findAllByTestId('notification-item');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Tümünü okundu işaretle' }));
    await waitFor(() => expect(notificationCalls(fetch)).toContain('PATCH /api/notifications/mark-all-read'));
    await waitFor(() => expect(within(menu).queryAllByTestId('unread-dot')).toHaveLength(0));
    expect(await screen.findByRole('button', { name: 'Bildirimler' })).toBeInTheDocument();
  });

  it("asks before 'Tümünü sil', deletes on confirmation and toasts", async () => {
    const { fetch } = serveNotifications(notifications(3));
    renderBell();
    let menu = await openMenu(3);
    await within(menu).findAllByTestId('notification-item');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Tümünü sil' }));
    let dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Tüm bildirimleri silmek istediğinize emin misiniz?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    expect(notificationCalls(fetch).some((call) => call.startsWith('DELETE'))).toBe(false);

    menu = await openMenu(3);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Tümünü sil' }));
    dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tümünü sil' }));
    expect(await screen.findByText('Tüm bildirimler silindi.')).toBeInTheDocument();
    expect(notificationCalls(fetch)).toContain('DELETE /api/notifications/delete-all');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    menu = await openMenu(0);
    expect(await within(menu).findByText('Henüz bildiriminiz yok')).toBeInTheDocument();
  });

  it("toasts 'Bildirimler silinemedi.' when the deletion fails", async () => {
    serveNotifications(notifications(2), { fail: '/api/notifications/delete-all' });
    renderBell();
    const menu = await openMenu(2);
    await within(menu).findAllByTestId('notification-item');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Tümünü sil' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tümünü sil' }));
    expect(await screen.findByText('Bildirimler silinemedi.')).toBeInTheDocument();
  });

  it("shows the empty state and leads to /notifications with 'Tümünü görüntüle'", async () => {
    serveNotifications([]);
    renderBell();
    const menu = await openMenu(0);
    expect(await within(menu).findByText('Henüz bildiriminiz yok')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Tümünü sil' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Tümünü görüntüle' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/notifications$/);
  });
});
