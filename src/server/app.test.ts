import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import accessPlugin from './plugins/access';
import { openTestDatabase } from './test/helpers';
import type { Database } from './db/client';

let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>;
const clientDist = mkdtempSync(join(tmpdir(), 'epp-dist-'));

beforeAll(async () => {
  mkdirSync(join(clientDist, 'assets'));
  writeFileSync(join(clientDist, 'index.html'), '<!doctype html><html lang="tr"><div id="root"></div></html>');
  writeFileSync(join(clientDist, 'assets', 'app-abc123.js'), 'console.log(1)');
  database = await openTestDatabase();
  app = await buildApp({
    database,
    dataDir: mkdtempSync(join(tmpdir(), 'epp-data-')),
    publicUrl: 'http://localhost:5000',
    clientDist,
  });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('serving the app', () => {
  it('serves index.html for any page path, so the client router can show its not-found page', async () => {
    for (const path of ['/', '/partners', '/Partners/', '/projects/12', '/application-status/7?x=1']) {
      const res = await app.inject({ method: 'GET', url: path });
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
    }
    // A path that is no page: the same app (its router shows 'Page Not Found') with status 404, so
    // search engines do not index it (issue 21).
    for (const path of ['/this-does-not-exist', '/some/unknown/page', '/partners/extra', '/projects/12/more']) {
      const res = await app.inject({ method: 'GET', url: path });
      expect(res.statusCode, path).toBe(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
    }
    // An unknown partner's page is the same shell with status 404, for crawlers (issue 8, SEO).
    const unknownPartner = await app.inject({ method: 'GET', url: '/partner/abc' });
    expect(unknownPartner.statusCode).toBe(404);
    expect(unknownPartner.headers['content-type']).toMatch(/text\/html/);
    expect(unknownPartner.body).toContain('<div id="root">');
  });

  it('serves hashed assets as immutable and a missing asset as 404', async () => {
    const asset = await app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
    });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await app.inject({ method: 'GET', url: '/assets/missing-1.js' })).statusCode).toBe(404);
  });

  it('answers an unknown /api path with a JSON 404 in the caller language', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      message: 'Böyle bir API adresi yok.',
      code: 'NOT_FOUND',
      requestId: expect.any(String),
    });
    const en = await app.inject({
      method: 'POST',
      url: '/api/nope/deeper',
      headers: { 'accept-language': 'en' },
    });
    expect(en.json()).toEqual({
      message: 'There is no such API endpoint.',
      code: 'NOT_FOUND',
      requestId: expect.any(String),
    });
  });

  it('sends security headers with a CSP that allows only the app’s own scripts', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBeDefined();
  });

  it('refuses a body over 1 MB with 413 and malformed JSON with 400, as JSON errors', async () => {
    const big = await app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', pad: 'x'.repeat(1_100_000) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: expect.any(String),
    });
    const bad = await app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      message: 'İstek gövdesi geçerli bir JSON değil.',
      code: 'VALIDATION_ERROR',
      requestId: expect.any(String),
    });
  });

  it('compresses large JSON responses', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/partners?limit=50',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});

describe('serving the pre-rendered home page', () => {
  const prerenderedDir = mkdtempSync(join(tmpdir(), 'epp-prerendered-'));
  let withPages: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    for (const lang of ['tr', 'en']) {
      writeFileSync(
        join(prerenderedDir, `home.${lang}.html`),
        `<!doctype html><html lang="${lang}"><div id="root" data-prerendered="${lang}">home ${lang}</div></html>`,
      );
    }
    withPages = await buildApp({
      database,
      dataDir: mkdtempSync(join(tmpdir(), 'epp-data-')),
      publicUrl: 'http://localhost:5000',
      clientDist,
      prerenderedDir,
    });
  });
  afterAll(async () => {
    await withPages?.close();
  });

  it('sends the Turkish page to a first visit, whatever the browser language', async () => {
    const res = await withPages.inject({ method: 'GET', url: '/', headers: { 'accept-language': 'en-GB,en' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('home tr');
    // Revalidated on every visit; the URL alone decides the language (decision 030), so no Vary.
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(String(res.headers.vary ?? '')).not.toMatch(/cookie/i);
  });

  it('sends the English page at /en, and the Turkish one at / whatever the lang cookie says', async () => {
    const en = await withPages.inject({ method: 'GET', url: '/en' });
    expect(en.body).toContain('home en');
    const tr = await withPages.inject({ method: 'GET', url: '/', headers: { cookie: 'other=1; lang=en' } });
    expect(tr.body).toContain('home tr');
  });

  it('sends the plain app shell to / with a query string and to every other page', async () => {
    for (const url of ['/?confirmed=true', '/?category=gumruk-musavirligi', '/en?x=1', '/nope', '/en/nope']) {
      const res = await withPages.inject({ method: 'GET', url, headers: { cookie: 'lang=en' } });
      // A path that is no page is still the app, with status 404 (issue 21).
      expect(res.statusCode, url).toBe(url.endsWith('/nope') ? 404 : 200);
      expect(res.body, url).toContain('<div id="root"></div>');
    }
  });

  it('answers HEAD / like GET without a body', async () => {
    const res = await withPages.inject({ method: 'HEAD', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
  });

  it('does not serve the pre-rendered files under their own names', async () => {
    const res = await withPages.inject({ method: 'GET', url: '/home.tr.html' });
    expect(res.statusCode).toBe(404);
  });
});

describe('access declarations', () => {
  it('every registered API route declares an access level', () => {
    const api = app.routeAccess.filter((r) => r.url.startsWith('/api'));
    expect(api.length).toBeGreaterThanOrEqual(8);
    for (const r of app.routeAccess)
      expect(['public', 'authenticated', 'partner', 'admin', 'master_admin']).toContain(r.access);
  });

  it('refuses to register a route without an access level', async () => {
    const bare = Fastify();
    await bare.register(accessPlugin);
    expect(() => bare.get('/api/secret', async () => ({ ok: true }))).toThrow(/declares no access level/);
    await bare.close();
  });
});
