/**
 * One process per embedded database (STACK-NOTES: PGlite does not lock its directory; two processes
 * writing one PGlite directory corrupt it). The lock is a file, `DATA_DIR/db.lock`, created atomically
 * (`O_CREAT | O_EXCL`) and holding its owner's pid, host and a random token. A crash cannot leave it
 * stuck: a lock whose process is gone is stale and is taken over. On the same host liveness is
 * `process.kill(pid, 0)`; a lock written on another host (a container sharing the volume) cannot be
 * checked that way, so its owner refreshes the file's modification time every
 * {@link HEARTBEAT_MS} and it is stale once that is {@link STALE_AFTER_MS} old.
 */
import { randomBytes } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readFileSync, statSync, unlinkSync, utimesSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const HEARTBEAT_MS = 10_000;
const STALE_AFTER_MS = 3 * HEARTBEAT_MS;
/** A takeover file older than this was left by a process that died while clearing a stale lock. */
const TAKEOVER_STALE_MS = 10_000;

/** Another live process holds the data directory. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly lockFile: string,
    readonly owner: LockOwner,
  ) {
    super(
      `Data directory ${dataDir} is in use by process ${owner.pid} on ${owner.host} (lock file ${lockFile}). ` +
        'The embedded database allows one server process per DATA_DIR: stop that process, choose another ' +
        'DATA_DIR, or use DATABASE_URL (PostgreSQL) to run several processes.',
    );
    this.name = 'DataDirLockedError';
  }
}

/** What a lock file says about its owner. */
export interface LockOwner {
  pid: number;
  host: string;
  token: string;
}

/** A held lock; {@link DataDirLock.release} removes the file if it is still this process's. */
export interface DataDirLock {
  readonly lockFile: string;
  release(): void;
}

/** Lock files held by this process, so a second lock of one directory in one process fails too. */
const held = new Set<string>();

function readOwner(file: string): { owner: LockOwner; text: string } | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
  const [pid, host, token] = text.split('\n');
  return { owner: { pid: Number(pid), host: host ?? '', token: token ?? '' }, text };
}

/** True when the lock's owner may still be running. */
function ownerAlive(file: string, owner: LockOwner): boolean {
  if (owner.host !== hostname()) {
    try {
      return Date.now() - statSync(file).mtimeMs < STALE_AFTER_MS;
    } catch {
      return false;
    }
  }
  // Our own pid in a file we do not hold: a previous run of a process that had the same pid (pid 1 in
  // a restarted container), not us.
  if (!Number.isInteger(owner.pid) || owner.pid <= 0 || owner.pid === process.pid) return false;
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function createExclusive(file: string, text: string): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx', 0o600);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
  try {
    writeSync(fd, text);
  } finally {
    closeSync(fd);
  }
  return true;
}

/**
 * Removes the stale lock whose content was `staleText`, unless someone replaced it meanwhile. Only the
 * holder of the takeover file may do so: without it, two processes that both saw the same stale lock
 * could each delete the lock the other had just created, and both run.
 */
async function clearStale(file: string, staleText: string): Promise<void> {
  const takeover = `${file}.takeover`;
  if (!createExclusive(takeover, String(process.pid))) {
    try {
      if (Date.now() - statSync(takeover).mtimeMs > TAKEOVER_STALE_MS) unlinkSync(takeover);
    } catch {
      // gone meanwhile: fine
    }
    await sleep(50);
    return;
  }
  try {
    if (readOwner(file)?.text === staleText) unlinkSync(file);
  } finally {
    unlinkSync(takeover);
  }
}

/**
 * Takes the lock of a data directory for this process.
 *
 * @param dataDir the DATA_DIR (created if missing); the lock file is `${dataDir}/db.lock`.
 * @returns the held lock; call `release()` on shutdown (a crash needs no release: the next start sees
 *   the owner is gone).
 * @throws DataDirLockedError when a live process (this one included) holds it; its message names the
 *   directory, the owner's pid and host, and the lock file.
 * @throws on file-system errors (e.g. the directory is not writable).
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'db.lock');
  const me: LockOwner = { pid: process.pid, host: hostname(), token: randomBytes(8).toString('hex') };
  const text = `${me.pid}\n${me.host}\n${me.token}\n`;

  for (let attempt = 0; ; attempt++) {
    if (held.has(file)) throw new DataDirLockedError(dir, file, me);
    if (createExclusive(file, text)) break;
    const current = readOwner(file);
    if (!current) continue; // released between our two calls: try again
    if (ownerAlive(file, current.owner)) throw new DataDirLockedError(dir, file, current.owner);
    if (attempt >= 20) throw new Error(`Could not take over the stale lock ${file}`);
    await clearStale(file, current.text);
  }

  held.add(file);
  // Lets a process on another host (which cannot test our pid) see that we are alive.
  const heartbeat = setInterval(() => {
    try {
      const now = new Date();
      utimesSync(file, now, now);
    } catch {
      // The file is gone (removed by hand): nothing to refresh.
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();

  return {
    lockFile: file,
    release() {
      clearInterval(heartbeat);
      held.delete(file);
      try {
        if (readOwner(file)?.owner.token === me.token) unlinkSync(file);
      } catch {
        // Already gone: nothing to release.
      }
    },
  };
}
