/**
 * Data export routes (issue 22; docs/decisions/039-data-export.md; contract
 * `src/shared/contracts/data-export.ts`). Thin: the user is always `req.viewer`, never an id from the
 * request; the download's token is the one credential besides the owner's session.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DATA_EXPORT_DOWNLOAD_PATH,
  DATA_EXPORT_LINK_PARAM,
  dataExportDownloadQuerySchema,
  dataExportStateSchema,
} from '@shared/contracts/data-export';
import { pageUrl } from '@shared/pages';
import { AppError } from '../../lib/errors';
import { requestLanguage } from '../../lib/messages';
import { signedIn } from '../../lib/viewer';
import { dataExportJob, findDownload, getDataExportState, requestDataExport } from './data-export.service';

/** Where a browser that opened a bad mail link is sent: the panel's data export card explains it. */
const linkProblemUrl = (outcome: 'expired' | 'invalid') =>
  pageUrl('userPanel', { tab: 'settings', query: { [DATA_EXPORT_LINK_PARAM]: outcome } });

export const dataExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user/data-export',
    { config: { access: 'authenticated' }, schema: { response: { 200: dataExportStateSchema } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return getDataExportState(app.db, signedIn(req.viewer).id);
    },
  );

  app.post(
    '/api/user/data-export',
    { config: { access: 'authenticated' }, schema: { response: { 202: dataExportStateSchema } } },
    async (req, reply) => {
      let state;
      try {
        state = await requestDataExport(app.db, signedIn(req.viewer).id, requestLanguage(req));
      } catch (error) {
        if (error instanceof AppError && error.code === 'DATA_EXPORT_TOO_SOON') {
          reply.header('retry-after', String(error.params.retryAfterSeconds));
        }
        throw error;
      }
      // After the commit (jobs/README: never inside an app transaction).
      await app.jobs.runSoon(dataExportJob);
      return reply.status(202).header('cache-control', 'no-store').send(state);
    },
  );

  app.get(
    DATA_EXPORT_DOWNLOAD_PATH,
    {
      config: { access: 'public', readsViewer: true, rateLimit: { key: 'ip', max: 30, window: 60 } },
      schema: { querystring: dataExportDownloadQuerySchema },
    },
    async (req, reply) => {
      let found;
      try {
        found = await findDownload(app.db, req.query.token, req.viewer?.id);
      } catch (error) {
        // A mail link opened in a browser gets a page, not a JSON body: the panel explains the problem.
        const code = error instanceof AppError ? error.code : undefined;
        if (
          (code === 'DATA_EXPORT_LINK_EXPIRED' || code === 'DATA_EXPORT_LINK_INVALID') &&
          wantsPage(req.headers.accept)
        ) {
          return reply.redirect(linkProblemUrl(code === 'DATA_EXPORT_LINK_EXPIRED' ? 'expired' : 'invalid'), 303);
        }
        throw error;
      }
      const body = await app.storage.get(found.objectKey);
      if (!body) throw new AppError('DATA_EXPORT_LINK_INVALID');
      reply
        .header('content-type', 'application/zip')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header('referrer-policy', 'no-referrer')
        .header('content-disposition', `attachment; filename="${found.fileName}"`);
      if (found.bytes > 0) reply.header('content-length', found.bytes);
      return reply.send(body);
    },
  );
};

/** True for a browser's navigation (it asks for HTML first), false for `fetch` and API clients. */
const wantsPage = (accept: string | undefined) => /text\/html/.test(accept ?? '');
