/**
 * Uploads and served objects through a real browser and server (spec §7 upload routes, §9 object
 * URLs; docs/decisions/011-file-storage.md): seeded logos load from /public-objects, a signed-in
 * browser uploads an image it can show and a private document only it can read, and a disguised
 * file is refused in Turkish.
 */
import { expect, test } from './support/test';
import { DEMO, signInViaApi } from './support/auth-session';

// Server texts follow the browser's language when no language was chosen in the UI.
test.use({ locale: 'tr-TR' });

test('catalogue logos load from /public-objects, cached as immutable, with nosniff', async ({ page, request }) => {
  await page.goto('/');
  const logo = page.locator('img[src^="/public-objects/"]').first();
  await expect(logo).toBeVisible();
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const res = await request.get((await logo.getAttribute('src'))!);
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toContain('immutable');
  expect(res.headers()['x-content-type-options']).toBe('nosniff');
  expect(res.headers()['content-type']).toMatch(/^image\//);
});

test('a signed-in browser uploads an image it can show and a document only it can read', async ({ page, request }) => {
  await signInViaApi(page, DEMO.user);
  await page.goto('/');

  const image = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 120;
    canvas.height = 80;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#c00';
    context.fillRect(0, 0, 120, 80);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
    const form = new FormData();
    form.append('image', blob, 'kare.png');
    const res = await fetch('/api/upload/image', { method: 'POST', body: form });
    return { status: res.status, body: (await res.json()) as { url: string; metadata: unknown } };
  });
  expect(image.status).toBe(200);
  expect(image.body.metadata).toEqual({ width: 120, height: 80 });
  const shownWidth = await page.evaluate(
    (url) =>
      new Promise<number>((resolve) => {
        const img = new Image();
        img.onload = () => resolve(img.naturalWidth);
        img.onerror = () => resolve(-1);
        img.src = url;
      }),
    image.body.url,
  );
  expect(shownWidth).toBe(120);

  const doc = await page.evaluate(async () => {
    const form = new FormData();
    form.append('document', new Blob(['%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF\n']), 'teklif.pdf');
    const res = await fetch('/api/upload/document', { method: 'POST', body: form });
    return { status: res.status, body: (await res.json()) as { url: string } };
  });
  expect(doc.status).toBe(200);
  expect(doc.body.url).toMatch(/^\/objects\//);
  const own = await page.context().request.get(doc.body.url);
  expect(own.status()).toBe(200);
  expect(own.headers()['content-disposition']).toMatch(/^attachment; filename="teklif.pdf"/);
  expect(own.headers()['cache-control']).toBe('private, no-store');
  // `request` has no session: a visitor gets 404, as if the file did not exist.
  expect((await request.get(doc.body.url)).status()).toBe(404);
});

test('an SVG with a script named .png is refused in Turkish and not stored', async ({ page }) => {
  await signInViaApi(page, DEMO.user);
  await page.goto('/');
  const res = await page.evaluate(async () => {
    const form = new FormData();
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    form.append('image', new Blob([svg], { type: 'image/png' }), 'logo.png');
    const answer = await fetch('/api/upload/image', { method: 'POST', body: form });
    return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
  });
  expect(res.status).toBe(415);
  expect(res.body).toMatchObject({ success: false, code: 'UNSUPPORTED_FILE_TYPE' });
  expect(String(res.body.error)).toMatch(/^Desteklenmeyen dosya türü/);
});
