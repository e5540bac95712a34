/**
 * Serves the built client (ARCHITECTURE.md: one process serves the API and the app):
 * - hashed assets under /assets with a one-year immutable cache, other public files revalidated;
 * - the localised public pages (decision 030; `localised` in src/shared/pages.ts), Turkish at their
 *   path and English under `/en`, in the URL's language whatever the `lang` cookie says (crawlers have
 *   no cookies), each with `<html lang>`, canonical and `hreflang` links and Open Graph tags:
 *   - `/`, `/en`: the pre-rendered home page of that language (scripts/prerender.ts), so the page is
 *     painted before its scripts run; `index.html` when there is no pre-render or with a query string
 *     (`?confirmed=true`: the first client render differs from the pre-render). The head carries the
 *     admin's current SEO settings (title, description, keywords, Open Graph, Twitter card);
 *   - `/partners`, `/en/partners` (and the category pages `?category={slug}`): index.html with the
 *     page's title, description, JSON-LD `ItemList` and, in the body for crawlers without JavaScript,
 *     the categories or the category's partners as links;
 *   - `/partner/{username}`, `/en/partner/{username}`: index.html with the company's title,
 *     description, Open Graph and Twitter tags, JSON-LD `LocalBusiness`/`Organization`, and its main
 *     content in the body (issues 8, 21); an old username answers 301 to the new path, an unknown or
 *     passive partner the shell with status 404;
 * - `/sitemap.xml` (index), `/sitemap-tr.xml`, `/sitemap-en.xml`, `/robots.txt`;
 * - every other page path (`isPagePath`, src/shared/pages.ts): `index.html`, whose router shows the page;
 * - any other path that asks for a page: the same `index.html` (the router shows 'Page Not Found') with
 *   status 404, so search engines do not index a soft 404 (issue 21);
 * - unknown `/api/…` paths and missing files: a JSON 404 in the caller's language.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LANGUAGES, type Language } from '@shared/constants';
import { requestLanguage, t } from '../lib/messages';
import {
  type CatalogueForSeo,
  catalogueSeoPage,
  isCategorySlug,
  languageSitemapPath,
  languageSitemapXml,
  loadCatalogueForSeo,
  loadSeoDefaults,
  lookupPartnerForSeo,
  partnerBodyBlock,
  partnerHeadTags,
  renderHomePage,
  renderSeoPage,
  robotsTxt,
  sitemapIndexXml,
} from '../modules/partners/partners.service';
import { isPagePath, localisePath, PAGES, pageUrl } from '@shared/pages';

export interface ClientPluginOptions {
  /** The client build (`dist/client`); without its index.html only the API is served. */
  clientDist?: string | undefined;
  /** Pre-rendered pages (`dist/prerendered`, files `home.<lang>.html`); optional. */
  prerenderedDir?: string | undefined;
}

/** A localised page's route in every language: `/partners` (Turkish) and `/en/partners`. */
const inEachLanguage = (path: string) => LANGUAGES.map((lang) => ({ lang, path: localisePath(path, lang) }));

/** The query string of a request (with its `?`), or ''. */
const queryOf = (req: FastifyRequest) => (req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '');

async function clientPlugin(app: FastifyInstance, opts: ClientPluginOptions) {
  const clientDist = opts.clientDist;
  const hasClient = clientDist !== undefined && existsSync(join(clientDist, 'index.html'));
  const baseUrl = app.config.publicUrl;

  const sendIndex = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html', clientDist);
  const sendHtml = (reply: FastifyReply, html: string) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);

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
    const indexHtml = readFileSync(join(clientDist, 'index.html'), 'utf8');

    // The home page: `/` Turkish, `/en` English, whatever the `lang` cookie says (decision 030: the
    // URL decides a public page's language; crawlers have no cookies).
    for (const { lang, path } of inEachLanguage(PAGES.home.path)) {
      app.get(path, { config: { access: 'public' } }, async (req, reply) => {
        const page = req.url.includes('?') ? undefined : prerendered.get(lang);
        // The admin's SEO settings are read per request, so a save shows in the next HTML (issue 11).
        const defaults = await loadSeoDefaults(app.db);
        return sendHtml(reply, renderHomePage(page ?? indexHtml, defaults, lang, baseUrl));
      });
    }

    // The catalogue and its category pages (`?category={slug}`; decision 030), in each language.
    for (const { lang, path } of inEachLanguage(PAGES.partners.path)) {
      app.get<{ Querystring: { category?: string } }>(path, { config: { access: 'public' } }, async (req, reply) => {
        const category = isCategorySlug(req.query.category) ? req.query.category : undefined;
        // A landing page: its counts and lists come from the catalogue cache (cleared by any partner or
        // category change), like the catalogue's own pages; the admin's SEO settings are read fresh.
        const [cached, defaults] = await Promise.all([
          app.catalogueCache.get(`seo:catalogue:${category ?? ''}`, async () => ({
            json: JSON.stringify(await loadCatalogueForSeo(app.db, category)),
            total: 0,
          })),
          loadSeoDefaults(app.db),
        ]);
        const data = JSON.parse(cached.json) as CatalogueForSeo;
        const page = catalogueSeoPage(data, defaults, baseUrl, lang);
        return sendHtml(reply, renderSeoPage(indexHtml, page.head, page.body, lang));
      });
    }

    // A partner's profile, in each language.
    for (const { lang, path } of inEachLanguage(PAGES.partnerProfile.path)) {
      app.get<{ Params: { idOrUsername: string } }>(path, { config: { access: 'public' } }, async (req, reply) => {
        const found = await lookupPartnerForSeo(app, req.params.idOrUsername);
        if (found.kind === 'moved') {
          const to = pageUrl('partnerProfile', { params: { idOrUsername: found.username } });
          return reply.redirect(`${localisePath(to, lang)}${queryOf(req)}`, 301);
        }
        // The router shows 'Partner Bulunamadı'; the status tells crawlers there is no page.
        if (found.kind === 'missing') return sendIndex(reply.status(404));
        const defaults = await loadSeoDefaults(app.db);
        const html = renderSeoPage(
          indexHtml,
          partnerHeadTags(found.partner, defaults, baseUrl, lang),
          partnerBodyBlock(found.partner, lang),
          lang,
        );
        return sendHtml(reply, html);
      });
    }
  }

  app.get('/sitemap.xml', { config: { access: 'public' } }, async (_req, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('application/xml; charset=utf-8')
      .send(await sitemapIndexXml(app.db, baseUrl)),
  );
  for (const lang of LANGUAGES) {
    app.get(languageSitemapPath(lang), { config: { access: 'public' } }, async (_req, reply) =>
      reply
        .header('cache-control', 'public, max-age=3600')
        .type('application/xml; charset=utf-8')
        .send(await languageSitemapXml(app.db, baseUrl, lang)),
    );
  }
  app.get('/robots.txt', { config: { access: 'public' } }, async (_req, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robotsTxt(baseUrl)),
  );

  app.setNotFoundHandler((req, reply) => {
    const lang = requestLanguage(req);
    const path = req.url.split('?')[0] ?? '';
    if (path === '/api' || path.startsWith('/api/')) {
      return reply.status(404).send({ message: t(lang, 'error.routeNotFound'), code: 'NOT_FOUND', requestId: req.id });
    }
    // Every other GET for a page gets the app; its router shows the not-found page for a path that is
    // no page, which is then answered 404 (the partner profile checks its partner above).
    const wantsPage = (req.method === 'GET' || req.method === 'HEAD') && !/\.[a-z0-9]{1,8}$/i.test(path);
    if (hasClient && wantsPage) return sendIndex(isPagePath(path) ? reply : reply.status(404));
    return reply.status(404).send({ message: t(lang, 'error.notFound'), code: 'NOT_FOUND', requestId: req.id });
  });
}

export default fp(clientPlugin, { name: 'client' });
