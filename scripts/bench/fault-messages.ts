/**
 * `npm run fault:messages` (issue 10, "Benchmarks and faults"): two server processes on one PostgreSQL
 * database sharing rooms through Redis; one is killed with SIGKILL in the middle of a burst of messages.
 *
 * Senders post through both processes alternately, each message with its own `Idempotency-Key`. A send
 * that fails because its process died is retried once through the survivor with the same key (a
 * retry must not store a message twice, even when the dead process committed it before dying).
 * Receivers are connected half to each process; a receiver whose process dies reconnects to the survivor
 * and fetches its conversation (missed events are recovered on reconnect, as the client does).
 *
 * Checks and prints: every message that got a 2xx is stored exactly once; no key is stored twice; every
 * acknowledged message reached its receiver (live or on reconnect).
 *
 * Environment: PAIRS (40), MESSAGES (1500), PARALLEL (30), KILL_AFTER (fraction of the burst, 0.4),
 * BENCH_DATABASE_URL, REDIS_URL (redis://127.0.0.1:6379). Exit code 0 when every check holds, 1 when one
 * fails, 2 on a crash.
 */
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { conversationIdFor, type Message } from '../../src/shared/contracts/messages';
import {
  BENCH_AUTH_SECRET,
  connectSocket,
  createBenchDatabase,
  positiveInt,
  postMessage,
  seedSignedInUsers,
  sleep,
  type BenchSocket,
  type BenchUser,
} from './lib/realtime-fixture';
import { startAppServer, type RunningServer } from './lib/server';
import { table } from './lib/stats';

const PAIRS = positiveInt(process.env.PAIRS, 40);
const MESSAGES = positiveInt(process.env.MESSAGES, 1500);
const PARALLEL = positiveInt(process.env.PARALLEL, 30);
const KILL_AFTER = Number(process.env.KILL_AFTER ?? 0.4);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const root = fileURLToPath(new URL('../..', import.meta.url));

interface Receiver {
  user: BenchUser;
  socket: BenchSocket | null;
  /** Texts this receiver has seen, live or recovered. */
  seen: Set<string>;
  /** Texts that arrived as `message:new` (the rest were recovered by the fetch after reconnecting). */
  live: Set<string>;
  reconnects: number;
}

async function main(): Promise<number> {
  const database = await createBenchDatabase(ADMIN_URL, `fault_msg_${process.pid}`);
  const common = {
    DATABASE_URL: database.url,
    BETTER_AUTH_SECRET: BENCH_AUTH_SECRET,
    REDIS_URL,
    LOG_LEVEL: 'error',
  };
  // One after the other: the first migrates and seeds the database.
  const a = await startAppServer(root, { ...common, DATA_DIR: `/tmp/fault-a-${process.pid}` });
  const b = await startAppServer(root, { ...common, DATA_DIR: `/tmp/fault-b-${process.pid}` });
  const servers: RunningServer[] = [a, b];
  let aAlive = true;
  try {
    const users = await seedSignedInUsers(database.url, PAIRS * 2, 'fault');
    const senders = users.filter((_, i) => i % 2 === 0);
    const receivers: Receiver[] = users
      .filter((_, i) => i % 2 === 1)
      .map((user) => ({ user, socket: null, seen: new Set(), live: new Set(), reconnects: 0 }));

    const origins = () => (aAlive ? [a.origin, b.origin] : [b.origin]);
    const attach = async (r: Receiver, origin: string) => {
      const socket = await connectSocket(origin, r.user);
      r.socket = socket;
      socket.on('message:new', (m: Message) => {
        if (m.receiverId === r.user.id) {
          r.seen.add(m.message);
          r.live.add(m.message);
        }
      });
      socket.on('disconnect', (reason) => {
        r.socket = null;
        if (reason !== 'io client disconnect') void reconnect(r);
      });
    };
    const reconnect = async (r: Receiver) => {
      for (let attempt = 0; attempt < 40; attempt++) {
        await sleep(1000 + Math.random() * 1000);
        try {
          await attach(r, b.origin);
          r.reconnects++;
          await recover(r);
          return;
        } catch {
          // survivor busy; try again
        }
      }
    };
    const recover = async (r: Receiver) => {
      const sender = senders[receivers.indexOf(r)]!;
      const id = conversationIdFor(sender.id, r.user.id);
      let before: number | undefined;
      for (;;) {
        const q = before ? `?limit=100&before=${before}` : '?limit=100';
        const res = await fetch(`${b.origin}/api/conversations/${id}/messages${q}`, {
          headers: { cookie: r.user.cookie },
        });
        if (res.status === 404) return; // no message yet
        const page = (await res.json()) as Message[];
        for (const m of page) r.seen.add(m.message);
        if (page.length < 100) return;
        before = page[0]!.id;
      }
    };
    await Promise.all(receivers.map((r, i) => attach(r, i % 2 === 0 ? a.origin : b.origin)));
    console.log(`two processes (${a.origin}, ${b.origin}) with Redis; ${PAIRS} pairs connected half to each`);

    const acked = new Map<string, { key: string; receiver: Receiver }>();
    const counts = { attempts: 0, firstTry2xx: 0, retried: 0, retry2xx: 0, failed: 0, non2xx: 0 };
    let next = 0;
    const killAt = Math.floor(MESSAGES * KILL_AFTER);
    const send = async (i: number) => {
      const pair = i % PAIRS;
      const sender = senders[pair]!;
      const receiver = receivers[pair]!;
      const text = `fault ${i} ${randomUUID()}`;
      const key = randomUUID();
      const list = origins();
      const origin = list[i % list.length]!;
      counts.attempts++;
      try {
        const res = await postMessage(origin, sender, receiver.user.id, text, key, AbortSignal.timeout(10_000));
        await res.arrayBuffer();
        if (res.status === 201) {
          counts.firstTry2xx++;
          acked.set(text, { key, receiver });
          return;
        }
        counts.non2xx++;
        return;
      } catch {
        // The process died under us: the message may or may not be stored. Retry with the same key.
      }
      counts.retried++;
      try {
        const res = await postMessage(b.origin, sender, receiver.user.id, text, key, AbortSignal.timeout(10_000));
        await res.arrayBuffer();
        if (res.status === 201) {
          counts.retry2xx++;
          acked.set(text, { key, receiver });
        } else counts.failed++;
      } catch {
        counts.failed++;
      }
    };
    await Promise.all(
      Array.from({ length: PARALLEL }, async () => {
        while (next < MESSAGES) {
          const i = next++;
          if (i === killAt && aAlive) {
            aAlive = false;
            a.child.kill('SIGKILL');
            console.log(`SIGKILL to ${a.origin} after ${i} of ${MESSAGES} sends were started`);
          }
          await send(i);
        }
      }),
    );

    // Let receivers of the dead process reconnect and recover, then recover everybody once more.
    const until = Date.now() + 60_000;
    while (Date.now() < until && receivers.some((r) => !r.socket)) await sleep(500);
    await sleep(2000);
    await Promise.all(receivers.map((r) => recover(r)));

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const keys = [...acked.values()].map((v) => v.key);
    const { rows } = await client.query<{ key: string; n: number }>(
      `SELECT idempotency_key AS key, count(*)::int AS n FROM messages WHERE idempotency_key = ANY($1::text[]) GROUP BY 1`,
      [keys],
    );
    const { rows: dupRows } = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (SELECT 1 FROM messages GROUP BY sender_id, idempotency_key HAVING count(*) > 1) d`,
    );
    const { rows: totalRows } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM messages');
    await client.end();
    const storedOnce = rows.filter((r) => r.n === 1).length;
    const missingInDb = keys.length - rows.length;
    const notReceived = [...acked.entries()].filter(([text, v]) => !v.receiver.seen.has(text)).length;
    const live = [...acked.entries()].filter(([text, v]) => v.receiver.live.has(text)).length;
    const reconnected = receivers.reduce((n, r) => n + (r.reconnects > 0 ? 1 : 0), 0);

    console.log(
      table([
        ['sends', '2xx first try', 'retried', '2xx on retry', 'failed', 'non-2xx'],
        [
          String(counts.attempts),
          String(counts.firstTry2xx),
          String(counts.retried),
          String(counts.retry2xx),
          String(counts.failed),
          String(counts.non2xx),
        ],
      ]),
    );
    console.log(
      table([
        [
          'acknowledged',
          'stored once',
          'missing in db',
          'duplicated keys',
          'rows in db',
          'received live',
          'not received',
          'receivers reconnected',
        ],
        [
          String(acked.size),
          String(storedOnce),
          String(missingInDb),
          String(dupRows[0]!.n),
          String(totalRows[0]!.n),
          String(live),
          String(notReceived),
          `${reconnected}/${receivers.length}`,
        ],
      ]),
    );
    for (const r of receivers) r.socket?.close();
    const ok = storedOnce === acked.size && missingInDb === 0 && dupRows[0]!.n === 0 && notReceived === 0;
    console.log(ok ? 'OK: every acknowledged message is stored once and reached its receiver' : 'FAILED');
    return ok ? 0 : 1;
  } finally {
    for (const r of servers) await r.stop(2000);
    await database.drop();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(2);
  },
);
