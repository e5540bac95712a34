import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { renderWithProviders } from '@/test/utils';
import { notification, notifications, serveNotifications } from '../test/server';
import { HeaderIndicators } from './HeaderIndicators';
import { NotificationCenter } from './NotificationCenter';

/** Serious and critical axe findings in `root` (jsdom has no layout: colour contrast is the browser suite's). */
async function seriousViolations(root: Element) {
  const result = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const rows = () => [
  notification(3, { type: 'unknown_kind', actionUrl: '/service-requests' }),
  notification(2, { isRead: true }),
  ...notifications(1),
];

describe('notifications, axe', () => {
  it('the bell, the messages icon and the open dropdown have no serious violations', async () => {
    serveNotifications(rows(), { messages: 150 });
    const { container } = renderWithProviders(<HeaderIndicators />);
    await screen.findByRole('link', { name: 'Mesajlar, 99+ okunmamış' });
    expect(await seriousViolations(container)).toEqual([]);
    await userEvent.click(await screen.findByRole('button', { name: 'Bildirimler, 2 okunmamış' }));
    const menu = await screen.findByTestId('notification-menu');
    await within(menu).findAllByTestId('notification-item');
    expect(await seriousViolations(menu)).toEqual([]);
  }, 20_000);

  it('the notification centre has no serious violations', async () => {
    serveNotifications(rows());
    const { container } = renderWithProviders(<NotificationCenter />);
    await screen.findAllByTestId('notification-row');
    expect(await seriousViolations(container)).toEqual([]);
  });
});
