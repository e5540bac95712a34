import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { afterCommit, type RealtimeHub, silentHub, withRealtimeScope } from '../lib/realtime';
import { openTestDatabase } from '../test/helpers';
import { realtimeScopePlugin } from './realtime';

/**
 * The per-request realtime scope (plugins/realtime.ts, lib/realtime.ts): `afterCommit` tasks queued by
 * a handler run once the answer has been sent, also after body parsing and awaited transactions, where
 * an AsyncLocalStorage store set in `onRequest` is easily lost.
 */
let app: FastifyInstance;
let database: Database;
/** What the tasks did, in order, with whether the answer had been sent by then. */
const log: Array<{ task: string; answered: boolean }> = [];
let answered = new Set<string>();
const waiting = new Map<string, () => void>();

/** Resolves when the task named `name` has run. */
const ran = (name: string) =>
  new Promise<void>((resolve) => {
    if (log.some((l) => l.task === name)) resolve();
    else waiting.set(name, resolve);
  });

function record(name: string) {
  return () => {
    log.push({ task: name, answered: answered.has(name.split(':')[0]!) });
    waiting.get(name)?.();
  };
}

const hub: RealtimeHub = { ...silentHub };

beforeAll(async () => {
  database = await openTestDatabase();
  app = Fastify();
  await app.register(realtimeScopePlugin, { hub: () => hub });
  app.addHook('onSend', async (req, _reply, payload) => {
    const name = (req.body as { name?: string } | undefined)?.name ?? (req.query as { name?: string }).name;
    if (name) answered.add(name);
    return payload;
  });
  app.post<{ Body: { name: string } }>('/after-transaction', async (req) => {
    const { name } = req.body;
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      afterCommit(record(`${name}:inside`));
    });
    afterCommit(record(`${name}:after`));
    return { ok: true };
  });
  app.get<{ Querystring: { name: string } }>('/failing', async (req) => {
    afterCommit(() => {
      throw new Error('a task fails');
    });
    afterCommit(record(req.query.name));
    throw new Error('the handler fails');
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('realtime scope', () => {
  it('runs tasks a handler queued after parsing a JSON body and awaiting a transaction, after the answer', async () => {
    answered = new Set();
    const res = await app.inject({ method: 'POST', url: '/after-transaction', payload: { name: 'a' } });
    expect(res.statusCode).toBe(200);
    await ran('a:after');
    expect(log.filter((l) => l.task.startsWith('a:'))).toEqual([
      { task: 'a:inside', answered: true },
      { task: 'a:after', answered: true },
    ]);
  });

  it('keeps concurrent requests apart', async () => {
    await Promise.all(
      ['b', 'c', 'd'].map((name) => app.inject({ method: 'POST', url: '/after-transaction', payload: { name } })),
    );
    await Promise.all(['b:after', 'c:after', 'd:after'].map(ran));
    for (const name of ['b', 'c', 'd']) {
      expect(log.filter((l) => l.task.startsWith(`${name}:`)).map((l) => l.task)).toEqual([
        `${name}:inside`,
        `${name}:after`,
      ]);
    }
  });

  it('a failing task does not stop the next one, also when the request failed', async () => {
    const res = await app.inject({ method: 'GET', url: '/failing?name=e' });
    expect(res.statusCode).toBe(500);
    await ran('e');
  });

  it('outside a request a task runs only inside withRealtimeScope, after the work', async () => {
    afterCommit(record('dropped'));
    const order: string[] = [];
    await withRealtimeScope(hub, async () => {
      afterCommit(() => {
        order.push('task');
      });
      order.push('work');
    });
    expect(order).toEqual(['work', 'task']);
    expect(log.some((l) => l.task === 'dropped')).toBe(false);
  });
});
