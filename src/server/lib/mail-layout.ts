/**
 * The one look of the platform's mails: a table-based, inline-styled body (mail clients ignore style
 * sheets, and the e-mail builder edits body content only). The seeded templates
 * (`db/seed/reference-data.ts`) and the mails rendered without a template (`mail/text-mail.ts`) both
 * wrap their copy in it, so the two kinds cannot drift apart.
 *
 * Every part is HTML as given: the caller escapes what it did not write itself.
 */

/** The parts of one mail, each HTML. */
export interface MailLayoutParts {
  /** The site's name in the header band. */
  brand: string;
  heading: string;
  /** Paragraphs, in order. */
  paragraphs: readonly string[];
  /**
   * A block the server built from escaped parts (the weekly digest's sections, decision 041), under
   * the paragraphs.
   */
  block?: string | undefined;
  /** Label/value rows shown as a small table under the paragraphs. */
  details?: readonly (readonly [string, string])[] | undefined;
  /** A quoted block under the paragraphs (a person's own words, kept apart from the platform's). */
  quote?: string | undefined;
  /** The call to action; `href` goes into the attribute as given (escape it). */
  button?: { label: string; href: string } | undefined;
  /** Small print under the button, one paragraph each. */
  notes?: readonly string[] | undefined;
  /** The grey band at the bottom. */
  footer: string;
}

const P = 'margin:0 0 16px;font-size:15px;line-height:1.6;color:#1f2937;';
const NOTE = 'margin:0 0 8px;font-size:13px;line-height:1.5;color:#6b7280;';

/** The mail's HTML body from its parts (see {@link MailLayoutParts}). */
export function mailLayout(parts: MailLayoutParts): string {
  const paragraphs = parts.paragraphs.map((p) => `<p style="${P}">${p}</p>`).join('');
  const details = parts.details?.length
    ? `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border:1px solid #e5e7eb;border-radius:6px;">${parts.details
        .map(
          ([label, value]) =>
            `<tr><td style="padding:8px 12px;font-size:14px;color:#6b7280;width:40%;border-bottom:1px solid #e5e7eb;">${label}</td><td style="padding:8px 12px;font-size:14px;color:#111827;font-weight:bold;border-bottom:1px solid #e5e7eb;">${value}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const block = parts.block ? `<div style="margin:0 0 16px;">${parts.block}</div>` : '';
  const quote = parts.quote
    ? `<blockquote style="margin:0 0 16px;padding:12px 16px;border-left:4px solid #1e3a8a;background-color:#f9fafb;font-size:15px;line-height:1.6;color:#1f2937;">${parts.quote}</blockquote>`
    : '';
  const button = parts.button
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:24px 0;"><tr><td style="background-color:#1e3a8a;border-radius:6px;"><a href="${parts.button.href}" style="display:inline-block;padding:12px 24px;font-size:15px;font-weight:bold;color:#ffffff;text-decoration:none;">${parts.button.label}</a></td></tr></table>`
    : '';
  const notes = (parts.notes ?? []).map((n) => `<p style="${NOTE}">${n}</p>`).join('');
  return (
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background-color:#f3f4f6;padding:24px 0;font-family:Arial,Helvetica,sans-serif;">` +
    `<tr><td align="center">` +
    `<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="width:100%;max-width:600px;background-color:#ffffff;border-radius:8px;overflow:hidden;">` +
    `<tr><td style="background-color:#1e3a8a;padding:20px 32px;font-size:20px;font-weight:bold;color:#ffffff;">${parts.brand}</td></tr>` +
    `<tr><td style="padding:32px;">` +
    `<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:#1e3a8a;">${parts.heading}</h1>` +
    paragraphs +
    block +
    details +
    quote +
    button +
    notes +
    `</td></tr>` +
    `<tr><td style="padding:20px 32px;background-color:#f9fafb;border-top:1px solid #e5e7eb;font-size:12px;line-height:1.6;color:#6b7280;">${parts.footer}</td></tr>` +
    `</table></td></tr></table>`
  );
}
