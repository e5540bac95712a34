/** Test data of the chat (contract-shaped answers of the mocked routes). */
import type { Conversation, Message } from '@shared/contracts/messages';
import type { SessionUser } from '@shared/contracts/auth';
import { jsonBody, jsonResponse, mockFetch, requestUrl } from '@/test/utils';
import { sessionUser } from '@/test/fixtures';

/** The signed-in user of the tests (id 1) and the partner's owner they write to (id 7). */
export const ME = 1;
export const PARTNER_OWNER = 7;
export const CONVERSATION = '1-7';

export function message(overrides: Partial<Message> = {}): Message {
  return {
    id: 1,
    conversationId: CONVERSATION,
    senderId: PARTNER_OWNER,
    receiverId: ME,
    message: 'Merhaba, nasıl yardımcı olabiliriz?',
    createdAt: new Date(Date.now() - 60_000).toISOString(),
    isRead: false,
    readAt: null,
    fileUrl: null,
    fileName: null,
    fileSize: null,
    mimeType: null,
    ...overrides,
  };
}

export function conversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    id: CONVERSATION,
    partnerId: 3,
    partner: { companyName: 'Atlas Lojistik', logo: null, userId: PARTNER_OWNER, username: 'atlas' },
    otherUser: { id: PARTNER_OWNER, firstName: 'Mehmet', lastName: 'Kaya', profileImageUrl: null },
    lastMessage: {
      message: 'Merhaba, nasıl yardımcı olabiliriz?',
      createdAt: new Date().toISOString(),
      senderId: 7,
      fileName: null,
    },
    unreadCount: 1,
    ...overrides,
  };
}

interface ChatServer {
  user?: SessionUser | null;
  conversations?: Conversation[];
  messages?: Message[];
  /** The answer of POST /api/messages for each call in turn (default: 201 with the stored message). */
  send?: ((body: Record<string, unknown>) => Response)[];
}

/** Mocks the chat's routes; returns the fetch spy. */
export function serveChat({ user = sessionUser(), conversations = [], messages = [], send = [] }: ChatServer = {}) {
  let sends = 0;
  return mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/session') return jsonResponse({ user });
    if (url.pathname === '/api/user/conversations') return jsonResponse(conversations);
    if (url.pathname === '/api/messages/unread-count') return jsonResponse({ count: 0 });
    if (/^\/api\/conversations\/[^/]+\/messages$/.test(url.pathname)) return jsonResponse(messages);
    if (/^\/api\/conversations\/[^/]+\/mark-read$/.test(url.pathname)) {
      return jsonResponse({
        messageIds: messages.filter((m) => m.receiverId === ME).map((m) => m.id),
        readAt: new Date().toISOString(),
      });
    }
    if (url.pathname === '/api/messages' && method === 'POST') {
      const body = jsonBody(init) as Record<string, unknown>;
      const answer = send[sends++];
      if (answer) return answer(body);
      return jsonResponse(
        message({
          id: 100 + sends,
          senderId: ME,
          receiverId: PARTNER_OWNER,
          message: String(body.message),
          isRead: false,
        }),
        { status: 201 },
      );
    }
    if (url.pathname === '/api/partners') return jsonResponse([]);
    return jsonResponse({ message: 'not mocked', code: 'NOT_FOUND' }, { status: 404 });
  });
}

/** The POST /api/messages calls of a fetch spy: their bodies and Idempotency-Key headers. */
export function sendCalls(fetch: ReturnType<typeof mockFetch>) {
  return fetch.mock.calls
    .filter(([input, init]) => requestUrl(input).pathname === '/api/messages' && init?.method === 'POST')
    .map(([, init]) => ({
      body: jsonBody(init) as Record<string, unknown>,
      key: (init?.headers as Record<string, string>)['Idempotency-Key'],
    }));
}
