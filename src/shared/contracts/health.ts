import { z } from 'zod';

/** GET /healthz (issue 23): the process is alive. */
export const livenessSchema = z.object({ status: z.literal('ok') });
export type Liveness = z.infer<typeof livenessSchema>;

/** One readiness check's outcome; `error` says what failed (no secrets: host names at most). */
export const readinessCheckSchema = z.object({ ok: z.boolean(), error: z.string().optional() });

/**
 * GET /readyz (issue 23): 200 `ready` when every dependency answers; 503 `not_ready` naming the failed
 * checks, or `shutting_down` once the process began its graceful shutdown (then `checks` is empty).
 */
export const readinessSchema = z.object({
  status: z.enum(['ready', 'not_ready', 'shutting_down']),
  checks: z.partialRecord(z.enum(['database', 'redis', 'storage', 'migrations']), readinessCheckSchema),
});
export type Readiness = z.infer<typeof readinessSchema>;
export type ReadinessCheck = z.infer<typeof readinessCheckSchema>;
