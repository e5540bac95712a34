/**
 * Shared setup of the realtime benchmark and the message fault run (issue 10): a throw-away
 * PostgreSQL database, many signed-in users without paying for a thousand password hashes, socket
 * clients, and readings of a server process's CPU time and memory from /proc.
 *
 * Sessions are written straight into `sessions` and their cookie signed the way better-auth signs it
 * (HMAC-SHA256 of the token with BETTER_AUTH_SECRET, base64, `token.signature`, URL-encoded), so the
 * server authenticates them exactly as it does a browser's cookie.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '../../../src/shared/contracts/realtime';

/** Secret of the bench servers (32+ characters, never a production value). */
export const BENCH_AUTH_SECRET = 'bench-only-secret-0123456789-abcdefghijklmnop';
const COOKIE_NAME = 'epp.session_token';

export type BenchSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface BenchUser {
  id: number;
  email: string;
  /** `epp.session_token=…` for the `cookie` header. */
  cookie: string;
}

/** A fresh database next to `adminUrl`; `drop()` removes it (connections are closed first). */
export async function createBenchDatabase(
  adminUrl: string,
  name: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

function signedCookie(token: string): string {
  const signature = createHmac('sha256', BENCH_AUTH_SECRET).update(token).digest('base64');
  return `${COOKIE_NAME}=${encodeURIComponent(`${token}.${signature}`)}`;
}

/**
 * Inserts `count` verified users of type `user` and one live session each (the server must have
 * migrated the database already).
 */
export async function seedSignedInUsers(databaseUrl: string, count: number, prefix = 'bench'): Promise<BenchUser[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const users: BenchUser[] = [];
  try {
    for (let start = 0; start < count; start += 500) {
      const n = Math.min(500, count - start);
      const emails = Array.from({ length: n }, (_, i) => `${prefix}${start + i}@bench.example.com`);
      const { rows } = await client.query<{ id: number; email: string }>(
        `INSERT INTO users (name, email, email_verified, first_name, last_name)
         SELECT 'Bench ' || e, e, true, 'Bench', e FROM unnest($1::text[]) AS e
         RETURNING id, email`,
        [emails],
      );
      const tokens = rows.map(() => randomBytes(24).toString('base64url'));
      await client.query(
        `INSERT INTO sessions (token, user_id, expires_at)
         SELECT t, u, now() + interval '1 day' FROM unnest($1::text[], $2::int[]) AS x(t, u)`,
        [tokens, rows.map((r) => r.id)],
      );
      rows.forEach((r, i) => users.push({ id: r.id, email: r.email, cookie: signedCookie(tokens[i]!) }));
    }
  } finally {
    await client.end();
  }
  return users;
}

/**
 * Opens an authenticated socket (websocket transport, cookie and Origin headers as a browser sends
 * them) and resolves once connected.
 * @throws Error on `connect_error` or after `timeoutMs`
 */
export function connectSocket(origin: string, user: BenchUser, timeoutMs = 20_000): Promise<BenchSocket> {
  return new Promise((resolve, reject) => {
    const socket: BenchSocket = io(origin, {
      transports: ['websocket'],
      extraHeaders: { cookie: user.cookie, origin },
      reconnection: false,
      timeout: timeoutMs,
    });
    const timer = setTimeout(() => {
      socket.close();
      reject(new Error(`socket of ${user.email} did not connect in ${timeoutMs} ms`));
    }, timeoutMs);
    socket.once('connect', () => {
      clearTimeout(timer);
      resolve(socket);
    });
    socket.once('connect_error', (err) => {
      clearTimeout(timer);
      socket.close();
      reject(err);
    });
  });
}

/** Connects many sockets, `parallel` at a time. */
export async function connectMany(origin: string, users: readonly BenchUser[], parallel = 50): Promise<BenchSocket[]> {
  const sockets: BenchSocket[] = new Array(users.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < users.length) {
        const i = next++;
        sockets[i] = await connectSocket(origin, users[i]!);
      }
    }),
  );
  return sockets;
}

const CLOCK_TICKS_PER_S = 100;

/** User + system CPU seconds a process has used so far (Linux /proc). */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields after the command name: state is index 0, utime 11, stime 12.
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_S;
}

/** Resident memory of a process in bytes (Linux /proc). */
export function rssBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  return Number(kb) * 1024;
}

/** Sends a message as `sender`. */
export async function postMessage(
  origin: string,
  sender: BenchUser,
  recipientId: number,
  message: string,
  idempotencyKey: string,
  signal?: AbortSignal,
): Promise<Response> {
  return fetch(`${origin}/api/messages`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: sender.cookie,
      origin,
      'idempotency-key': idempotencyKey,
    },
    body: JSON.stringify({ message, recipientId }),
    signal,
  });
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function positiveInt(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}
