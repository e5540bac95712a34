/**
 * Typed templates (spec §3 Email/Notification/SMS template; §5 placeholders; PRODUCT-DECISIONS 19) and
 * the builder library (table `campaign_templates`; issue 11). The mailer and the notification service
 * read the typed tables on every send, so a saved text is used by the next mail or notification of
 * that type in that language; nothing is cached here.
 */
import { and, asc, eq } from 'drizzle-orm';
import {
  EMAIL_TEMPLATE_TYPES,
  type Language,
  NOTIFICATION_TYPES,
  SMS_TEMPLATE_TYPES,
  type EmailTemplateType,
  type NotificationType,
  type SmsTemplateType,
  type UserType,
} from '@shared/constants';
import {
  type CampaignTemplate,
  canEditEmailTemplate,
  type EmailTemplate,
  isBlockPlaceholder,
  type NotificationTemplate,
  placeholdersIn,
  type SaveCampaignTemplateInput,
  type SmsTemplate,
  SPEC_EMAIL_PLACEHOLDERS,
  SPEC_NOTIFICATION_PLACEHOLDERS,
  SPEC_SMS_PLACEHOLDERS,
  unknownPlaceholders,
} from '@shared/contracts/templates';
import type { Db } from '../../db/client';
import { campaignTemplates, emailTemplates, notificationTemplates, smsTemplates } from '../../db/schema';
import { EMAIL_TEMPLATES, NOTIFICATION_TEMPLATES, SMS_TEMPLATES } from '../../db/seed/reference-data';
import { recordAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { assertSafeMailHtml, type MailResourcePolicy } from '../../lib/mail-html-safety';
import { sanitizeEmailHtml } from '../../lib/sanitize';

/**
 * Placeholders allowed per type: the spec §5 list of its kind ∪ every name its seeded template uses in
 * either language (the senders fill those, e.g. `verifyLink`, `unsubscribeLink`, `actionUrl`).
 */
function allowedByType<T extends string>(
  types: readonly T[],
  spec: readonly string[],
  seeded: readonly { type: T; texts: string[] }[],
): Record<T, string[]> {
  return Object.fromEntries(
    types.map((type) => {
      const used = seeded.filter((s) => s.type === type).flatMap((s) => s.texts.flatMap(placeholdersIn));
      return [type, [...new Set([...spec, ...used])]];
    }),
  ) as Record<T, string[]>;
}

export const EMAIL_ALLOWED = allowedByType(
  EMAIL_TEMPLATE_TYPES,
  SPEC_EMAIL_PLACEHOLDERS,
  EMAIL_TEMPLATES.map((t) => ({ type: t.type, texts: [t.subject, t.htmlContent] })),
);
export const NOTIFICATION_ALLOWED = allowedByType(
  NOTIFICATION_TYPES,
  SPEC_NOTIFICATION_PLACEHOLDERS,
  NOTIFICATION_TEMPLATES.map((t) => ({ type: t.type, texts: [t.title, t.message] })),
);
export const SMS_ALLOWED = allowedByType(
  SMS_TEMPLATE_TYPES,
  SPEC_SMS_PLACEHOLDERS,
  SMS_TEMPLATES.map((t) => ({ type: t.type, texts: [t.content] })),
);

/**
 * Links that carry a single-use token (password reset or first password, address verification): the
 * mail exists to deliver them and nothing else can, so a template that uses one may not drop it.
 * Other links are not required: `actionUrl` leads to a page the reader also finds by signing in, and a
 * mail without `{{unsubscribeLink}}` gets the unsubscribe footer appended (mail/preferences.ts).
 */
const TOKEN_LINK_PLACEHOLDERS: readonly string[] = ['resetLink', 'verifyLink'];

/**
 * Placeholders an e-mail type's sender cannot do without, which a save may not drop: the block
 * placeholders ({@link isBlockPlaceholder}) and the token links ({@link TOKEN_LINK_PLACEHOLDERS}) its
 * seeded HTML uses. Today `weekly_summary`'s `{{digestSections}}` (decision 041: without it every
 * digest would arrive with its words and no content), `password_reset`'s and `registration_pending`'s
 * `{{resetLink}}` and `email_verification`'s `{{verifyLink}}` (without them nobody could reset a
 * password or confirm an address).
 */
export const EMAIL_REQUIRED = Object.fromEntries(
  EMAIL_TEMPLATE_TYPES.map((type) => [
    type,
    [
      ...new Set(
        EMAIL_TEMPLATES.filter((t) => t.type === type).flatMap((t) =>
          placeholdersIn(t.htmlContent).filter(
            (name) => isBlockPlaceholder(name) || TOKEN_LINK_PLACEHOLDERS.includes(name),
          ),
        ),
      ),
    ],
  ]),
) as Record<EmailTemplateType, string[]>;

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/**
 * Refuses the fields whose text uses a placeholder outside `allowed`.
 * @throws AppError TEMPLATE_PLACEHOLDER_UNKNOWN (400) with `{names}` and a field error per field
 */
function checkPlaceholders(fields: Record<string, string>, allowed: readonly string[]): void {
  const bad: Record<string, string[]> = {};
  for (const [field, text] of Object.entries(fields)) {
    const names = unknownPlaceholders(text, allowed);
    if (names.length) bad[field] = names;
  }
  const names = [...new Set(Object.values(bad).flat())];
  if (!names.length) return;
  throw new AppError('TEMPLATE_PLACEHOLDER_UNKNOWN', {
    params: { names: names.map((n) => `{{${n}}}`).join(', ') },
    fieldErrors: Object.fromEntries(Object.keys(bad).map((f) => [f, ['templates.unknownPlaceholdersField']])),
  });
}

/**
 * Refuses a field whose text lacks a placeholder its sender needs.
 * @throws AppError TEMPLATE_PLACEHOLDER_MISSING (400) with `{names}` and a field error on `field`
 */
function checkRequiredPlaceholders(field: string, text: string, required: readonly string[]): void {
  const present = placeholdersIn(text);
  const missing = required.filter((name) => !present.includes(name));
  if (!missing.length) return;
  throw new AppError('TEMPLATE_PLACEHOLDER_MISSING', {
    params: { names: missing.map((n) => `{{${n}}}`).join(', ') },
    fieldErrors: { [field]: ['templates.missingPlaceholdersField'] },
  });
}

const iso = (d: Date) => d.toISOString();

// ---------------------------------------------------------------------------------------------
// E-mail templates

type EmailRow = typeof emailTemplates.$inferSelect;
const emailOut = (r: EmailRow): EmailTemplate => ({
  id: r.id,
  type: r.type,
  language: r.language,
  name: r.name,
  description: r.description,
  subject: r.subject,
  htmlContent: r.htmlContent,
  isActive: r.isActive,
  updatedAt: iso(r.updatedAt),
  placeholders: EMAIL_ALLOWED[r.type],
});

/** Every e-mail template, by type (spec order) then language (tr, en). */
export async function listEmailTemplates(db: Db): Promise<EmailTemplate[]> {
  const rows = await db.select().from(emailTemplates).orderBy(asc(emailTemplates.id));
  return sortTyped(rows, EMAIL_TEMPLATE_TYPES).map(emailOut);
}

function sortTyped<R extends { type: string; language: Language }>(rows: R[], order: readonly string[]): R[] {
  return rows.sort(
    (a, b) =>
      order.indexOf(a.type) - order.indexOf(b.type) || (a.language === 'tr' ? -1 : 1) - (b.language === 'tr' ? -1 : 1),
  );
}

/**
 * Saves the subject and (sanitised) HTML of one e-mail type in one language.
 * @param actor the admin saving (id and active type): the account-security types are master_admin's
 * @param policy where the HTML may load resources from ({@link mailResourcePolicy})
 * @throws AppError TEMPLATE_NOT_FOUND (404) for an unknown type or a missing row; FORBIDDEN (403) when an
 *   editor_admin saves an account-security type (issue 18); TEMPLATE_PLACEHOLDER_UNKNOWN (400);
 *   TEMPLATE_UNSAFE_HTML (400) naming the element ({@link assertSafeMailHtml});
 *   TEMPLATE_PLACEHOLDER_MISSING (400) naming what the HTML dropped of {@link EMAIL_REQUIRED}
 */
export async function updateEmailTemplate(
  db: Db,
  actor: { id: number; userType: UserType },
  type: string,
  input: { subject: string; htmlContent: string; language: Language },
  policy: MailResourcePolicy,
): Promise<EmailTemplate> {
  if (!isOneOf<EmailTemplateType>(EMAIL_TEMPLATE_TYPES, type)) throw new AppError('TEMPLATE_NOT_FOUND');
  if (!canEditEmailTemplate(actor.userType, type)) {
    throw new AppError('FORBIDDEN', { message: 'templates.securityTemplateMasterOnly' });
  }
  const actorId = actor.id;
  checkPlaceholders({ subject: input.subject, htmlContent: input.htmlContent }, EMAIL_ALLOWED[type]);
  assertSafeMailHtml(input.htmlContent, policy);
  const htmlContent = sanitizeEmailHtml(input.htmlContent);
  // Checked on what would be stored: a placeholder inside markup the sanitiser removes is gone too.
  checkRequiredPlaceholders('htmlContent', htmlContent, EMAIL_REQUIRED[type]);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(emailTemplates)
      .set({ subject: input.subject, htmlContent, updatedAt: new Date() })
      .where(and(eq(emailTemplates.type, type), eq(emailTemplates.language, input.language)))
      .returning();
    if (!row) throw new AppError('TEMPLATE_NOT_FOUND');
    await recordAudit(tx, {
      actorId,
      action: 'template.email.updated',
      targetType: 'template',
      targetId: row.id,
      details: { kind: 'email', type, language: input.language, subject: input.subject },
    });
    return emailOut(row);
  });
}

// ---------------------------------------------------------------------------------------------
// Notification templates

type NotificationRow = typeof notificationTemplates.$inferSelect;
const notificationOut = (r: NotificationRow): NotificationTemplate => ({
  id: r.id,
  type: r.type,
  language: r.language,
  name: r.name,
  description: r.description,
  title: r.title,
  message: r.message,
  isActive: r.isActive,
  updatedAt: iso(r.updatedAt),
  placeholders: NOTIFICATION_ALLOWED[r.type],
});

/** Every notification template, by type then language. */
export async function listNotificationTemplates(db: Db): Promise<NotificationTemplate[]> {
  const rows = await db.select().from(notificationTemplates);
  return sortTyped(rows, NOTIFICATION_TYPES).map(notificationOut);
}

/**
 * Saves the title and message of one notification type in one language (plain text; the client
 * renders them as text).
 * @throws AppError TEMPLATE_NOT_FOUND (404); TEMPLATE_PLACEHOLDER_UNKNOWN (400)
 */
export async function updateNotificationTemplate(
  db: Db,
  actorId: number,
  type: string,
  input: { title: string; message: string; language: Language },
): Promise<NotificationTemplate> {
  if (!isOneOf<NotificationType>(NOTIFICATION_TYPES, type)) throw new AppError('TEMPLATE_NOT_FOUND');
  checkPlaceholders({ title: input.title, message: input.message }, NOTIFICATION_ALLOWED[type]);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(notificationTemplates)
      .set({ title: input.title, message: input.message, updatedAt: new Date() })
      .where(and(eq(notificationTemplates.type, type), eq(notificationTemplates.language, input.language)))
      .returning();
    if (!row) throw new AppError('TEMPLATE_NOT_FOUND');
    await recordAudit(tx, {
      actorId,
      action: 'template.notification.updated',
      targetType: 'template',
      targetId: row.id,
      details: { kind: 'notification', type, language: input.language, title: input.title },
    });
    return notificationOut(row);
  });
}

// ---------------------------------------------------------------------------------------------
// SMS templates

type SmsRow = typeof smsTemplates.$inferSelect;
const smsOut = (r: SmsRow): SmsTemplate => ({
  id: r.id,
  type: r.type,
  language: r.language,
  content: r.content,
  isActive: r.isActive,
  updatedAt: iso(r.updatedAt),
  placeholders: SMS_ALLOWED[r.type],
});

/** Every SMS template, by type then language. */
export async function listSmsTemplates(db: Db): Promise<SmsTemplate[]> {
  const rows = await db.select().from(smsTemplates);
  return sortTyped(rows, SMS_TEMPLATE_TYPES).map(smsOut);
}

/**
 * Saves the content (≤ 160 characters, checked by the body schema) of one SMS type in one language.
 * @throws AppError TEMPLATE_NOT_FOUND (404); TEMPLATE_PLACEHOLDER_UNKNOWN (400)
 */
export async function updateSmsTemplate(
  db: Db,
  actorId: number,
  type: string,
  input: { content: string; language: Language },
): Promise<SmsTemplate> {
  if (!isOneOf<SmsTemplateType>(SMS_TEMPLATE_TYPES, type)) throw new AppError('TEMPLATE_NOT_FOUND');
  checkPlaceholders({ content: input.content }, SMS_ALLOWED[type]);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(smsTemplates)
      .set({ content: input.content, updatedAt: new Date() })
      .where(and(eq(smsTemplates.type, type), eq(smsTemplates.language, input.language)))
      .returning();
    if (!row) throw new AppError('TEMPLATE_NOT_FOUND');
    await recordAudit(tx, {
      actorId,
      action: 'template.sms.updated',
      targetType: 'template',
      targetId: row.id,
      details: { kind: 'sms', type, language: input.language, content: input.content },
    });
    return smsOut(row);
  });
}

// ---------------------------------------------------------------------------------------------
// Builder library (campaign templates)

type CampaignTemplateRow = typeof campaignTemplates.$inferSelect;
const campaignOut = (r: CampaignTemplateRow): CampaignTemplate => ({
  id: r.id,
  name: r.name,
  subject: r.subject,
  htmlContent: r.htmlContent,
  createdBy: r.createdBy,
  createdAt: iso(r.createdAt),
  updatedAt: iso(r.updatedAt),
});

/** The builder library, newest first. */
export async function listCampaignTemplates(db: Db): Promise<CampaignTemplate[]> {
  const rows = await db.select().from(campaignTemplates);
  return rows.sort((a, b) => b.id - a.id).map(campaignOut);
}

/**
 * Adds a builder template (HTML checked, then sanitised).
 * @returns the stored template
 * @throws AppError TEMPLATE_UNSAFE_HTML (400) naming the element ({@link assertSafeMailHtml})
 */
export async function createCampaignTemplate(
  db: Db,
  actorId: number,
  input: SaveCampaignTemplateInput,
  policy: MailResourcePolicy,
): Promise<CampaignTemplate> {
  assertSafeMailHtml(input.htmlContent, policy);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(campaignTemplates)
      .values({ ...input, htmlContent: sanitizeEmailHtml(input.htmlContent), createdBy: actorId })
      .returning();
    await recordAudit(tx, {
      actorId,
      action: 'template.campaign.created',
      targetType: 'template',
      targetId: row!.id,
      details: { kind: 'campaign', name: input.name, subject: input.subject },
    });
    return campaignOut(row!);
  });
}

/**
 * Replaces a builder template's name, subject and HTML.
 * @throws AppError CAMPAIGN_TEMPLATE_NOT_FOUND (404); TEMPLATE_UNSAFE_HTML (400)
 */
export async function updateCampaignTemplate(
  db: Db,
  actorId: number,
  id: number,
  input: SaveCampaignTemplateInput,
  policy: MailResourcePolicy,
): Promise<CampaignTemplate> {
  assertSafeMailHtml(input.htmlContent, policy);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(campaignTemplates)
      .set({ ...input, htmlContent: sanitizeEmailHtml(input.htmlContent), updatedAt: new Date() })
      .where(eq(campaignTemplates.id, id))
      .returning();
    if (!row) throw new AppError('CAMPAIGN_TEMPLATE_NOT_FOUND');
    await recordAudit(tx, {
      actorId,
      action: 'template.campaign.updated',
      targetType: 'template',
      targetId: id,
      details: { kind: 'campaign', name: input.name, subject: input.subject },
    });
    return campaignOut(row);
  });
}

/**
 * Deletes a builder template; campaigns made from it keep their copied text (their link becomes null).
 * @throws AppError CAMPAIGN_TEMPLATE_NOT_FOUND (404)
 */
export async function deleteCampaignTemplate(db: Db, actorId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(campaignTemplates).where(eq(campaignTemplates.id, id)).returning();
    if (!row) throw new AppError('CAMPAIGN_TEMPLATE_NOT_FOUND');
    await recordAudit(tx, {
      actorId,
      action: 'template.campaign.deleted',
      targetType: 'template',
      targetId: id,
      details: { kind: 'campaign', name: row.name },
    });
  });
}
