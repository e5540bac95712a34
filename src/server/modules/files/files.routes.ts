/**
 * Upload and file-serving routes (spec §7 "Multipart" and "Other file types", §9; ARCHITECTURE.md,
 * files; docs/decisions/011-file-storage.md). Thin: the rules live in files.service.ts.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyError, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_UPLOAD_BYTES, UPLOAD_LIMITS_MB } from '../../../shared/constants';
import {
  UPLOAD_RULES,
  UPLOAD_URL_TTL_SECONDS,
  type UploadKind,
  uploadResponseSchema,
  uploadUrlRequestSchema,
  uploadUrlResponseSchema,
} from '../../../shared/contracts/files';
import { AppError } from '../../lib/errors';
import { requestLanguage, t } from '../../lib/messages';
import { isObjectName, objectKey } from '../../storage';
import { findPublicFile, openFileFor, type StoredFile, storeUpload } from './files.service';
import { createUploadToken, verifyUploadToken } from './upload-token';

export interface FilesRoutesOptions {
  /** Signs the upload URLs of POST /api/upload/url (the app's auth secret). */
  signingSecret: string;
}

/** The four multipart upload routes: kind, form field, visibility (spec §7, §9). */
const MULTIPART_UPLOADS: { path: string; field: string; kind: UploadKind; isPublic: boolean }[] = [
  { path: '/api/upload/profile-image', field: 'profileImage', kind: 'profile-image', isPublic: true },
  { path: '/api/upload/image', field: 'image', kind: 'image', isPublic: true },
  { path: '/api/upload/document', field: 'document', kind: 'document', isPublic: false },
  { path: '/api/upload/general', field: 'file', kind: 'general', isPublic: false },
];

/** Uploads per client address and minute: generous for a person, a brake for a script. */
const UPLOAD_RATE_LIMIT = { key: 'ip' as const, max: 120, window: 60 };

const noFile = (field: string) =>
  new AppError('VALIDATION_ERROR', { message: 'upload.noFile', fieldErrors: { [field]: ['upload.noFile'] } });

/**
 * An upload failure as an {@link AppError}, or null for errors the app's handler should answer (5xx,
 * validation with field errors, rate limits).
 */
function uploadErrorOf(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  const code = (error as FastifyError | undefined)?.code;
  // multipart's cut-off (a file part over the limit) and the raw PUT body over the limit.
  if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return new AppError('FILE_TOO_LARGE', { params: { n: UPLOAD_LIMITS_MB.default } });
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return new AppError('VALIDATION_ERROR', { message: 'upload.noFile' });
  return null;
}

/**
 * The headers of a served object: its type, `nosniff`, a `sandbox` CSP (an HTML or SVG that slipped
 * through could not run script on our origin), `attachment` for anything but an image, and caching
 * (public objects never change: immutable; private ones are not kept).
 */
function setObjectHeaders(
  reply: FastifyReply,
  file: Pick<StoredFile, 'mimeType' | 'originalName' | 'size'>,
  isPublic: boolean,
) {
  const csp = reply.getHeader('content-security-policy');
  reply
    .header('content-type', file.mimeType)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', csp ? `${String(csp)}; sandbox` : "default-src 'none'; sandbox")
    .header('cache-control', isPublic ? 'public, max-age=31536000, immutable' : 'private, no-store');
  if (file.size > 0) reply.header('content-length', file.size);
  if (!/^image\/(jpeg|png|gif|webp)$/.test(file.mimeType)) {
    const ascii = file.originalName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
    reply.header(
      'content-disposition',
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.originalName)}`,
    );
  }
}

/** Types of public objects that have no `files` row (written before rows existed), by extension. */
const LEGACY_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  txt: 'text/plain; charset=utf-8',
};

export const filesRoutes: FastifyPluginAsyncZod<FilesRoutesOptions> = async (app, opts) => {
  // Uploads: one scope whose failures answer `{success: false, error, message, code}` (spec §7).
  await app.register(async (untyped) => {
    const scope = untyped.withTypeProvider<ZodTypeProvider>();
    scope.setErrorHandler((error, req, reply) => {
      const appError = uploadErrorOf(error);
      if (!appError || appError.statusCode >= 500) throw error; // the app's handler logs and answers
      const text = t(requestLanguage(req), appError.messageKey, appError.params);
      return reply
        .status(appError.statusCode)
        .send({ success: false, error: text, message: text, code: appError.code });
    });

    for (const upload of MULTIPART_UPLOADS) {
      scope.post(
        upload.path,
        {
          config: { access: 'authenticated', rateLimit: UPLOAD_RATE_LIMIT },
          schema: { response: { 200: uploadResponseSchema } },
        },
        async (req) => {
          const part = await req.file({ limits: { fileSize: UPLOAD_RULES[upload.kind].maxMb * 1024 * 1024 } });
          if (!part || part.fieldname !== upload.field) throw noFile(upload.field);
          const data = await part.toBuffer();
          const stored = await storeUpload(app, {
            data,
            originalName: part.filename,
            kind: upload.kind,
            source: upload.isPublic ? 'profile' : 'object_storage_private',
            isPublic: upload.isPublic,
            uploadedBy: req.viewer!.id,
          });
          return { success: true as const, url: stored.url, id: stored.id, metadata: stored.metadata, error: null };
        },
      );
    }

    scope.post(
      '/api/upload/url',
      {
        config: { access: 'authenticated', rateLimit: UPLOAD_RATE_LIMIT },
        schema: { body: uploadUrlRequestSchema, response: { 200: uploadUrlResponseSchema } },
      },
      async (req) => {
        const fileId = randomUUID();
        const token = createUploadToken(opts.signingSecret, {
          userId: req.viewer!.id,
          fileId,
          expiresAt: Math.floor(Date.now() / 1000) + UPLOAD_URL_TTL_SECONDS,
          fileName: req.body.fileName,
        });
        return {
          uploadURL: `/api/upload/put/${token}?name=${encodeURIComponent(req.body.fileName)}`,
          key: fileId,
        };
      },
    );

    // The signed PUT: the raw body is the file, whatever Content-Type the client sends; its content is
    // checked like /api/upload/general. Its own scope, so no other parser (JSON) reads the body.
    await scope.register(async (rawScope) => {
      const raw = rawScope.withTypeProvider<ZodTypeProvider>();
      raw.removeAllContentTypeParsers();
      raw.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES }, (_req, body, done) =>
        done(null, body),
      );
      raw.put(
        '/api/upload/put/:token',
        {
          config: { access: 'authenticated', rateLimit: UPLOAD_RATE_LIMIT },
          schema: {
            params: z.object({ token: z.string().max(200) }),
            querystring: z.object({ name: z.string().min(1).max(255) }),
            response: { 200: uploadResponseSchema },
          },
        },
        async (req) => {
          const grant = verifyUploadToken(opts.signingSecret, req.params.token, req.query.name);
          const invalid = new AppError('INVALID_TOKEN', { message: 'upload.invalidUploadUrl' });
          if (!grant || grant.userId !== req.viewer!.id) throw invalid;
          const data = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
          const stored = await storeUpload(app, {
            id: grant.fileId,
            data,
            originalName: grant.fileName,
            kind: 'general',
            source: 'object_storage_private',
            isPublic: false,
            uploadedBy: grant.userId,
          }).catch((error: unknown) => {
            // The id is the row's primary key: a second PUT with the same token is refused.
            if (/duplicate key|unique/i.test(String((error as { cause?: unknown }).cause ?? error))) throw invalid;
            throw error;
          });
          return { success: true as const, url: stored.url, id: stored.id, metadata: stored.metadata, error: null };
        },
      );
    });
  });

  app.get(
    '/objects/:id',
    { config: { access: 'public', readsViewer: true }, schema: { params: z.object({ id: z.string().max(64) }) } },
    async (req, reply) => {
      const { file, body } = await openFileFor(app, req.params.id, req.viewer ?? null);
      setObjectHeaders(reply, file, false);
      return reply.send(body);
    },
  );

  app.get(
    '/public-objects/:fileName',
    { config: { access: 'public' }, schema: { params: z.object({ fileName: z.string().max(200) }) } },
    async (req, reply) => {
      const { fileName } = req.params;
      if (!isObjectName(fileName)) throw new AppError('NOT_FOUND');
      const row = await findPublicFile(app, fileName);
      const body = await app.storage.get(objectKey('public', fileName));
      if (!body) throw new AppError('NOT_FOUND');
      const ext = fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase();
      setObjectHeaders(
        reply,
        row ?? { mimeType: LEGACY_TYPES[ext] ?? 'application/octet-stream', originalName: fileName, size: 0 },
        true,
      );
      return reply.send(body);
    },
  );
};
