import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { backupRequestSchema, backupResponseSchema } from '@shared/contracts/backups';
import { bearerMatches } from '../../lib/bearer';
import { AppError } from '../../lib/errors';
import { takeBackup } from './backups.service';

/** Options of {@link backupsRoutes}. */
export interface BackupsRoutesOptions {
  /**
   * The control token `main.ts` writes to DATA_DIR/backup-control.json (mode 0600) for the embedded
   * database; without it the route does not exist (PostgreSQL: `npm run backup` runs pg_dump itself).
   */
  controlToken?: string;
}

/**
 * POST /api/internal/backups (issue 23; docs/decisions/034-backups.md): `npm run backup` asks the
 * running embedded server for a backup, since only the process that holds the PGlite database may
 * read it. Authorised by `Authorization: Bearer <control token>`, a secret only someone who can read
 * DATA_DIR has (and who could copy the data anyway); 401 otherwise, 404 when the server has no
 * control token. 201 with the archive; 500 when the backup fails (logged, nothing recorded).
 */
export const backupsRoutes: FastifyPluginAsyncZod<BackupsRoutesOptions> = async (app, opts) => {
  const token = opts.controlToken;
  if (!token) return;
  app.post(
    '/api/internal/backups',
    {
      config: { access: 'public' },
      schema: { body: backupRequestSchema, response: { 201: backupResponseSchema } },
    },
    async (req, reply) => {
      if (!bearerMatches(req.headers.authorization, token)) throw new AppError('UNAUTHORIZED');
      const summary = await takeBackup(app, { dir: req.body.dir });
      reply.code(201);
      return summary;
    },
  );
};
