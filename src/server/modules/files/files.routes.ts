/**
 * Upload and file-serving routes (spec §7 "Multipart" and "Other file types", §9; ARCHITECTURE.md,
 * files; docs/decisions/011-file-storage.md). Thin: the rules live in files.service.ts.
 */
import type { FastifyError, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_UPLOAD_BYTES, UPLOAD_LIMITS_MB } from '@shared/constants';
import {
  objectIdParamsSchema,
  publicObjectParamsSchema,
  UPLOAD_RULES,
  type UploadKind,
  uploadPutParamsSchema,
  uploadPutQuerySchema,
  uploadResponseSchema,
  uploadUrlRequestSchema,
  uploadUrlResponseSchema,
} from '@shared/contracts/files';
import { CHAT_UPLOAD_RULE, chatAcceptedTypesLabel, UPLOAD_PURPOSES } from '@shared/upload-rules';
import { AppError } from '../../lib/errors';
import { requestLanguage, t } from '../../lib/messages';
import {
  createUploadUrl,
  openFileFor,
  openPublicObject,
  type OpenedObject,
  type StoredFile,
  storeSignedUpload,
  storeUpload,
} from './files.service';
import { signedIn } from '../../lib/viewer';

export interface FilesRoutesOptions {
  /** Signs the upload URLs of POST /api/upload/url (the app's auth secret). */
  signingSecret: string;
}

/**
 * The four multipart upload routes: kind, form field, visibility (spec §7, §9); `purposes` when the
 * route takes `?purpose=` (general: `chat` for a chat attachment, issue 10).
 */
const MULTIPART_UPLOADS: { path: string; field: string; kind: UploadKind; isPublic: boolean; purposes?: true }[] = [
  { path: '/api/upload/profile-image', field: 'profileImage', kind: 'profile-image', isPublic: true },
  { path: '/api/upload/image', field: 'image', kind: 'image', isPublic: true },
  { path: '/api/upload/document', field: 'document', kind: 'document', isPublic: false },
  { path: '/api/upload/general', field: 'file', kind: 'general', isPublic: false, purposes: true },
];

/** `?purpose=chat` of /api/upload/general; absent: the plain general upload. */
const uploadPurposeQuerySchema = z.object({ purpose: z.enum(UPLOAD_PURPOSES).optional() });

/** Uploads per client address and minute: generous for a person, a brake for a script. */
const UPLOAD_RATE_LIMIT = { key: 'ip' as const, max: 120, window: 60 };

const noFile = (field: string) =>
  new AppError('VALIDATION_ERROR', { message: 'files.noFile', fieldErrors: { [field]: ['files.noFile'] } });

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
    return new AppError('VALIDATION_ERROR', { message: 'files.noFile' });
  return null;
}

/**
 * A refused chat attachment with the chat's own texts (spec §5 Chat: 'Dosya boyutu 10MB'dan büyük
 * olamaz', 'Desteklenmeyen dosya türü...'); other failures unchanged.
 */
function chatUploadError(error: unknown): unknown {
  const appError = uploadErrorOf(error);
  if (appError?.code === 'FILE_TOO_LARGE') return new AppError('FILE_TOO_LARGE', { message: 'messages.fileTooLarge' });
  if (appError?.code === 'UNSUPPORTED_FILE_TYPE') {
    return new AppError('UNSUPPORTED_FILE_TYPE', {
      message: 'messages.unsupportedType',
      params: { types: chatAcceptedTypesLabel() },
    });
  }
  return error;
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
  if (file.size > 0) reply.header('content-length', file.size).header('accept-ranges', 'bytes');
  if (!/^image\/(jpeg|png|gif|webp)$/.test(file.mimeType)) {
    const ascii = file.originalName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
    reply.header(
      'content-disposition',
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.originalName)}`,
    );
  }
}

/**
 * Sends an opened object: 200 with all of it, 206 with the one range asked for (so a video can be
 * sought and resumed), 416 when the range starts past the end. Headers as set by setObjectHeaders.
 */
function sendObject(reply: FastifyReply, opened: OpenedObject<{ size: number }>) {
  const { size } = opened.file;
  if (opened.range === 'unsatisfiable') {
    return reply.status(416).header('content-range', `bytes */${size}`).header('content-length', 0).send();
  }
  if (opened.range) {
    const { start, end } = opened.range;
    reply
      .status(206)
      .header('content-range', `bytes ${start}-${end}/${size}`)
      .header('content-length', end - start + 1);
  }
  return reply.send(opened.body);
}

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
          schema: {
            ...(upload.purposes ? { querystring: uploadPurposeQuerySchema } : {}),
            response: { 200: uploadResponseSchema },
          },
        },
        async (req) => {
          const chat = upload.purposes && (req.query as z.infer<typeof uploadPurposeQuerySchema>).purpose === 'chat';
          const maxMb = chat ? CHAT_UPLOAD_RULE.maxMb : UPLOAD_RULES[upload.kind].maxMb;
          try {
            const part = await req.file({ limits: { fileSize: maxMb * 1024 * 1024 } });
            if (!part || part.fieldname !== upload.field) throw noFile(upload.field);
            const data = await part.toBuffer();
            const stored = await storeUpload(app, {
              data,
              originalName: part.filename,
              // The chat's types are the general kind's (CHAT_UPLOAD_RULE); only the texts differ.
              kind: upload.kind,
              source: chat ? 'message' : upload.isPublic ? 'profile' : 'object_storage_private',
              isPublic: upload.isPublic,
              uploadedBy: signedIn(req.viewer).id,
            });
            return { success: true as const, url: stored.url, id: stored.id, metadata: stored.metadata, error: null };
          } catch (error) {
            throw chat ? chatUploadError(error) : error;
          }
        },
      );
    }

    scope.post(
      '/api/upload/url',
      {
        config: { access: 'authenticated', rateLimit: UPLOAD_RATE_LIMIT },
        schema: { body: uploadUrlRequestSchema, response: { 200: uploadUrlResponseSchema } },
      },
      async (req) => createUploadUrl(opts.signingSecret, signedIn(req.viewer).id, req.body.fileName),
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
            params: uploadPutParamsSchema,
            querystring: uploadPutQuerySchema,
            response: { 200: uploadResponseSchema },
          },
        },
        async (req) => {
          const stored = await storeSignedUpload(app, opts.signingSecret, {
            token: req.params.token,
            fileName: req.query.name,
            data: Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0),
            userId: signedIn(req.viewer).id,
          });
          return { success: true as const, url: stored.url, id: stored.id, metadata: stored.metadata, error: null };
        },
      );
    });
  });

  app.get(
    '/objects/:id',
    { config: { access: 'public', readsViewer: true }, schema: { params: objectIdParamsSchema } },
    async (req, reply) => {
      const opened = await openFileFor(app, req.params.id, req.viewer ?? null, req.headers.range);
      setObjectHeaders(reply, opened.file, false);
      return sendObject(reply, opened);
    },
  );

  app.get(
    '/public-objects/:fileName',
    { config: { access: 'public' }, schema: { params: publicObjectParamsSchema } },
    async (req, reply) => {
      const opened = await openPublicObject(app, req.params.fileName, req.headers.range);
      setObjectHeaders(reply, opened.file, true);
      return sendObject(reply, opened);
    },
  );
};
