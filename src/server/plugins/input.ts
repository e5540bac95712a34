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
import { jsonTooDeep, MAX_JSON_DEPTH, normalizeInput } from '../lib/input';

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
