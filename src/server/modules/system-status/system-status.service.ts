/**
 * Public system status (spec §2 /sys-status, §3 Public status): a real database round trip and the
 * process uptime. Database latency above 500 ms counts as a warning; no answer within 3 s as an error.
 */
import type { Health, PublicStatus } from '../../../shared/contracts/system-status';
import type { Database } from '../../db/client';

export const DB_WARNING_MS = 500;
export const DB_TIMEOUT_MS = 3000;

/** Checks the database now. Never throws: a failed check is reported as `error`. */
export async function publicStatus(database: Pick<Database, 'ping'>): Promise<PublicStatus> {
  let dbHealth: Health;
  try {
    const ms = await Promise.race([
      database.ping(),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), DB_TIMEOUT_MS).unref()),
    ]);
    dbHealth = ms > DB_WARNING_MS ? 'warning' : 'healthy';
  } catch {
    dbHealth = 'error';
  }
  return {
    status: dbHealth,
    uptime: Math.round(process.uptime()),
    lastChecked: new Date().toISOString(),
    services: { api: 'healthy', database: dbHealth },
  };
}
