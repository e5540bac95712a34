/** Public system status (spec §2 /sys-status, §3 Public status, §4 "System status dot"). Module and feature `system-status`. */
import { z } from 'zod';

/** Service health as shown by the status pages (spec §4, "System status dot"). */
export const healthSchema = z.enum(['healthy', 'warning', 'error']);
export type Health = z.infer<typeof healthSchema>;

/** 200 answer of GET /api/system-status/public (spec §3, Public status). `uptime` in seconds; `lastChecked` ISO 8601. */
export const publicStatusSchema = z.object({
  status: healthSchema,
  uptime: z.number(),
  lastChecked: z.string(),
  services: z.object({ api: healthSchema, database: healthSchema }),
});
export type PublicStatus = z.infer<typeof publicStatusSchema>;
