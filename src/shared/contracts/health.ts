import { z } from 'zod';

/** GET /healthz (issue 23): the process is alive. */
export const livenessSchema = z.object({ status: z.literal('ok') });
export type Liveness = z.infer<typeof livenessSchema>;
