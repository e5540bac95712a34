/** The profile page as crawlers get it (head tags, script-free body block, redirects, 404) and the sitemap. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
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

const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { origin: TEST_ORIGIN } });

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
    // Only the page's own script tag: nothing from the partner's texts became markup.
    expect(html.match(/<script/g)).toHaveLength(1);
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

describe('GET /sitemap.xml', () => {
  it('lists home, catalogue and every listed partner with lastmod, not passive ones', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const xml = res.body;
    expect(xml).toContain(`<url><loc>${TEST_ORIGIN}/</loc></url>`);
    expect(xml).toContain(`<url><loc>${TEST_ORIGIN}/partners</loc></url>`);
    const [row] = await ctx.db.select({ updatedAt: partners.updatedAt }).from(partners).where(eq(partners.id, ownId));
    expect(xml).toContain(
      `<url><loc>${TEST_ORIGIN}/partner/egelojistik</loc><lastmod>${row!.updatedAt.toISOString()}</lastmod></url>`,
    );
    expect(xml).not.toContain('/partner/pusula-arastirma<');
    const listed = await ctx.db.select({ id: partners.id }).from(partners).where(eq(partners.isActive, true));
    expect(xml.match(/<url>/g)).toHaveLength(2 + listed.length);
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
});
