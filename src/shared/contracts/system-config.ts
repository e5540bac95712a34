/**
 * Stored settings (spec §3 System config): the `system_config` rows `seoSettings` and `site`, seeded
 * with defaults and edited by admins. Domain `system-config`; GET /api/init hands them to the client.
 */
import { z } from 'zod';

/** SEO settings (spec §3, System config): the page's meta, Open Graph and Twitter card texts and image URLs. */
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

/** Site settings shown in header and footer: name, contact details, parent organisation, social links (URLs, '' for none). */
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
