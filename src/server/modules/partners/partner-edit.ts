/**
 * The owner's (or an admin's) profile edit (issue 8; spec §2 partner panel "profile", §3 Partner):
 * PATCH /api/partners/{id}. One transaction through writePartners (search document and catalogue
 * cache), with a `profile_update` activity.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { countryName } from '@shared/countries';
import type { PartnerUpdate } from '@shared/contracts/partners';
import type { Db } from '../../db/client';
import { files, partnerApplications, partners, partnerUsernameRedirects, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { MessageKey } from '../../lib/messages';
import { htmlToPlainText, sanitizePartnerHtml } from '../../lib/sanitize';
import type { Viewer } from '../../lib/viewer';
import { recordPartnerActivity } from './partner-activities';
import { requireEditablePartner } from './partner-profile';
import { type PartnerWriteContext, writePartners } from './partner-writes';

const PUBLIC_PREFIX = '/public-objects/';

/**
 * Whether `path` names a public stored file uploaded by `viewer` or by an admin (any admin type held):
 * a profile may not show someone else's upload (or a private file) under its name.
 */
async function isUsableImage(tx: Db, path: string, viewer: Viewer): Promise<boolean> {
  const fileName = path.slice(PUBLIC_PREFIX.length);
  const [row] = await tx
    .select({
      isPublic: files.isPublic,
      uploadedBy: files.uploadedBy,
      uploaderIsAdmin: sql<boolean>`coalesce(${users.availableUserTypes} && ARRAY['master_admin','editor_admin']::text[], false)`,
    })
    .from(files)
    .leftJoin(users, eq(users.id, files.uploadedBy))
    .where(eq(files.fileName, fileName));
  if (!row || !row.isPublic) return false;
  return row.uploadedBy === viewer.id || row.uploaderIsAdmin;
}

/**
 * Whether another partner, another partner's old name or a pending application holds `username`
 * (case-insensitive), so it cannot be taken.
 */
async function usernameHeld(tx: Db, username: string, partnerId: number): Promise<boolean> {
  const [partner] = await tx
    .select({ id: partners.id })
    .from(partners)
    .where(and(sql`lower(${partners.username}) = lower(${username})`, ne(partners.id, partnerId)))
    .limit(1);
  if (partner) return true;
  const [redirect] = await tx
    .select({ id: partnerUsernameRedirects.partnerId })
    .from(partnerUsernameRedirects)
    .where(
      and(
        sql`lower(${partnerUsernameRedirects.oldUsername}) = lower(${username})`,
        ne(partnerUsernameRedirects.partnerId, partnerId),
      ),
    )
    .limit(1);
  if (redirect) return true;
  const [application] = await tx
    .select({ id: partnerApplications.id })
    .from(partnerApplications)
    .where(
      and(eq(partnerApplications.status, 'pending'), sql`lower(${partnerApplications.username}) = lower(${username})`),
    )
    .limit(1);
  return application !== undefined;
}

const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/**
 * Applies `input` to the partner. Only the fields present change; `description` is sanitized with the
 * shared rule; images must be public files of the caller or an admin (the partner's current image may
 * be sent back unchanged); the username changes once, the old name then redirects.
 * @returns the partner id
 * @throws AppError 404 PARTNER_NOT_FOUND unless `viewer` owns the partner or is an admin (whatever
 *   else the request names); 400 VALIDATION_ERROR with `fieldErrors` for an unusable image; 409
 *   CONFLICT `partners.usernameTaken` / `partners.usernameAlreadyChanged`
 */
export async function updatePartner(
  ctx: PartnerWriteContext,
  viewer: Viewer,
  partnerId: number,
  input: PartnerUpdate,
): Promise<number> {
  try {
    return await writePartners(ctx, async (tx, changed) => {
      const current = await requireEditablePartner(tx, partnerId, viewer);
      const { description, descriptionEn, markets, username, logo, coverImage, ...plain } = input;
      const set: Partial<typeof partners.$inferInsert> = { ...plain };

      const imageErrors: Record<string, MessageKey[]> = {};
      for (const [field, value] of [
        ['logo', logo],
        ['coverImage', coverImage],
      ] as const) {
        if (value === undefined) continue;
        if (value !== null && value !== current[field] && !(await isUsableImage(tx, value, viewer))) {
          imageErrors[field] = ['partners.invalidImage'];
        } else set[field] = value;
      }
      if (Object.keys(imageErrors).length > 0) {
        throw new AppError('VALIDATION_ERROR', { message: 'partners.invalidImage', fieldErrors: imageErrors });
      }

      if (description !== undefined) {
        const clean = description === null ? '' : sanitizePartnerHtml(description);
        set.description = clean || null;
        set.descriptionText = htmlToPlainText(clean);
      }
      if (descriptionEn !== undefined) {
        // The same rule as the Turkish text: partner HTML is untrusted.
        const clean = descriptionEn === null ? '' : sanitizePartnerHtml(descriptionEn);
        set.descriptionEn = clean || null;
        set.descriptionEnText = htmlToPlainText(clean);
      }
      // Served countries (docs/decisions/026): picked codes are the truth and the free text becomes
      // their Turkish names, for clients that read `targetMarkets`; free text alone (an older client)
      // is parsed into codes by refreshPartnerSearch, which fills a NULL `markets` before the commit.
      if (markets !== undefined) {
        set.markets = markets;
        const names = markets.map((code) => countryName(code, 'tr')).sort((a, b) => a.localeCompare(b, 'tr'));
        set.targetMarkets = names.length > 0 ? names.join(', ') : null;
      } else if (input.targetMarkets !== undefined) {
        set.markets = null;
      }

      if (username !== undefined && username !== current.username) {
        if (current.usernameChangedAt) {
          throw new AppError('CONFLICT', {
            message: 'partners.usernameAlreadyChanged',
            fieldErrors: { username: ['partners.usernameAlreadyChanged'] },
          });
        }
        if (await usernameHeld(tx, username, partnerId)) {
          throw new AppError('CONFLICT', {
            message: 'partners.usernameTaken',
            fieldErrors: { username: ['partners.usernameTaken'] },
          });
        }
        // A case-only change keeps the same name, so there is nothing to redirect from.
        if (username.toLowerCase() !== current.username.toLowerCase()) {
          await tx.insert(partnerUsernameRedirects).values({ oldUsername: current.username, partnerId });
        }
        set.username = username;
        set.usernameChangedAt = new Date();
      }

      await tx
        .update(partners)
        .set({ ...set, updatedAt: new Date() })
        .where(eq(partners.id, partnerId));
      changed([partnerId]);

      if (current.userId !== null) {
        const fields = Object.keys(input).filter((k) => input[k as keyof PartnerUpdate] !== undefined);
        await recordPartnerActivity(tx, current.userId, {
          type: 'profile_update',
          description:
            username !== undefined && username !== current.username
              ? `Profil güncellendi; kullanıcı adı ${current.username} → ${username}`
              : 'Profil güncellendi',
          details: { fields, by: viewer.id },
        });
      }
      return partnerId;
    });
  } catch (error) {
    // Two concurrent changes to one free name: the unique index decides, the loser hears "taken".
    if (isUniqueViolation(error)) {
      throw new AppError('CONFLICT', {
        message: 'partners.usernameTaken',
        fieldErrors: { username: ['partners.usernameTaken'] },
      });
    }
    throw error;
  }
}
