/**
 * Request input hygiene for every route, better-auth's mount included (ARCHITECTURE.md: "Bad input
 * gets a clear error in the user's language and changes nothing"):
 * - every string of a JSON body, the query string and the path parameters is NFC-normalised, so a
 *   decomposed `gu\u0308mru\u0308k` is the same text as `gümrük` for search, uniqueness and storage;
 * - a NUL byte anywhere there (keys included) is refused with 400 `error.nulByte`: PostgreSQL text
 *   cannot hold it, and it has no business in any field;
 * - a lone UTF-16 surrogate (JSON's `"\ud800"`) likewise, with 400 `error.brokenText`: it is no
 *   character, `encodeURIComponent` throws on it and UTF-8 cannot encode it, so it would fail later as a
 *   500 or be stored as U+FFFD. (URL-encoded query strings and multipart bytes decode from UTF-8 and
 *   cannot carry one; JSON embedded in a multipart field can: its parser calls {@link normalizeInput}.)
 * - a JSON body nested deeper than {@link MAX_JSON_DEPTH} levels is refused with 400 `error.tooDeep`
 *   before it is parsed (deep nesting costs stack and time and no contract needs it).
 * Malformed JSON keeps Fastify's parser (which also refuses `__proto__` and `constructor.prototype`
 * keys) and answers 400 `error.invalidJson` through the errors plugin.
 *
 * Register after the security headers (so these 400s carry them) and before the hooks that read input.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';

/** Deepest JSON nesting accepted in a request body (objects and arrays). */
export const MAX_JSON_DEPTH = 64;

/**
 * Whether the JSON text nests objects or arrays deeper than `max`, counted on the raw text (brackets
 * inside strings ignored) so nothing deep is ever parsed. Linear in the text's length.
 */
export function jsonTooDeep(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

const refused = (field: string, message: 'error.nulByte' | 'error.brokenText') =>
  new AppError('VALIDATION_ERROR', { message, fieldErrors: { [field]: [message] } });

/** A surrogate code unit without its partner (`u` mode reads a well-formed pair as one code point). */
const LONE_SURROGATE = /\p{Cs}/u;

/** The string NFC-normalised, or the refusal of a NUL byte or a lone surrogate in it. */
function normalizeText(text: string, field: string): string {
  if (text.includes('\0')) throw refused(field, 'error.nulByte');
  if (LONE_SURROGATE.test(text)) throw refused(field, 'error.brokenText');
  return text.normalize('NFC');
}

/**
 * `value` with every string (object keys included) NFC-normalised.
 * @param field the top-level field the value belongs to, for the error
 * @throws AppError 400 VALIDATION_ERROR `error.nulByte` when a string holds U+0000, `error.brokenText`
 *   when it holds a lone UTF-16 surrogate
 */
export function normalizeInput(value: unknown, field = '_'): unknown {
  if (typeof value === 'string') return normalizeText(value, field);
  if (Array.isArray(value)) return value.map((v) => normalizeInput(v, field));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) {
      const name = field === '_' ? key : field;
      out[normalizeText(key, name)] = normalizeInput(v, name);
    }
    return out;
  }
  return value;
}

async function inputPlugin(app: FastifyInstance) {
  // The same secure parser Fastify uses by default, behind the depth check and the normalisation.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, text, done) => {
    const raw = String(text);
    if (jsonTooDeep(raw)) {
      done(new AppError('VALIDATION_ERROR', { message: 'error.tooDeep', params: { max: MAX_JSON_DEPTH } }));
      return;
    }
    void parseJson(req, raw, (err, parsed) => {
      if (err) return done(err);
      try {
        done(null, normalizeInput(parsed));
      } catch (error) {
        done(error as AppError);
      }
    });
  });

  app.addHook('onRequest', async (req: FastifyRequest) => {
    req.query = normalizeInput(req.query);
    req.params = normalizeInput(req.params);
  });
}

export default fp(inputPlugin, { name: 'input', dependencies: ['errors'] });
