/**
 * The signed-in user's own account (user panel, issue 8): profile edit, password change and account
 * deletion (KVKK "right to erasure"). Re-exported by users.service.ts, the module's one entry.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Language } from '@shared/constants';
import type { UpdateProfile } from '@shared/contracts/users';
import type { Auth } from '../../auth/auth';
import { fromAuthApiError } from '../../auth/errors';
import { passwordProblem } from '../../auth/passwords';
import type { Db } from '../../db/client';
import {
  accounts,
  emailPreferences,
  phoneVerifications,
  files,
  knownBrowsers,
  newsletterSubscribers,
  notifications,
  partnerApplications,
  partnerFollows,
  partners,
  quoteRequests,
  sessions,
  users,
  verifications,
} from '../../db/schema';
import { AppError } from '../../lib/errors';
import { afterCommit } from '../../lib/realtime';
import { deleteUserExports } from '../data-export/data-export.service';
import { deleteStoredFile } from '../files/files.service';
import { writePartners } from '../partners/partners.service';
import { assertMasterAdminRemains } from './master-admins';
import { forgetPhoneVerification } from './phone-verification.service';
import type { ServiceContext } from '../../lib/context';

/** Where public files are served (files module): `/public-objects/{fileName}`. */
const PUBLIC_PREFIX = '/public-objects/';

/** The name a deleted person's quote requests show to the partner (Turkish: the product's language). */
export const DELETED_USER_NAME = 'Silinmiş kullanıcı';
/** The address a deleted account keeps: unique, and `.invalid` never delivers (RFC 2606). */
export const deletedEmail = (id: number) => `deleted-${id}@deleted.invalid`;

/**
 * Saves the profile of user `userId` (PUT /api/user/profile): names (also the display `name`), phone,
 * profile image, company, job title, sector, website, LinkedIn. An empty optional field clears it.
 * @throws AppError 400 VALIDATION_ERROR (fieldErrors.profileImage) when the image is not a public file
 *   the user uploaded; 401 UNAUTHORIZED when the account is gone
 */
export async function updateProfile(db: Db, userId: number, input: UpdateProfile): Promise<void> {
  if (input.profileImage) {
    const fileName = input.profileImage.slice(PUBLIC_PREFIX.length);
    const [file] = await db
      .select({ id: files.id })
      .from(files)
      .where(and(eq(files.fileName, fileName), eq(files.isPublic, true), eq(files.uploadedBy, userId)));
    // Someone else's picture (or a made-up path) is refused: it would show their upload as ours.
    if (!file) {
      throw new AppError('VALIDATION_ERROR', {
        message: 'users.invalidProfileImage',
        fieldErrors: { profileImage: ['users.invalidProfileImage'] },
      });
    }
  }
  const [before] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
  const updated = await db
    .update(users)
    .set({
      firstName: input.firstName,
      lastName: input.lastName,
      name: `${input.firstName} ${input.lastName}`,
      phone: input.phone,
      profileImage: input.profileImage,
      company: input.company,
      title: input.title,
      sector: input.sector,
      website: input.website,
      linkedinProfile: input.linkedinProfile,
      updatedAt: new Date(),
    })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .returning({ id: users.id });
  if (updated.length === 0) throw new AppError('UNAUTHORIZED');
  // A new number is not the one the SMS code proved (decision 043).
  if ((before?.phone ?? null) !== (input.phone ?? null)) await forgetPhoneVerification(db, userId);
}

/**
 * Sets the account's language (PUT /api/user/language; issue 22 "The reader's language";
 * docs/decisions/038): the TR/EN switch of a signed-in user. Everything addressed to the person from
 * then on is written in it — notifications when read (old ones too), mails when queued.
 * @throws AppError 401 UNAUTHORIZED when the account is gone
 */
export async function updateLanguage(db: Db, userId: number, language: Language): Promise<void> {
  const updated = await db
    .update(users)
    .set({ language, updatedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .returning({ id: users.id });
  if (updated.length === 0) throw new AppError('UNAUTHORIZED');
}

/**
 * Changes the password of the signed-in user (POST /api/user/password) through better-auth's
 * changePassword with `revokeOtherSessions`: every other session ends, and this device gets a fresh
 * session (its Set-Cookie is in the returned headers).
 * @param headers the request's headers (session cookie), as Web Headers
 * @throws AppError 400 INVALID_PASSWORD (wrong current password), PASSWORD_WEAK / PASSWORD_COMMON /
 *   PASSWORD_TOO_SHORT (fieldErrors.newPassword); 400 INVALID_PASSWORD 'auth.noPassword' when the
 *   account signs in only with a provider or link
 */
export async function changePassword(
  db: Db,
  auth: Auth,
  headers: Headers,
  userId: number,
  input: { currentPassword: string; newPassword: string },
): Promise<Headers | null> {
  const [owner] = await db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  const problem = passwordProblem(input.newPassword, owner ?? {});
  if (problem) {
    throw new AppError(problem.code, {
      message: problem.messageKey,
      fieldErrors: { newPassword: [problem.messageKey] },
    });
  }
  try {
    const result = await auth.api.changePassword({
      body: { currentPassword: input.currentPassword, newPassword: input.newPassword, revokeOtherSessions: true },
      headers,
      returnHeaders: true,
    });
    return result.headers;
  } catch (err) {
    const appError = fromAuthApiError(err, '/change-password');
    // The wrong current password belongs to that field in the form.
    if (appError instanceof AppError && appError.code === 'INVALID_PASSWORD') {
      throw new AppError('INVALID_PASSWORD', {
        message: appError.messageKey,
        fieldErrors: { currentPassword: [appError.messageKey] },
      });
    }
    throw appError;
  }
}

/**
 * Deletes the account of user `userId` (DELETE /api/user; KVKK): the users row stays (ids in the
 * other party's quote requests and messages keep resolving) but holds nothing personal any more —
 * names '', address `deleted-{id}@deleted.invalid`, phone and profile fields null, `deletedAt`, inactive.
 * Sessions, sign-in methods, known browsers, e-mail preferences, the address's newsletter subscription, follows (the
 * partners' counters follow) and notifications are deleted. A partner profile the user owns becomes
 * passive and unlinked. Quote requests and messages stay; the quote requests' name, e-mail and phone,
 * and the user's partner applications' personal fields, are replaced (the messages' text and
 * attachments are erased later by the retention job, docs/decisions/033-retention.md). All in one transaction; then
 * the profile photo the user uploaded is deleted (row and object), and the user's open sockets are
 * disconnected after the answer.
 * @throws AppError LAST_MASTER_ADMIN (409, 'users.lastMasterAdmin') when the user is the last active
 *   master admin; 401 UNAUTHORIZED when already deleted
 */
export async function deleteAccount(app: ServiceContext, userId: number): Promise<void> {
  const photo = await writePartners(app, async (tx, changed) => {
    // Locks the row against a concurrent change of the same account; the master admin guard below
    // locks every master admin's row, so two of them deleting themselves cannot both pass.
    const [user] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt)))
      .for('update');
    if (!user) throw new AppError('UNAUTHORIZED');
    await assertMasterAdminRemains(tx, userId, 'users.lastMasterAdmin');
    const anonymousEmail = deletedEmail(userId);

    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(accounts).where(eq(accounts.userId, userId));
    // Pending reset and verification links name the user by id.
    await tx.delete(verifications).where(eq(verifications.value, String(userId)));
    await tx.delete(emailPreferences).where(eq(emailPreferences.userId, userId));
    await tx.delete(phoneVerifications).where(eq(phoneVerifications.userId, userId));
    await tx.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, user.email));
    await tx.delete(notifications).where(eq(notifications.userId, userId));
    await tx.delete(knownBrowsers).where(eq(knownBrowsers.userId, userId));

    // followersCount is kept exact (PRODUCT-DECISIONS 13).
    const followed = await tx
      .delete(partnerFollows)
      .where(eq(partnerFollows.userId, userId))
      .returning({ partnerId: partnerFollows.partnerId });
    const followedIds = followed.map((f) => f.partnerId);
    if (followedIds.length) {
      await tx
        .update(partners)
        .set({ followersCount: sql`greatest(${partners.followersCount} - 1, 0)` })
        .where(inArray(partners.id, followedIds));
      changed(followedIds);
    }

    const owned = await tx
      .update(partners)
      .set({ isActive: false, userId: null, updatedAt: new Date() })
      .where(eq(partners.userId, userId))
      .returning({ id: partners.id });
    if (owned.length) changed(owned.map((p) => p.id));

    // The partner keeps the request (what was asked, when, for which company) but no longer the person.
    await tx
      .update(quoteRequests)
      .set({ fullName: DELETED_USER_NAME, email: anonymousEmail, phone: '', updatedAt: new Date() })
      .where(eq(quoteRequests.userId, userId));
    await tx
      .update(partnerApplications)
      .set({ firstName: '', lastName: '', email: anonymousEmail, phone: '', contactPerson: '' })
      .where(eq(partnerApplications.userId, userId));

    await tx
      .update(users)
      .set({
        name: '',
        firstName: '',
        lastName: '',
        email: anonymousEmail,
        emailVerified: false,
        image: null,
        phone: null,
        phoneVerifiedAt: null,
        profileImage: null,
        company: null,
        website: null,
        linkedinProfile: null,
        sector: null,
        title: null,
        isActive: false,
        deletedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId));
    return user.profileImage;
  });
  // The deleted sessions' sockets are still open (PRODUCT-DECISIONS 7): end them on every process.
  afterCommit((hub) => hub.disconnectUsers([userId]));

  // A face is personal data: the profile photo goes too (only that file: other uploads may be in use
  // by the passive partner profile). Objects are outside the transaction, so this runs after it; a
  // failure is logged and leaves an unlinked file an admin can still delete.
  if (photo?.startsWith(PUBLIC_PREFIX)) {
    const [file] = await app.db
      .select({ id: files.id })
      .from(files)
      .where(and(eq(files.fileName, photo.slice(PUBLIC_PREFIX.length)), eq(files.uploadedBy, userId)));
    if (file) {
      await deleteStoredFile(app, file.id).catch((err: unknown) =>
        app.log.error({ err, fileId: file.id }, 'profile photo of a deleted account not removed'),
      );
    }
  }
  // A copy of everything the account held (decision 039) must not outlive it; a failure is logged and
  // the retention rule removes the rest when the link expires.
  await deleteUserExports(app, userId).catch((err: unknown) =>
    app.log.error({ err, userId }, 'data exports of a deleted account not removed'),
  );
}

/**
 * Expires the session cookie of the request (after {@link deleteAccount}, whose sessions are gone):
 * better-auth's sign-out answers the Set-Cookie that clears it, also when the session row no longer
 * exists. Never throws.
 * @returns better-auth's response headers, or null
 */
export async function endBrowserSession(auth: Auth, headers: Headers): Promise<Headers | null> {
  try {
    const result = await auth.api.signOut({ headers, returnHeaders: true });
    return result.headers;
  } catch {
    return null;
  }
}
