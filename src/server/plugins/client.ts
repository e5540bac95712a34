/**
 * Serves the built client (ARCHITECTURE.md: one process serves the API and the app):
 * - hashed assets under /assets with a one-year immutable cache, other public files revalidated;
 * - `/` without a query string: the pre-rendered home page in the visitor's language (the `lang`
 *   cookie the client writes, otherwise Turkish — the client ignores the browser's language too,
 *   spec §1), so the page is painted before its scripts run (scripts/prerender.ts); `index.html`
 *   when there is no pre-render. With a query string (`?confirmed=true`, `?category=…`) the first
 *   client render differs from the pre-render, so those get `index.html`. Either way the head carries
 *   the admin's current SEO settings (title, description, keywords, Open Graph, Twitter card);
 * - `/partner/{username}`: index.html with the company's title, meta description, canonical link, Open
 *   Graph and Twitter tags, and its name and description in the body for crawlers without JavaScript
 *   (issue 8); an old username answers 301 to the new path, an unknown or passive partner the shell
 *   with status 404;
 * - `/sitemap.xml`: home, catalogue and every listed partner;
 * - every other page path (`isPagePath`, src/shared/pages.ts): `index.html`, whose router shows the page;
 * - any other path that asks for a page: the same `index.html` (the router shows 'Page Not Found') with
 *   status 404, so search engines do not index a soft 404 (issue 21);
 * - unknown `/api/…` paths and missing files: a JSON 404 in the caller's language.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@shared/constants';
import { cookieLanguage, requestLanguage, t } from '../lib/messages';
import {
  loadSeoDefaults,
  lookupPartnerForSeo,
  partnerBodyBlock,
  partnerHeadTags,
  renderPartnerPage,
  sitemapXml,
} from '../modules/partners/partners.service';
import { renderHomePage } from '../modules/partners/seo';
import { isPagePath, PAGES, pageUrl } from '@shared/pages';

export interface ClientPluginOptions {
  /** The client build (`dist/client`); without its index.html only the API is served. */
  clientDist?: string | undefined;
  /** Pre-rendered pages (`dist/prerendered`, files `home.<lang>.html`); optional. */
  prerenderedDir?: string | undefined;
}

async function clientPlugin(app: FastifyInstance, opts: ClientPluginOptions) {
  const clientDist = opts.clientDist;
  const hasClient = clientDist !== undefined && existsSync(join(clientDist, 'index.html'));

  const sendIndex = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html', clientDist);

  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDist,
      prefix: '/',
      // `/` is the route below (pre-rendered home page).
      index: false,
      wildcard: true,
      // Hashed asset names never change; HTML must always be revalidated.
      setHeaders(res, path) {
        res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });

    const prerenderedDir = opts.prerenderedDir;
    // Read once: the files only change with a new build, which restarts the process.
    const prerendered = new Map<Language, string>(
      prerenderedDir
        ? LANGUAGES.filter((lang) => existsSync(join(prerenderedDir, `home.${lang}.html`))).map((lang) => [
            lang,
            readFileSync(join(prerenderedDir, `home.${lang}.html`), 'utf8'),
          ])
        : [],
    );
    const homeIndexHtml = readFileSync(join(clientDist, 'index.html'), 'utf8');

    app.get('/', { config: { access: 'public' } }, async (req, reply) => {
      // The language the client will start in: its `lang` cookie, otherwise Turkish.
      const lang = cookieLanguage(req) ?? DEFAULT_LANGUAGE;
      const page = req.url.includes('?') ? undefined : prerendered.get(lang);
      // The admin's SEO settings are read per request, so a save shows in the next HTML (issue 11).
      const defaults = await loadSeoDefaults(app.db);
      return reply
        .header('cache-control', 'no-cache')
        .header('vary', 'Cookie')
        .type('text/html; charset=utf-8')
        .send(renderHomePage(page ?? homeIndexHtml, defaults, page ? lang : DEFAULT_LANGUAGE, app.config.publicUrl));
    });
  }

  app.get('/sitemap.xml', { config: { access: 'public' } }, async (_req, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('application/xml; charset=utf-8')
      .send(await sitemapXml(app.db, app.config.publicUrl)),
  );

  if (hasClient && clientDist) {
    // Read once: the shell only changes with a new build, which restarts the process.
    const indexHtml = readFileSync(join(clientDist, 'index.html'), 'utf8');
    app.get<{ Params: { idOrUsername: string } }>(
      PAGES.partnerProfile.path,
      { config: { access: 'public' } },
      async (req, reply) => {
        const found = await lookupPartnerForSeo(app.db, req.params.idOrUsername);
        if (found.kind === 'moved') {
          const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
          return reply.redirect(
            `${pageUrl('partnerProfile', { params: { idOrUsername: found.username } })}${query}`,
            301,
          );
        }
        // The router shows 'Partner Bulunamadı'; the status tells crawlers there is no page.
        if (found.kind === 'missing') return sendIndex(reply.status(404));
        const defaults = await loadSeoDefaults(app.db);
        const lang = cookieLanguage(req) ?? DEFAULT_LANGUAGE;
        const html = renderPartnerPage(
          indexHtml,
          partnerHeadTags(found.partner, defaults, app.config.publicUrl, lang),
          partnerBodyBlock(found.partner, lang),
          lang,
        );
        // The language of <html lang> comes from the cookie.
        return reply
          .header('cache-control', 'no-cache')
          .header('vary', 'Cookie')
          .type('text/html; charset=utf-8')
          .send(html);
      },
    );
  }

  app.setNotFoundHandler((req, reply) => {
    const lang = requestLanguage(req);
    const path = req.url.split('?')[0] ?? '';
    if (path === '/api' || path.startsWith('/api/')) {
      return reply.status(404).send({ message: t(lang, 'error.routeNotFound'), code: 'NOT_FOUND' });
    }
    // Every other GET for a page gets the app; its router shows the not-found page for a path that is
    // no page, which is then answered 404 (the partner profile checks its partner above).
    const wantsPage = (req.method === 'GET' || req.method === 'HEAD') && !/\.[a-z0-9]{1,8}$/i.test(path);
    if (hasClient && wantsPage) return sendIndex(isPagePath(path) ? reply : reply.status(404));
    return reply.status(404).send({ message: t(lang, 'error.notFound'), code: 'NOT_FOUND' });
  });
}

export default fp(clientPlugin, { name: 'client' });
