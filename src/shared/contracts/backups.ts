import { z } from 'zod';

/**
 * POST /api/internal/backups (issue 23): `npm run backup` asks the running embedded server to take a
 * backup (only that process may read its database). `dir`: an absolute directory to write into,
 * default BACKUP_DIR.
 */
export const backupRequestSchema = z.object({ dir: z.string().startsWith('/').max(4096).optional() });
export type BackupRequest = z.infer<typeof backupRequestSchema>;

/** 201 answer: the archive's absolute path, its size in bytes, when it was taken, how many objects it holds or lists. */
export const backupResponseSchema = z.object({
  file: z.string(),
  bytes: z.number().int().nonnegative(),
  createdAt: z.string(),
  objects: z.number().int().nonnegative(),
});
export type BackupResponse = z.infer<typeof backupResponseSchema>;
