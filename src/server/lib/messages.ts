/**
 * Server-side texts: the shared message catalogue (`src/shared/messages`) in the caller's language.
 * The language comes from the `lang` cookie, else Accept-Language, else Turkish (spec §1;
 * ARCHITECTURE.md, errors).
 */
import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, type Language } from '@shared/constants';
import { type MessageKey, translate } from '@shared/messages';

export { isMessageKey, type MessageKey } from '@shared/messages';

/** The text for `key` in `lang`, with `{{name}}` placeholders filled from `params`. */
export function t(lang: Language, key: MessageKey, params: Record<string, string | number> = {}): string {
  return translate(lang, key, params);
}

const LANGUAGE_COOKIE_PATTERN = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=(tr|en)\\b`);

/** The language the visitor chose in the UI (the `lang` cookie the client writes), if any. */
export function cookieLanguage(req: Pick<FastifyRequest, 'headers'>): Language | undefined {
  return LANGUAGE_COOKIE_PATTERN.exec(req.headers.cookie ?? '')?.[1] as Language | undefined;
}

/** The caller's language: `lang` cookie, then the first supported Accept-Language entry, then Turkish. */
export function requestLanguage(req: Pick<FastifyRequest, 'headers'>): Language {
  const chosen = cookieLanguage(req);
  if (chosen) return chosen;
  const accept = req.headers['accept-language'];
  if (typeof accept === 'string') {
    for (const part of accept.split(',')) {
      const tag = part.trim().slice(0, 2).toLowerCase();
      if (tag === 'tr' || tag === 'en') return tag;
    }
  }
  return DEFAULT_LANGUAGE;
}
