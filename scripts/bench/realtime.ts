/**
 * `npm run bench:realtime` (issue 10, "Benchmarks and faults"): the realtime socket under load.
 *
 * 1. Connects CLIENTS authenticated Socket.IO clients (default 1000) to the real server
 *    (`src/server/main.ts` as a child process, on a throw-away PostgreSQL database) and reads the server's
 *    resident memory before and after: memory per connected client.
 * 2. 1:1 messages at a steady RATE (messages/s) for DURATION seconds between fixed pairs of those clients:
 *    POST /api/messages by the sender, `message:new` on the receiver's socket; send-to-receive latency
 *    p50/p99 (goal: p99 under 100 ms at 1,000 clients) and the POST's own latency.
 * 3. The same CLIENTS as idle signed-in tabs for WINDOW seconds, twice: on push (sockets open, no HTTP),
 *    and under the spec's polling schedule with the sockets closed (spec §9: notification badge every 5 s,
 *    header notification list every 30 s, unread messages every 30 s; random phase per tab). Server HTTP
 *    requests/s and CPU seconds of each, and the ratio (goal: at least 20 times less load with push).
 *
 * Environment: CLIENTS (1000), RATE (100), DURATION (20), WINDOW (30), BENCH_DATABASE_URL (admin
 * connection, default postgres://postgres@127.0.0.1:5432/test). Needs PostgreSQL; prints figures only.
 * Exit code 0 when every message arrived and every request was 2xx, 1 otherwise, 2 on a crash.
 */
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { ms, quantile, table } from './lib/stats';
import {
  BENCH_AUTH_SECRET,
  connectMany,
  cpuSeconds,
  createBenchDatabase,
  positiveInt,
  postMessage,
  rssBytes,
  seedSignedInUsers,
  sleep,
  type BenchUser,
} from './lib/realtime-fixture';
import { startAppServer } from './lib/server';

const CLIENTS = positiveInt(process.env.CLIENTS, 1000);
const RATE = positiveInt(process.env.RATE, 100);
const DURATION_S = positiveInt(process.env.DURATION, 20);
const WINDOW_S = positiveInt(process.env.WINDOW, 30);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const root = fileURLToPath(new URL('../..', import.meta.url));

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main(): Promise<number> {
  const database = await createBenchDatabase(ADMIN_URL, `bench_rt_${process.pid}`);
  const server = await startAppServer(root, {
    DATABASE_URL: database.url,
    BETTER_AUTH_SECRET: BENCH_AUTH_SECRET,
    DATA_DIR: `/tmp/bench-rt-${process.pid}`,
    LOG_LEVEL: 'error',
  });
  const pid = server.child.pid!;
  const origin = server.origin;
  let failures = 0;
  try {
    const users = await seedSignedInUsers(database.url, CLIENTS);
    console.log(`server ${origin} (pid ${pid}); ${CLIENTS} signed-in users`);

    // 1. Memory per connected client.
    await sleep(2000);
    const rssBefore = rssBytes(pid);
    const t0 = performance.now();
    const sockets = await connectMany(origin, users);
    const connectSeconds = (performance.now() - t0) / 1000;
    await sleep(5000);
    const rssAfter = rssBytes(pid);
    console.log(
      `connected ${sockets.length} sockets in ${connectSeconds.toFixed(1)} s; server RSS ${mb(rssBefore)} → ${mb(rssAfter)}, ` +
        `${((rssAfter - rssBefore) / sockets.length / 1024).toFixed(1)} KB per client`,
    );

    // 2. Steady 1:1 messages between pairs (2i sends to 2i+1 and back).
    const pending = new Map<string, number>();
    const latencies: number[] = [];
    const postLatencies: number[] = [];
    const socketOf = new Map(users.map((u, i) => [u.id, sockets[i]]));
    sockets.forEach((socket) =>
      socket.on('message:new', (m) => {
        const sentAt = pending.get(m.message);
        if (sentAt !== undefined) {
          // Only the receiver's copy counts (the sender's own socket gets the message too).
          if (socketOf.get(m.receiverId) === socket) {
            latencies.push(performance.now() - sentAt);
            pending.delete(m.message);
          }
        }
      }),
    );
    const pairs = Math.floor(CLIENTS / 2);
    const total = RATE * DURATION_S;
    const inFlight: Promise<void>[] = [];
    let sent = 0;
    let httpErrors = 0;
    const start = performance.now();
    for (let i = 0; i < total; i++) {
      const due = start + (i * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      const pair = i % pairs;
      const forward = Math.floor(i / pairs) % 2 === 0;
      const sender = users[2 * pair + (forward ? 0 : 1)]!;
      const receiver = users[2 * pair + (forward ? 1 : 0)]!;
      const text = `bench ${i} ${randomUUID()}`;
      const sentAt = performance.now();
      pending.set(text, sentAt);
      inFlight.push(
        postMessage(origin, sender, receiver.id, text, randomUUID()).then(
          async (res) => {
            postLatencies.push(performance.now() - sentAt);
            if (res.status !== 201) {
              httpErrors++;
              pending.delete(text);
              if (httpErrors <= 3) console.error(`POST /api/messages ${res.status}: ${await res.text()}`);
            } else await res.arrayBuffer();
          },
          (err: unknown) => {
            httpErrors++;
            pending.delete(text);
            if (httpErrors <= 3) console.error(err);
          },
        ),
      );
      sent++;
    }
    await Promise.all(inFlight);
    const drainUntil = performance.now() + 10_000;
    while (pending.size > 0 && performance.now() < drainUntil) await sleep(100);
    const lost = pending.size;
    failures += lost + httpErrors;
    console.log('\nmessages at a steady rate');
    console.log(
      table([
        [
          'clients',
          'rate/s',
          'sent',
          'received',
          'lost',
          'http errors',
          'POST p50',
          'POST p99',
          'deliver p50',
          'deliver p99',
        ],
        [
          String(sockets.length),
          String(RATE),
          String(sent),
          String(latencies.length),
          String(lost),
          String(httpErrors),
          ms(quantile(postLatencies, 0.5)),
          ms(quantile(postLatencies, 0.99)),
          ms(quantile(latencies, 0.5)),
          ms(quantile(latencies, 0.99)),
        ],
      ]),
    );

    // 3a. Idle tabs on push: sockets open, no HTTP.
    await sleep(3000);
    const pushCpu0 = cpuSeconds(pid);
    await sleep(WINDOW_S * 1000);
    const pushCpu = cpuSeconds(pid) - pushCpu0;
    for (const s of sockets) s.close();

    // 3b. Idle tabs under the spec's polling schedule (sockets closed).
    await sleep(3000);
    const pollCpu0 = cpuSeconds(pid);
    const polled = await pollIdleTabs(origin, users, WINDOW_S * 1000);
    const pollCpu = cpuSeconds(pid) - pollCpu0;
    failures += polled.errors;
    console.log(`\n${CLIENTS} idle signed-in tabs for ${WINDOW_S} s`);
    console.log(
      table([
        ['mode', 'HTTP requests', 'requests/s', 'server CPU s', 'CPU % of a core'],
        ['push (socket)', '0', '0.0', pushCpu.toFixed(2), `${((pushCpu / WINDOW_S) * 100).toFixed(1)} %`],
        [
          'polling (spec §9)',
          String(polled.requests),
          (polled.requests / WINDOW_S).toFixed(1),
          pollCpu.toFixed(2),
          `${((pollCpu / WINDOW_S) * 100).toFixed(1)} %`,
        ],
      ]),
    );
    console.log(
      `CPU ratio polling / push: ${(pollCpu / Math.max(pushCpu, 0.01)).toFixed(1)}× ` +
        `(push CPU below the 0.01 s resolution counts as 0.01 s); polling errors: ${polled.errors}`,
    );
  } finally {
    await server.stop();
    await database.drop();
  }
  return failures === 0 ? 0 : 1;
}

/** Each tab polls the three header calls of spec §7/§9 with a random phase; returns counts. */
async function pollIdleTabs(origin: string, users: readonly BenchUser[], windowMs: number) {
  const schedule = [
    { path: '/api/notifications/unread-count', every: 5_000 },
    { path: '/api/notifications?page=1&limit=10', every: 30_000 },
    { path: '/api/messages/unread-count', every: 30_000 },
  ];
  let requests = 0;
  let errors = 0;
  const end = Date.now() + windowMs;
  const timers: NodeJS.Timeout[] = [];
  const inFlight = new Set<Promise<void>>();
  for (const user of users) {
    for (const call of schedule) {
      const fire = () => {
        if (Date.now() >= end) return;
        const p = fetch(`${origin}${call.path}`, { headers: { cookie: user.cookie } })
          .then(async (res) => {
            requests++;
            if (!res.ok) errors++;
            await res.arrayBuffer();
          })
          .catch(() => {
            errors++;
          })
          .finally(() => inFlight.delete(p));
        inFlight.add(p);
      };
      const phase = Math.random() * call.every;
      timers.push(
        setTimeout(() => {
          fire();
          timers.push(setInterval(fire, call.every));
        }, phase),
      );
    }
  }
  await sleep(windowMs);
  timers.forEach((t) => clearTimeout(t));
  await Promise.all(inFlight);
  return { requests, errors };
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(2);
  },
);
