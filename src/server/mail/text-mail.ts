/**
 * Mails rendered without a template: the one way to send a transactional mail that none of the
 * seeded template types describes (the magic link, the service-inquiry mails; decisions 003, 042).
 * Their texts come from the message catalogue in the recipient's language, so they are translated
 * like every other server text; they wear the templates' look (`lib/mail-layout.ts`) with the
 * catalogue's frame (`mail.*`), and are queued with `template_type` NULL.
 *
 * Admins do not edit these mails: a text that must say exactly what a link does (sign in, confirm
 * and send, a reply going to a stranger) stays in code review's hands.
 */
import type { Language } from '@shared/constants';
import { emailOutbox } from '../db/schema';
import { escapeHtml, replaceVerbatim } from '../lib/html';
import { mailLayout } from '../lib/mail-layout';
import { t } from '../lib/messages';
import type { Executor } from './outbox';

/** A mail's copy, as plain text already in the recipient's language (everything is escaped here). */
export interface TextMail {
  subject: string;
  heading: string;
  paragraphs: readonly string[];
  /** Label/value rows (e.g. the sender's name and address). */
  details?: readonly (readonly [string, string])[];
  /** A person's own words, shown apart from the platform's; line breaks kept. */
  quote?: string;
  /** The call to action; a line under it repeats the link for clients that break the button. */
  button?: { label: string; url: string };
  /** Small print under the button. */
  notes?: readonly string[];
}

/**
 * The subject and HTML of a {@link TextMail}: every text HTML-escaped (names and messages people typed
 * included), the quote's line breaks as `<br>`, the frame from the catalogue's `mail.*` texts.
 */
export function renderTextMail(language: Language, mail: TextMail): { subject: string; html: string } {
  const notes = (mail.notes ?? []).map(escapeHtml);
  if (mail.button) {
    const link = escapeHtml(mail.button.url);
    const fallback = escapeHtml(t(language, 'mail.buttonFallback', { link: '{{link}}' }));
    notes.unshift(replaceVerbatim(fallback, '{{link}}', `<a href="${link}" style="color:#1e3a8a;">${link}</a>`));
  }
  const html = mailLayout({
    brand: escapeHtml(t(language, 'mail.brand')),
    heading: escapeHtml(mail.heading),
    paragraphs: mail.paragraphs.map(escapeHtml),
    details: mail.details?.map(([label, value]) => [escapeHtml(label), escapeHtml(value)] as const),
    quote: mail.quote ? escapeHtml(mail.quote).replace(/\n/g, '<br>') : undefined,
    button: mail.button ? { label: escapeHtml(mail.button.label), href: escapeHtml(mail.button.url) } : undefined,
    notes,
    footer: escapeHtml(t(language, 'mail.footer')),
  });
  return { subject: mail.subject, html };
}

/**
 * Queues a {@link TextMail} (`template_type` NULL) in the caller's transaction.
 * @param mail.headers extra headers, e.g. `Reply-To` (nodemailer encodes address headers)
 */
export async function enqueueTextMail(
  exec: Pick<Executor, 'insert'>,
  mail: TextMail & { to: string; language: Language; headers?: Record<string, string> },
): Promise<void> {
  const { subject, html } = renderTextMail(mail.language, mail);
  await exec.insert(emailOutbox).values({
    toAddress: mail.to,
    subject,
    html,
    templateType: null,
    language: mail.language,
    headers: mail.headers ?? null,
  });
}
