/**
 * Health checks shared by the public status (spec §2 /sys-status, §3 Public status), the admin system
 * status (spec §3 System status response) and the incident monitor (PRODUCT-DECISIONS 21), so all three
 * agree. Thresholds from spec §9: memory warning above 80 %, disk warning above 70 %; database latency
 * above 500 ms is a warning and no answer within 3 s an error.
 */
import { statfs } from 'node:fs/promises';
import os from 'node:os';
import type { Health, PublicStatus } from '../../../shared/contracts/system-status';
import type { Database } from '../../db/client';

export const DB_WARNING_MS = 500;
export const DB_TIMEOUT_MS = 3000;
/** Memory use (percent of the machine's memory) above which memory is a warning (spec §9), and an error. */
export const MEMORY_WARNING_PERCENT = 80;
export const MEMORY_ERROR_PERCENT = 95;
/** Disk use (percent of the data directory's file system) above which storage is a warning (spec §9), and an error. */
export const DISK_WARNING_PERCENT = 70;
export const DISK_ERROR_PERCENT = 95;
/** CPU use above which the CPU is shown as high (spec §9). */
export const CPU_HIGH_PERCENT = 70;

/** A check's result: its health and the measured figure (ms for the database, percent for memory and disk; null when unmeasurable). */
export interface CheckResult {
  health: Health;
  value: number | null;
}

const round1 = (x: number) => Math.round(x * 10) / 10;

/** Pings the database. Never throws: no answer within {@link DB_TIMEOUT_MS} or a failure is `error`; value in ms. */
export async function checkDatabase(database: Pick<Database, 'ping'>): Promise<CheckResult> {
  try {
    const ms = await Promise.race([
      database.ping(),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), DB_TIMEOUT_MS).unref()),
    ]);
    return { health: ms > DB_WARNING_MS ? 'warning' : 'healthy', value: round1(ms) };
  } catch {
    return { health: 'error', value: null };
  }
}

/** Memory in use on this machine, percent (MemAvailable-based on Linux). */
export function memoryPercent(): number {
  const total = os.totalmem();
  return round1(((total - os.freemem()) / total) * 100);
}

/** Classifies a memory use percent (spec §9: warning above 80 %). */
export function memoryHealth(percent: number): Health {
  return percent > MEMORY_ERROR_PERCENT ? 'error' : percent > MEMORY_WARNING_PERCENT ? 'warning' : 'healthy';
}

/** Checks memory now; value in percent. */
export function checkMemory(percent = memoryPercent()): CheckResult {
  return { health: memoryHealth(percent), value: percent };
}

/** Used space of the file system holding `dir`, percent; rejects when it cannot be read. */
export async function diskPercent(dir: string): Promise<number> {
  const s = await statfs(dir);
  if (s.blocks === 0) return 0;
  return round1(((s.blocks - s.bavail) / s.blocks) * 100);
}

/** Classifies a disk use percent (spec §9: warning above 70 %). */
export function diskHealth(percent: number): Health {
  return percent > DISK_ERROR_PERCENT ? 'error' : percent > DISK_WARNING_PERCENT ? 'warning' : 'healthy';
}

/** Checks the storage (data directory's disk). Never throws: an unreadable directory is `error`; value in percent. */
export async function checkStorage(
  dir: string,
  read: (d: string) => Promise<number> = diskPercent,
): Promise<CheckResult> {
  try {
    const percent = await read(dir);
    return { health: diskHealth(percent), value: percent };
  } catch {
    return { health: 'error', value: null };
  }
}

/** The worst of several healths (error over warning over healthy). */
export function worst(...hs: Health[]): Health {
  return hs.includes('error') ? 'error' : hs.includes('warning') ? 'warning' : 'healthy';
}

/** Checks the database now for the public page (API and database only, spec §2). Never throws. */
export async function publicStatus(database: Pick<Database, 'ping'>): Promise<PublicStatus> {
  const db = await checkDatabase(database);
  return {
    status: db.health,
    uptime: Math.round(process.uptime()),
    lastChecked: new Date().toISOString(),
    services: { api: 'healthy', database: db.health },
  };
}

/** Every service the incident monitor watches, checked now. Never throws. */
export async function monitoredHealth(
  database: Pick<Database, 'ping'>,
  dataDir: string,
): Promise<{ services: { database: Health; memory: Health; storage: Health } }> {
  const [db, storage] = await Promise.all([checkDatabase(database), checkStorage(dataDir)]);
  return { services: { database: db.health, memory: checkMemory().health, storage: storage.health } };
}
