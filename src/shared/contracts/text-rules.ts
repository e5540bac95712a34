/**
 * Rules for the texts people type that several contracts share (issue 18): person and company names,
 * multi-line texts, and web addresses. One definition each, so the sign-up, profile, application, partner edit,
 * feedback, quote and admin forms refuse and accept the same values, on the client and the server.
 */
import { z } from 'zod';
import type { MessageKey } from '../messages';

/**
 * Characters no name may hold: control characters (CR, LF, tab, NUL, DEL, C1) — a name spans one line
 * in mails, headers, CSV exports and lists — and the bidirectional embedding, override and isolate
 * controls U+202A–U+202E, U+2066–U+2069, which make a name display as something else ("Trojan Source").
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const NAME_FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

/** Whether `name` holds none of the characters a person or company name may not hold. */
export const isCleanName = (name: string): boolean => !NAME_FORBIDDEN.test(name);

/**
 * `schema` refusing control and bidi characters with `validation.nameCharacters`, for every first,
 * last, full, contact and company name (apply after `.trim()`, so the check sees the stored text).
 */
export function cleanName<T extends z.ZodType<string | null | undefined>>(schema: T): T {
  return schema.refine((v: unknown) => typeof v !== 'string' || isCleanName(v), {
    error: 'validation.nameCharacters' satisfies MessageKey,
  });
}

// eslint-disable-next-line no-control-regex -- control characters are exactly what this removes
const TEXT_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/**
 * The stored form of a multi-line text people type (a partner's post, a visitor's inquiry): Unicode
 * NFC, line ends as `\n`, control characters (except line feed and tab) and bidirectional overrides
 * removed (they would make the text display as something else), at most one empty line in a row,
 * trailing spaces of each line and the whole text trimmed. A contract's length limits apply to this
 * form, on the client and the server.
 */
export function normaliseTypedText(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(TEXT_CONTROL, '')
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * A web address as people type it: `example.com/x` → `https://example.com/x`; one with `http://` or
 * `https://` is kept as typed; `//example.com` gets `https:`. Anything with another scheme
 * (`javascript:`, `mailto:`) is left for {@link isWebUrl} to refuse; `host:8080` is a port, not a scheme.
 */
export function withScheme(text: string): string {
  const v = text.trim();
  if (v === '' || /^https?:\/\//i.test(v)) return v;
  if (v.startsWith('//')) return `https:${v}`;
  if (/^[a-z][a-z0-9+.-]*:(?!\d)/i.test(v)) return v;
  return `https://${v}`;
}

/** Whether `url` is an absolute http(s) address of a named host (a domain with a dot, or localhost). */
export function isWebUrl(url: string): boolean {
  if (/\s/.test(url) || !/^https?:\/\//i.test(url)) return false;
  try {
    const { hostname, username, password } = new URL(url);
    if (username || password) return false;
    return hostname === 'localhost' || z.regexes.domain.test(hostname);
  } catch {
    return false;
  }
}

/**
 * An optional web address (website, social profiles, links): trimmed, `https://` added when no scheme
 * is given ({@link withScheme}), then checked ({@link isWebUrl}; the length limit applies to the
 * stored text). '' stays '' (each contract maps "none" to its own null or undefined).
 * @param opts.error the message key of a bad address in the form's domain; `opts.tooLong` of a long one
 */
export const optionalWebUrl = (opts: { max: number; error: MessageKey; tooLong?: MessageKey }) =>
  z
    .string()
    .transform(withScheme)
    .pipe(
      z
        .string()
        .max(opts.max, { error: opts.tooLong ?? ('validation.tooLong' satisfies MessageKey) })
        .refine((v) => v === '' || isWebUrl(v), { error: opts.error }),
    );

/**
 * The first `max` characters (code points) of `text` on one line, whitespace collapsed, with an
 * ellipsis when cut: what a notification, a digest or a mail quotes of a post or a campaign.
 */
export function oneLineExcerpt(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const chars = [...line];
  return chars.length <= max
    ? line
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}
