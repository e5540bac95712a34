import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { Campaign, Contact, EmailSubscribersResponse } from '@shared/contracts/marketing';
import { calledUrls, jsonResponse, mockFetch, renderWithProviders } from '@/test/utils';
import { CampaignsPanel } from './CampaignsPanel';
import { ContactsPanel } from './ContactsPanel';
import { SubscribersView } from './SubscribersView';

const subscriber = (id: number, email: string, state: 'active' | 'cancelled' | 'pending') => ({
  id,
  email,
  isActive: state === 'active',
  subscribedAt: '2026-11-01T09:00:00.000Z',
  unsubscribedAt: state === 'cancelled' ? '2026-11-10T09:00:00.000Z' : null,
  source: 'footer' as const,
  language: 'tr' as const,
  confirmed: state !== 'pending',
});

const subscribers: EmailSubscribersResponse = {
  counts: { total: 4, active: 2, cancelled: 1, pending: 1 },
  active: [subscriber(1, 'ayse@example.com', 'active'), subscriber(2, 'mehmet@example.com', 'active')],
  cancelled: [subscriber(3, 'iptal@example.com', 'cancelled')],
  pending: [subscriber(4, 'bekleyen@example.com', 'pending')],
};

const contact = (email: string, overrides: Partial<Contact> = {}): Contact => ({
  email,
  name: 'Ayşe Yılmaz',
  userId: 3,
  userTypes: ['user'],
  category: null,
  language: 'tr',
  sources: ['account'],
  ...overrides,
});

function campaign(id: number, overrides: Partial<Campaign> = {}): Campaign {
  return {
    id,
    name: `Kampanya ${id}`,
    subject: 'Kasım bülteni',
    htmlContent: '<p>Merhaba {{name}}</p>',
    campaignTemplateId: null,
    segment: { language: 'en' },
    status: 'draft',
    createdAt: '2026-11-20T09:00:00.000Z',
    startedAt: null,
    finishedAt: null,
    counts: { total: 0, pending: 0, queued: 0, sent: 0, failed: 0, skipped: 0 },
    ...overrides,
  };
}

const noViolations = async (container: HTMLElement) => {
  const result = await axe.run(container, { iframes: false, rules: { 'color-contrast': { enabled: false } } });
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
};

describe('SubscribersView (spec §2 Email subscribers)', () => {
  it('shows the counts, the lists by tab, a search, and the CSV link; no serious axe violations', async () => {
    mockFetch(() => jsonResponse(subscribers));
    const user = userEvent.setup();
    const { container } = renderWithProviders(<SubscribersView />);
    const values = await screen.findAllByTestId('count-value');
    expect(values.map((v) => v.textContent)).toEqual(['4', '2', '1', '1']);
    expect(screen.getByRole('link', { name: 'CSV indir' })).toHaveAttribute(
      'href',
      '/api/admin/email-subscribers?format=csv',
    );
    expect(screen.getAllByTestId('subscriber-row').map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual([
      'ayse@example.com',
      'mehmet@example.com',
    ]);
    expect(screen.getAllByTestId('subscriber-row')[0]).toHaveTextContent('Bülten (alt bilgi)');
    await user.type(screen.getByRole('searchbox', { name: 'E-posta adresinde ara' }), 'meh');
    expect(screen.getAllByTestId('subscriber-row')).toHaveLength(1);
    await user.clear(screen.getByRole('searchbox'));
    await user.click(screen.getByRole('tab', { name: /İptal edilen/ }));
    expect(await screen.findByText('iptal@example.com', { selector: 'td' })).toBeInTheDocument();
    expect(await noViolations(container)).toEqual([]);
  }, 20_000);
});

describe('ContactsPanel', () => {
  it('sends the segment filters as the query and shows the segment size', async () => {
    const fetch = mockFetch((url) =>
      jsonResponse({
        contacts: [contact('ayse@example.com', { language: url.searchParams.get('language') === 'en' ? 'en' : 'tr' })],
        total: url.searchParams.get('userType') === 'partner' ? 7 : 12,
        matching: 1,
        page: 1,
        pageSize: 50,
      }),
    );
    const user = userEvent.setup();
    const { container } = renderWithProviders(<ContactsPanel />);
    await waitFor(() => expect(screen.getByTestId('segment-count')).toHaveTextContent('Bu segmentte 12 kişi var'));

    await user.click(screen.getByRole('combobox', { name: 'Kullanıcı türü' }));
    await user.click(await screen.findByRole('option', { name: 'İş Ortağı' }));
    await user.click(screen.getByRole('combobox', { name: 'Dil' }));
    await user.click(await screen.findByRole('option', { name: 'İngilizce' }));
    await waitFor(() => expect(screen.getByTestId('segment-count')).toHaveTextContent('Bu segmentte 7 kişi var'));
    const last = calledUrls(fetch).at(-1)!;
    expect(last.pathname).toBe('/api/admin/marketing/contacts');
    expect(Object.fromEntries(last.searchParams)).toEqual({ userType: 'partner', language: 'en', page: '1' });

    await user.click(screen.getByRole('combobox', { name: 'Kullanıcı türü' }));
    await user.click(await screen.findByRole('option', { name: 'Tümü' }));
    await waitFor(() => expect(calledUrls(fetch).at(-1)!.searchParams.has('userType')).toBe(false));
    expect(await noViolations(container)).toEqual([]);
  }, 20_000);
});

describe('CampaignsPanel', () => {
  it('shows each campaign with its counts', async () => {
    mockFetch(() =>
      jsonResponse({
        campaigns: [
          campaign(2, {
            status: 'sending',
            startedAt: '2026-11-21T09:00:00.000Z',
            counts: { total: 10, pending: 4, queued: 1, sent: 4, failed: 1, skipped: 0 },
          }),
          campaign(1),
        ],
      }),
    );
    renderWithProviders(<CampaignsPanel />);
    const cards = await screen.findAllByTestId('campaign-card');
    expect(within(cards[0]!).getByTestId('campaign-status')).toHaveTextContent('Gönderiliyor');
    expect(within(cards[0]!).getByTestId('count-sent')).toHaveTextContent('4');
    expect(within(cards[0]!).getByTestId('count-failed')).toHaveTextContent('1');
    expect(within(cards[0]!).getByTestId('count-pending')).toHaveTextContent('5');
    expect(within(cards[0]!).getByTestId('count-total')).toHaveTextContent('10');
    // Only drafts can be sent or deleted.
    expect(within(cards[0]!).queryByRole('button', { name: 'Gönder' })).not.toBeInTheDocument();
    expect(within(cards[1]!).getByRole('button', { name: 'Gönder' })).toBeInTheDocument();
  });

  it('keeps refreshing a campaign marked sent until the outbox has delivered its mails', async () => {
    // Every recipient handed to the outbox makes the campaign `sent` before the mails are delivered.
    const delivered = { total: 2, pending: 0, queued: 0, sent: 2, failed: 0, skipped: 0 };
    const waiting = { ...delivered, queued: 2, sent: 0 };
    let calls = 0;
    mockFetch(() => {
      calls += 1;
      return jsonResponse({ campaigns: [campaign(7, { status: 'sent', counts: calls === 1 ? waiting : delivered })] });
    });
    renderWithProviders(<CampaignsPanel />);
    const card = await screen.findByTestId('campaign-card');
    expect(within(card).getByTestId('count-sent')).toHaveTextContent('0');
    await waitFor(() => expect(within(card).getByTestId('count-sent')).toHaveTextContent('2'), { timeout: 8_000 });
    const settled = calls;
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    expect(calls).toBe(settled);
  }, 20_000);

  it('asks before sending, saying how many contacts the segment reaches, and sends only on confirm', async () => {
    const sends: string[] = [];
    mockFetch((url, init) => {
      if (url.pathname === '/api/admin/campaigns') return jsonResponse({ campaigns: [campaign(5)] });
      if (url.pathname === '/api/admin/marketing/contacts') {
        expect(url.searchParams.get('language')).toBe('en');
        return jsonResponse({ contacts: [], total: 3, matching: 3, page: 1, pageSize: 50 });
      }
      if (url.pathname === '/api/admin/campaigns/5/send' && init?.method === 'POST') {
        sends.push(url.pathname);
        return jsonResponse({ success: true, recipients: 3 });
      }
      return jsonResponse({ message: 'unexpected', code: 'NOT_FOUND' }, { status: 404 });
    });
    const user = userEvent.setup();
    renderWithProviders(<CampaignsPanel />);
    await user.click(await screen.findByRole('button', { name: 'Gönder' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(
      await within(dialog).findByText('“Kampanya 5” 3 kişiye gönderilecek. Gönderim başladıktan sonra geri alınamaz.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    expect(sends).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Gönder' }));
    const again = await screen.findByRole('alertdialog');
    await within(again).findByText(/3 kişiye gönderilecek/);
    await user.click(within(again).getByRole('button', { name: 'Gönder' }));
    await waitFor(() => expect(sends).toEqual(['/api/admin/campaigns/5/send']));
    expect(await screen.findByText('Gönderim başladı: 3 alıcı.')).toBeInTheDocument();
  }, 20_000);

  it('opens the new-campaign dialog with placeholder chips and a sandboxed preview; no serious axe violations', async () => {
    mockFetch((url) => {
      if (url.pathname === '/api/admin/campaigns') return jsonResponse({ campaigns: [] });
      if (url.pathname === '/api/admin/campaigns/templates') return jsonResponse({ templates: [] });
      return jsonResponse({ contacts: [], total: 9, matching: 9, page: 1, pageSize: 50 });
    });
    const user = userEvent.setup();
    renderWithProviders(<CampaignsPanel />);
    expect(await screen.findByText('Henüz kampanya yok')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yeni kampanya' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('E-posta içeriği (HTML)'), '<p>Merhaba ');
    await user.click(within(dialog).getByRole('button', { name: '{{name}}' }));
    expect(within(dialog).getByLabelText('E-posta içeriği (HTML)')).toHaveValue('<p>Merhaba {{name}}');
    const frame = within(dialog).getByTitle('Önizleme');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toBe('<p>Merhaba Ayşe Yılmaz');
    expect(await within(dialog).findByText('9 kişiye gönderilecek')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Taslak olarak kaydet' }));
    expect(within(dialog).getAllByText('Bu alan zorunludur.')).toHaveLength(2);
    expect(await noViolations(dialog)).toEqual([]);
  }, 20_000);
});
