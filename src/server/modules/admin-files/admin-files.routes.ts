/**
 * Admin file management routes (spec §2 File management, §5, §8 Files, §9; issue 11). Thin: the
 * rules live in admin-files.service.ts and files.service.ts.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_UPLOAD_MAX_MB,
  adminFileListQuerySchema,
  adminFileListSchema,
  adminFileParamsSchema,
  adminFileSchema,
  adminFileVisibilitySchema,
} from '@shared/contracts/admin-files';
import { AppError } from '../../lib/errors';
import { deleteAdminFile, listAdminFiles, setAdminFileVisibility, uploadAdminFile } from './admin-files.service';
import { signedIn } from '../../lib/viewer';

/** 'Lütfen bir dosya seçin.' on the `file` field (spec §5). */
const noFile = () =>
  new AppError('VALIDATION_ERROR', { message: 'files.noFile', fieldErrors: { file: ['files.noFile'] } });

/** Values of the `makePublic` form field that mean yes (a checkbox or a switch sends one of these). */
const YES = new Set(['true', '1', 'on', 'yes']);

/**
 * Reads `{file, makePublic}` of the multipart upload, fields in any order; other parts are dropped.
 * A file over {@link ADMIN_UPLOAD_MAX_MB} is cut off by multipart (413 FILE_TOO_LARGE).
 * @throws AppError VALIDATION_ERROR (`files.noFile`) when the request has no `file` part
 */
async function readUpload(req: FastifyRequest): Promise<{ data: Buffer; originalName: string; isPublic: boolean }> {
  if (!req.isMultipart()) throw noFile();
  let file: { data: Buffer; originalName: string } | undefined;
  let isPublic = false;
  for await (const part of req.parts({ limits: { fileSize: ADMIN_UPLOAD_MAX_MB * 1024 * 1024, files: 1 } })) {
    if (part.type === 'file') {
      const data = await part.toBuffer();
      if (part.fieldname === 'file') file = { data, originalName: part.filename || 'file' };
    } else if (part.fieldname === 'makePublic' && typeof part.value === 'string') {
      isPublic = YES.has(part.value.trim().toLowerCase());
    }
  }
  if (!file) throw noFile();
  return { ...file, isPublic };
}

/** Admin file management: list, stats, upload, public/private, delete (spec §2 File management; issue 11). */
export const adminFilesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/files',
    {
      config: { access: 'admin' },
      schema: { querystring: adminFileListQuerySchema, response: { 200: adminFileListSchema } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return listAdminFiles(app.db, req.query);
    },
  );

  app.post(
    '/api/admin/files/upload',
    { config: { access: 'admin' }, schema: { response: { 201: adminFileSchema } } },
    async (req, reply) => {
      const created = await uploadAdminFile(app, signedIn(req.viewer).id, await readUpload(req));
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/api/admin/files/:id/public',
    {
      config: { access: 'admin' },
      schema: { params: adminFileParamsSchema, body: adminFileVisibilitySchema, response: { 200: adminFileSchema } },
    },
    async (req) => setAdminFileVisibility(app, signedIn(req.viewer).id, req.params.id, req.body.isPublic),
  );

  app.delete(
    '/api/admin/files/:id',
    { config: { access: 'admin' }, schema: { params: adminFileParamsSchema } },
    async (req, reply) => {
      await deleteAdminFile(app, signedIn(req.viewer).id, req.params.id);
      return reply.status(204).send();
    },
  );
};
