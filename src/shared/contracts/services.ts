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

/** Longest service name (the database allows 2–120 characters). */
export const SERVICE_NAME_MAX_LENGTH = 120;

/**
 * Body of POST /api/services (a signed-in partner or admin adds a service to the pool, issue 8). A
 * name that exists already (compared case-insensitively with Turkish casing) answers the stored one.
 * `categoryId` is null: services added from a profile belong to no category pool.
 */
export const createServiceSchema = z.object({
  name: z
    .string()
    .trim()
    .min(2)
    .max(SERVICE_NAME_MAX_LENGTH)
    .transform((v) => v.replace(/\s+/g, ' ')),
  description: z
    .string()
    .trim()
    .max(500)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null)),
  categoryId: z.null().default(null),
});
export type CreateServiceInput = z.input<typeof createServiceSchema>;
export type CreateService = z.output<typeof createServiceSchema>;

/** 200 answer of POST /api/services: the id of the new or the existing service. */
export const createServiceResponseSchema = z.object({ id: z.number().int() });
