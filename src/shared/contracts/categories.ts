/**
 * Categories (spec §3 Category; §7 GET /api/categories). Server module `categories`, client feature
 * `categories`.
 */
import { z } from 'zod';
import { CATEGORY_SLUGS } from '../constants';

/** A service category (spec §3, Category). `icon` is a lucide-react icon name, null for the default. */
export const categorySchema = z.object({
  id: z.number().int(),
  slug: z.enum(CATEGORY_SLUGS),
  name: z.string(),
  nameEn: z.string(),
  icon: z.string().nullable(),
});
export type Category = z.infer<typeof categorySchema>;

/** 200 answer of GET /api/categories: the 16 categories in display order (spec §7). */
export const categoryListSchema = z.array(categorySchema);
