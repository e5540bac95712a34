/**
 * Mails that depend on the recipient's e-mail preferences (spec §3 Email preferences, §4;
 * PRODUCT-DECISIONS 18, 20; src/shared/contracts/email-preferences.ts says which mail follows which
 * preference). Placeholder: queues every mail until the preferences part lands.
 */
import type { EmailPreferenceKey } from '../../shared/contracts/email-preferences';
import type { EmailTemplateType, Language } from '../../shared/constants';
import { enqueueTemplateMail, type Executor } from './outbox';

/**
 * Queues a templated mail to a user when their `preference` is on (a missing preferences row means
 * the spec's defaults), with a one-click unsubscribe link and `List-Unsubscribe` headers that turn
 * that preference off.
 * @param exec the transaction of the change that causes the mail
 * @returns whether the mail was queued
 */
export async function enqueuePreferenceMail(
  exec: Executor,
  mail: {
    userId: number;
    to: string;
    type: EmailTemplateType;
    language: Language;
    params: Record<string, string>;
    preference: EmailPreferenceKey;
  },
): Promise<boolean> {
  await enqueueTemplateMail(exec, { to: mail.to, type: mail.type, language: mail.language, params: mail.params });
  return true;
}
