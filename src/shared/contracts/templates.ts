/**
 * Templates (spec §3 Email/Notification/SMS template, §5 placeholders) and the builder's campaign
 * templates; module `templates` (issue 11; PRODUCT-DECISIONS 19, 22).
 *
 * Routes (access admin):
 * - GET /api/admin/{email,notification,sms}-templates → every type in both languages, each with the
 *   placeholders allowed for that type;
 * - PUT /api/admin/email-templates/{type} `{subject, htmlContent, language?}`,
 *   PUT /api/admin/notification-templates/{type} `{title, message, language?}`,
 *   PUT /api/admin/sms-templates/{type} `{content, language?}` → the saved template (200);
 *   404 TEMPLATE_NOT_FOUND, 400 TEMPLATE_PLACEHOLDER_UNKNOWN `{names}`, 400 TEMPLATE_PLACEHOLDER_MISSING
 *   `{names}` (an e-mail's HTML without a placeholder its sender needs: a block such as
 *   `{{digestSections}}`, or a single-use link, `{{resetLink}}`/`{{verifyLink}}`);
 * - GET/POST/PUT/DELETE /api/admin/campaign-templates[/{id}] → the builder library.
 */
import { z } from 'zod';
import { DB_INT_MAX, type EmailTemplateType, LANGUAGES, SMS_MAX_LENGTH, type UserType } from '../constants';
import type { MessageKey } from '../messages';

type TemplateMessage = Extract<MessageKey, `templates.${string}`>;

/** Longest subject / title / name (not in the spec: keeps mails and lists reasonable). */
export const TEMPLATE_LINE_MAX_LENGTH = 200;
/** Longest HTML body, in characters (a builder export with inline styles stays well under it). */
export const TEMPLATE_HTML_MAX_LENGTH = 200_000;
/** Longest notification message, in characters. */
export const TEMPLATE_MESSAGE_MAX_LENGTH = 2000;

/** The placeholder syntax of every template (`{{name}}`, spaces inside the braces allowed), as the mailer reads it. */
export const PLACEHOLDER_PATTERN = /\{\{\s*(\w+)\s*\}\}/g;

/** Distinct placeholder names used in `text`, in order of first use. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER_PATTERN)].map((m) => m[1]!))];
}

/** Names used in `text` that are not in `allowed`, in order of first use. */
export function unknownPlaceholders(text: string, allowed: readonly string[]): string[] {
  return placeholdersIn(text).filter((name) => !allowed.includes(name));
}

const line = (key: TemplateMessage) =>
  z
    .string({ error: key })
    .trim()
    .min(1, { error: key })
    .max(TEMPLATE_LINE_MAX_LENGTH, { error: 'templates.tooLong' satisfies TemplateMessage });

const language = z.enum(LANGUAGES).default('tr');

/** Path parameter of the typed template PUTs: any text; an unknown type answers 404. */
export const templateTypeParamsSchema = z.object({ type: z.string().max(100) });

const base = {
  type: z.string(),
  language: z.enum(LANGUAGES),
  isActive: z.boolean(),
  updatedAt: z.string(),
  /** Placeholders this type may use: spec §5 for its kind ∪ those its seeded template uses. */
  placeholders: z.array(z.string()),
};

/** One e-mail template (spec §3 Email template) in one language. */
export const emailTemplateSchema = z.object({
  id: z.number().int(),
  ...base,
  name: z.string(),
  description: z.string().nullable(),
  subject: z.string(),
  htmlContent: z.string(),
});
export type EmailTemplate = z.infer<typeof emailTemplateSchema>;

/** One notification template (spec §3 Notification template) in one language. */
export const notificationTemplateSchema = z.object({
  id: z.number().int(),
  ...base,
  name: z.string(),
  description: z.string().nullable(),
  title: z.string(),
  message: z.string(),
});
export type NotificationTemplate = z.infer<typeof notificationTemplateSchema>;

/** One SMS template (spec §3 SMS template) in one language. */
export const smsTemplateSchema = z.object({
  id: z.number().int(),
  ...base,
  content: z.string(),
});
export type SmsTemplate = z.infer<typeof smsTemplateSchema>;

export const emailTemplatesSchema = z.object({ templates: z.array(emailTemplateSchema) });
export const notificationTemplatesSchema = z.object({ templates: z.array(notificationTemplateSchema) });
export const smsTemplatesSchema = z.object({ templates: z.array(smsTemplateSchema) });
export type EmailTemplates = z.infer<typeof emailTemplatesSchema>;
export type NotificationTemplates = z.infer<typeof notificationTemplatesSchema>;
export type SmsTemplates = z.infer<typeof smsTemplatesSchema>;

/** Body of PUT /api/admin/email-templates/{type}; the HTML is sanitised (e-mail-safe) before it is stored. */
export const updateEmailTemplateSchema = z.object({
  subject: line('templates.subjectRequired'),
  htmlContent: z
    .string({ error: 'templates.htmlRequired' satisfies TemplateMessage })
    .trim()
    .min(1, { error: 'templates.htmlRequired' satisfies TemplateMessage })
    .max(TEMPLATE_HTML_MAX_LENGTH, { error: 'templates.tooLong' satisfies TemplateMessage }),
  language,
});
export type UpdateEmailTemplateInput = z.input<typeof updateEmailTemplateSchema>;

/** Body of PUT /api/admin/notification-templates/{type}. */
export const updateNotificationTemplateSchema = z.object({
  title: line('templates.titleRequired'),
  message: z
    .string({ error: 'templates.messageRequired' satisfies TemplateMessage })
    .trim()
    .min(1, { error: 'templates.messageRequired' satisfies TemplateMessage })
    .max(TEMPLATE_MESSAGE_MAX_LENGTH, { error: 'templates.tooLong' satisfies TemplateMessage }),
  language,
});
export type UpdateNotificationTemplateInput = z.input<typeof updateNotificationTemplateSchema>;

/** Body of PUT /api/admin/sms-templates/{type}: content at most 160 characters (spec §5, string length). */
export const updateSmsTemplateSchema = z.object({
  content: z
    .string({ error: 'templates.contentRequired' satisfies TemplateMessage })
    .trim()
    .min(1, { error: 'templates.contentRequired' satisfies TemplateMessage })
    .max(SMS_MAX_LENGTH, { error: 'templates.smsTooLong' satisfies TemplateMessage }),
  language,
});
export type UpdateSmsTemplateInput = z.input<typeof updateSmsTemplateSchema>;

/** One builder template of the library (table `campaign_templates`). */
export const campaignTemplateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  subject: z.string(),
  htmlContent: z.string(),
  createdBy: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CampaignTemplate = z.infer<typeof campaignTemplateSchema>;
export const campaignTemplatesSchema = z.object({ templates: z.array(campaignTemplateSchema) });
export type CampaignTemplates = z.infer<typeof campaignTemplatesSchema>;

/** Body of POST /api/admin/campaign-templates and PUT …/{id} (spec §5 Email builder texts). */
export const saveCampaignTemplateSchema = z.object({
  name: line('templates.nameRequired'),
  subject: line('templates.subjectRequired'),
  htmlContent: z
    .string({ error: 'templates.htmlRequired' satisfies TemplateMessage })
    .trim()
    .min(1, { error: 'templates.htmlRequired' satisfies TemplateMessage })
    .max(TEMPLATE_HTML_MAX_LENGTH, { error: 'templates.tooLong' satisfies TemplateMessage }),
});
export type SaveCampaignTemplateInput = z.infer<typeof saveCampaignTemplateSchema>;

/** Path parameter `{id}` of the campaign template routes. */
export const campaignTemplateParamsSchema = z.object({ id: z.coerce.number().int().positive().max(DB_INT_MAX) });

/** The builder's `postMessage` to `window.opener` on save (spec §4 Email builder save). */
export interface EmailBuilderSaveMessage {
  type: 'email-builder:save';
  name: string;
  subject: string;
  html: string;
}

/** Spec §5 e-mail placeholders (every e-mail type may use them). */
export const SPEC_EMAIL_PLACEHOLDERS = [
  'partnerName',
  'companyName',
  'customerName',
  'serviceNeeded',
  'budget',
  'partnerCompany',
  'userName',
  'resetLink',
] as const;
/** Spec §5 notification placeholders. */
export const SPEC_NOTIFICATION_PLACEHOLDERS = [
  'customerName',
  'partnerName',
  'serviceNeeded',
  'companyName',
  'followerName',
  'projectTitle',
  'rating',
  'email',
  'message',
  'postTitle',
  'campaignTitle',
  'campaignDescription',
] as const;
/** Spec §5 SMS placeholders. */
export const SPEC_SMS_PLACEHOLDERS = [
  'code',
  'name',
  'company',
  'amount',
  'date',
  'time',
  'projectTitle',
  'partnerName',
] as const;

/**
 * Placeholders whose value carries a secret (issue 18; docs/decisions/016-mail-template-safety.md):
 * the reset, verification, newsletter-confirmation and unsubscribe links hold tokens or signatures,
 * and `actionUrl` is the reset or verification link itself in the account mails. They may stand only
 * as the whole `href` of an `<a>` or as text; anywhere else (another attribute, a style, a `srcset`,
 * CSS `url()`) a mail client would send the token to whoever the URL names. The magic link is not a
 * template (src/server/auth/mails.ts renders it), so it has no placeholder here.
 */
export const SECRET_PLACEHOLDERS = [
  'resetLink',
  'verifyLink',
  'actionUrl',
  'unsubscribeLink',
  'unsubscribeUrl',
] as const;

/** True when `{{name}}` is one of {@link SECRET_PLACEHOLDERS}. */
export function isSecretPlaceholder(name: string): boolean {
  return (SECRET_PLACEHOLDERS as readonly string[]).includes(name);
}

/**
 * Placeholders filled with a block of HTML the server builds (docs/decisions/041-weekly-digest.md):
 * `digestSections`, the weekly digest's sections with their numbers and linked lists, whose every
 * user-written text the server escaped. The admin edits the words around it, not its inner markup. Such
 * a placeholder may stand only as text (in its own `<div>` or `<td>`): in an attribute, a style, a
 * comment or a `<title>` its markup would break the element, so the editor refuses it there and the
 * mailer leaves it empty.
 */
export const HTML_BLOCK_PLACEHOLDERS = ['digestSections'] as const;

/** True when `{{name}}` is one of {@link HTML_BLOCK_PLACEHOLDERS}. */
export function isBlockPlaceholder(name: string): boolean {
  return (HTML_BLOCK_PLACEHOLDERS as readonly string[]).includes(name);
}

/**
 * The account-security e-mail types (issue 18): their links sign in or take over an account, so only
 * a master_admin may edit them; an editor_admin sees them read-only (PUT answers 403).
 */
export const ACCOUNT_SECURITY_EMAIL_TYPES = [
  'password_reset',
  'email_verification',
  'security_alert',
  'registration_pending',
] as const satisfies readonly EmailTemplateType[];

/** Whether a caller whose active type is `userType` may save the e-mail template `type`. */
export function canEditEmailTemplate(userType: UserType, type: string): boolean {
  if (userType === 'master_admin') return true;
  if (userType !== 'editor_admin') return false;
  return !(ACCOUNT_SECURITY_EMAIL_TYPES as readonly string[]).includes(type);
}
