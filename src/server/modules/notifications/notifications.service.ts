/**
 * Notifications (spec §3 Notification; PRODUCT-DECISIONS 18): rows in `notifications`, written in the
 * transaction of the event that causes them, in the recipient's language. The text comes from the
 * seeded notification template of the type (editable by admins, spec §2 template management), or, for
 * events the 20 template types do not describe on their own (an application approved or rejected), from
 * message catalogue keys. Each created notification is pushed to its owner's sockets as
 * `notification:new`, with `unread:changed`, once the causing request has answered (`afterCommit`,
 * docs/decisions/014-messaging.md): callers need do nothing for it.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Language, NotificationType } from '@shared/constants';
import type { Db } from '../../db/client';
import { notifications, notificationTemplates, users } from '../../db/schema';
import { afterCommit } from '../../lib/realtime';
import { renderTemplate } from '../../mail/outbox';
import { type MessageKey, t } from '../../lib/messages';

/** The database or an open transaction. */
type Executor = Pick<Db, 'select' | 'insert'>;

export interface NotificationInput {
  type: NotificationType;
  /** `{{name}}` values for the template or the catalogue texts. */
  params?: Record<string, string>;
  /** Where a click on the notification leads (a path of this site). */
  actionUrl?: string | null;
  /** Catalogue keys instead of the type's template, for texts the template does not cover. */
  text?: { title: MessageKey; message: MessageKey };
  /** Extra structured data kept with the row (ids the client may use). */
  data?: Record<string, unknown>;
}

/**
 * Creates one notification for each of `userIds`, each in that user's language, and queues their push
 * (`notification:new` and `unread:changed`) for after the commit; the push loads the rows by id, so
 * a rolled-back notification sends nothing.
 * @param exec the transaction of the causing change
 * @returns the ids of the created rows (none for an empty list or deleted users)
 * @throws Error when the type has no active template in either language and no `text` was given
 */
export async function notifyUsers(
  exec: Executor,
  userIds: readonly number[],
  input: NotificationInput,
): Promise<number[]> {
  if (userIds.length === 0) return [];
  const recipients = await exec
    .select({ id: users.id, language: users.language })
    .from(users)
    .where(and(inArray(users.id, [...userIds]), sql`${users.deletedAt} IS NULL`));
  if (recipients.length === 0) return [];
  const templates = input.text
    ? []
    : await exec
        .select({
          language: notificationTemplates.language,
          title: notificationTemplates.title,
          message: notificationTemplates.message,
        })
        .from(notificationTemplates)
        .where(and(eq(notificationTemplates.type, input.type), eq(notificationTemplates.isActive, true)));
  const params = input.params ?? {};
  const render = (lang: Language) => {
    if (input.text) return { title: t(lang, input.text.title, params), message: t(lang, input.text.message, params) };
    const tpl = templates.find((r) => r.language === lang) ?? templates.find((r) => r.language === 'tr');
    if (!tpl) throw new Error(`No active notification template '${input.type}'`);
    return { title: renderTemplate(tpl.title, params, false), message: renderTemplate(tpl.message, params, false) };
  };
  const rows = await exec
    .insert(notifications)
    .values(
      recipients.map((r) => ({
        userId: r.id,
        type: input.type,
        ...render(r.language),
        actionUrl: input.actionUrl ?? null,
        data: input.data ?? null,
      })),
    )
    .returning({ id: notifications.id });
  const ids = rows.map((r) => r.id);
  afterCommit((hub) => hub.pushNotifications(ids));
  return ids;
}

/** {@link notifyUsers} for every active admin (master_admin or editor_admin held). */
export async function notifyAdmins(exec: Executor, input: NotificationInput): Promise<number[]> {
  const admins = await exec
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.isActive, true),
        sql`${users.deletedAt} IS NULL`,
        sql`${users.availableUserTypes} && ARRAY['master_admin','editor_admin']::text[]`,
      ),
    );
  return notifyUsers(
    exec,
    admins.map((a) => a.id),
    input,
  );
}
