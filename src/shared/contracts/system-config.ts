/**
 * Stored settings (spec §3 System config): the `system_config` rows `seoSettings` and `site`, seeded
 * with defaults and edited by admins, `mail` (issue 18: hosts mail HTML may load from; master_admin) and
 * `exchangeRates` (issue 20: the admin's override of TCMB's rates). Domain `system-config`; GET /api/init hands the first two to the client.
 *
 * Also the admin contracts of the system settings screen (issue 11): GET and PATCH
 * /api/admin/system-config, PATCH /api/admin/categories/{id} and the services pool under
 * /api/admin/services.
 */
import { z } from 'zod';
import { istanbulToday } from '../calendar';
import { DB_INT_MAX } from '../constants';
import type { MessageKey } from '../messages';
import { searchTextSchema } from './search';
import { optionalWebUrl } from './text-rules';

/** A message key of the `settings` domain. */
type SettingsMessage = Extract<MessageKey, `systemConfig.${string}`>;

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

/**
 * Site settings shown in header and footer: name, contact details, parent organisation, social links
 * (URLs, '' for none), and the home hero's background image (`heroImageUrl`, '' for the gradient
 * alone; rows stored before it existed read as '').
 */
export const siteSettingsSchema = z.object({
  siteName: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  address: z.string(),
  parentOrganisationUrl: z.string(),
  parentOrganisationName: z.string(),
  /** The site's name on the English site; '' shows {@link SiteSettings.siteName} there too. */
  siteNameEn: z.string().default(''),
  /** The parent organisation's name on the English site; '' shows the Turkish one. */
  parentOrganisationNameEn: z.string().default(''),
  socialLinks: z.object({
    linkedin: z.string(),
    x: z.string(),
    instagram: z.string(),
    facebook: z.string(),
    youtube: z.string(),
  }),
  heroImageUrl: z.string().default(''),
  /**
   * The hero's background video (spec §"Home": "background video with gradient fallback"): a path on
   * this site to an MP4 or WebM file (what file management serves), '' for none. Muted, looped, never
   * under `prefers-reduced-motion`; the hero image, when set, is its poster.
   */
  heroVideoUrl: z.string().default(''),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/**
 * Mail settings (issue 18; docs/decisions/016-mail-template-safety.md): the hosts, besides the site's
 * own (PUBLIC_URL), that admin-edited mail HTML may load images and styles from. Only a master_admin
 * changes them. Rows stored before the group existed read as no extra host.
 */
export const mailSettingsSchema = z.object({ allowedResourceHosts: z.array(z.string()).default([]) });
export type MailSettings = z.infer<typeof mailSettingsSchema>;

/**
 * Account security (issue 22; docs/decisions/044): `adminTwoFactorRequired` makes two-factor
 * sign-in compulsory for admin accounts — admin routes answer 403 `TWO_FACTOR_REQUIRED` to an admin
 * without it. master_admin only; turning it on requires the master_admin's own two-factor sign-in.
 * Not seeded: no row means off.
 */
export const securitySettingsSchema = z.object({ adminTwoFactorRequired: z.boolean().default(false) });
export type SecuritySettings = z.infer<typeof securitySettingsSchema>;

/**
 * The admin's exchange-rate override (issue 20, comparison in one currency; decision 022): TRY per one
 * USD and one EUR and the day they hold for, used instead of TCMB's bulletin while `enabled`, for when
 * the Central Bank's feed cannot be reached. Rows stored before the group existed read as off and empty.
 */
export const exchangeRateOverrideSchema = z.object({
  enabled: z.boolean().default(false),
  rates: z
    .object({
      USD: z.number().positive().nullable().default(null),
      EUR: z.number().positive().nullable().default(null),
    })
    .default({ USD: null, EUR: null }),
  /** YYYY-MM-DD; null while never set. */
  rateDate: z.string().nullable().default(null),
});
export type ExchangeRateOverride = z.infer<typeof exchangeRateOverrideSchema>;

// The header's and footer's helper lives without zod (see site-names.ts).
export { siteNamesIn } from '../site-names';

/** The social networks of {@link SiteSettings.socialLinks}, in the order the forms show them. */
export const SOCIAL_NETWORKS = ['linkedin', 'x', 'instagram', 'facebook', 'youtube'] as const;

// ---------------------------------------------------------------------------------------------
// Limits of the admin form (characters). Search engines show about 60 characters of a title and
// 160 of a description; the limits leave room above those guides, which the form shows as counters.
// ---------------------------------------------------------------------------------------------

/** Title length a result page shows in full (the form's counter guide). */
export const SEO_TITLE_GUIDE = 60;
/** Description length a result page shows in full (the form's counter guide). */
export const SEO_DESCRIPTION_GUIDE = 160;
export const SEO_TITLE_MAX = 120;
export const SEO_DESCRIPTION_MAX = 320;
export const SEO_KEYWORDS_MAX = 500;
export const URL_MAX = 2048;
export const SITE_NAME_MAX = 80;
export const ADDRESS_MAX = 300;
export const ORGANISATION_NAME_MAX = 120;
/** Most hosts the mail resource list holds. */
export const MAIL_RESOURCE_HOSTS_MAX = 50;

/**
 * A host name as the mail resource list takes it: letters, digits and hyphens in dot-separated labels,
 * at least two labels (`cdn.example.com`), no scheme, port, path or wildcard. Checked after lower-casing.
 */
export const HOST_NAME =
  /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** An absolute http(s) URL. */
const HTTP_URL = /^https?:\/\/[^\s/?#]+\.[^\s]*$|^https?:\/\/localhost(:\d+)?(\/\S*)?$/i;
/** A path on this site (`/public-objects/…`), not a protocol-relative `//host`. */
const SITE_PATH = /^\/(?!\/)\S*$/;
/** A phone number as people write it: an optional +, then 7–20 digits, spaces, dots, dashes, brackets. */
const PHONE = /^\+?[0-9][0-9 ().-]{5,18}[0-9]$/;

const text = (max: number) => z.string().trim().max(max);
/** A web address (the shared rule: `example.com` is stored as `https://example.com`), or '' for none. */
const optionalUrl = () => optionalWebUrl({ max: URL_MAX, error: 'systemConfig.invalidUrl' satisfies SettingsMessage });
/** An image: an absolute http(s) URL or a path on this site (what /api/upload/image answers), or '' for none. */
const optionalImage = () =>
  text(URL_MAX).refine((v) => v === '' || HTTP_URL.test(v) || SITE_PATH.test(v), {
    message: 'systemConfig.invalidImageUrl' satisfies SettingsMessage,
  });
/**
 * A video on this site (the CSP allows media from this origin only): a path ending in .mp4 or .webm,
 * optionally with a query string, or '' for none.
 */
const HERO_VIDEO = /^\/(?!\/)\S*\.(?:mp4|webm)(?:\?\S*)?$/i;
const optionalVideo = () =>
  text(URL_MAX).refine((v) => v === '' || HERO_VIDEO.test(v), {
    message: 'systemConfig.invalidVideoUrl' satisfies SettingsMessage,
  });

/** The SEO settings as an admin may save them (all present): trimmed, limited, URLs checked. */
export const seoSettingsInputSchema = z.object({
  metaTitle: text(SEO_TITLE_MAX).min(1, { message: 'systemConfig.required' satisfies SettingsMessage }),
  metaDescription: text(SEO_DESCRIPTION_MAX),
  metaKeywords: text(SEO_KEYWORDS_MAX),
  ogTitle: text(SEO_TITLE_MAX),
  ogDescription: text(SEO_DESCRIPTION_MAX),
  ogImage: optionalImage(),
  ogUrl: optionalUrl(),
  twitterTitle: text(SEO_TITLE_MAX),
  twitterDescription: text(SEO_DESCRIPTION_MAX),
  twitterImage: optionalImage(),
});

/** The site settings as an admin may save them (all present): trimmed, limited, e-mail, phone and URLs checked. */
export const siteSettingsInputSchema = z.object({
  siteName: text(SITE_NAME_MAX).min(1, { message: 'systemConfig.required' satisfies SettingsMessage }),
  contactEmail: z
    .string()
    .trim()
    .max(254)
    .refine((v) => z.email().safeParse(v).success, { message: 'systemConfig.invalidEmail' satisfies SettingsMessage }),
  contactPhone: z
    .string()
    .trim()
    .refine((v) => PHONE.test(v), { message: 'systemConfig.invalidPhone' satisfies SettingsMessage }),
  address: text(ADDRESS_MAX),
  parentOrganisationUrl: optionalUrl(),
  parentOrganisationName: text(ORGANISATION_NAME_MAX),
  siteNameEn: text(SITE_NAME_MAX),
  parentOrganisationNameEn: text(ORGANISATION_NAME_MAX),
  socialLinks: z.object({
    linkedin: optionalUrl(),
    x: optionalUrl(),
    instagram: optionalUrl(),
    facebook: optionalUrl(),
    youtube: optionalUrl(),
  }),
  heroImageUrl: optionalImage(),
  heroVideoUrl: optionalVideo(),
});

/**
 * The mail settings as a master_admin may save them: host names trimmed, lower-cased and deduplicated,
 * each {@link HOST_NAME}, at most {@link MAIL_RESOURCE_HOSTS_MAX}.
 */
export const mailSettingsInputSchema = z.object({
  allowedResourceHosts: z
    .array(
      z
        .string()
        .trim()
        .max(253)
        .transform((v) => v.toLowerCase())
        .refine((v) => HOST_NAME.test(v), { message: 'systemConfig.invalidHost' satisfies SettingsMessage }),
    )
    .max(MAIL_RESOURCE_HOSTS_MAX, { message: 'systemConfig.tooManyHosts' satisfies SettingsMessage })
    .transform((hosts) => [...new Set(hosts)]),
});

/** The currencies the override sets: those of quote responses besides the lira (shared/constants CURRENCIES). */
export const OVERRIDE_CURRENCIES = ['USD', 'EUR'] as const;
/** Largest rate the override takes (TRY per one unit); `exchange_rates.rate` is numeric(14,4). */
export const OVERRIDE_RATE_MAX = 1_000_000;

/** Whether `day` is a real calendar day written YYYY-MM-DD (not 2026-02-30). */
export function isCalendarDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

const overrideRate = () =>
  z
    .number({ message: 'systemConfig.invalidRate' satisfies SettingsMessage })
    .positive({ message: 'systemConfig.invalidRate' satisfies SettingsMessage })
    .max(OVERRIDE_RATE_MAX, { message: 'systemConfig.invalidRate' satisfies SettingsMessage })
    .refine((v) => Math.abs(v * 10_000 - Math.round(v * 10_000)) < 1e-6, {
      message: 'systemConfig.rateDecimals' satisfies SettingsMessage,
    })
    .nullable();

/**
 * The exchange-rate override as an admin saves it (the whole group at once): rates positive with at
 * most four decimals (as TCMB publishes them), the day a real date not after today in Istanbul. While
 * `enabled`, both rates and the day are required (field errors `exchangeRates.rates.USD`,
 * `exchangeRates.rateDate`); switched off, they may stay as they were or be empty.
 */
export const exchangeRateOverrideInputSchema = z
  .object({
    enabled: z.boolean(),
    rates: z.object({ USD: overrideRate(), EUR: overrideRate() }),
    rateDate: z
      .string()
      .trim()
      .refine((v) => isCalendarDay(v), { message: 'systemConfig.invalidRateDate' satisfies SettingsMessage })
      .refine((v) => v <= istanbulToday(), { message: 'systemConfig.futureRateDate' satisfies SettingsMessage })
      .nullable(),
  })
  .superRefine((value, ctx) => {
    if (!value.enabled) return;
    for (const currency of OVERRIDE_CURRENCIES) {
      if (value.rates[currency] == null) {
        ctx.addIssue({
          code: 'custom',
          path: ['rates', currency],
          message: 'systemConfig.rateRequired' satisfies SettingsMessage,
        });
      }
    }
    if (value.rateDate == null) {
      ctx.addIssue({
        code: 'custom',
        path: ['rateDate'],
        message: 'systemConfig.rateRequired' satisfies SettingsMessage,
      });
    }
  });

/**
 * Body of PATCH /api/admin/system-config: the fields to change, in any group; absent fields keep
 * their stored value. Field errors name the field with its group, e.g. `seoSettings.ogImage`,
 * `site.socialLinks.x`, `mail.allowedResourceHosts.0`. The `mail` group is for master_admin only (403).
 * `exchangeRates` (the rate override, issue 20) is sent whole. `security` (issue 22) is for master_admin
 * only (403), and turning `adminTwoFactorRequired` on needs the caller's own two-factor sign-in (400
 * `TWO_FACTOR_SELF_REQUIRED`).
 */
export const updateSystemConfigSchema = z.object({
  seoSettings: seoSettingsInputSchema.partial().optional(),
  site: siteSettingsInputSchema
    .extend({ socialLinks: siteSettingsInputSchema.shape.socialLinks.partial() })
    .partial()
    .optional(),
  mail: mailSettingsInputSchema.partial().optional(),
  exchangeRates: exchangeRateOverrideInputSchema.optional(),
  security: z.object({ adminTwoFactorRequired: z.boolean() }).optional(),
});
export type UpdateSystemConfigInput = z.input<typeof updateSystemConfigSchema>;
export type UpdateSystemConfig = z.output<typeof updateSystemConfigSchema>;

/** 200 answer of GET and PATCH /api/admin/system-config: the stored settings. */
export const systemConfigSchema = z.object({
  seoSettings: seoSettingsSchema,
  site: siteSettingsSchema,
  mail: mailSettingsSchema,
  exchangeRates: exchangeRateOverrideSchema,
  security: securitySettingsSchema,
});
export type SystemConfig = z.infer<typeof systemConfigSchema>;

// ---------------------------------------------------------------------------------------------
// Categories
// ---------------------------------------------------------------------------------------------

/**
 * The icon names a category may carry (lucide names the client draws:
 * src/client/features/categories/components/CategoryIcon.tsx). ClipboardCheck is the default.
 */
export const CATEGORY_ICON_NAMES = [
  'ClipboardCheck',
  'BadgeCheck',
  'Camera',
  'ChartColumn',
  'CreditCard',
  'Factory',
  'Landmark',
  'Laptop',
  'Lightbulb',
  'Megaphone',
  'Package',
  'Scale',
  'ShoppingCart',
  'Stamp',
  'Store',
  'Tent',
  'Truck',
] as const;
export type CategoryIconName = (typeof CATEGORY_ICON_NAMES)[number];

export const CATEGORY_NAME_MAX = 80;

/** Path parameter `{id}` of the admin category and service routes. */
export const adminIdParamsSchema = z.object({
  id: z.coerce.number<number | string>().int().positive().max(DB_INT_MAX),
});

/** Body of PATCH /api/admin/categories/{id}: a new Turkish or English name (2–80 characters), or icon. */
export const updateCategorySchema = z.object({
  name: text(CATEGORY_NAME_MAX).min(2).optional(),
  nameEn: text(CATEGORY_NAME_MAX).min(2).optional(),
  icon: z.enum(CATEGORY_ICON_NAMES, { message: 'systemConfig.invalidIcon' satisfies SettingsMessage }).optional(),
});
export type UpdateCategoryInput = z.input<typeof updateCategorySchema>;

// ---------------------------------------------------------------------------------------------
// Services pool
// ---------------------------------------------------------------------------------------------

export const ADMIN_SERVICES_PAGE_SIZE = 20;
export const SERVICE_NAME_MAX = 120;
export const SERVICE_DESCRIPTION_MAX = 500;

/** Query of GET /api/admin/services: a search in the name (case-insensitive), 1-based page, page size. */
export const adminServicesQuerySchema = z.object({
  search: searchTextSchema.optional(),
  page: z.coerce.number<number | string>().int().min(1).max(10_000).default(1),
  limit: z.coerce.number<number | string>().int().min(1).max(100).default(ADMIN_SERVICES_PAGE_SIZE),
});
export type AdminServicesQueryInput = z.input<typeof adminServicesQuerySchema>;
export type AdminServicesQuery = z.output<typeof adminServicesQuerySchema>;

/** A service of the pool as the admin list shows it: with its category and how many partners offer it. */
export const adminServiceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  categoryId: z.number().int().nullable(),
  usageCount: z.number().int(),
});
export type AdminService = z.infer<typeof adminServiceSchema>;

/** 200 answer of GET /api/admin/services: one page, by name, and the number of matches. */
export const adminServiceListSchema = z.object({ items: z.array(adminServiceSchema), total: z.number().int() });
export type AdminServiceList = z.infer<typeof adminServiceListSchema>;

const serviceName = () =>
  z
    .string()
    .trim()
    .min(2)
    .max(SERVICE_NAME_MAX)
    .transform((v) => v.replace(/\s+/g, ' '));
const serviceDescription = () =>
  z
    .string()
    .trim()
    .max(SERVICE_DESCRIPTION_MAX)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));
const categoryId = () => z.number().int().positive().max(DB_INT_MAX).nullable().optional();

/**
 * Body of POST /api/admin/services: a name (2–120 characters, unique case-insensitively with Turkish
 * casing), an optional description (≤ 500) and category (null: no category pool).
 */
export const createAdminServiceSchema = z.object({
  name: serviceName(),
  description: serviceDescription(),
  categoryId: categoryId(),
});
export type CreateAdminServiceInput = z.input<typeof createAdminServiceSchema>;
export type CreateAdminService = z.output<typeof createAdminServiceSchema>;

/** Body of PATCH /api/admin/services/{id}: the fields to change. */
export const updateAdminServiceSchema = z.object({
  name: serviceName().optional(),
  description: z
    .string()
    .trim()
    .max(SERVICE_DESCRIPTION_MAX)
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null)),
  categoryId: categoryId(),
});
export type UpdateAdminServiceInput = z.input<typeof updateAdminServiceSchema>;
export type UpdateAdminService = z.output<typeof updateAdminServiceSchema>;
