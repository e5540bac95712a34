/**
 * A throw-away `redis-server` for tests that stop and start Redis (the shared one must not be stopped).
 * Without `redis-server` on PATH such a test fails under CI=true and is skipped elsewhere.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { vi } from 'vitest';
import { reachable } from './sockets';

/** The `redis-server` binary, or undefined when it is not installed. */
export const redisServer = (() => {
  try {
    return execFileSync('which', ['redis-server'], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
})();

/**
 * Throws under CI=true when `redis-server` is missing, else warns that `file` is skipped.
 * @returns true when the tests can run
 */
export function requireRedisServer(file: string): boolean {
  if (!redisServer && process.env.CI === 'true') throw new Error('redis-server is required under CI=true');
  if (!redisServer) console.warn(`${file} skipped: no redis-server on PATH`);
  return Boolean(redisServer);
}

/** A TCP port free on 127.0.0.1 now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

/** Starts a throw-away redis-server (no persistence) and resolves once it accepts connections. */
export async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    redisServer!,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  await vi.waitFor(
    async () => {
      if (!(await reachable(`redis://127.0.0.1:${port}`))) throw new Error('redis-server not up yet');
    },
    { timeout: 60_000, interval: 100 },
  );
  return child;
}

/** Stops it (SIGTERM) and waits for the exit. */
export async function stopRedis(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}
