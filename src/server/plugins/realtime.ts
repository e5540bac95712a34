/**
 * Socket.IO on the same origin (ARCHITECTURE.md, realtime; PRODUCT-DECISIONS 7, 17; spec §7 "Realtime
 * socket"; issue 10 "Realtime"; docs/decisions/014-messaging.md).
 *
 * - The server listens at the default path `/socket.io` of the app's own HTTP server.
 * - A socket is authenticated once, at the handshake, from the session cookie of its Cookie header
 *   through the same better-auth lookup as `req.viewer` (inactive and deleted accounts are refused).
 *   What a client puts in `auth` (the spec's `userId`, `userName`, `userEmail`) is never read. The
 *   handshake's Origin is checked like a state-changing request's (plugins/origin.ts), so another site
 *   cannot open a socket with the visitor's cookies (cross-site WebSocket hijacking).
 * - A socket joins `user:{id}` and `session:{id}`; the hub emits to those rooms, and ends them when a
 *   session ends (sign-out) or the user's access changes (password, deactivation, deletion).
 * - The one thing a client may send is `typing {conversationId}` for a conversation it is a member of;
 *   it is relayed to the other member only, and only when the sender may write to them (the messaging
 *   rights of POST /api/messages).
 * - With `redisUrl`, `@socket.io/redis-adapter` carries room broadcasts and `disconnectSockets` to the
 *   other processes; without it, the in-memory adapter serves one process.
 * - Every request gets a realtime scope (@fastify/request-context): `afterCommit` tasks queued while
 *   it runs are run after its answer was sent, so after its transaction committed.
 */
import type { IncomingMessage } from 'node:http';
import { fastifyRequestContext, requestContext } from '@fastify/request-context';
import { createAdapter } from '@socket.io/redis-adapter';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { z } from 'zod';
import { conversationIdSchema, conversationMembers } from '@shared/contracts/messages';
import {
  type ClientToServerEvents,
  type ServerToClientEvents,
  sessionRoom,
  userRoom,
} from '@shared/contracts/realtime';
import { webHeaders } from '../auth/request';
import { notifications } from '../db/schema';
import { type RealtimeHub, type RealtimeScope, runScopeTasks, setRequestScopeLookup } from '../lib/realtime';
import { AppError } from '../lib/errors';
import { assertMayMessage } from '../modules/messages/message-rights';
import { countUnreadMessages } from '../modules/messages/messages.service';
import { countUnreadNotifications } from '../modules/notifications/notifications.read';
import { toNotifications } from '../modules/notifications/notifications.render';
import { SESSION_COOKIE_MARK, viewerOf } from './auth';
import type { Viewer } from '../lib/viewer';
import { originAllowed } from './origin';

export interface RealtimePluginOptions {
  /** Redis for the Socket.IO adapter, so several processes share rooms; absent: one process. */
  redisUrl?: string;
  /**
   * Prefix of the adapter's Redis channels (REDIS_PREFIX, see {@link redisPrefixFor}). Processes of one
   * deployment share it; separate deployments (and parallel test runs) on one Redis use different ones.
   */
  redisPrefix: string;
  /** PUBLIC_URL: the origin a browser's handshake must come from (see plugins/origin.ts). */
  publicUrl: string;
  /** In production only the public origin passes; outside it also the request's own Host origin. */
  production: boolean;
}

/** What the server knows about a connected socket; set by the handshake check, never by the client. */
export interface SocketData {
  userId: number;
  sessionId: string;
  /** Who opened the socket, as at the handshake (the active type decides the messaging rights). */
  viewer: Viewer;
  /** When this socket last had a `typing` relayed, per conversation id (ms since the epoch). */
  typingAt: Map<string, number>;
  /** Whether this socket may type to a user (messaging rights), per user id, and when that was decided. */
  mayType: Map<number, { ok: boolean; at: number }>;
  /** The `typing` events waiting for their rights check, handled one at a time in arrival order. */
  typingQueue: { tail: Promise<void>; length: number };
}

/**
 * The smallest gap between two relayed `typing` events of one socket for one conversation, in ms.
 * The client throttles itself (src/client/lib/socket.ts); this bounds what a modified client can make
 * the other member's screen do.
 */
export const TYPING_MIN_INTERVAL_MS = 500;

/** Conversations whose last `typing` one socket remembers; beyond it the memory starts afresh. */
const TYPING_TRACKED_MAX = 100;

/** Largest message a client may send over the socket, in bytes: it only sends `typing`. */
const MAX_CLIENT_MESSAGE_BYTES = 16 * 1024;

/** Error messages a refused handshake gets (`connect_error`'s `message`). */
export const HANDSHAKE_ERRORS = { unauthorized: 'UNAUTHORIZED', badOrigin: 'BAD_ORIGIN' } as const;

/**
 * How long a socket's answer to "may I type to this user" is reused, in ms: a conversation that
 * becomes possible (a first message, a quote request) shows typing within this time.
 */
const TYPING_RIGHTS_TTL_MS = 60_000;

/** `typing` events one socket may have waiting for a rights check; more are dropped. */
const TYPING_QUEUE_MAX = 4;

const typingSchema = z.object({ conversationId: conversationIdSchema });

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's realtime scope: `afterCommit` tasks queued while it runs (plugins/realtime.ts). */
    realtimeScope: RealtimeScope | null;
  }
}

declare module '@fastify/request-context' {
  interface RequestContextData {
    realtimeScope: RealtimeScope;
  }
}

/** The handshake request in the shape the Origin check reads (protocol and Host as Node saw them). */
function handshakeRequest(req: IncomingMessage) {
  const encrypted = 'encrypted' in req.socket && req.socket.encrypted === true;
  return {
    headers: req.headers,
    protocol: encrypted ? ('https' as const) : ('http' as const),
    host: req.headers.host ?? '',
  };
}

export interface RealtimeScopeOptions {
  /** The hub the scope's tasks receive (read per request, so a later decoration is seen). */
  hub: () => RealtimeHub;
}

/**
 * Opens a realtime scope for every request and runs its tasks once the answer has been sent
 * (`onResponse`); a failing task is logged with `app.log.error` and does not stop the others.
 * Registered by the realtime plugin; exported for its own test.
 */
export const realtimeScopePlugin = fp<RealtimeScopeOptions>(
  async (app, opts) => {
    app.decorateRequest('realtimeScope', null);
    // The request context (AsyncLocalStorage) survives body parsing: the plugin re-enters it before
    // validation, so a handler's `afterCommit` after `await req.body` work still finds its scope.
    await app.register(fastifyRequestContext, {
      defaultStoreValues: (req) => {
        const scope: RealtimeScope = { hub: opts.hub(), tasks: [] };
        req.realtimeScope = scope;
        return { realtimeScope: scope };
      },
    });
    setRequestScopeLookup(() => requestContext.get('realtimeScope'));
    app.addHook('onResponse', async (req) => {
      const scope = req.realtimeScope;
      if (!scope || scope.tasks.length === 0) return;
      await runScopeTasks(scope, (err) => app.log.error({ err, url: req.url }, 'realtime task failed'));
    });
  },
  { name: 'realtime-scope' },
);

/**
 * Commands the Socket.IO Redis adapter sends without awaiting them (publishing every broadcast and
 * disconnect request; subscribing and unsubscribing). A rejected one would be an unhandled rejection,
 * which ends the process (issue 18, item 4).
 */
const UNAWAITED_COMMANDS = new Set<PropertyKey>(['publish', 'subscribe', 'psubscribe', 'unsubscribe', 'punsubscribe']);

/**
 * The client as the adapter sees it: the commands of {@link UNAWAITED_COMMANDS} report a failure to
 * `onDrop` instead of rejecting; everything else is the client itself.
 */
function guarded(client: Redis, onDrop: (err: unknown) => void): Redis {
  return new Proxy(client, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop, target);
      if (typeof value !== 'function') return value;
      const method = (value as (...a: unknown[]) => unknown).bind(target);
      if (!UNAWAITED_COMMANDS.has(prop)) return method;
      return (...args: unknown[]) => {
        const result = method(...args);
        if (result instanceof Promise) return result.catch((err: unknown) => onDrop(err));
        return result;
      };
    },
  });
}

/**
 * Opens the adapter's two Redis connections, or throws naming the URL's host when it cannot (a process
 * whose REDIS_URL does not answer refuses to start). Once started, an outage does not stop the process:
 * the clients reconnect for ever (at most every 2 s), and while Redis is away a command fails at once
 * (no offline queue) rather than piling up, so events are dropped, not delayed (clients poll meanwhile).
 */
async function connectRedis(url: string): Promise<{ pub: Redis; sub: Redis }> {
  const pub = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  const sub = pub.duplicate();
  try {
    await Promise.all([pub.connect(), sub.connect()]);
  } catch (err) {
    pub.disconnect();
    sub.disconnect();
    const host = (() => {
      try {
        return new URL(url).host;
      } catch {
        return 'REDIS_URL';
      }
    })();
    throw new Error(`Redis at ${host} is unreachable (REDIS_URL): ${(err as Error).message}`, { cause: err });
  }
  return { pub, sub };
}

/**
 * The default REDIS_PREFIX: `epp:` and the host of PUBLIC_URL (`https://ihracat.example.com` →
 * `epp:ihracat.example.com`), so every process of a deployment shares it and two deployments on one
 * Redis (staging beside production) do not receive each other's events.
 */
export function redisPrefixFor(publicUrl: string): string {
  return `epp:${new URL(publicUrl).host.toLowerCase()}`;
}

/** Whether the realtime Redis is in use and connected (`/api/system-status`). */
export type RealtimeRedisState = 'none' | 'up' | 'down';

declare module 'fastify' {
  interface FastifyInstance {
    /** `none` without REDIS_URL; else whether both adapter connections are ready now (plugins/realtime.ts). */
    realtimeRedis: () => RealtimeRedisState;
    /**
     * PINGs the realtime Redis (GET /readyz); resolves at once without REDIS_URL.
     * @throws Error when Redis does not answer (commands fail at once while it is away: no offline queue)
     */
    pingRealtimeRedis: () => Promise<void>;
    /** Sockets connected to this process now (`socketio_connections` of GET /metrics). */
    realtimeConnections: () => number;
  }
}

async function realtimePlugin(app: FastifyInstance, opts: RealtimePluginOptions) {
  const io = new Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>(app.server, {
    serveClient: false,
    maxHttpBufferSize: MAX_CLIENT_MESSAGE_BYTES,
  });

  let redis: { pub: Redis; sub: Redis } | undefined;
  if (opts.redisUrl) {
    redis = await connectRedis(opts.redisUrl);
    // One warning per outage, however many events it drops; one line when Redis is back.
    let dropped = 0;
    const onDrop = (err: unknown) => {
      if (dropped++ === 0) {
        app.log.warn({ err }, 'realtime Redis unavailable: events are dropped until it returns (clients poll)');
      }
    };
    let outage = false;
    for (const client of [redis.pub, redis.sub]) {
      client.on('error', (err: unknown) => {
        if (!outage) app.log.error({ err }, 'realtime Redis connection error');
        outage = true;
      });
      client.on('ready', () => {
        if (outage && redis?.pub.status === 'ready' && redis.sub.status === 'ready') {
          app.log.info({ dropped }, 'realtime Redis reconnected');
          outage = false;
          dropped = 0;
        }
      });
    }
    io.adapter(createAdapter(guarded(redis.pub, onDrop), guarded(redis.sub, onDrop), { key: opts.redisPrefix }));
    // The adapter queued its SUBSCRIBE commands when it was set; a PING on the same connection answers
    // after them, so once it has, events other processes publish reach this one.
    await redis.sub.ping();
  }

  /**
   * Who opens this socket, from the handshake's Origin and session cookie only.
   * @returns the socket's data, or the `connect_error` message that refuses it
   */
  async function authenticate(req: IncomingMessage): Promise<SocketData | string> {
    if (!originAllowed(handshakeRequest(req), opts.publicUrl, opts.production)) return HANDSHAKE_ERRORS.badOrigin;
    // Only the cookie: `socket.handshake.auth` (the spec's userId, userName, userEmail) is not read.
    if (!req.headers.cookie?.includes(SESSION_COOKIE_MARK)) return HANDSHAKE_ERRORS.unauthorized;
    const found = await app.auth.api.getSession({
      headers: webHeaders({ headers: req.headers, ip: app.clientAddress(req) }),
    });
    // Inactive (deactivated, deleted) accounts and unexpected roles give no viewer, as for HTTP.
    const viewer = viewerOf(found?.user);
    if (!found || !viewer) return HANDSHAKE_ERRORS.unauthorized;
    return {
      userId: viewer.id,
      sessionId: String(found.session.id),
      viewer,
      typingAt: new Map(),
      mayType: new Map(),
      typingQueue: { tail: Promise.resolve(), length: 0 },
    };
  }

  io.use((socket, next) => {
    authenticate(socket.request).then(
      (result) => {
        if (typeof result === 'string') {
          next(new Error(result));
          return;
        }
        socket.data = result;
        next();
      },
      (err: unknown) => {
        app.log.error({ err }, 'socket handshake session lookup failed');
        next(new Error(HANDSHAKE_ERRORS.unauthorized));
      },
    );
  });

  io.on('connection', (socket) => {
    const { userId, sessionId } = socket.data;
    void socket.join([userRoom(userId), sessionRoom(sessionId)]);

    socket.on('typing', (payload: unknown) => {
      const parsed = typingSchema.safeParse(payload);
      if (!parsed.success) return;
      const { conversationId } = parsed.data;
      const [low, high] = conversationMembers(conversationId);
      if (userId !== low && userId !== high) return;
      const now = Date.now();
      const last = socket.data.typingAt.get(conversationId);
      if (last !== undefined && now - last < TYPING_MIN_INTERVAL_MS) return;
      // A member may name any other user's id in a conversation id: keep the map of one socket small.
      if (socket.data.typingAt.size >= TYPING_TRACKED_MAX) socket.data.typingAt.clear();
      socket.data.typingAt.set(conversationId, now);
      const other = userId === low ? high : low;
      // One check at a time per socket, in order: a client cannot make the database answer a burst.
      const queue = socket.data.typingQueue;
      if (queue.length >= TYPING_QUEUE_MAX) return;
      queue.length += 1;
      queue.tail = queue.tail
        .then(async () => {
          if (await mayType(socket.data, other)) io.to(userRoom(other)).emit('typing', { conversationId, userId });
        })
        .finally(() => {
          queue.length -= 1;
        });
    });
  });

  /**
   * Whether the socket's user may show "typing" to `other`: exactly when they may write to them
   * (modules/messages/message-rights.ts), so typing cannot reach someone a message could not, such as
   * an admin or a stranger. Answers are kept {@link TYPING_RIGHTS_TTL_MS}; a failed lookup says no.
   */
  async function mayType(data: SocketData, other: number): Promise<boolean> {
    const known = data.mayType.get(other);
    if (known && Date.now() - known.at < TYPING_RIGHTS_TTL_MS) return known.ok;
    let ok = true;
    try {
      await assertMayMessage(app.db, data.viewer, other);
    } catch (err) {
      ok = false;
      if (!(err instanceof AppError)) app.log.warn({ err }, 'typing rights lookup failed');
    }
    if (data.mayType.size >= TYPING_TRACKED_MAX) data.mayType.clear();
    data.mayType.set(other, { ok, at: Date.now() });
    return ok;
  }

  const hub: RealtimeHub = {
    toUsers(userIds, event, ...args) {
      if (userIds.length === 0) return;
      io.to([...new Set(userIds)].map(userRoom)).emit(event, ...args);
    },
    async pushNotifications(ids) {
      if (ids.length === 0) return;
      // Loaded now, after the commit: a rolled-back notification is not found and not sent. Rendered
      // in each owner's current language, as the list renders it (docs/decisions/038).
      const rows = await app.db
        .select()
        .from(notifications)
        .where(inArray(notifications.id, [...ids]));
      const sent = await toNotifications(app.db, rows);
      rows.forEach((row, i) => io.to(userRoom(row.userId)).emit('notification:new', sent[i]!));
      await hub.pushUnreadCounts(rows.map((r) => r.userId));
    },
    async pushUnreadCounts(userIds) {
      for (const id of new Set(userIds)) {
        const [messages, unread] = await Promise.all([
          countUnreadMessages(app.db, id),
          countUnreadNotifications(app.db, id),
        ]);
        io.to(userRoom(id)).emit('unread:changed', { messages, notifications: unread });
      }
    },
    disconnectUsers(userIds) {
      if (userIds.length === 0) return;
      io.in([...new Set(userIds)].map(userRoom)).disconnectSockets(true);
    },
    disconnectSession(sessionId) {
      io.in(sessionRoom(sessionId)).disconnectSockets(true);
    },
  };
  app.decorate('realtime', hub);
  app.decorate('realtimeRedis', (): RealtimeRedisState => {
    if (!redis) return 'none';
    return redis.pub.status === 'ready' && redis.sub.status === 'ready' ? 'up' : 'down';
  });
  app.decorate('pingRealtimeRedis', async () => {
    if (redis) await redis.pub.ping();
  });
  app.decorate('realtimeConnections', () => io.engine.clientsCount);
  await app.register(realtimeScopePlugin, { hub: () => app.realtime });

  // Open sockets would keep the HTTP server from closing: end this process's own (`local`: the other
  // processes keep theirs) before the server closes, then the engine, the adapter and Redis.
  app.addHook('preClose', async () => {
    io.local.disconnectSockets(true);
  });
  app.addHook('onClose', async () => {
    // Socket.IO also closes the HTTP server, which Fastify has already closed: that error is expected.
    await io.close().catch(() => {});
    if (redis) await Promise.all([redis.pub.quit(), redis.sub.quit()]).catch(() => {});
  });
}

export default fp(realtimePlugin, { name: 'realtime', dependencies: ['auth'] });
