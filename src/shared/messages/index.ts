/**
 * The message catalogue (issue 7, "one message catalogue"): every text that both the server and the
 * client show — validation and error messages — once per language, per domain (`tr/<domain>.ts`,
 * `en/<domain>.ts`). The server translates its errors from it (`src/server/lib/messages.ts`); the
 * client loads it as the i18next `shared` namespace. Keys are `<domain>.<name>`, derived from the
 * Turkish files, so a key exists only when it has a Turkish text; the English files are typed from
 * the Turkish ones, so a key missing in English fails the typecheck (and `messages.test.ts`).
 */
import type { Language } from '../constants';
import * as en from './en/index';
import * as tr from './tr/index';
import type { Translation } from './types';

export type { Translation } from './types';

/** The Turkish catalogue's shape: domain → key → text. */
export type Catalogue = { readonly [D in keyof typeof tr]: Translation<(typeof tr)[D]> };

/** A message key: `<domain>.<name>`, e.g. `auth.invalidCredentials`. */
export type MessageKey = {
  [D in keyof typeof tr]: `${D & string}.${keyof (typeof tr)[D] & string}`;
}[keyof typeof tr];

/** Both languages' catalogues, nested by domain (the i18next `shared` namespace uses this shape). */
export const catalogues: Record<Language, Catalogue> = { tr, en };

const flat: Record<Language, Map<string, string>> = {
  tr: flatten(catalogues.tr),
  en: flatten(catalogues.en),
};

function flatten(catalogue: Catalogue): Map<string, string> {
  const out = new Map<string, string>();
  for (const [domain, texts] of Object.entries(catalogue)) {
    for (const [name, text] of Object.entries(texts as Record<string, string>)) out.set(`${domain}.${name}`, text);
  }
  return out;
}

/** Every message key, in catalogue order. */
export const MESSAGE_KEYS = [...flat.tr.keys()] as MessageKey[];

/** True when `key` names a catalogue text (schemas use keys as their custom error messages). */
export function isMessageKey(key: string): key is MessageKey {
  return flat.tr.has(key);
}

/** The text for `key` in `lang`, with `{{name}}` placeholders filled from `params` (missing ones empty). */
export function translate(lang: Language, key: MessageKey, params: Record<string, string | number> = {}): string {
  const text = flat[lang].get(key) ?? flat.tr.get(key) ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
