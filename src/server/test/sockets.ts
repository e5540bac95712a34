/**
 * Socket.IO test helpers: listen an app on a free port, connect authenticated clients, and wait for
 * the events they receive (issue 10 "Realtime"; plugins/realtime.ts). Waits end on an event, never on
 * a clock: a test that expects nothing sends itself a probe and checks nothing arrived before it.
 */
import { createConnection } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@shared/contracts/realtime';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** One event a client received, in arrival order. */
export interface Received {
  event: string;
  payload: unknown;
}

/** A connected client with everything it has received since connecting. */
export interface TestClient {
  socket: ClientSocket;
  received: Received[];
  /**
   * Resolves with the payload of the first event named `event` (already received or still to come)
   * that `match` accepts; events already returned by an earlier call are not returned again.
   */
  next<T = unknown>(event: string, match?: (payload: T) => boolean): Promise<T>;
  /** Resolves with the reason once the server (or the client) has closed the connection. */
  disconnected: Promise<string>;
}

/**
 * Starts the app on 127.0.0.1 and a free port.
 * @returns the base URL, e.g. http://127.0.0.1:41234
 */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app did not listen on a TCP port');
  return `http://127.0.0.1:${address.port}`;
}

export interface ConnectOptions {
  /** The session cookie (`name=value`) sent in the handshake's Cookie header. */
  cookie?: string;
  /** What the client claims in the handshake's `auth` (the spec's userId, userName, userEmail). */
  auth?: Record<string, unknown>;
  /** An Origin header for the handshake. */
  origin?: string;
}

/** A client that is not connected yet (reconnection off, own Manager). */
function clientSocket(baseUrl: string, opts: ConnectOptions): ClientSocket {
  const extraHeaders: Record<string, string> = {};
  if (opts.cookie) extraHeaders.cookie = opts.cookie;
  if (opts.origin) extraHeaders.origin = opts.origin;
  return io(baseUrl, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders,
    auth: opts.auth ?? {},
  });
}

/**
 * Connects a client and starts recording what it receives.
 * @throws Error with the server's `connect_error` message (e.g. 'UNAUTHORIZED') when refused
 */
export async function connectClient(baseUrl: string, opts: ConnectOptions = {}): Promise<TestClient> {
  const socket = clientSocket(baseUrl, opts);
  const received: Received[] = [];
  const taken = new Set<Received>();
  const waiters: Array<() => void> = [];
  socket.onAny((event: string, payload: unknown) => {
    received.push({ event, payload });
    for (const wake of waiters.splice(0)) wake();
  });
  const disconnected = new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (err) => {
      socket.close();
      reject(err);
    });
  });
  function next<T>(event: string, match: (payload: T) => boolean = () => true): Promise<T> {
    return new Promise<T>((resolve) => {
      const look = () => {
        const found = received.find((r) => r.event === event && !taken.has(r) && match(r.payload as T));
        if (found) {
          taken.add(found);
          resolve(found.payload as T);
        } else waiters.push(look);
      };
      look();
    });
  }
  return { socket, received, next, disconnected };
}

/**
 * The `connect_error` message the server refuses a handshake with.
 * @throws Error when the handshake succeeds instead
 */
export async function refusal(baseUrl: string, opts: ConnectOptions = {}): Promise<string> {
  try {
    const client = await connectClient(baseUrl, opts);
    client.socket.close();
  } catch (err) {
    return (err as Error).message;
  }
  throw new Error('the handshake was accepted');
}

/**
 * Whether something accepts TCP connections at the host and port of `url` (Redis for the adapter test).
 * @returns false when the connection is refused or not answered within a second
 */
export function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const conn = createConnection({ host: hostname, port: Number(port || 6379) });
    conn.setTimeout(1000);
    conn.once('connect', () => {
      conn.end();
      resolve(true);
    });
    conn.once('error', () => resolve(false));
    conn.once('timeout', () => {
      conn.destroy();
      resolve(false);
    });
  });
}
