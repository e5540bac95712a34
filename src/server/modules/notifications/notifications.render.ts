/**
 * A notification's text, written for its reader (issue 22 "The reader's
 * language"; docs/decisions/038). A row keeps its type, its language-free parameters and, for events
 * its type's template does not describe, two catalogue keys; each read (the list, marking one read, the
 * `notification:new` push) renders it in the owner's current account language from the type's active
 * template of that language (an admin's edit applies to old rows too) or from the catalogue. A row
 * written before migration 0029 has no parameters and shows the text stored with it, as does a row
 * whose template is gone.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Language, NotificationType } from '@shared/constants';
import type { Notification } from '@shared/contracts/notifications';
import type { Db } from '../../db/client';
import { type notifications, notificationTemplates, users } from '../../db/schema';
import { renderTemplate } from '../../mail/outbox';
import { isMessageKey, t } from '../../lib/messages';
import { renderParams } from '../../lib/reader-params';

type Exec = Pick<Db, 'select'>;
type Row = typeof notifications.$inferSelect;

/** The fields of a row its text is rendered from. */
export type RenderSource = Pick<Row, 'type' | 'title' | 'message' | 'params' | 'titleKey' | 'messageKey'>;

/** Active notification templates by type, then language. */
export type NotificationTemplates = Map<string, Map<Language, NotificationText>>;

/** A notification's two texts. */
export interface NotificationText {
  title: string;
  message: string;
}

/** The active templates of `types` (one query; none for an empty list). */
export async function loadNotificationTemplates(
  exec: Exec,
  types: readonly NotificationType[],
): Promise<NotificationTemplates> {
  const out: NotificationTemplates = new Map();
  if (types.length === 0) return out;
  const rows = await exec
    .select({
      type: notificationTemplates.type,
      language: notificationTemplates.language,
      title: notificationTemplates.title,
      message: notificationTemplates.message,
    })
    .from(notificationTemplates)
    .where(and(inArray(notificationTemplates.type, [...new Set(types)]), eq(notificationTemplates.isActive, true)));
  for (const r of rows) {
    let byLanguage = out.get(r.type);
    if (!byLanguage) out.set(r.type, (byLanguage = new Map<Language, NotificationText>()));
    byLanguage.set(r.language, { title: r.title, message: r.message });
  }
  return out;
}

/**
 * The title and message of `row` for a reader of `lang`: the catalogue keys' texts when the row has
 * them, else the type's template in `lang` (Turkish when `lang` has none), with the parameters written
 * for that reader. Null when neither applies (a row before migration 0029, a template deactivated).
 */
export function renderNotificationText(
  row: Omit<RenderSource, 'title' | 'message'>,
  lang: Language,
  templates: NotificationTemplates,
): NotificationText | null {
  if (row.params === null) return null;
  const params = renderParams(row.params, lang);
  if (row.titleKey !== null && row.messageKey !== null) {
    if (!isMessageKey(row.titleKey) || !isMessageKey(row.messageKey)) return null;
    return { title: t(lang, row.titleKey, params), message: t(lang, row.messageKey, params) };
  }
  const byLanguage = templates.get(row.type);
  const tpl = byLanguage?.get(lang) ?? byLanguage?.get('tr');
  if (!tpl) return null;
  return { title: renderTemplate(tpl.title, params, false), message: renderTemplate(tpl.message, params, false) };
}

/** The account language of each of `userIds` (Turkish for anything unknown). */
export async function readerLanguages(exec: Exec, userIds: readonly number[]): Promise<Map<number, Language>> {
  if (userIds.length === 0) return new Map();
  const rows = await exec
    .select({ id: users.id, language: users.language })
    .from(users)
    .where(inArray(users.id, [...new Set(userIds)]));
  return new Map(rows.map((r) => [r.id, r.language === 'en' ? 'en' : 'tr'] as const));
}

/**
 * `rows` as the API and the `notification:new` event send them (spec §3 Notification fields), each
 * rendered in its owner's current language: two queries (languages, templates) for any number of rows.
 */
export async function toNotifications(exec: Exec, rows: readonly Row[]): Promise<Notification[]> {
  if (rows.length === 0) return [];
  const [languages, templates] = await Promise.all([
    readerLanguages(
      exec,
      rows.map((r) => r.userId),
    ),
    loadNotificationTemplates(
      exec,
      rows.filter((r) => r.params !== null && r.titleKey === null).map((r) => r.type),
    ),
  ]);
  return rows.map((r) => {
    const text = renderNotificationText(r, languages.get(r.userId) ?? 'tr', templates) ?? {
      title: r.title,
      message: r.message,
    };
    return {
      id: r.id,
      type: r.type,
      title: text.title,
      message: text.message,
      isRead: r.isRead,
      actionUrl: r.actionUrl,
      createdAt: r.createdAt.toISOString(),
    };
  });
}
