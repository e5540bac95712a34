/**
 * Newsletter subscription (spec §3 Newsletter subscriber, §5, §7 POST /api/newsletter/subscribe;
 * PRODUCT-DECISIONS 20: double opt-in, one-click unsubscribe). Server module and client feature
 * `newsletter`.
 */
import { z } from 'zod';
import { NEWSLETTER_OUTCOME_PARAM, NEWSLETTER_SOURCES, type NewsletterOutcome } from '../constants';
import { pageUrl } from '../pages';

/**
 * Body of POST /api/newsletter/subscribe (spec §3, §5: must contain '@'). The address is trimmed and
 * lower-cased, at most 254 characters; `source` defaults to 'homepage'. The error is a message key
 * (`newsletter.invalidEmail`) that the server answers in the caller's language.
 */
export const newsletterSubscribeSchema = z.object({
  email: z
    .string({ error: 'newsletter.invalidEmail' })
    .trim()
    .toLowerCase()
    .max(254, { error: 'newsletter.invalidEmail' })
    .pipe(z.email({ error: 'newsletter.invalidEmail' })),
  source: z.enum(NEWSLETTER_SOURCES).default('homepage'),
});
/** The body as the client sends it. */
export type NewsletterSubscribeInput = z.input<typeof newsletterSubscribeSchema>;
/** The body after validation (address normalised, source set), as the service receives it. */
export type NewsletterSubscribe = z.output<typeof newsletterSubscribeSchema>;

/** 200 answer of POST /api/newsletter/subscribe: `message` is the confirmation text in the caller's language. */
export const newsletterSubscribeResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type NewsletterSubscribeResponse = z.infer<typeof newsletterSubscribeResponseSchema>;

/** Query of the mail links GET /api/newsletter/confirm and GET|POST /api/newsletter/unsubscribe. */
export const newsletterTokenQuerySchema = z.object({ token: z.string().min(16).max(128) });

/**
 * Answer of POST /api/newsletter/unsubscribe (RFC 8058 one-click, sent by mail clients): 200 with
 * `success: true`, or 404 with `success: false` for an unknown token. The GET link redirects instead.
 */
export const newsletterUnsubscribeResponseSchema = z.object({ success: z.boolean() });

/** The home page telling what a newsletter link did: `/?newsletter=confirmed` (issue 22). */
export function newsletterOutcomeUrl(outcome: NewsletterOutcome): string {
  return pageUrl('home', { query: { [NEWSLETTER_OUTCOME_PARAM]: outcome } });
}
