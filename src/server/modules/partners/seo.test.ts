/**
 * The public pages as crawlers get them, in both languages (issues 8, 21; decision 030): head tags,
 * JSON-LD, script-free body blocks, redirects, 404, the sitemaps and robots.txt.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partners, partnerUsernameRedirects, systemConfig } from '../../db/schema';
import { SYSTEM_CONFIG_DEFAULTS } from '../../db/seed/reference-data';
import { createTestApp, TEST_ORIGIN } from '../../test/helpers';
import { partnerBodyBlock, partnerHeadTags, type PartnerSeoData } from './seo';

const INDEX = `<!doctype html>
<html lang="tr">
  <head>
    <meta charset="UTF-8" />
    <title>Varsayılan</title>
    <meta
      name="description"
      content="Varsayılan açıklama"
    />
  </head>
  <body>
    <div id="root">
      <!--app-html:start--><div aria-hidden="true">shell</div><!--app-html:end-->
    </div>
    <script type="module" src="/assets/main.js"></script>
  </body>
</html>`;

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let ownId: number;

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'epp-seo-'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  ctx = await createTestApp({ clientDist: dist });
  const [own] = await ctx.db.select({ id: partners.id }).from(partners).where(eq(partners.username, 'egelojistik'));
  ownId = own!.id;
  await ctx.db
    .update(partners)
    .set({
      companyName: 'Ege <Lojistik> & "Depo"',
      shortDescription: 'Soğuk zincir </script><script>alert(1)</script>',
      description: '<p>Hakkımızda <strong>metin</strong></p><script>alert(2)</script><img src=x onerror=alert(3)>',
      coverImage: '/public-objects/cover-x.webp',
    })
    .where(eq(partners.id, ownId));
});
afterAll(async () => ctx?.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers: { origin: TEST_ORIGIN, ...headers } });

describe('GET /partner/{username}', () => {
  it('puts the company’s title, description, canonical, Open Graph and Twitter tags in the head, escaped', async () => {
    const res = await get('/partner/egelojistik');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).toContain('<title>Ege &lt;Lojistik&gt; &amp; &quot;Depo&quot; | İhracat Partner Platformu</title>');
    expect(html).not.toContain('Varsayılan açıklama');
    expect(html).toContain(
      '<meta name="description" content="Soğuk zincir &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;" />',
    );
    expect(html).toContain(`<link rel="canonical" href="${TEST_ORIGIN}/partner/egelojistik" />`);
    expect(html).toContain('<meta property="og:title" content="Ege &lt;Lojistik&gt; &amp; &quot;Depo&quot;" />');
    expect(html).toContain(`<meta property="og:url" content="${TEST_ORIGIN}/partner/egelojistik" />`);
    expect(html).toContain(`<meta property="og:image" content="${TEST_ORIGIN}/public-objects/cover-x.webp" />`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain('<meta name="twitter:title"');
    expect(html).toContain(`<meta name="keywords" content="${SYSTEM_CONFIG_DEFAULTS.seoSettings.metaKeywords}" />`);
    // The page's own script and its JSON-LD block only: nothing from the partner's texts became markup.
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html).not.toMatch(/onerror|alert\(2\)/);
  });

  it('shows the name and the sanitized description in the body for crawlers without JavaScript', async () => {
    const html = (await get('/partner/egelojistik')).body;
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<!--app-html:end-->'));
    expect(root).toContain('<h1 class="text-2xl font-bold">Ege &lt;Lojistik&gt; &amp; &quot;Depo&quot;</h1>');
    expect(root).toContain('<p>Hakkımızda <strong>metin</strong></p>');
  });

  it("renders names and texts holding replacement patterns ($', $`, $&, $1) exactly", async () => {
    const tricky = "Ege $' $` $& $1 $$ Depo";
    await ctx.db
      .update(partners)
      .set({ companyName: tricky, shortDescription: `Kısa ${tricky}`, description: `<p>Uzun ${tricky}</p>` })
      .where(eq(partners.username, 'pusula-arastirma'));
    const res = await get('/partner/pusula-arastirma');
    expect(res.statusCode).toBe(200);
    const e = tricky.replace('&', '&amp;').replace("'", '&#39;');
    expect(res.body).toContain(`<title>${e} | İhracat Partner Platformu</title>`);
    expect(res.body).toContain(`<meta property="og:title" content="${e}" />`);
    expect(res.body).toContain(`<h1 class="text-2xl font-bold">${e}</h1>`);
    expect(res.body).toContain(`<p>Kısa ${e}</p>`);
    // The page is the shell once: nothing of it was copied in by a pattern.
    expect(res.body.match(/<html/g)).toHaveLength(1);
    expect(res.body.match(/<\/head>/g)).toHaveLength(1);
    expect(res.body.match(/<!--app-html:end-->/g)).toHaveLength(1);
  });

  it('falls back to the admin SEO settings when the partner has no text or image', async () => {
    await ctx.db
      .update(partners)
      .set({
        shortDescription: null,
        description: null,
        shortDescriptionEn: null,
        descriptionEn: null,
        coverImage: null,
        logo: null,
      })
      .where(eq(partners.username, 'anadolugumruk'));
    await ctx.db
      .update(systemConfig)
      .set({
        value: {
          ...SYSTEM_CONFIG_DEFAULTS.seoSettings,
          metaDescription: 'Yönetici açıklaması',
          ogImage: 'https://x.example/og.png',
        },
      })
      .where(eq(systemConfig.key, 'seoSettings'));
    const html = (await get('/partner/anadolugumruk')).body;
    // The crawler's body block carries the verified badge and the capabilities with their labels (issue 21).
    expect(html).toContain('data-seo-verified');
    expect(html).toContain('<li>Yetkilendirilmiş Yükümlü Statüsü (YYS / AEO)</li>');
    expect((await get('/en/partner/anadolugumruk')).body).toContain(
      '<li>Authorised Economic Operator (AEO / YYS)</li>',
    );
    expect(html).toContain('<meta name="description" content="Yönetici açıklaması" />');
    expect(html).toContain('<meta property="og:image" content="https://x.example/og.png" />');
  });

  it('answers an old username with 301 to the new path', async () => {
    await ctx.db.insert(partnerUsernameRedirects).values({ oldUsername: 'eski-ege', partnerId: ownId });
    const res = await get('/partner/eski-ege');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/partner/egelojistik');
  });

  it('answers an unknown or passive partner with the app shell and status 404', async () => {
    const unknown = await get('/partner/yok-boyle-biri');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<div id="root">');
    await ctx.db.update(partners).set({ isActive: false }).where(eq(partners.username, 'pusula-arastirma'));
    const passive = await get('/partner/pusula-arastirma');
    expect(passive.statusCode).toBe(404);
    expect(passive.body).not.toContain('data-seo-profile');
  });
});

/** The JSON-LD blocks of a page, parsed. */
const jsonLd = (html: string): Record<string, unknown>[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
/** The inside of `#root` (the body block a crawler reads). */
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('<!--app-html:end-->'));

describe('profiles in both languages (issue 21)', () => {
  it('answers /en/partner/{username} in English with hreflang alternates, canonical and og:locale', async () => {
    const res = await get('/en/partner/egelojistik');
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<html lang="en"');
    expect(html).toContain(`<link rel="canonical" href="${TEST_ORIGIN}/en/partner/egelojistik" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="tr" href="${TEST_ORIGIN}/partner/egelojistik" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="${TEST_ORIGIN}/en/partner/egelojistik" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${TEST_ORIGIN}/partner/egelojistik" />`);
    expect(html).toContain('<meta property="og:locale" content="en_US" />');
    expect(html).toContain('<meta property="og:locale:alternate" content="tr_TR" />');
    // The category in English, linking to its English category page.
    expect(rootOf(html)).toContain('<a href="/en/partners?category=lojistik">Logistics</a> · İzmir, Türkiye');

    const tr = (await get('/partner/egelojistik', { cookie: 'lang=en' })).body;
    // The unprefixed URL is Turkish whatever the cookie says (crawlers have no cookies).
    expect(tr).toContain('<html lang="tr"');
    expect(tr).toContain(`<link rel="canonical" href="${TEST_ORIGIN}/partner/egelojistik" />`);
    expect(rootOf(tr)).toContain('<a href="/partners?category=lojistik">Lojistik</a>');
  });

  it('describes the firm in JSON-LD: LocalBusiness with its city, rating only from real reviews, sameAs links', async () => {
    await ctx.db
      .update(partners)
      .set({ reviewCount: 0, ratingSum: 0, website: 'https://ege.example.com', linkedinProfile: 'javascript:alert(1)' })
      .where(eq(partners.id, ownId));
    const [withoutReviews] = jsonLd((await get('/partner/egelojistik')).body);
    expect(withoutReviews).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: 'Ege <Lojistik> & "Depo"',
      url: `${TEST_ORIGIN}/partner/egelojistik`,
      address: { '@type': 'PostalAddress', addressLocality: 'İzmir', addressCountry: 'Türkiye' },
      sameAs: ['https://ege.example.com'],
    });
    expect(withoutReviews).not.toHaveProperty('aggregateRating');

    await ctx.db.update(partners).set({ reviewCount: 3, ratingSum: 13 }).where(eq(partners.id, ownId));
    const html = (await get('/en/partner/egelojistik')).body;
    const [withReviews] = jsonLd(html);
    expect(withReviews!.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.3,
      reviewCount: 3,
      bestRating: 5,
      worstRating: 1,
    });
    expect(withReviews!.url).toBe(`${TEST_ORIGIN}/en/partner/egelojistik`);
    expect(rootOf(html)).toContain('<p>Average rating 4.3 / 5 (3 reviews)</p>');
    expect(rootOf((await get('/partner/egelojistik')).body)).toContain(
      '<p>Ortalama puan 4,3 / 5 (3 değerlendirme)</p>',
    );
  });

  it('is an Organization without a city', async () => {
    await ctx.db.update(partners).set({ city: null }).where(eq(partners.username, 'eihracatlab'));
    const [data] = jsonLd((await get('/partner/eihracatlab')).body);
    expect(data!['@type']).toBe('Organization');
    expect(data).not.toHaveProperty('address');
  });

  it('keeps a company name that closes the script inside the JSON-LD block', async () => {
    const evil = 'Kötü</script><script>alert(1)</script> & <!-- A.Ş.';
    await ctx.db.update(partners).set({ companyName: evil }).where(eq(partners.username, 'anadolugumruk'));
    const html = (await get('/en/partner/anadolugumruk')).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    const [data] = jsonLd(html);
    expect(data!.name).toBe(evil);
    expect(rootOf(html)).toContain('Kötü&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;!-- A.Ş.');
  });

  it('lists the services in the body, and redirects an old username within the language', async () => {
    const html = (await get('/partner/anadolugumruk')).body;
    expect(rootOf(html)).toContain('<h2>Sunduğu hizmetler</h2>');
    expect(rootOf(html)).toContain('<li>EUR.1 Dolaşım Belgesi</li>');
    await ctx.db.insert(partnerUsernameRedirects).values({ oldUsername: 'eski-ege-2', partnerId: ownId });
    const moved = await get('/en/partner/eski-ege-2?quote=1');
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/en/partner/egelojistik?quote=1');
    expect((await get('/en/partner/yok-boyle-biri')).statusCode).toBe(404);
  });
});

describe('the catalogue and category pages', () => {
  it('serves a category page with its name, description and partners as links, and an ItemList', async () => {
    const res = await get('/en/partners?category=gumruk&utm_source=x&sort=rating');
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('<title>Export partners for Customs | İhracat Partner Platformu</title>');
    // Canonical keeps the category and drops tracking and sort parameters.
    expect(html).toContain(`<link rel="canonical" href="${TEST_ORIGIN}/en/partners?category=gumruk" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="tr" href="${TEST_ORIGIN}/partners?category=gumruk" />`);
    const root = rootOf(html);
    expect(root).toContain('<h1 class="text-2xl font-bold">Export partners for Customs</h1>');
    expect(root).toMatch(/<a href="\/en\/partner\/[\w-]+">/);
    const [list] = jsonLd(html);
    expect(list!['@type']).toBe('ItemList');
    const items = list!.itemListElement as { position: number; url: string; name: string }[];
    expect(items.length).toBeGreaterThan(0);
    expect(items[0]!.position).toBe(1);
    expect(items.every((i) => i.url.startsWith(`${TEST_ORIGIN}/en/partner/`))).toBe(true);
    expect(items.length).toBe((root.match(/<li>/g) ?? []).length);
  });

  it('serves the catalogue with its categories as links to their pages, Turkish unprefixed', async () => {
    const html = (await get('/partners?search=izmir', { cookie: 'lang=en' })).body;
    expect(html).toContain('<html lang="tr"');
    expect(html).toContain(`<link rel="canonical" href="${TEST_ORIGIN}/partners" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="${TEST_ORIGIN}/en/partners" />`);
    expect(rootOf(html)).toContain('<a href="/partners?category=lojistik">Lojistik</a>');
  });

  it('answers a path under /en that is no localised page with 404', async () => {
    for (const path of ['/en/yok-boyle', '/en/user-panel', '/en/partner', '/en/en/partners']) {
      expect((await get(path)).statusCode, path).toBe(404);
    }
    expect((await get('/en')).statusCode).toBe(200);
  });
});

describe('sitemaps and robots.txt', () => {
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' });

  it('makes /sitemap.xml an index of one sitemap per language', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(XMLValidator.validate(res.body)).toBe(true);
    const index = parser.parse(res.body) as { sitemapindex: { sitemap: { loc: string; lastmod: string }[] } };
    expect(index.sitemapindex.sitemap.map((s) => s.loc)).toEqual([
      `${TEST_ORIGIN}/sitemap-tr.xml`,
      `${TEST_ORIGIN}/sitemap-en.xml`,
    ]);
  });

  it('lists every page in its language with hreflang alternates and lastmod, not passive partners', async () => {
    await ctx.db.update(partners).set({ isActive: false }).where(eq(partners.username, 'pusula-arastirma'));
    const res = await get('/sitemap-en.xml');
    expect(XMLValidator.validate(res.body)).toBe(true);
    type Url = { loc: string; lastmod?: string; 'xhtml:link': { rel: string; hreflang: string; href: string }[] };
    const urls = (parser.parse(res.body) as { urlset: { url: Url[] } }).urlset.url;
    const byLoc = new Map(urls.map((u) => [u.loc, u]));
    expect(byLoc.has(`${TEST_ORIGIN}/en`)).toBe(true);
    expect(byLoc.has(`${TEST_ORIGIN}/en/partners`)).toBe(true);
    const customs = byLoc.get(`${TEST_ORIGIN}/en/partners?category=gumruk`);
    expect(customs?.['xhtml:link'].map((l) => [l.hreflang, l.href])).toEqual([
      ['tr', `${TEST_ORIGIN}/partners?category=gumruk`],
      ['en', `${TEST_ORIGIN}/en/partners?category=gumruk`],
      ['x-default', `${TEST_ORIGIN}/partners?category=gumruk`],
    ]);
    const [row] = await ctx.db.select({ updatedAt: partners.updatedAt }).from(partners).where(eq(partners.id, ownId));
    const own = byLoc.get(`${TEST_ORIGIN}/en/partner/egelojistik`);
    expect(own?.lastmod).toBe(row!.updatedAt.toISOString());
    expect(own?.['xhtml:link'][0]).toEqual({
      rel: 'alternate',
      hreflang: 'tr',
      href: `${TEST_ORIGIN}/partner/egelojistik`,
    });
    expect(byLoc.has(`${TEST_ORIGIN}/en/partner/pusula-arastirma`)).toBe(false);
    const listed = await ctx.db.select({ id: partners.id }).from(partners).where(eq(partners.isActive, true));
    expect(urls.filter((u) => u.loc.includes('/partner/'))).toHaveLength(listed.length);
    expect(res.body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');

    const tr = (parser.parse((await get('/sitemap-tr.xml')).body) as { urlset: { url: Url[] } }).urlset.url;
    expect(tr.map((u) => u.loc)).toContain(`${TEST_ORIGIN}/partner/egelojistik`);
    expect(tr.map((u) => u.loc)).toContain(`${TEST_ORIGIN}/`);
  });

  it('points robots.txt at the sitemap index', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`Sitemap: ${TEST_ORIGIN}/sitemap.xml`);
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Disallow: /claim/');
  });
});

describe('the profile texts by the page language (issue 21)', () => {
  const base: PartnerSeoData = {
    username: 'ege',
    companyName: 'Ege',
    shortDescription: 'Soğuk zincir taşımacılığı',
    description: '<p>Türkçe metin</p>',
    shortDescriptionEn: null,
    descriptionEn: null,
    logo: null,
    coverImage: null,
    city: 'İzmir',
    country: 'Türkiye',
    category: { slug: 'lojistik', name: 'Lojistik', nameEn: 'Logistics' },
    services: [],
    reviewCount: 0,
    ratingSum: 0,
    links: [],
    verifiedUntil: null,
    languages: [],
    markets: [],
    capabilities: [],
  };
  const defaults = { seo: SYSTEM_CONFIG_DEFAULTS.seoSettings, siteName: 'Site' };

  it('uses the English texts on an English page and the Turkish ones on a Turkish page', () => {
    const both = { ...base, shortDescriptionEn: 'Cold chain freight', descriptionEn: '<p>English text</p>' };
    expect(partnerHeadTags(both, defaults, 'https://x.example', 'en').tags).toContain('content="Cold chain freight"');
    expect(partnerHeadTags(both, defaults, 'https://x.example', 'tr').tags).toContain(
      'content="Soğuk zincir taşımacılığı"',
    );
    expect(partnerBodyBlock(both, 'en')).toContain(
      '<p>Cold chain freight</p><div class="prose-content"><p>English text</p>',
    );
    expect(partnerBodyBlock(both)).toContain(
      '<p>Soğuk zincir taşımacılığı</p><div class="prose-content"><p>Türkçe metin</p>',
    );
  });

  it('falls back to the other language, marked with its lang attribute', () => {
    expect(partnerBodyBlock(base, 'en')).toContain(
      '<p lang="tr">Soğuk zincir taşımacılığı</p><div class="prose-content" lang="tr"><p>Türkçe metin</p>',
    );
    const englishOnly = { ...base, shortDescription: null, description: null, shortDescriptionEn: 'Cold chain' };
    expect(partnerBodyBlock(englishOnly, 'tr')).toContain('<p lang="en">Cold chain</p>');
    expect(partnerHeadTags(englishOnly, defaults, 'https://x.example', 'tr').tags).toContain('content="Cold chain"');
  });

  it('shows a crawler the verified badge, capabilities, served countries and languages in the page language', () => {
    const full: PartnerSeoData = {
      ...base,
      verifiedUntil: '2027-06-30',
      languages: ['tr', 'de'],
      markets: ['DE', 'FR'],
      capabilities: [
        {
          label: 'Taşıma türleri',
          labelEn: 'Transport modes',
          values: [{ label: 'Deniz yolu', labelEn: 'Sea freight' }],
        },
      ],
    };
    const tr = partnerBodyBlock(full, 'tr');
    expect(tr).toContain('30 Haziran 2027 tarihine kadar geçerli');
    expect(tr).toContain('<h2>Taşıma türleri</h2><ul><li>Deniz yolu</li></ul>');
    expect(tr).toContain('<p>Almanya, Fransa</p>');
    expect(tr).toContain('<p>Türkçe, Almanca</p>');
    const en = partnerBodyBlock(full, 'en');
    expect(en).toContain('valid until 30 June 2027');
    expect(en).toContain('<h2>Transport modes</h2><ul><li>Sea freight</li></ul>');
    expect(en).toContain('<p>Germany, France</p>');
    expect(en).toContain('<p>Turkish, German</p>');
    expect(partnerBodyBlock(base, 'tr')).not.toContain('data-seo-verified');
  });
});
