/**
 * Notifications (spec §3 Notification; PRODUCT-DECISIONS 18; issue 22): rows in `notifications`, written in
 * the transaction of the event that causes them. A row keeps the event's type and language-free
 * parameters (`ReaderParams`), and, for events the 20 template types do not describe on their own (an
 * application approved or rejected), the catalogue keys of its texts; it is rendered in the reader's
 * current language each time it is read (notifications.render.ts; docs/decisions/038). The text for
 * the recipient's language at the time is stored too, as the fallback. Each created notification is
 * pushed to its owner's sockets as `notification:new`, with `unread:changed`, once the causing
 * request has answered (`afterCommit`, docs/decisions/014-messaging.md): callers need do nothing for it.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Language, NotificationType } from '@shared/constants';
import type { Db } from '../../db/client';
import { notifications, users } from '../../db/schema';
import { afterCommit } from '../../lib/realtime';
import type { MessageKey } from '../../lib/messages';
import type { ReaderParams } from '../../lib/reader-params';
import { loadNotificationTemplates, type NotificationTemplates, renderNotificationText } from './notifications.render';

/** The database or an open transaction. */
type Executor = Pick<Db, 'select' | 'insert'>;

export interface NotificationInput {
  type: NotificationType;
  /**
   * `{{name}}` values for the template or the catalogue texts: plain strings, or values each reader's
   * language writes its own way (days, money, request summaries: `ReaderValue`).
   */
  params?: ReaderParams;
  /** Where a click on the notification leads (a path of this site). */
  actionUrl?: string | null;
  /** Catalogue keys instead of the type's template, for texts the template does not cover. */
  text?: { title: MessageKey; message: MessageKey };
  /** Extra structured data kept with the row (ids the client may use). */
  data?: Record<string, unknown>;
}

/** The columns {@link notificationFields} fills: type, parameters, catalogue keys and the fallback text. */
export type NotificationFields = Pick<
  typeof notifications.$inferInsert,
  'type' | 'params' | 'titleKey' | 'messageKey' | 'title' | 'message'
>;

/**
 * What a notification row stores for a recipient of a given language: the type, the parameters, the
 * catalogue keys, and the text written for that language (the fallback of notifications.render.ts).
 * The one way a notification's fields are made; {@link notifyUsers} and the message notification's
 * upsert (modules/messages) use it. Loads the type's templates once.
 * @throws Error (from the returned function) when the type has no active template in either language
 *   and no `text` was given
 */
export async function notificationFields(
  exec: Pick<Db, 'select'>,
  input: Omit<NotificationInput, 'actionUrl' | 'data'>,
): Promise<(language: Language) => NotificationFields> {
  const templates = input.text
    ? (new Map() as NotificationTemplates)
    : await loadNotificationTemplates(exec, [input.type]);
  const source = {
    type: input.type,
    params: input.params ?? {},
    titleKey: input.text?.title ?? null,
    messageKey: input.text?.message ?? null,
  };
  return (language: Language) => {
    const text = renderNotificationText(source, language, templates);
    if (!text) throw new Error(`No active notification template '${input.type}'`);
    return { ...source, ...text };
  };
}

/**
 * Creates one notification for each of `userIds` and queues their push (`notification:new` and
 * `unread:changed`) for after the commit; the push loads the rows by id, so a rolled-back
 * notification sends nothing.
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
  const fieldsFor = await notificationFields(exec, input);
  const rows = await exec
    .insert(notifications)
    .values(
      recipients.map((r) => ({
        userId: r.id,
        ...fieldsFor(r.language),
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
