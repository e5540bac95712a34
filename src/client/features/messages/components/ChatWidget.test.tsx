import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonBody, jsonResponse, mockFetch, renderWithProviders } from '@/test/utils';
import { categories, partner, sessionUser } from '@/test/fixtures';
import { conversation, message, PARTNER_OWNER, serveChat } from '../test/fixtures';
import { ChatLauncher } from './ChatLauncher';
import { MessagesScreen } from './MessagesScreen';

async function openWidget() {
  await userEvent.click(await screen.findByRole('button', { name: 'Mesajlar' }));
  return screen.findByRole('dialog', { name: 'Mesajlar' });
}

describe('chat widget (spec §2, §4)', () => {
  it('is not shown to visitors', async () => {
    const fetch = serveChat({ user: null });
    renderWithProviders(<ChatLauncher />);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.queryByTestId('chat-launcher')).toBeNull();
  });

  it('opens, lists conversations, opens one with back, minimises and restores', async () => {
    serveChat({ conversations: [conversation()], messages: [message()] });
    renderWithProviders(<ChatLauncher />);
    const panel = await openWidget();
    await userEvent.click(await within(panel).findByRole('button', { name: /Atlas Lojistik/ }));
    expect(await within(panel).findByText('Merhaba, nasıl yardımcı olabiliriz?')).toBeInTheDocument();
    await waitFor(() => expect(within(panel).getByRole('textbox', { name: 'Mesajınız' })).toHaveFocus());

    await userEvent.click(within(panel).getByRole('button', { name: 'Sohbeti küçült' }));
    expect(screen.queryByRole('dialog', { name: 'Mesajlar' })).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'Sohbeti aç' }));
    const again = await screen.findByRole('dialog', { name: 'Mesajlar' });
    // The open conversation survives minimising.
    expect(within(again).getByText('Merhaba, nasıl yardımcı olabiliriz?')).toBeInTheDocument();

    await userEvent.click(within(again).getByRole('button', { name: 'Konuşmalara dön' }));
    expect(await within(again).findByRole('button', { name: /Atlas Lojistik/ })).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Mesajlar' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Mesajlar' })).toBeInTheDocument();
  });

  it('hides “Yeni konuşma” when the active type is partner', async () => {
    serveChat({
      user: sessionUser({ userType: 'partner', availableUserTypes: ['user', 'partner'] }),
      conversations: [conversation()],
    });
    renderWithProviders(<ChatLauncher />);
    const panel = await openWidget();
    expect(await within(panel).findByRole('button', { name: /Atlas Lojistik/ })).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /Yeni konuşma/ })).toBeNull();
  });

  it('lists partners with search for a new conversation and opens an empty thread with the owner', async () => {
    const searches: string[] = [];
    mockFetch((url) => {
      if (url.pathname === '/api/session') return jsonResponse({ user: sessionUser() });
      if (url.pathname === '/api/user/conversations') return jsonResponse([]);
      if (url.pathname === '/api/messages/unread-count') return jsonResponse({ count: 0 });
      if (url.pathname === '/api/partners') {
        searches.push(url.searchParams.get('search') ?? '');
        return jsonResponse([
          partner({ id: 3, userId: PARTNER_OWNER, companyName: 'Atlas Lojistik' }),
          partner({ id: 4, userId: null, companyName: 'Sahipsiz A.Ş.' }),
        ]);
      }
      return jsonResponse({ message: 'not mocked', code: 'NOT_FOUND' }, { status: 404 });
    });
    renderWithProviders(<ChatLauncher />);
    const panel = await openWidget();
    await userEvent.click(within(panel).getAllByRole('button', { name: /Yeni konuşma/ })[0]!);
    const search = await within(panel).findByRole('searchbox', { name: 'İş ortağı ara' });
    await userEvent.type(search, 'atlas');
    await waitFor(() => expect(searches).toContain('atlas'));
    expect(within(panel).queryByText('Sahipsiz A.Ş.')).toBeNull();
    await userEvent.click(await within(panel).findByRole('button', { name: /Atlas Lojistik/ }));
    expect(await within(panel).findByTestId('thread-empty')).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: 'Atlas Lojistik' })).toBeInTheDocument();
  });

  it("says 'İş ortakları yüklenemedi' when the partner list fails", async () => {
    mockFetch((url) => {
      if (url.pathname === '/api/session') return jsonResponse({ user: sessionUser() });
      if (url.pathname === '/api/user/conversations') return jsonResponse([]);
      if (url.pathname === '/api/messages/unread-count') return jsonResponse({ count: 3 });
      return jsonResponse({ message: 'Sunucu hatası', code: 'INTERNAL' }, { status: 500 });
    });
    renderWithProviders(<ChatLauncher />);
    await userEvent.click(await screen.findByRole('button', { name: 'Mesajlar, 3 okunmamış' }));
    const panel = await screen.findByRole('dialog', { name: 'Mesajlar' });
    await userEvent.click(within(panel).getAllByRole('button', { name: /Yeni konuşma/ })[0]!);
    expect(await within(panel).findByText('İş ortakları yüklenemedi')).toBeInTheDocument();
  });
});

describe('?partner= (the profile’s message button)', () => {
  it("opens the conversation with the partner's owner, empty until the first send", async () => {
    const fetch = mockFetch((url, init) => {
      if (url.pathname === '/api/session') return jsonResponse({ user: sessionUser({ id: 1 }) });
      if (url.pathname === '/api/user/conversations') return jsonResponse([]);
      if (url.pathname === '/api/partners/3') {
        return jsonResponse({
          ...partner({ id: 3, userId: PARTNER_OWNER, companyName: 'Atlas Lojistik', serviceCategory: 'lojistik' }),
          website: null,
          companySize: null,
          foundingYear: null,
          sectorExperience: null,
          targetMarkets: null,
          markets: [],
          descriptionEn: null,
          linkedinProfile: null,
          twitterProfile: null,
          instagramProfile: null,
          facebookProfile: null,
          services: [],
          category: categories[1],
          canEdit: false,
        });
      }
      if (url.pathname === '/api/messages' && init?.method === 'POST') {
        return jsonResponse(message({ id: 50, senderId: 1, receiverId: PARTNER_OWNER, message: 'Merhaba' }), {
          status: 201,
        });
      }
      return jsonResponse({ message: 'not mocked', code: 'NOT_FOUND' }, { status: 404 });
    });
    renderWithProviders(<MessagesScreen />, { route: '/messages?partner=3' });
    expect(await screen.findByTestId('thread-empty')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Mesajınız' }), 'Merhaba{Enter}');
    expect(await screen.findByTestId('chat-message')).toHaveTextContent('Merhaba');
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(jsonBody(post?.[1])).toMatchObject({ conversationId: '1-7', recipientId: PARTNER_OWNER });
  });
});
