import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import {
  notification,
  notificationCalls,
  notifications,
  serveNotifications,
} from '@/features/notifications/test/server';
import { LocationDisplay, renderWithProviders } from '@/test/utils';
import NotificationsPage from './NotificationsPage';

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/notifications" element={<NotificationsPage />} />
      <Route path="*" element={<LocationDisplay />} />
    </Routes>,
    { route: '/notifications' },
  );
}

const rows = () => screen.getAllByTestId('notification-row');

describe('/notifications (spec §2 "Notifications page", §9)', () => {
  it("shows 20 a page and appends the next 20 with 'Daha fazla yükle' until there are no more", async () => {
    const { fetch } = serveNotifications(notifications(45));
    renderPage();
    expect(await screen.findAllByTestId('notification-row')).toHaveLength(20);
    expect(rows()[0]).toHaveTextContent('Bildirim 45');

    await userEvent.click(screen.getByRole('button', { name: 'Daha fazla yükle' }));
    await waitFor(() => expect(rows()).toHaveLength(40));
    expect(rows()[20]).toHaveTextContent('Bildirim 25');

    await userEvent.click(screen.getByRole('button', { name: 'Daha fazla yükle' }));
    await waitFor(() => expect(rows()).toHaveLength(45));
    expect(rows()[44]).toHaveTextContent('Bildirim 1');
    expect(screen.queryByRole('button', { name: 'Daha fazla yükle' })).not.toBeInTheDocument();
    expect(notificationCalls(fetch)).toEqual([
      'GET /api/notifications?page=1&limit=20',
      'GET /api/notifications?page=2&limit=20',
      'GET /api/notifications?page=3&limit=20',
    ]);
  });

  it('marks a notification read on click and follows its actionUrl', async () => {
    const { fetch } = serveNotifications([
      notification(2, { type: 'message_received', title: 'Yeni mesaj', actionUrl: '/messages?conversation=1-2' }),
      notification(1, { isRead: true, title: 'Okunmuş' }),
    ]);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /Yeni mesaj/ }));
    await waitFor(() => expect(notificationCalls(fetch)).toContain('PATCH /api/notifications/2/read'));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/messages\?conversation=1-2$/);
  });

  it('shows a read notification without a link as plain text, not as a button', async () => {
    serveNotifications([notification(1, { isRead: true, title: 'Okunmuş' })]);
    renderPage();
    const row = (await screen.findAllByTestId('notification-row'))[0]!;
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
    expect(row).toHaveTextContent('Okunmuş');
  });

  it('marks all read, and deletes all after the confirmation', async () => {
    const { fetch } = serveNotifications(notifications(3));
    renderPage();
    await screen.findAllByTestId('notification-row');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('3 okunmamış');

    await userEvent.click(screen.getByRole('button', { name: 'Tümünü okundu işaretle' }));
    await waitFor(() => expect(screen.queryAllByTestId('unread-dot')).toHaveLength(0));
    expect(screen.getByRole('button', { name: 'Tümünü okundu işaretle' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Tümünü sil' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Tüm bildirimleri silmek istediğinize emin misiniz?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tümünü sil' }));
    expect(await screen.findByText('Tüm bildirimler silindi.')).toBeInTheDocument();
    expect(await screen.findByText('Henüz bildiriminiz yok')).toBeInTheDocument();
    expect(notificationCalls(fetch)).toContain('DELETE /api/notifications/delete-all');
  });

  it('shows the error with a retry that loads the list', async () => {
    const server = serveNotifications(notifications(2), { fail: '/api/notifications' });
    renderPage();
    expect(await screen.findByText('Bildirimler yüklenemedi')).toBeInTheDocument();
    server.fetch.mockRestore();
    serveNotifications(notifications(2));
    await userEvent.click(screen.getByRole('button', { name: 'Tekrar Dene' }));
    expect(await screen.findAllByTestId('notification-row')).toHaveLength(2);
  });

  it('tells a visitor to sign in, with a link back here, and asks for nothing', async () => {
    const { fetch } = serveNotifications(notifications(2), { user: null });
    renderPage();
    expect(await screen.findByText('Bildirimlerinizi görüntülemek için giriş yapın.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Giriş Yap' })).toHaveAttribute('href', '/auth?redirect=%2Fnotifications');
    expect(notificationCalls(fetch)).toEqual([]);
  });
});
