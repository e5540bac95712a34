import { z } from 'zod';

/** Service health as shown by the status pages (spec §4, "System status dot"). */
export const healthSchema = z.enum(['healthy', 'warning', 'error']);
export type Health = z.infer<typeof healthSchema>;

/** GET /api/system-status/public (spec §3, Public status). `uptime` in seconds. */
export const publicStatusSchema = z.object({
  status: healthSchema,
  uptime: z.number(),
  lastChecked: z.string(),
  services: z.object({ api: healthSchema, database: healthSchema }),
});
export type PublicStatus = z.infer<typeof publicStatusSchema>;

/** SEO settings (spec §3, System config). */
export const seoSettingsSchema = z.object({
  metaTitle: z.string(),
  metaDescription: z.string(),
  metaKeywords: z.string(),
  ogTitle: z.string(),
  ogDescription: z.string(),
  ogImage: z.string(),
  ogUrl: z.string(),
  twitterTitle: z.string(),
  twitterDescription: z.string(),
  twitterImage: z.string(),
});
export type SeoSettings = z.infer<typeof seoSettingsSchema>;

/** Site settings shown in header and footer. */
export const siteSettingsSchema = z.object({
  siteName: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  address: z.string(),
  parentOrganisationUrl: z.string(),
  parentOrganisationName: z.string(),
  socialLinks: z.object({
    linkedin: z.string(),
    x: z.string(),
    instagram: z.string(),
    facebook: z.string(),
    youtube: z.string(),
  }),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/** GET /api/init: what the client needs at start. */
export const initSchema = z.object({
  site: siteSettingsSchema,
  seoSettings: seoSettingsSchema,
  categoryCount: z.number().int(),
  features: z.object({ google: z.boolean(), linkedin: z.boolean() }),
});
export type InitData = z.infer<typeof initSchema>;
