/**
 * Starting and stopping the real server (`src/server/main.ts`) as a child process for the web
 * benchmark: a free port, a fresh DATA_DIR, and a wait until the public status route answers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** Asks the OS for a free TCP port on 127.0.0.1 (there is a small race until the server binds it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  child: ChildProcess;
  origin: string;
  /** Sends SIGTERM (graceful shutdown), then SIGKILL after `graceMs`; resolves when the process is gone. */
  stop(graceMs?: number): Promise<void>;
}

/**
 * Spawns `node --import tsx src/server/main.ts` and waits until GET /api/system-status/public is 2xx.
 * @param cwd the project root.
 * @param env variables added to the current environment (PORT, DATA_DIR…).
 * @param timeoutMs how long to wait for readiness (first start runs migrations and seeds).
 * @throws Error when the process exits early or is not ready in time (the process is killed).
 */
export async function startAppServer(
  cwd: string,
  env: Record<string, string>,
  timeoutMs = 180_000,
): Promise<RunningServer> {
  const port = env.PORT ?? String(await freePort());
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env, PORT: port },
  });
  const stop = (graceMs = 10_000) =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const kill = setTimeout(() => child.kill('SIGKILL'), graceMs);
      child.once('exit', () => {
        clearTimeout(kill);
        resolve();
      });
      child.kill('SIGTERM');
    });

  let exited: number | null | undefined;
  child.once('exit', (code) => (exited = code));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited !== undefined) throw new Error(`server exited with code ${exited} before it was ready`);
    try {
      const res = await fetch(`${origin}/api/system-status/public`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return { child, origin, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  await stop(2000);
  throw new Error(`server not ready on ${origin} after ${timeoutMs / 1000} s`);
}
