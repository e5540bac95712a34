import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { Message } from '@shared/contracts/messages';
import { catalogues } from '@shared/messages';
import { realtimeKeys } from '@/lib/realtime-keys';
import { calledUrls, jsonResponse, renderWithProviders } from '@/test/utils';
import { sessionUser } from '@/test/fixtures';
import { CONVERSATION, conversation, message, ME, PARTNER_OWNER, sendCalls, serveChat } from '../test/fixtures';
import { MessagesScreen } from './MessagesScreen';

function renderScreen(route = `/messages?conversation=${CONVERSATION}`) {
  return renderWithProviders(<MessagesScreen />, { route });
}

async function composer() {
  return screen.findByRole('textbox', { name: 'Mesajınız' });
}

describe('messages screen (spec §2 /messages and /chat)', () => {
  it('shows visitors the login-needed notice with a sign-in link back to the page', async () => {
    serveChat({ user: null });
    renderScreen('/chat');
    expect(await screen.findByText('Mesajlarınızı görüntülemek için giriş yapın.')).toBeInTheDocument();
    // The page keeps its title for visitors (one h1 per page, as every route has).
    expect(screen.getByRole('heading', { level: 1, name: 'Mesajlar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Giriş Yap' })).toHaveAttribute('href', '/auth?redirect=%2Fchat');
  });

  it('opens the thread of ?conversation= and marks it read', async () => {
    const fetch = serveChat({ conversations: [conversation()], messages: [message()] });
    renderScreen();
    const thread = await screen.findByTestId('chat-thread');
    expect(within(thread).getByRole('heading', { name: 'Atlas Lojistik' })).toBeInTheDocument();
    expect(await within(thread).findByText('Merhaba, nasıl yardımcı olabiliriz?')).toBeInTheDocument();
    await waitFor(() =>
      expect(calledUrls(fetch).map((u) => u.pathname)).toContain(`/api/conversations/${CONVERSATION}/mark-read`),
    );
  });

  it('puts the focus in the composer when a conversation opens (issue 18 item 16)', async () => {
    serveChat({ conversations: [conversation()], messages: [message()] });
    renderScreen();
    await waitFor(async () => expect(await composer()).toHaveFocus());
  }, 30_000);

  it('marks read again when a message arrives while the conversation is open', async () => {
    const fetch = serveChat({ conversations: [conversation()], messages: [message()] });
    const { queryClient } = renderScreen();
    const markReads = () =>
      calledUrls(fetch).filter((u) => u.pathname === `/api/conversations/${CONVERSATION}/mark-read`).length;
    await waitFor(() => expect(markReads()).toBe(1));
    // What the socket does on `message:new`: the new message lands in the thread's cache.
    act(() => {
      queryClient.setQueryData(realtimeKeys.messages(CONVERSATION), (old: Message[] | undefined) => [
        ...(old ?? []),
        message({ id: 9, message: 'Yeni mesaj geldi' }),
      ]);
    });
    expect(await screen.findByText('Yeni mesaj geldi')).toBeInTheDocument();
    await waitFor(() => expect(markReads()).toBe(2));
  });

  it('shows one check for a sent message and two for a read one', async () => {
    serveChat({
      conversations: [conversation()],
      messages: [
        message({ id: 1, senderId: ME, receiverId: PARTNER_OWNER, message: 'Okunmadı', isRead: false }),
        message({ id: 2, senderId: ME, receiverId: PARTNER_OWNER, message: 'Okundu', isRead: true }),
      ],
    });
    renderScreen();
    const [sent, read] = await screen.findAllByTestId('chat-message');
    expect(within(sent!).getByRole('img', { name: 'Gönderildi' })).toBeInTheDocument();
    expect(within(sent!).queryByRole('img', { name: 'Okundu' })).toBeNull();
    expect(within(read!).getByRole('img', { name: 'Okundu' })).toBeInTheDocument();
  });

  it('sends on Enter, not on Shift+Enter, and never a blank message', async () => {
    const fetch = serveChat({ conversations: [conversation()], messages: [message()] });
    renderScreen();
    const input = await composer();
    await userEvent.type(input, '   {Enter}');
    expect(sendCalls(fetch)).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Gönder' })).toBeDisabled();

    await userEvent.clear(input);
    await userEvent.type(input, 'Fiyat{Shift>}{Enter}{/Shift}teklifi');
    expect(sendCalls(fetch)).toHaveLength(0);
    expect(input).toHaveValue('Fiyat\nteklifi');

    await userEvent.type(input, '{Enter}');
    await waitFor(() => expect(sendCalls(fetch)).toHaveLength(1));
    expect(sendCalls(fetch)[0]!.body).toMatchObject({
      message: 'Fiyat\nteklifi',
      conversationId: CONVERSATION,
      recipientId: PARTNER_OWNER,
    });
    await waitFor(() => expect(input).toHaveValue(''));
    expect(await screen.findByText(/Fiyat\s*teklifi/)).toBeInTheDocument();
  });

  it('keeps the text after a failed send and retries with the same Idempotency-Key', async () => {
    const fetch = serveChat({
      conversations: [conversation()],
      messages: [message()],
      send: [() => jsonResponse({ message: 'Sunucu hatası', code: 'INTERNAL' }, { status: 500 })],
    });
    renderScreen();
    const input = await composer();
    await userEvent.type(input, 'Merhaba{Enter}');
    const retry = await screen.findByRole('button', { name: 'Mesajı tekrar gönder' });
    expect(input).toHaveValue('Merhaba');
    await userEvent.click(retry);
    await waitFor(() => expect(input).toHaveValue(''));
    const calls = sendCalls(fetch);
    expect(calls).toHaveLength(2);
    expect(calls[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(calls[1]!.key).toBe(calls[0]!.key);
    expect(screen.queryByRole('button', { name: 'Mesajı tekrar gönder' })).toBeNull();

    // The next composed message has a key of its own.
    await userEvent.type(input, 'İkinci{Enter}');
    await waitFor(() => expect(sendCalls(fetch)).toHaveLength(3));
    expect(sendCalls(fetch)[2]!.key).not.toBe(calls[0]!.key);
  });

  it.each([
    ['a partner may not start the conversation', 'partner' as const, catalogues.tr.messages.partnerCannotStart],
    ['the recipient is no partner (issue 18)', 'user' as const, catalogues.tr.messages.notAllowed],
  ])("says the server's text when %s (403 MESSAGE_NOT_ALLOWED)", async (_case, userType, text) => {
    serveChat({
      user: sessionUser({ id: ME, userType, availableUserTypes: ['user', userType] }),
      conversations: [],
      send: [() => jsonResponse({ message: text, code: 'MESSAGE_NOT_ALLOWED' }, { status: 403 })],
    });
    renderScreen();
    expect(await screen.findByTestId('thread-empty')).toBeInTheDocument();
    await userEvent.type(await composer(), 'Merhaba{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('refuses a file over 10 MB and an unsupported type with the spec texts, without uploading', async () => {
    const fetch = serveChat({ conversations: [conversation()], messages: [message()] });
    renderScreen();
    await composer();
    const user = userEvent.setup({ applyAccept: false });
    const input = screen.getByTestId('chat-file-input');

    const big = new File(['x'], 'katalog.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user.upload(input, big);
    expect(await screen.findByRole('alert')).toHaveTextContent("Dosya boyutu 10MB'dan büyük olamaz");

    await user.upload(input, new File(['x'], 'setup.exe', { type: 'application/octet-stream' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Desteklenmeyen dosya türü\. Desteklenen türler: JPEG, JPG, PNG/,
    );
    expect(calledUrls(fetch).some((u) => u.pathname.startsWith('/api/upload'))).toBe(false);
    expect(screen.getByRole('button', { name: 'Gönder' })).toBeDisabled();
  });

  it('hides “Yeni mesaj” for partners and shows it to users', async () => {
    serveChat({ user: sessionUser({ userType: 'partner', availableUserTypes: ['user', 'partner'] }) });
    const { unmount } = renderScreen('/messages');
    expect(await screen.findByText('Henüz mesajınız yok')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Yeni mesaj' })).toBeNull();
    unmount();

    serveChat();
    renderScreen('/messages');
    expect(await screen.findByText('Henüz mesajınız yok')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Yeni mesaj' }).length).toBeGreaterThan(0);
  });

  it('has no serious or critical accessibility violations (axe, jsdom: contrast is checked in the browser suite)', async () => {
    serveChat({
      conversations: [conversation()],
      messages: [
        message(),
        message({ id: 2, senderId: ME, receiverId: PARTNER_OWNER, message: 'Teşekkürler', isRead: true }),
      ],
    });
    const { container } = renderScreen();
    await screen.findAllByTestId('chat-message');
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
