/**
 * Services of the category pools (spec §3 Service; §7 GET /api/services). Served by the server module
 * `categories`, which owns both tables' reads.
 */
import { z } from 'zod';
import { DB_INT_MAX } from '../constants';

/** A service of a category's pool (spec §3, Service). */
export const serviceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  categoryId: z.number().int().nullable(),
});
export type Service = z.infer<typeof serviceSchema>;

/** Query of GET /api/services: `categoryId` (a positive integer, as a query string) narrows to one pool. */
export const servicesQuerySchema = z.object({
  categoryId: z.coerce.number<number | string>().int().positive().max(DB_INT_MAX).optional(),
});
/** The query as a caller may send it. */
export type ServicesQueryInput = z.input<typeof servicesQuerySchema>;
/** The query after validation, as the service receives it. */
export type ServicesQuery = z.output<typeof servicesQuerySchema>;

/** 200 answer of GET /api/services: services ordered by category, then name. */
export const serviceListSchema = z.array(serviceSchema);
