import { act, renderHook, waitFor } from '@testing-library/react';
import { SOCKET_CLIENT_OPTIONS } from '@shared/contracts/realtime';
import { sessionUser } from '@/test/fixtures';
import { jsonResponse, mockFetch, renderWithProviders } from '@/test/utils';
import { RealtimeConnection } from './realtime-bridge';
import { realtimeKeys } from './realtime-keys';
import {
  connectRealtime,
  emitTyping,
  identityOf,
  RealtimeBridge,
  useRealtimePolling,
  useSocketConnected,
  useTypingListener,
  type RealtimeHandlers,
} from './socket';

type Listener = (...args: unknown[]) => void;

const fake = vi.hoisted(() => {
  class FakeSocket {
    readonly listeners = new Map<string, Listener[]>();
    readonly emitted: [string, unknown][] = [];
    connected = false;
    active = true;
    connectCalls = 0;
    disconnected = false;
    constructor(readonly options: Record<string, unknown>) {}
    on(event: string, listener: Listener) {
      this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
      return this;
    }
    emit(event: string, payload: unknown) {
      this.emitted.push([event, payload]);
      return this;
    }
    connect() {
      this.connectCalls++;
      return this;
    }
    disconnect() {
      this.disconnected = true;
      this.connected = false;
      this.active = false;
      return this;
    }
    removeAllListeners() {
      this.listeners.clear();
      return this;
    }
    /** What the server (or the client library) would do. */
    fire(event: string, ...args: unknown[]) {
      if (event === 'connect') this.connected = true;
      if (event === 'disconnect') this.connected = false;
      for (const listener of this.listeners.get(event) ?? []) listener(...args);
    }
  }
  const sockets: FakeSocket[] = [];
  return { FakeSocket, sockets };
});
type FakeSocket = InstanceType<typeof fake.FakeSocket>;

vi.mock('socket.io-client', () => ({
  io: (options: Record<string, unknown>) => {
    const socket = new fake.FakeSocket(options);
    fake.sockets.push(socket);
    return socket;
  },
}));

function handlers(overrides: Partial<RealtimeHandlers> = {}): RealtimeHandlers {
  return {
    onEvent: vi.fn(),
    onReconnect: vi.fn(),
    checkSession: vi.fn(() => Promise.resolve(true)),
    ...overrides,
  };
}

const identity = { userId: 7, userName: 'Ayşe Yılmaz', userEmail: 'ayse@example.com' };
let close: (() => void) | undefined;

async function open(h: RealtimeHandlers = handlers()): Promise<FakeSocket> {
  const before = fake.sockets.length;
  close = connectRealtime(identity, h);
  await waitFor(() => expect(fake.sockets.length).toBe(before + 1));
  return fake.sockets.at(-1)!;
}

afterEach(() => {
  act(() => close?.());
  close = undefined;
  fake.sockets.length = 0;
});

describe('the realtime socket (spec §7, §9; issue 10)', () => {
  it('connects to the same origin with credentials, the spec delays and the auth ids', async () => {
    const socket = await open();
    expect(socket.options).toEqual({
      ...SOCKET_CLIENT_OPTIONS,
      withCredentials: true,
      auth: identity,
    });
    expect(SOCKET_CLIENT_OPTIONS).toEqual({
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      randomizationFactor: 0.5,
      timeout: 20000,
    });
  });

  it('names the user by full name, else by e-mail', () => {
    expect(identityOf(sessionUser({ id: 3, firstName: 'Ali', lastName: 'Kaya', email: 'a@x.com' }))).toEqual({
      userId: 3,
      userName: 'Ali Kaya',
      userEmail: 'a@x.com',
    });
    expect(identityOf({ id: 3, firstName: '', lastName: '', email: 'a@x.com' }).userName).toBe('a@x.com');
  });

  it('reports the connection, and polling runs only while disconnected', async () => {
    const { result } = renderHook(() => ({ connected: useSocketConnected(), interval: useRealtimePolling(5000) }));
    expect(result.current).toEqual({ connected: false, interval: 5000 });
    const socket = await open();
    act(() => socket.fire('connect'));
    expect(result.current).toEqual({ connected: true, interval: false });
    act(() => socket.fire('disconnect', 'transport close'));
    expect(result.current).toEqual({ connected: false, interval: 5000 });
  });

  it('asks for a refetch of everything at every connect, the first one too', async () => {
    // The counts were fetched when the page loaded; the socket comes later (its client is loaded
    // lazily), and an event sent in between would otherwise leave the bell behind until a reload.
    const h = handlers();
    const socket = await open(h);
    act(() => socket.fire('connect'));
    expect(h.onReconnect).toHaveBeenCalledTimes(1);
    act(() => socket.fire('disconnect', 'transport close'));
    act(() => socket.fire('connect'));
    expect(h.onReconnect).toHaveBeenCalledTimes(2);
  });

  it('passes the cache events on and sends typing only while connected', async () => {
    const h = handlers();
    const socket = await open(h);
    emitTyping('1-7');
    expect(socket.emitted).toEqual([]);
    act(() => socket.fire('connect'));
    emitTyping('1-7');
    expect(socket.emitted).toEqual([['typing', { conversationId: '1-7' }]]);
    socket.fire('unread:changed', { messages: 1, notifications: 2 });
    expect(h.onEvent).toHaveBeenCalledWith('unread:changed', { messages: 1, notifications: 2 });
  });

  it("tells a conversation's typing listener about that conversation only", async () => {
    const socket = await open();
    const seen: number[] = [];
    renderHook(() => useTypingListener('1-7', (userId) => seen.push(userId)));
    socket.fire('typing', { conversationId: '1-7', userId: 1 });
    socket.fire('typing', { conversationId: '2-7', userId: 2 });
    expect(seen).toEqual([1]);
  });

  it("after the server's disconnect, reconnects only while the session is still signed in", async () => {
    const signedIn = handlers();
    const socket = await open(signedIn);
    act(() => socket.fire('connect'));
    act(() => socket.fire('disconnect', 'io server disconnect'));
    await waitFor(() => expect(socket.connectCalls).toBe(1));
    expect(signedIn.checkSession).toHaveBeenCalledTimes(1);
    act(() => close?.());

    const signedOut = handlers({ checkSession: vi.fn(() => Promise.resolve(false)) });
    const other = await open(signedOut);
    act(() => other.fire('connect'));
    act(() => other.fire('disconnect', 'io server disconnect'));
    await waitFor(() => expect(signedOut.checkSession).toHaveBeenCalled());
    await Promise.resolve();
    expect(other.connectCalls).toBe(0);
  });

  it('does not check the session for a disconnect the client retries by itself', async () => {
    const h = handlers();
    const socket = await open(h);
    act(() => socket.fire('connect'));
    act(() => socket.fire('disconnect', 'transport close'));
    expect(h.checkSession).not.toHaveBeenCalled();
  });

  it('closes: disconnected, no longer connected, later events ignored', async () => {
    const h = handlers();
    const socket = await open(h);
    act(() => socket.fire('connect'));
    const { result } = renderHook(() => useSocketConnected());
    expect(result.current).toBe(true);
    act(() => close?.());
    expect(socket.disconnected).toBe(true);
    expect(result.current).toBe(false);
    socket.fire('unread:changed', { messages: 1, notifications: 1 });
    expect(h.onEvent).not.toHaveBeenCalled();
  });
});

describe('RealtimeBridge', () => {
  it('connects for the signed-in user, writes events into the cache and disconnects on sign-out', async () => {
    mockFetch((url) =>
      url.pathname === '/api/session' ? jsonResponse({ user: sessionUser({ id: 7 }) }) : jsonResponse({}),
    );
    const { queryClient } = renderWithProviders(<RealtimeBridge />);
    await waitFor(() => expect(fake.sockets).toHaveLength(1));
    const socket = fake.sockets[0]!;
    expect(socket.options.auth).toMatchObject({ userId: 7 });

    act(() => socket.fire('connect'));
    act(() => socket.fire('unread:changed', { messages: 2, notifications: 120 }));
    expect(queryClient.getQueryData(realtimeKeys.notificationUnreadCount)).toEqual({ count: 120 });
    expect(queryClient.getQueryData(realtimeKeys.messageUnreadCount)).toEqual({ count: 2 });

    act(() => {
      queryClient.setQueryData(['session'], null);
    });
    await waitFor(() => expect(socket.disconnected).toBe(true));
    expect(fake.sockets).toHaveLength(1);
  });

  it('is loaded and connected by the root layout only for a signed-in user', async () => {
    mockFetch(() => jsonResponse({ user: sessionUser({ id: 9 }) }));
    renderWithProviders(<RealtimeConnection />);
    await waitFor(() => expect(fake.sockets).toHaveLength(1));
    expect(fake.sockets[0]!.options.auth).toMatchObject({ userId: 9 });
  });

  it('opens no socket for a visitor', async () => {
    mockFetch(() => jsonResponse({ user: null }));
    const { queryClient } = renderWithProviders(<RealtimeConnection />);
    await waitFor(() => expect(queryClient.getQueryData(['session'])).toBeNull());
    await Promise.resolve();
    expect(fake.sockets).toHaveLength(0);
  });
});
