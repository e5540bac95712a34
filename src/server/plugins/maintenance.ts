/**
 * Planned maintenance (issue 22; docs/decisions/040-maintenance-windows.md): while a window is in
 * force, a write under /api by anyone without an admin type answers 503 `MAINTENANCE`, in the caller's
 * language with the window's end, and `Retry-After` (seconds until the end). Reads, admins, signing in
 * and out and unsubscribing go on (`refusesDuringMaintenance`). Cheap: only writes ask, and they ask
 * the process's in-memory schedule (`app.maintenance`), not the database.
 *
 * Registered after the access plugin: a visitor's write to a signed-in route still answers 401, and
 * `req.viewer` is known here.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { formatDateAndTime } from '@shared/reader-format';
import { AppError } from '../lib/errors';
import { requestLanguage } from '../lib/messages';
import { type MaintenanceSchedule, refusesDuringMaintenance } from '../modules/maintenance/maintenance.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The coming maintenance windows from memory, refreshed by the database (modules/maintenance). */
    maintenance: MaintenanceSchedule;
  }
}

async function maintenancePlugin(app: FastifyInstance) {
  app.addHook('onRequest', async (req, reply) => {
    const path = req.url.split('?', 1)[0]!;
    if (!refusesDuringMaintenance(req.method, path, req.viewer)) return;
    let window;
    try {
      window = await app.maintenance.at();
    } catch (err) {
      // The table could not be read (the database is down): the write would fail anyway, and a
      // refusal on a guess would be wrong the rest of the time.
      req.log.warn({ err }, 'maintenance schedule unreadable; write let through');
      return;
    }
    if (!window?.active) return;
    const end = new Date(window.endsAt);
    const lang = requestLanguage(req);
    const { date, time } = formatDateAndTime(end, lang, { weekday: true });
    reply.header('retry-after', String(Math.max(1, Math.ceil((end.getTime() - Date.now()) / 1000))));
    throw new AppError('MAINTENANCE', { params: { end: `${date} ${time}` } });
  });
}

export default fp(maintenancePlugin, { name: 'maintenance', dependencies: ['access'] });
