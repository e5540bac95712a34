/** Stored files (spec §3 File). */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { FILE_SOURCES } from '@shared/constants';
import { users } from './users';
import { oneOf } from './checks';

/** Stored files (spec §3, File). Public files are served at /public-objects/{fileName}, private at /objects/{id}. */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fileName: text('file_name').notNull().unique(),
    originalName: text('original_name').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    mimeType: text('mime_type').notNull(),
    category: text('category').notNull(),
    source: text('source', { enum: FILE_SOURCES }).notNull(),
    isPublic: boolean('is_public').notNull().default(false),
    uploadedBy: integer('uploaded_by').references(() => users.id, {
      onDelete: 'set null',
    }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Users besides the uploader who may read a private file (the other member of a conversation);
     * admins always may. Spec §3 File; issue 8.
     */
    sharedWith: integer('shared_with')
      .array()
      .notNull()
      .default(sql`ARRAY[]::integer[]`),
    /** What the server measured: `{width, height}` of an image, `{pages}` is not read. */
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
  },
  (t) => [
    oneOf('files_source_check', t.source, FILE_SOURCES),
    check('files_size_check', sql`${t.fileSize} >= 0`),
    index('files_uploaded_by_idx').on(t.uploadedBy),
    // The admin file list is newest first (issue 11).
    index('files_uploaded_at_idx').on(t.uploadedAt),
  ],
);
