/**
 * Seeds on a fresh, empty database (not the suite's pre-seeded snapshot): what the first start
 * writes, that later starts change nothing and keep admin edits, and what the demo seed provides.
 * Uses PGlite, or a throw-away database on TEST_DATABASE_URL when that is set.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { verifyPassword } from 'better-auth/crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import sharp from 'sharp';
import {
  CATEGORY_SLUGS,
  EMAIL_TEMPLATE_TYPES,
  LANGUAGES,
  NOTIFICATION_TYPES,
  SMS_MAX_LENGTH,
  SMS_TEMPLATE_TYPES,
} from '@shared/constants';
import { seoSettingsSchema, siteSettingsSchema } from '@shared/contracts/system-config';
import { openPglite, openPostgres, queryRows, type Database } from '../client';
import {
  accounts,
  categories,
  emailTemplates,
  files,
  notificationTemplates,
  partnerFollows,
  partnerViews,
  partners,
  smsTemplates,
  systemConfig,
  users,
} from '../schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, runSeeds } from './index';
import { seedDemo } from './demo';
import { DEMO_PARTNER_OWNERS } from './demo-data';
import { seedReference } from './reference';
import {
  EMAIL_PLACEHOLDERS,
  MARKETING_EMAIL_TYPES,
  NOTIFICATION_PLACEHOLDERS,
  SERVICE_POOLS,
  SMS_PLACEHOLDERS,
  SYSTEM_CONFIG_DEFAULTS,
} from './reference-data';

const placeholders = (text: string): string[] =>
  [...new Set([...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? ''))].sort();

/** Every row of the reference tables, in a stable order: equal snapshots mean nothing was written. */
async function referenceSnapshot(database: Database): Promise<string> {
  const tables = [
    'categories ORDER BY slug',
    'services ORDER BY category_id, name',
    'email_templates ORDER BY type, language',
    'notification_templates ORDER BY type, language',
    'sms_templates ORDER BY type, language',
    'system_config ORDER BY key',
  ];
  const parts = await Promise.all(
    tables.map((t) => queryRows<Record<string, unknown>>(database.db, sql.raw(`SELECT * FROM ${t}`))),
  );
  return JSON.stringify(parts);
}

/** Row counts of everything the demo seed writes. */
async function demoCounts(database: Database): Promise<Record<string, number>> {
  const [row] = await queryRows<Record<string, number>>(
    database.db,
    sql`SELECT (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM accounts) AS accounts,
               (SELECT count(*)::int FROM partners) AS partners, (SELECT count(*)::int FROM partner_services) AS partner_services,
               (SELECT count(*)::int FROM partner_follows) AS follows, (SELECT count(*)::int FROM files) AS files`,
  );
  return row ?? {};
}

/** A fresh empty database: PGlite in memory, or a new database next to TEST_DATABASE_URL. */
async function openFreshDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return openPglite();
  const name = `epp_seed_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = openPostgres(target.toString(), 2);
  const close = database.close.bind(database);
  database.close = async () => {
    await close();
    const dropper = new pg.Client({ connectionString: url });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await dropper.end();
  };
  return database;
}

let database: Database;
let uploadsDir: string;

beforeAll(async () => {
  database = await openFreshDatabase();
  await database.migrate();
  uploadsDir = mkdtempSync(join(tmpdir(), 'epp-seed-'));
});

afterAll(async () => {
  await database?.close();
  if (uploadsDir) rmSync(uploadsDir, { recursive: true, force: true });
});

describe('seedReference', () => {
  beforeAll(async () => {
    await seedReference(database.db);
  });

  it('seeds the 16 categories in spec order, each with an icon that lucide-react exports', async () => {
    const rows = await database.db.select().from(categories).orderBy(categories.sortOrder);
    expect(rows.map((r) => r.slug)).toEqual([...CATEGORY_SLUGS]);
    const require = createRequire(import.meta.url);
    const lucideTypes = readFileSync(join(dirname(require.resolve('lucide-react')), '..', 'lucide-react.d.ts'), 'utf8');
    for (const row of rows) {
      expect(row.name.length).toBeGreaterThan(1);
      expect(row.nameEn.length).toBeGreaterThan(1);
      expect(lucideTypes, `icon ${row.icon}`).toContain(`declare const ${row.icon}:`);
    }
    expect(rows.find((r) => r.slug === 'gumruk')?.name).toBe('Gümrük');
  });

  it('gives every category at least five services', async () => {
    const rows = await queryRows<{ slug: string; n: number }>(
      database.db,
      sql`SELECT c.slug, count(s.id)::int AS n FROM categories c LEFT JOIN services s ON s.category_id = c.id GROUP BY c.slug`,
    );
    expect(rows).toHaveLength(16);
    for (const row of rows) expect(row.n, row.slug).toBeGreaterThanOrEqual(5);
    const total = Object.values(SERVICE_POOLS).reduce((n, pool) => n + pool.length, 0);
    expect(rows.reduce((n, r) => n + r.n, 0)).toBe(total);
  });

  it('seeds every e-mail type (the 26 of the spec and ours) in Turkish and English with the same placeholders in both', async () => {
    const rows = await database.db.select().from(emailTemplates);
    expect(rows).toHaveLength(EMAIL_TEMPLATE_TYPES.length * 2);
    for (const type of EMAIL_TEMPLATE_TYPES) {
      const tr = rows.find((r) => r.type === type && r.language === 'tr');
      const en = rows.find((r) => r.type === type && r.language === 'en');
      expect(tr && en, type).toBeTruthy();
      if (!tr || !en) continue;
      const trNames = placeholders(tr.subject + tr.htmlContent);
      const enNames = placeholders(en.subject + en.htmlContent);
      expect(trNames, type).toEqual(enNames);
      for (const name of enNames) expect(EMAIL_PLACEHOLDERS, `${type}: ${name}`).toContain(name);
      expect(tr.htmlContent).toContain('İhracat Partner Platformu');
      expect(en.htmlContent).toContain('Export Partner Platform');
      expect(tr.isActive).toBe(true);
    }
    const html = (type: string, language = 'tr') =>
      rows.find((r) => r.type === type && r.language === language)?.htmlContent ?? '';
    expect(html('password_reset')).toContain('{{resetLink}}');
    expect(html('email_verification')).toContain('{{verifyLink}}');
    expect(html('quote_received')).toContain('{{serviceNeeded}}');
    expect(html('quote_received')).toContain('{{budget}}');
    expect([...MARKETING_EMAIL_TYPES].sort()).toEqual(['newsletter_monthly', 'newsletter_welcome', 'weekly_summary']);
    for (const type of MARKETING_EMAIL_TYPES) {
      for (const language of LANGUAGES) expect(html(type, language), type).toContain('{{unsubscribeLink}}');
    }
    // Only marketing mails offer unsubscribing; a password reset must not.
    expect(html('password_reset')).not.toContain('{{unsubscribeLink}}');
    expect(html('newsletter_monthly')).toMatch(/[ğşıİçöü]/);
  });

  it('seeds a notification template for every type in both languages', async () => {
    const rows = await database.db.select().from(notificationTemplates);
    expect(rows).toHaveLength(NOTIFICATION_TYPES.length * 2);
    for (const type of NOTIFICATION_TYPES) {
      const tr = rows.find((r) => r.type === type && r.language === 'tr');
      const en = rows.find((r) => r.type === type && r.language === 'en');
      expect(tr && en, type).toBeTruthy();
      if (!tr || !en) continue;
      expect(placeholders(tr.title + tr.message), type).toEqual(placeholders(en.title + en.message));
      for (const name of placeholders(tr.title + tr.message)) expect(NOTIFICATION_PLACEHOLDERS).toContain(name);
    }
    expect(rows.find((r) => r.type === 'follower' && r.language === 'tr')?.message).toContain('{{followerName}}');
  });

  it('seeds 20 SMS templates of at most 160 characters', async () => {
    const rows = await database.db.select().from(smsTemplates);
    expect(rows).toHaveLength(SMS_TEMPLATE_TYPES.length * 2);
    expect(rows).toHaveLength(20);
    for (const row of rows) {
      expect(row.content.length, `${row.type}/${row.language}`).toBeLessThanOrEqual(SMS_MAX_LENGTH);
      for (const name of placeholders(row.content)) expect(SMS_PLACEHOLDERS).toContain(name);
    }
    const otp = rows.find((r) => r.type === 'otp_verification' && r.language === 'tr');
    expect(otp?.content).toContain('{{code}}');
  });

  it('seeds site and SEO settings that the shared schemas accept', async () => {
    const rows = await database.db.select().from(systemConfig);
    const byKey = new Map(rows.map((r) => [r.key, r.value]));
    const seo = seoSettingsSchema.parse(byKey.get('seoSettings'));
    const site = siteSettingsSchema.parse(byKey.get('site'));
    expect(seo.metaTitle).toContain('İhracat');
    expect(site.address).toContain('İstanbul');
    for (const url of [site.parentOrganisationUrl, ...Object.values(site.socialLinks), seo.ogUrl]) {
      expect(new URL(url).hostname).toMatch(/(^|\.)example\.(org|com)$/);
    }
  });

  it('changes nothing on later runs and keeps admin edits to templates and settings', async () => {
    const before = await referenceSnapshot(database);
    await seedReference(database.db);
    expect(await referenceSnapshot(database)).toBe(before);

    await database.db
      .update(emailTemplates)
      .set({ subject: 'Özel konu (yönetici)' })
      .where(and(eq(emailTemplates.type, 'quote_received'), eq(emailTemplates.language, 'tr')));
    await database.db
      .update(smsTemplates)
      .set({ content: 'Kodunuz: {{code}}' })
      .where(and(eq(smsTemplates.type, 'otp_verification'), eq(smsTemplates.language, 'tr')));
    await database.db
      .update(systemConfig)
      .set({ value: { ...SYSTEM_CONFIG_DEFAULTS.seoSettings, metaTitle: 'Yönetici başlığı' } })
      .where(eq(systemConfig.key, 'seoSettings'));
    const edited = await referenceSnapshot(database);

    await runSeeds(database.db, { demo: false, production: false, uploadsDir });
    expect(await referenceSnapshot(database)).toBe(edited);
    const [tpl] = await database.db
      .select({ subject: emailTemplates.subject })
      .from(emailTemplates)
      .where(and(eq(emailTemplates.type, 'quote_received'), eq(emailTemplates.language, 'tr')));
    expect(tpl?.subject).toBe('Özel konu (yönetici)');
    const [seo] = await database.db.select().from(systemConfig).where(eq(systemConfig.key, 'seoSettings'));
    expect(seoSettingsSchema.parse(seo?.value).metaTitle).toBe('Yönetici başlığı');
  });

  it('restores a category name or icon that differs from the code (categories follow the code)', async () => {
    await database.db
      .update(categories)
      .set({ name: 'Eski Ad', icon: 'Circle' })
      .where(eq(categories.slug, 'lojistik'));
    await seedReference(database.db);
    const [row] = await database.db.select().from(categories).where(eq(categories.slug, 'lojistik'));
    expect(row).toMatchObject({ name: 'Lojistik', nameEn: 'Logistics', icon: 'Truck' });
  });
});

describe('runSeeds in production', () => {
  it('seeds the reference data but no demo data and no account, and refuses to be asked for the demo', async () => {
    await runSeeds(database.db, { demo: false, production: true, uploadsDir });
    expect(await demoCounts(database)).toMatchObject({ users: 0, accounts: 0, partners: 0, files: 0 });
    const [cats] = await queryRows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM categories`);
    expect(cats?.n).toBe(16);

    await expect(runSeeds(database.db, { demo: true, production: true, uploadsDir })).rejects.toThrow(
      /demo.*NODE_ENV=production/i,
    );
    expect(await demoCounts(database)).toMatchObject({ users: 0, accounts: 0, partners: 0, files: 0 });
  });
});

describe('seedDemo', () => {
  let firstRun: { created: boolean };

  beforeAll(async () => {
    firstRun = await seedDemo(database.db, { uploadsDir });
  }, 60_000);

  it('creates at least 48 active partners covering all 16 categories, with valid usernames', async () => {
    expect(firstRun).toEqual({ created: true });
    const rows = await database.db.select().from(partners);
    const active = rows.filter((p) => p.isActive && p.isApproved);
    expect(active.length).toBeGreaterThanOrEqual(48);
    expect(new Set(active.map((p) => p.serviceCategory))).toEqual(new Set(CATEGORY_SLUGS));
    for (const p of rows) {
      expect(p.username).toMatch(/^[A-Za-z0-9_-]{3,20}$/);
      expect(p.phone).toMatch(/^5\d{9}$/);
      expect(p.website).toMatch(/^https:\/\/[^/]+\.example\.com$/);
      expect(p.country).toBe('Türkiye');
      expect(p.followersCount).toBeGreaterThanOrEqual(0);
      expect(p.followersCount).toBeLessThanOrEqual(500);
      expect(p.profileViews).toBeLessThanOrEqual(5000);
    }
    expect(new Set(rows.map((p) => p.phone)).size).toBe(rows.length);
    // The catalogue's tie-breaker (newest) needs spread dates, and some ties on followers to break.
    const ages = rows.map((p) => p.createdAt.getTime());
    expect(Math.max(...ages) - Math.min(...ages)).toBeGreaterThan(365 * 86_400_000);
    expect(new Set(rows.map((p) => p.followersCount)).size).toBeLessThan(rows.length);
    expect(rows.some((p) => p.dipAdvantages === null)).toBe(true);
    expect(rows.some((p) => p.dipAdvantages?.includes('DİP'))).toBe(true);
  });

  it('has the texts the catalogue search tests rely on', async () => {
    const rows = await database.db.select().from(partners);
    const text = (p: (typeof rows)[number]) => `${p.companyName} ${p.shortDescription ?? ''} ${p.descriptionText}`;
    expect(rows.some((p) => p.serviceCategory === 'gumruk' && p.companyName.includes('Gümrük'))).toBe(true);
    expect(rows.some((p) => `${p.companyName} ${p.shortDescription ?? ''}`.includes('İSTANBUL'))).toBe(true);
    expect(rows.some((p) => p.descriptionText.includes('danışmanlığı'))).toBe(true);
    expect(rows.some((p) => p.serviceCategory === 'lojistik' && text(p).includes('lojistik'))).toBe(true);
  });

  it('stores sanitized HTML descriptions for about a third and tag-free search text for all', async () => {
    const rows = await database.db.select().from(partners);
    const html = rows.filter((p) => p.description?.startsWith('<'));
    expect(html.length).toBeGreaterThanOrEqual(Math.floor(rows.length / 4));
    expect(html.length).toBeLessThan(rows.length);
    for (const p of rows) {
      expect(p.description).not.toMatch(/<(?!\/?(p|br|strong|em|ul|ol|li|h3|h4|a)\b)[^>]*>/);
      expect(p.descriptionText).not.toMatch(/[<>]/);
      expect(p.descriptionText).not.toMatch(/\s{2}/);
      expect(p.descriptionText.length).toBeGreaterThan(40);
    }
    // List items must not run together when tags are removed.
    const veri = rows.find((p) => p.username === 'veriufku');
    expect(veri?.descriptionText).toContain('raporları Fiyat');
  });

  it('gives every partner two to four services from its own category and fills the search document', async () => {
    const rows = await queryRows<{ username: string; slug: string; n: number; foreign: number; extra: string }>(
      database.db,
      sql`SELECT p.username, p.service_category AS slug, p.search_extra AS extra, count(ps.service_id)::int AS n,
                 count(*) FILTER (WHERE c.slug <> p.service_category)::int AS foreign
            FROM partners p
            LEFT JOIN partner_services ps ON ps.partner_id = p.id
            LEFT JOIN services s ON s.id = ps.service_id
            LEFT JOIN categories c ON c.id = s.category_id
           GROUP BY p.id`,
    );
    for (const row of rows) {
      expect(row.n, row.username).toBeGreaterThanOrEqual(2);
      expect(row.n, row.username).toBeLessThanOrEqual(4);
      expect(row.foreign, row.username).toBe(0);
    }
    const customs = rows.find((r) => r.username === 'anadolugumruk');
    expect(customs?.extra).toContain('Gümrük');
    expect(customs?.extra).toContain('Customs');
    expect(customs?.extra).toContain('İhracat Beyannamesi');
  });

  it('generates logos for at least a third, stored as public files, and leaves some without', async () => {
    const rows = await database.db.select().from(partners);
    const withLogo = rows.filter((p) => p.logo);
    expect(withLogo.length * 3).toBeGreaterThanOrEqual(rows.length);
    expect(withLogo.length).toBeLessThan(rows.length);
    // Public images only: the demo registry documents (issue 21) are private PDFs.
    const fileRows = await database.db.select().from(files).where(eq(files.isPublic, true));
    for (const p of withLogo) {
      const fileName = p.logo!.replace(/^\/public-objects\//, '');
      expect(p.logo).toBe(`/public-objects/${fileName}`);
      expect(fileName).toMatch(new RegExp(`^logo-${p.username}-[0-9a-f]+\\.webp$`));
      const path = join(uploadsDir, 'public', fileName);
      expect(existsSync(path), path).toBe(true);
      const row = fileRows.find((f) => f.fileName === fileName);
      expect(row).toMatchObject({ isPublic: true, source: 'partner', category: 'image', mimeType: 'image/webp' });
      expect(row?.fileSize).toBe(statSync(path).size);
    }
    const logo = await sharp(join(uploadsDir, 'public', withLogo[0]!.logo!.split('/').pop()!)).metadata();
    expect([logo.width, logo.height, logo.format]).toEqual([256, 256, 'webp']);
    const withCover = rows.filter((p) => p.coverImage);
    expect(withCover.length).toBeGreaterThan(0);
    const cover = await sharp(join(uploadsDir, 'public', withCover[0]!.coverImage!.split('/').pop()!)).metadata();
    expect([cover.width, cover.height]).toEqual([1200, 400]);
    expect(fileRows).toHaveLength(withLogo.length + withCover.length);
  });

  it('creates the demo accounts with their roles and a password better-auth accepts', async () => {
    expect(DEMO_ACCOUNTS.map((a) => a.email).sort()).toEqual([
      'admin@demo.example.com',
      'editor@demo.example.com',
      'kullanici@demo.example.com',
      'partner2@demo.example.com',
      'partner3@demo.example.com',
      'partner@demo.example.com',
    ]);
    const expected: Record<string, { userType: string; types: string[] }> = {
      'kullanici@demo.example.com': { userType: 'user', types: ['user'] },
      'partner@demo.example.com': { userType: 'partner', types: ['user', 'partner'] },
      'partner2@demo.example.com': { userType: 'partner', types: ['user', 'partner'] },
      'partner3@demo.example.com': { userType: 'partner', types: ['user', 'partner'] },
      'editor@demo.example.com': { userType: 'editor_admin', types: ['user', 'editor_admin'] },
      'admin@demo.example.com': { userType: 'master_admin', types: ['user', 'editor_admin', 'master_admin'] },
    };
    for (const [email, want] of Object.entries(expected)) {
      const [user] = await database.db.select().from(users).where(eq(users.email, email));
      expect(user, email).toBeDefined();
      if (!user) continue;
      expect(user.userType).toBe(want.userType);
      expect([...user.availableUserTypes].sort()).toEqual([...want.types].sort());
      expect(user.emailVerified).toBe(true);
      expect(user.firstName.length).toBeGreaterThan(1);
      expect(user.name).toBe(`${user.firstName} ${user.lastName}`);
      const [account] = await database.db.select().from(accounts).where(eq(accounts.userId, user.id));
      expect(account).toMatchObject({ providerId: 'credential', accountId: String(user.id) });
      expect(await verifyPassword({ hash: account!.password!, password: DEMO_PASSWORD })).toBe(true);
      expect(await verifyPassword({ hash: account!.password!, password: 'Demo2026!yanlis' })).toBe(false);
    }
  });

  it('links each demo partner account to its company (three of one category); follower and view counts are their rows', async () => {
    const categories = new Set<string>();
    for (const o of DEMO_PARTNER_OWNERS) {
      const [owner] = await database.db.select().from(users).where(eq(users.email, o.email));
      const owned = await database.db.select().from(partners).where(eq(partners.userId, owner!.id));
      expect(owned.map((p) => p.username)).toEqual([o.username]);
      categories.add(owned[0]!.serviceCategory);
    }
    expect([...categories]).toEqual(['lojistik']);

    // Issue 18 item 23: what a profile shows is what the rows say, for every demo partner.
    const follows = await database.db.select().from(partnerFollows);
    const views = await database.db.select().from(partnerViews);
    const rows = await database.db.select().from(partners);
    let followed = 0;
    for (const p of rows) {
      expect(p.followersCount, p.username).toBe(follows.filter((f) => f.partnerId === p.id).length);
      expect(p.profileViews, p.username).toBe(views.filter((v) => v.partnerId === p.id).length);
      if (p.followersCount > 0) followed += 1;
    }
    expect(followed).toBeGreaterThan(rows.length / 2);
    // Views spread over the days before today, for the dashboard's chart.
    expect(new Set(views.map((v) => String(v.day))).size).toBeGreaterThan(60);
    // The followers are people (the demo exporters), who cannot sign in: no credential account.
    const followerIds = [...new Set(follows.map((f) => f.userId))];
    const withPassword = await database.db
      .select({ userId: accounts.userId })
      .from(accounts)
      .where(inArray(accounts.userId, followerIds));
    expect(withPassword.map((a) => a.userId).sort()).toEqual([
      (await database.db.select().from(users).where(eq(users.email, 'kullanici@demo.example.com')))[0]!.id,
    ]);
  });

  it('does nothing on a second start', async () => {
    const before = await demoCounts(database);
    const reference = await referenceSnapshot(database);
    expect(await seedDemo(database.db, { uploadsDir })).toEqual({ created: false });
    await runSeeds(database.db, { demo: true, production: false, uploadsDir });
    expect(await demoCounts(database)).toEqual(before);
    expect(await referenceSnapshot(database)).toBe(reference);
  });
});
