/**
 * One process per data directory (issue 7): a second server process on the same DATA_DIR exits
 * non-zero naming the directory, and a lock left by a killed process does not block the next start.
 * Child processes run the real lock (and the real `main.ts`), since a lock only means something across
 * processes.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const lockModule = fileURLToPath(new URL('./data-dir-lock.ts', import.meta.url));
const mainModule = fileURLToPath(new URL('../main.ts', import.meta.url));
const root = fileURLToPath(new URL('../../..', import.meta.url));

let dir: string;
const children: ChildProcess[] = [];
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'epp-lock-'));
});
afterEach(() => {
  for (const c of children.splice(0)) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

interface Run {
  child: ChildProcess;
  output: () => string;
  /** Resolves when the output contains `text`. */
  waitFor: (text: string, ms?: number) => Promise<void>;
  exited: Promise<number | null>;
}

function run(args: string[], env: Record<string, string> = {}): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  const listeners = new Set<() => void>();
  const onData = (d: Buffer) => {
    out += d.toString();
    for (const l of listeners) l();
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
  return {
    child,
    output: () => out,
    exited,
    waitFor: (text, ms = 20_000) =>
      new Promise<void>((res, rej) => {
        const check = () => {
          if (out.includes(text)) {
            listeners.delete(check);
            clearTimeout(timer);
            res();
          }
        };
        const timer = setTimeout(() => rej(new Error(`no "${text}" within ${ms} ms; output:\n${out}`)), ms);
        listeners.add(check);
        void exited.then(() => setTimeout(() => rej(new Error(`exited without "${text}"; output:\n${out}`)), 50));
        check();
      }),
  };
}

/** A child that takes the lock of `dir`, says LOCKED (or the error), and holds it until killed. */
function holder(target: string): Run {
  const script = `
    import { lockDataDir } from ${JSON.stringify(lockModule)};
    try { await lockDataDir(${JSON.stringify(target)}); console.log('LOCKED ' + process.pid); setInterval(() => {}, 1000); }
    catch (err) { console.log('REFUSED ' + err.message); process.exit(3); }`;
  return run(['--input-type=module', '-e', script]);
}

describe('one server process per DATA_DIR', () => {
  it('makes a second server on the same DATA_DIR exit non-zero with a message naming the directory', async () => {
    const first = holder(dir);
    await first.waitFor('LOCKED');
    const second = run([mainModule], {
      DATA_DIR: dir,
      DATABASE_URL: '',
      NODE_ENV: 'development',
      PORT: String(40_000 + Math.floor(Math.random() * 20_000)),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
    });
    const code = await Promise.race([
      second.exited,
      new Promise<'running'>((r) => setTimeout(() => r('running'), 45_000)),
    ]);
    expect(code, second.output()).not.toBe('running');
    expect(code).not.toBe(0);
    expect(second.output()).toContain(dir);
    expect(second.output()).toContain(`process ${first.child.pid}`);
    // The first one still holds it, untouched.
    expect(readFileSync(join(dir, 'db.lock'), 'utf8')).toContain(String(first.child.pid));
  }, 60_000);

  it('does not let a lock left by a killed process (SIGKILL) block the next start', async () => {
    const crashed = holder(dir);
    await crashed.waitFor('LOCKED');
    crashed.child.kill('SIGKILL');
    await crashed.exited;
    expect(readFileSync(join(dir, 'db.lock'), 'utf8')).toContain(String(crashed.child.pid)); // left behind
    const next = holder(dir);
    await next.waitFor(`LOCKED ${next.child.pid}`);
  }, 60_000);

  it('lets exactly one of several processes take over the same stale lock', async () => {
    writeFileSync(join(dir, 'db.lock'), `999999999\n${hostname()}\nstale\n`);
    const racers = Array.from({ length: 3 }, () => holder(dir));
    // Each racer either says LOCKED and keeps running, or says REFUSED and exits.
    await Promise.all(racers.map((r) => Promise.race([r.waitFor('LOCKED', 30_000).catch(() => undefined), r.exited])));
    const winners = racers.filter((r) => r.output().includes('LOCKED'));
    expect(winners, racers.map((r) => r.output()).join('\n')).toHaveLength(1);
    expect(racers.filter((r) => r.output().includes('REFUSED'))).toHaveLength(2);
  }, 60_000);
});

describe('lockDataDir in one process', () => {
  it('refuses a second lock of the same directory, naming it, until released', async () => {
    const lock = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toThrow(DataDirLockedError);
    await expect(lockDataDir(join(dir, '.'))).rejects.toThrow(dir);
    lock.release();
    (await lockDataDir(dir)).release();
  });

  it('takes over a lock holding its own pid that it does not hold (a restarted container reuses pid 1)', async () => {
    writeFileSync(join(dir, 'db.lock'), `${process.pid}\n${hostname()}\nold-run\n`);
    const lock = await lockDataDir(dir);
    expect(readFileSync(lock.lockFile, 'utf8')).not.toContain('old-run');
    lock.release();
  });

  it('respects a fresh lock from another host and takes over one whose heartbeat stopped', async () => {
    const file = join(dir, 'db.lock');
    writeFileSync(file, `1234\nother-host\nremote\n`);
    await expect(lockDataDir(dir)).rejects.toThrow(/process 1234 on other-host/);
    const old = new Date(Date.now() - 60_000);
    utimesSync(file, old, old);
    const lock = await lockDataDir(dir);
    expect(readFileSync(file, 'utf8')).toContain(hostname());
    lock.release();
  });

  it('removes only its own lock file on release', async () => {
    const lock = await lockDataDir(dir);
    writeFileSync(lock.lockFile, `4321\n${hostname()}\nsomeone-else\n`);
    lock.release();
    expect(readFileSync(lock.lockFile, 'utf8')).toContain('someone-else');
  });
});
