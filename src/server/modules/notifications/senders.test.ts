/**
 * Every notification, mail and SMS type the product names has a sender (issue 22: "a test enumerates
 * all types and fails on any without one, except those a decision record retires with a reason").
 *
 * A type counts as sent when its name is written, as a string, in a server module that also calls
 * that channel's sender: `notifyUsers`/`notifyAdmins` (or the message thread's own upsert of
 * `message_received`), the mail outbox (`enqueueTemplateMail`, `enqueuePreferenceMail`, the account
 * mailer's `template`), the SMS outbox (`enqueueSms`, `enqueueUserSms`). The behaviour of each sender
 * is tested with its feature; this test catches a type added to the lists, the seed and the template
 * editor that nothing sends (an admin would edit a template that never goes out).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { EMAIL_TEMPLATE_TYPES, NOTIFICATION_TYPES, SMS_TEMPLATE_TYPES } from '@shared/constants';

const SERVER = join(import.meta.dirname, '../..');
const DECISIONS = join(import.meta.dirname, '../../../../docs/decisions');

/** Types no event sends, each with the decision record that says why (the record must name the type). */
const RETIRED: Record<'notification' | 'mail' | 'sms', Record<string, string>> = {
  notification: {},
  mail: {},
  sms: {
    // Two-factor sign-in by SMS code is not built yet (issue 22, "SMS and second factor").
    // Resetting a password by SMS would make the phone a second way into the account: mail only.
    password_reset: '043-sms-outbox.md',
    welcome: '043-sms-outbox.md',
    campaign: '043-sms-outbox.md',
    announcement: '043-sms-outbox.md',
    appointment_reminder: '043-sms-outbox.md',
  },
};

/**
 * Types sent through another module's sender: the module must name the type. `newsletter_monthly` is
 * the starting text of a campaign (marketing.service offers it in the campaign editor; the campaign
 * job sends what the admin made of it).
 */
const SENT_VIA: Record<keyof typeof RETIRED, Record<string, string>> = {
  notification: {},
  mail: { newsletter_monthly: 'modules/marketing/marketing.service.ts' },
  sms: {},
};

const SENDERS: Record<keyof typeof RETIRED, RegExp> = {
  notification: /\bnotify(?:Users|Admins)\(|INSERT INTO notifications/,
  mail: /\benqueue(?:Template|Preference)Mail\(|\btemplate\(|\benqueueTextMail\(/,
  sms: /\benqueue(?:User)?Sms\(/,
};

/** The server's own modules: not tests, seeds, schema or migrations (they name every type). */
function sources(dir: string): { path: string; text: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return ['seed', 'schema', 'migrations', 'test'].includes(entry.name) ? [] : sources(path);
    if (!entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) return [];
    return [{ path: relative(SERVER, path), text: readFileSync(path, 'utf8') }];
  });
}

const files = sources(SERVER);

function sentBy(channel: keyof typeof RETIRED, type: string): string[] {
  const via = SENT_VIA[channel][type];
  return files
    .filter((f) => (via ? f.path === via : SENDERS[channel].test(f.text)) && f.text.includes(`'${type}'`))
    .map((f) => f.path);
}

describe.each([
  ['notification', NOTIFICATION_TYPES],
  ['mail', EMAIL_TEMPLATE_TYPES],
  ['sms', SMS_TEMPLATE_TYPES],
] as const)('every %s type', (channel, types) => {
  it('is sent by some module, or retired by a decision record that names it', () => {
    const retired = RETIRED[channel];
    const unsent = types.filter((type) => !retired[type] && sentBy(channel, type).length === 0);
    expect(unsent).toEqual([]);
  });

  it('is retired only while nothing sends it, by a record that exists and names it', () => {
    for (const [type, record] of Object.entries(RETIRED[channel])) {
      expect(types as readonly string[]).toContain(type);
      expect(sentBy(channel, type), `${type} has a sender now: remove it from RETIRED`).toEqual([]);
      expect(readFileSync(join(DECISIONS, record), 'utf8')).toContain(`\`${type}\``);
    }
  });
});
