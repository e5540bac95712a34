/**
 * The input hygiene rules shared by the input plugin (every JSON body, query string and path) and the
 * multipart parsers of services (a JSON text inside a form field): NFC normalisation, and the refusal
 * of NUL bytes, lone surrogates and deep nesting. Why each rule exists: `plugins/input.ts`.
 */
import { AppError } from './errors';

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
