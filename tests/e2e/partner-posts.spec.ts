/**
 * Issue 22, partner posts: the demo partner publishes a post with an image and a link from its
 * profile's "Gönderiler" tab on a phone (390 px); the demo user, who follows it, finds the
 * `partner_post` notification, follows its link to the tab on a desktop (1280 px) and gets the mail;
 * the partner deletes the post after confirming. axe finds no serious or critical violation on the tab
 * at either width.
 */
import sharp from 'sharp';
import { DEMO, signInViaApi } from './support/auth-session';
import { expectNoSeriousA11yViolations, saveScreenshot, settle } from './support/helpers';
import { mailsTo } from './support/mailbox';
import { expect, test } from './support/test';

test.use({ colorScheme: 'light', reducedMotion: 'reduce' });

const PROFILE = '/partner/egelojistik';

test('a partner publishes a post, a follower is notified and mailed, the partner deletes it', async ({
  browser,
}, testInfo) => {
  const text = `Fuar duyurusu ${Date.now()}: standımız B-12, https://ege.example.com/fuar`;
  const png = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#1e3a8a' } })
    .png()
    .toBuffer();

  // The follower first: the demo seed may or may not have the follow, so make sure of it.
  // Two people, each in a context of their own at their own width.
  const followerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const follower = await followerContext.newPage();
  await signInViaApi(follower, DEMO.user);
  const profile = await follower.request.get('/api/partners/egelojistik');
  const partnerId = ((await profile.json()) as { id: number }).id;
  expect((await follower.request.post(`/api/partners/${partnerId}/follow`)).status()).toBe(200);
  const mailsBefore = (await mailsTo(follower.request, DEMO.user)).length;

  const partnerContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const partner = await partnerContext.newPage();
  await signInViaApi(partner, DEMO.partner);
  await partner.goto(`${PROFILE}?tab=posts`);
  const composer = partner.getByTestId('post-composer');
  await expect(composer).toBeVisible();
  await composer.getByLabel('Metin').fill(text);
  await expect(composer.getByTestId('post-counter')).toHaveText(`${text.length} / 2000`);
  await composer
    .getByLabel('Görsel (isteğe bağlı)')
    .setInputFiles({ name: 'fuar.png', mimeType: 'image/png', buffer: png });
  await expect(composer.getByText('Yüklendi', { exact: false })).toBeVisible();
  await composer.getByLabel(/Bağlantı/).fill('ege.example.com/katalog');
  await settle(partner);
  await expectNoSeriousA11yViolations(partner, testInfo, 'posts-composer-390');
  await composer.getByRole('button', { name: 'Paylaş' }).click();
  await expect(partner.getByText('Gönderiniz yayınlandı.')).toBeVisible();
  const posts = partner.getByRole('list', { name: 'Firma gönderileri' });
  const mine = posts.getByRole('listitem').filter({ hasText: text });
  await expect(mine).toBeVisible();
  await expect(mine.getByRole('img', { name: /gönderisindeki görsel/ })).toHaveAttribute('src', /^\/public-objects\//);
  await expect(mine.getByRole('link', { name: 'https://ege.example.com/fuar' })).toBeVisible();
  await saveScreenshot(partner, testInfo, 'partner-posts-390');

  // The follower's notification leads to the tab.
  const list = await follower.request.get('/api/notifications?page=1&limit=10');
  const { notifications } = (await list.json()) as {
    notifications: { type: string; message: string; actionUrl: string | null }[];
  };
  const note = notifications.find((n) => n.type === 'partner_post' && n.message.includes('Fuar duyurusu'));
  expect(note?.actionUrl).toBe(`${PROFILE}?tab=posts`);
  await follower.goto(note!.actionUrl!);
  await expect(follower.getByRole('tab', { name: 'Gönderiler' })).toHaveAttribute('aria-selected', 'true');
  await expect(follower.getByRole('listitem').filter({ hasText: text })).toBeVisible();
  await expect(follower.getByTestId('post-composer')).toHaveCount(0);
  await settle(follower);
  await expectNoSeriousA11yViolations(follower, testInfo, 'posts-tab-1280');
  await saveScreenshot(follower, testInfo, 'partner-posts-1280');
  await expect
    .poll(async () => (await mailsTo(follower.request, DEMO.user)).slice(mailsBefore).map((m) => m.subject), {
      timeout: 20_000,
    })
    .toContainEqual(expect.stringContaining('yeni bir gönderi paylaştı'));

  // The partner deletes it, after confirming.
  await mine.getByRole('button', { name: /^Sil/ }).click();
  const dialog = partner.getByRole('alertdialog', { name: 'Gönderi silinsin mi?' });
  await dialog.getByRole('button', { name: 'Sil' }).click();
  await expect(partner.getByText('Gönderi silindi.')).toBeVisible();
  await expect(posts.getByRole('listitem').filter({ hasText: text })).toHaveCount(0);
  await followerContext.close();
  await partnerContext.close();
});
