/** GET /api/init (spec §7): what the client needs at start. Module and feature `init`. */
import { z } from 'zod';
import { seoSettingsSchema, siteSettingsSchema } from './system-config';

/**
 * 200 answer of GET /api/init: site and SEO settings, the number of categories (for the hero text),
 * and which social sign-in buttons to show.
 */
export const initSchema = z.object({
  site: siteSettingsSchema,
  seoSettings: seoSettingsSchema,
  categoryCount: z.number().int(),
  features: z.object({ google: z.boolean(), linkedin: z.boolean() }),
});
export type InitData = z.infer<typeof initSchema>;
