/**
 * A Redis outage does not end the process (issue 18, item 4), and deployments sharing a Redis do not
 * hear each other (item 6, REDIS_PREFIX). The test starts its own `redis-server` on a free port (the
 * shared one must not be stopped), stops it while two apps use it, and starts it again on the same port.
 * Without `redis-server` it fails under CI=true and is skipped (with the reason printed) elsewhere.
 */
import type { ChildProcess } from 'node:child_process';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type { UnreadCounts } from '@shared/contracts/realtime';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { freshIp, openTestDatabase, signIn, TEST_ORIGIN } from '../test/helpers';
import { freePort, requireRedisServer, startRedis, stopRedis } from '../test/redis-server';
import { connectClient, listen, type TestClient } from '../test/sockets';
import { redisPrefixFor } from './realtime';

const redisServer = requireRedisServer('realtime.outage.test.ts');

describe.skipIf(!redisServer)('realtime Redis outages and prefixes', () => {
  let database: Database;
  let redis: ChildProcess;
  let redisUrl: string;
  let port: number;
  const apps: FastifyInstance[] = [];
  const clients: TestClient[] = [];
  /** Unhandled rejections and exceptions of this process while the test runs: an outage must add none. */
  const crashes: unknown[] = [];
  const onCrash = (err: unknown) => crashes.push(err);

  // Generous limits: two apps, sockets and a Redis restart on a busy machine (nothing is timed).
  beforeAll(async () => {
    process.on('unhandledRejection', onCrash);
    process.on('uncaughtException', onCrash);
    port = await freePort();
    redisUrl = `redis://127.0.0.1:${port}`;
    redis = await startRedis(port);
    database = await openTestDatabase();
  }, 120_000);
  afterAll(async () => {
    for (const c of clients) c.socket.close();
    for (const app of apps) await app.close();
    await database?.close();
    if (redis) await stopRedis(redis);
    process.off('unhandledRejection', onCrash);
    process.off('uncaughtException', onCrash);
  });

  async function app(publicUrl = TEST_ORIGIN, redisPrefix?: string) {
    const instance = await buildApp({
      database,
      dataDir: inject('testDataDir'),
      publicUrl,
      redisUrl,
      ...(redisPrefix ? { redisPrefix } : {}),
    });
    apps.push(instance);
    return instance;
  }
  async function connect(to: FastifyInstance, cookie: string) {
    const client = await connectClient(await listen(to), { cookie, origin: TEST_ORIGIN });
    clients.push(client);
    return client;
  }
  const idOf = async (email: string) =>
    (await database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  const publicStatus = async (a: FastifyInstance) =>
    (await a.inject({ method: 'GET', url: '/api/system-status/public' })).json<{
      status: string;
      services: Record<string, string>;
    }>();

  it('derives the default prefix from PUBLIC_URL', () => {
    expect(redisPrefixFor('https://Ihracat.Example.com/')).toBe('epp:ihracat.example.com');
    expect(redisPrefixFor('http://localhost:5000')).toBe('epp:localhost:5000');
  });

  it('keeps serving through a Redis outage, reports it degraded, and delivers again once Redis is back', async () => {
    const app1 = await app();
    const app2 = await app();
    const partnerId = await idOf('partner@demo.example.com');
    const admin = await signIn(app1, 'admin@demo.example.com');
    const socket = await connect(app2, await signIn(app2, 'partner@demo.example.com'));
    app1.realtime.toUsers([partnerId], 'unread:changed', { messages: 1, notifications: 1 });
    expect(await socket.next<UnreadCounts>('unread:changed')).toEqual({ messages: 1, notifications: 1 });
    expect((await publicStatus(app1)).services.redis).toBe('healthy');

    await stopRedis(redis);
    await vi.waitFor(() => expect(app1.realtimeRedis()).toBe('down'), { timeout: 60_000, interval: 50 });

    // Events while Redis is away are dropped, not thrown, not left to reject later.
    app1.realtime.toUsers([partnerId], 'unread:changed', { messages: 2, notifications: 2 });
    app1.realtime.disconnectUsers([partnerId]);
    await app1.realtime.pushUnreadCounts([partnerId]);
    // A route whose answer queues realtime work still answers.
    const follower = await signIn(app1, 'kullanici@demo.example.com');
    const follow = await app1.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: { cookie: follower, origin: TEST_ORIGIN },
      remoteAddress: freshIp(),
    });
    expect(follow.statusCode).toBe(200);
    const down = await publicStatus(app1);
    expect(down.status).toBe('warning');
    expect(down.services.redis).toBe('warning');
    const adminStatus = await app1.inject({
      method: 'GET',
      url: '/api/admin/system-status',
      headers: { cookie: admin },
    });
    expect(adminStatus.statusCode).toBe(200);
    expect(adminStatus.json()).toMatchObject({ status: 'warning', services: { redis: { status: 'warning' } } });

    redis = await startRedis(port);
    await vi.waitFor(
      () => {
        expect(app1.realtimeRedis()).toBe('up');
        expect(app2.realtimeRedis()).toBe('up');
      },
      { timeout: 60_000, interval: 50 },
    );
    // The subscriber re-subscribes when it reconnects: a PING on it answers after the SUBSCRIBEs.
    expect((await publicStatus(app1)).services.redis).toBe('healthy');
    app1.realtime.toUsers([partnerId], 'unread:changed', { messages: 3, notifications: 3 });
    expect(await socket.next<UnreadCounts>('unread:changed', (p) => p.messages === 3)).toEqual({
      messages: 3,
      notifications: 3,
    });
    expect(crashes).toEqual([]);
  }, 240_000);

  it('keeps deployments with different PUBLIC_URLs apart on one Redis, and joins those with one prefix', async () => {
    const staging = await app('http://staging.example.com');
    const production = await app(TEST_ORIGIN);
    const sameAsProduction = await app('http://other.example.com', redisPrefixFor(TEST_ORIGIN));
    const userId = await idOf('partner2@demo.example.com');
    const socket = await connect(production, await signIn(production, 'partner2@demo.example.com'));
    staging.realtime.toUsers([userId], 'unread:changed', { messages: 41, notifications: 0 });
    sameAsProduction.realtime.toUsers([userId], 'unread:changed', { messages: 42, notifications: 0 });
    // Events from one process arrive in order: the one from the same prefix comes, the staging one never.
    expect(await socket.next<UnreadCounts>('unread:changed')).toEqual({ messages: 42, notifications: 0 });
    production.realtime.toUsers([userId], 'unread:changed', { messages: 43, notifications: 0 });
    staging.realtime.toUsers([userId], 'unread:changed', { messages: 44, notifications: 0 });
    sameAsProduction.realtime.toUsers([userId], 'unread:changed', { messages: 45, notifications: 0 });
    expect(await socket.next<UnreadCounts>('unread:changed', (p) => p.messages === 45)).toBeTruthy();
    expect(socket.received.map((r) => (r.payload as UnreadCounts).messages)).not.toContain(41);
    expect(socket.received.map((r) => (r.payload as UnreadCounts).messages)).not.toContain(44);
    expect(crashes).toEqual([]);
  }, 240_000);
});
