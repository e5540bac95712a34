/**
 * Demo seed: fictional partners with generated images, one account per role, a few follows. Runs
 * once per database. Content lives in `demo-data.ts`.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { hashPassword } from 'better-auth/crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../client';
import { refreshPartnerSearch } from '../search-index';
import {
  accounts,
  categories,
  emailPreferences,
  files,
  partnerDocuments,
  partnerFollows,
  partners,
  partnerServices,
  services,
  users,
} from '../schema';
import {
  DEMO_ACCOUNTS,
  DEMO_FOLLOWS,
  DEMO_FOLLOWERS,
  DEMO_MARKER_EMAIL,
  DEMO_PARTNER_OWNERS,
  DEMO_PARTNERS,
  type DemoPartnerSeed,
  DEMO_PARTNER_CAPABILITIES,
  DEMO_VERIFICATIONS,
} from './demo-data';
import { htmlToPlainText, sanitizePartnerHtml } from '../../lib/sanitize';

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-data';

const DAY_MS = 86_400_000;
const LOGO_SIZE = 256;
const COVER_WIDTH = 1200;
const COVER_HEIGHT = 400;

/** A generated image, not yet on disk. */
interface PendingImage {
  kind: 'logo' | 'cover';
  username: string;
  fileName: string;
  data: Buffer;
}

/**
 * Seeds the demo data once: 48 partners (three per category) with services, generated logos for
 * about two thirds and 3:1 covers for a third, the four {@link DEMO_ACCOUNTS} (password in
 * `DEMO_PASSWORD`), the demo partner's ownership of one company, and a few follows. Everything is
 * written in one transaction; image files are written inside it and removed again if it fails.
 *
 * Runs only when neither the demo admin e-mail nor any demo username exists yet, so an operator
 * who deleted demo rows does not get them back, and a second start is a no-op.
 *
 * @param db a migrated database on which `seedReference` has run (categories and services).
 * @param opts.uploadsDir storage root; images go to `${uploadsDir}/public/` and are served at
 *   `/public-objects/{fileName}`.
 * @returns `{ created: true }` when this call wrote the demo data, `{ created: false }` when it existed.
 * @throws Error when a demo service name is missing from the category pools (reference seed not run
 *   or pools changed), or on any database or file-system error; nothing stays written then.
 */
export async function seedDemo(db: Db, opts: { uploadsDir: string }): Promise<{ created: boolean }> {
  if (await demoExists(db)) return { created: false };

  // Hashing and image rendering are CPU work on libuv threads; doing them before the transaction
  // keeps it short.
  const [hashes, images] = await Promise.all([
    Promise.all(DEMO_ACCOUNTS.map((a) => hashPassword(a.password))),
    renderImages(DEMO_PARTNERS),
  ]);
  const publicDir = join(opts.uploadsDir, 'public');
  await mkdir(publicDir, { recursive: true });

  const written: string[] = [];
  try {
    const created = await db.transaction(async (tx) => {
      // Two processes starting on one empty database must not both seed.
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('seed:demo'))`);
      if (await demoExists(tx)) return false;
      const now = Date.now();

      const userRows = await tx
        .insert(users)
        .values(
          DEMO_ACCOUNTS.map((a) => ({
            name: `${a.firstName} ${a.lastName}`,
            firstName: a.firstName,
            lastName: a.lastName,
            email: a.email,
            emailVerified: true,
            phone: a.phone,
            userType: a.role,
            availableUserTypes: [...a.availableUserTypes],
          })),
        )
        .returning({ id: users.id, email: users.email });
      const userIdByEmail = new Map(userRows.map((u) => [u.email, u.id]));
      const userId = (email: string): number => {
        const id = userIdByEmail.get(email);
        if (id === undefined) throw new Error(`Demo user ${email} was not inserted`);
        return id;
      };
      // better-auth's credential sign-in reads the hash from this row.
      await tx.insert(accounts).values(
        DEMO_ACCOUNTS.map((a, i) => ({
          userId: userId(a.email),
          accountId: String(userId(a.email)),
          providerId: 'credential',
          password: hashes[i] ?? '',
        })),
      );
      // The exporters who follow partners: accounts without a password (they cannot sign in).
      const followerRows = await tx
        .insert(users)
        .values(
          DEMO_FOLLOWERS.map((f) => ({
            name: `${f.firstName} ${f.lastName}`,
            firstName: f.firstName,
            lastName: f.lastName,
            email: f.email,
            emailVerified: true,
            userType: 'user' as const,
            availableUserTypes: ['user' as const],
            createdAt: new Date(now - 200 * DAY_MS),
          })),
        )
        .returning({ id: users.id });
      await tx.insert(emailPreferences).values([...userRows, ...followerRows].map((u) => ({ userId: u.id })));

      const ownerIdByUsername = new Map<string, number>(DEMO_PARTNER_OWNERS.map((o) => [o.username, userId(o.email)]));
      const imageUrl = (username: string, kind: PendingImage['kind']) => {
        const image = images.find((i) => i.username === username && i.kind === kind);
        return image ? `/public-objects/${image.fileName}` : null;
      };
      const partnerRows = await tx
        .insert(partners)
        .values(
          DEMO_PARTNERS.map((p) => {
            const description = sanitizePartnerHtml(p.description);
            const descriptionEn = p.descriptionEn ? sanitizePartnerHtml(p.descriptionEn) : '';
            const createdAt = new Date(now - p.createdDaysAgo * DAY_MS);
            return {
              userId: ownerIdByUsername.get(p.username) ?? null,
              username: p.username,
              companyName: p.companyName,
              logo: imageUrl(p.username, 'logo'),
              coverImage: imageUrl(p.username, 'cover'),
              serviceCategory: p.category,
              shortDescription: p.shortDescription,
              description,
              descriptionText: htmlToPlainText(description),
              shortDescriptionEn: p.shortDescriptionEn,
              descriptionEn: descriptionEn || null,
              descriptionEnText: htmlToPlainText(descriptionEn),
              languages: p.languages,
              dipAdvantages: p.dipAdvantages,
              // Counted from the follow and view rows below, once they are written.
              followersCount: 0,
              profileViews: 0,
              contactPerson: p.contactPerson,
              email: p.email,
              phone: p.phone,
              city: p.city,
              country: 'Türkiye',
              website: p.website,
              companySize: p.companySize,
              foundingYear: p.foundingYear,
              sectorExperience: p.sectorExperience,
              targetMarkets: p.targetMarkets,
              capabilities: DEMO_PARTNER_CAPABILITIES[p.username] ?? {},
              isActive: true,
              isApproved: true,
              createdAt,
              updatedAt: createdAt,
            };
          }),
        )
        .returning({ id: partners.id, username: partners.username });
      const partnerIdByUsername = new Map(partnerRows.map((p) => [p.username, p.id]));
      const partnerId = (username: string): number => {
        const id = partnerIdByUsername.get(username);
        if (id === undefined) throw new Error(`Demo partner ${username} was not inserted`);
        return id;
      };

      const pool = await tx
        .select({ id: services.id, name: services.name, slug: categories.slug })
        .from(services)
        .innerJoin(categories, eq(categories.id, services.categoryId));
      const serviceId = new Map(pool.map((s) => [`${s.slug}\u0000${s.name}`, s.id]));
      await tx.insert(partnerServices).values(
        DEMO_PARTNERS.flatMap((p) =>
          p.services.map((name) => {
            const id = serviceId.get(`${p.category}\u0000${name}`);
            if (id === undefined)
              throw new Error(`Demo service "${name}" is not in the ${p.category} pool; run seedReference first`);
            return { partnerId: partnerId(p.username), serviceId: id };
          }),
        ),
      );

      // Follows: each partner's share of the exporters (a different slice per partner), and the demo
      // user's own; then every count is what its rows say (issue 18 item 23).
      const followerId = userId(DEMO_FOLLOWS.email);
      const follows = DEMO_PARTNERS.flatMap((p, i) =>
        Array.from({ length: Math.min(p.followers, followerRows.length) }, (_, k) => ({
          userId: followerRows[(i + k) % followerRows.length]!.id,
          partnerId: partnerId(p.username),
          createdAt: new Date(now - ((i * 7 + k * 11) % 180) * DAY_MS),
        })),
      );
      follows.push(
        ...DEMO_FOLLOWS.usernames.map((u) => ({
          userId: followerId,
          partnerId: partnerId(u),
          createdAt: new Date(now),
        })),
      );
      await tx.insert(partnerFollows).values(follows);
      // Views: one visitor a day per row (the counter's unit, PRODUCT-DECISIONS 13), spread over the
      // last 120 days so the partner dashboard's chart has a history.
      const viewCounts = DEMO_PARTNERS.map((p) => ({ id: partnerId(p.username), views: p.profileViews }));
      await tx.execute(sql`
        INSERT INTO partner_views (partner_id, viewer_key, day, created_at)
        SELECT v.id, 'demo:' || g, (current_date - (g % 120)), now() - make_interval(days => g % 120)
        FROM jsonb_to_recordset(${JSON.stringify(viewCounts)}::jsonb) AS v(id int, views int)
        CROSS JOIN LATERAL generate_series(1, v.views) AS g`);
      await tx.execute(sql`
        UPDATE partners p SET
          followers_count = (SELECT count(*) FROM partner_follows f WHERE f.partner_id = p.id),
          profile_views = (SELECT count(*) FROM partner_views v WHERE v.partner_id = p.id)
        WHERE p.id IN (SELECT (x ->> 'id')::int FROM jsonb_array_elements(${JSON.stringify(viewCounts)}::jsonb) x)`);

      if (images.length > 0) {
        await tx.insert(files).values(
          images.map((img) => ({
            fileName: img.fileName,
            originalName: `${img.kind}-${img.username}.webp`,
            fileSize: img.data.length,
            mimeType: 'image/webp',
            category: 'image',
            source: 'partner' as const,
            isPublic: true,
            uploadedBy: ownerIdByUsername.get(img.username) ?? null,
          })),
        );
      }
      for (const img of images) {
        const path = join(publicDir, img.fileName);
        // `wx`: a server-chosen random name must never replace an existing file.
        await writeFile(path, img.data, { flag: 'wx' });
        written.push(path);
      }

      // Registry documents (issue 21 "Verified"): private one-page PDFs, readable by the partner's
      // account and admins; `verified_until` as partner-verification's `refreshVerifiedUntil` computes it.
      const privateDir = join(opts.uploadsDir, 'private');
      await mkdir(privateDir, { recursive: true });
      const day = (offset: number) => new Date(now + offset * DAY_MS).toISOString().slice(0, 10);
      for (const [username, docs] of Object.entries(DEMO_VERIFICATIONS)) {
        const owner = ownerIdByUsername.get(username) ?? null;
        for (const doc of docs) {
          const fileName = `${randomUUID()}.pdf`;
          const data = demoPdf(`${username} ${doc.kind}`);
          const [file] = await tx
            .insert(files)
            .values({
              fileName,
              originalName: `${doc.kind}-${username}.pdf`,
              fileSize: data.length,
              mimeType: 'application/pdf',
              category: 'PDF',
              source: 'object_storage_private',
              isPublic: false,
              uploadedBy: owner,
            })
            .returning({ id: files.id });
          const path = join(privateDir, fileName);
          await writeFile(path, data, { flag: 'wx' });
          written.push(path);
          const decided = doc.status !== 'pending';
          await tx.insert(partnerDocuments).values({
            partnerId: partnerId(username),
            fileId: file!.id,
            kind: doc.kind,
            title: doc.title ?? null,
            status: doc.status,
            expiresOn: doc.status === 'verified' ? day(doc.expiresInDays ?? 365) : null,
            rejectionReason: doc.rejectionReason ?? null,
            uploadedBy: owner,
            reviewedBy: decided ? userId(DEMO_MARKER_EMAIL) : null,
            reviewedAt: decided ? new Date(now - DAY_MS) : null,
            createdAt: new Date(now - 3 * DAY_MS),
          });
        }
        const latest = (kind: string) =>
          docs
            .filter((d) => d.kind === kind && d.status === 'verified')
            .map((d) => day(d.expiresInDays ?? 365))
            .sort()
            .at(-1);
        const tax = latest('tax_certificate');
        const registry = latest('trade_registry_gazette');
        await tx
          .update(partners)
          .set({ verifiedUntil: tax && registry ? (tax < registry ? tax : registry) : null })
          .where(eq(partners.id, partnerId(username)));
      }

      await refreshPartnerSearch(tx);
      return true;
    });
    return { created };
  } catch (err) {
    await Promise.all(written.map((path) => unlink(path).catch(() => undefined)));
    throw err;
  }
}

/**
 * A one-page PDF that says `text` (the demo registry documents): enough for a PDF viewer and for the
 * upload checks, which detect the type by its `%PDF` signature.
 */
function demoPdf(text: string): Buffer {
  const safe = text.replace(/[()\\]/g, ' ');
  const stream = `BT /F1 18 Tf 72 720 Td (${safe}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** True when the demo admin or any demo company is already there. */
async function demoExists(db: Db): Promise<boolean> {
  const [userHit] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_MARKER_EMAIL)).limit(1);
  if (userHit) return true;
  const [partnerHit] = await db
    .select({ id: partners.id })
    .from(partners)
    .where(
      inArray(
        partners.username,
        DEMO_PARTNERS.map((p) => p.username),
      ),
    )
    .limit(1);
  return partnerHit !== undefined;
}

/** Renders the logos and covers the data asks for, as WebP, with server-chosen random names. */
async function renderImages(list: readonly DemoPartnerSeed[]): Promise<PendingImage[]> {
  const jobs: Promise<PendingImage>[] = [];
  for (const p of list) {
    if (p.hasLogo) jobs.push(render(p, 'logo', logoSvg(p)));
    if (p.hasCover) jobs.push(render(p, 'cover', coverSvg(p)));
  }
  return Promise.all(jobs);
}

async function render(p: DemoPartnerSeed, kind: PendingImage['kind'], svg: string): Promise<PendingImage> {
  const data = await sharp(Buffer.from(svg)).webp({ quality: 85 }).toBuffer();
  return { kind, username: p.username, fileName: `${kind}-${p.username}-${randomBytes(6).toString('hex')}.webp`, data };
}

/** Up to two initials, Turkish upper case ("ipekyolu" → "İ"), skipping legal suffixes and "&". */
function initials(companyName: string): string {
  const words = companyName.split(/\s+/).filter((w) => /^[\p{L}\p{N}]/u.test(w) && !/^(A\.Ş\.|Ltd\.|Şti\.)$/iu.test(w));
  return words
    .slice(0, 2)
    .map((w) => w.charAt(0).toLocaleUpperCase('tr-TR'))
    .join('');
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function logoSvg(p: DemoPartnerSeed): string {
  const s = LOGO_SIZE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}">
  <rect width="${s}" height="${s}" fill="${p.brandColor}"/>
  <circle cx="${s * 0.85}" cy="${s * 0.15}" r="${s * 0.3}" fill="#ffffff" fill-opacity="0.08"/>
  <text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="sans-serif" font-size="${s * 0.4}" font-weight="700" fill="#ffffff">${escapeXml(initials(p.companyName))}</text>
</svg>`;
}

// No text on the cover: the profile header already shows the name over it.
function coverSvg(p: DemoPartnerSeed): string {
  const w = COVER_WIDTH;
  const h = COVER_HEIGHT;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${p.brandColor}"/>
      <stop offset="1" stop-color="#0b1d4d"/>
    </linearGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#g)"/>
  <circle cx="${w * 0.82}" cy="${h * 0.2}" r="${h * 0.7}" fill="#ffffff" fill-opacity="0.06"/>
  <circle cx="${w * 0.95}" cy="${h * 0.9}" r="${h * 0.45}" fill="#ffffff" fill-opacity="0.05"/>
  <path d="M0 ${h * 0.78} C ${w * 0.3} ${h * 0.62}, ${w * 0.6} ${h * 0.95}, ${w} ${h * 0.7} L ${w} ${h} L 0 ${h} Z" fill="#ffffff" fill-opacity="0.07"/>
</svg>`;
}
