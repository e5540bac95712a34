/**
 * Partner applications and their review (spec §3 "Partner application", §5, §7; PRODUCT-DECISIONS
 * 10–12). Submitting needs a signed-in, verified account, one pending application per user and a
 * username nobody holds; the files are private to the applicant and admins. Approval creates the
 * partner in one transaction with the role, the notification and the mail.
 */
import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import { readFile } from 'node:fs/promises';
import type { Language } from '@shared/constants';
import { isAdmin } from '@shared/access';
import {
  type ApplicationCreated,
  type ApplicationDetail,
  type ApplicationDocument,
  type ApplicationForm,
  applicationFormSchema,
  type ApplicationFormInput,
  type ApplicationListQuery,
  type ApplicationReview,
  type ApplicationStatusRecord,
  type ApplicationSummary,
  isApplicationId,
  type MyApplication,
} from '@shared/contracts/partner-applications';
import type { Db } from '../../db/client';
import { partnerApplications, partners, partnerUsernameRedirects, users } from '../../db/schema';
import { AppError, RequestValidationError } from '../../lib/errors';
import { enqueueTemplateMail } from '../../mail/outbox';
import { enqueuePreferenceMail } from '../../mail/preferences';
import { normalizeInput } from '../../lib/input';
import type { Viewer } from '../../lib/viewer';
import { copyStoredFile, discardStoredObject, openFileFor, storeUpload, type StoredFile } from '../files/files.service';
import { notifyAdmins, notifyUsers } from '../notifications/notifications.service';
import { createPartner, welcomePartner, writePartners } from '../partners/partners.service';
import { grantUserType } from '../users/users.service';

/** Submissions per client IP (route `config.rateLimit`; windows in seconds). */
export const APPLICATION_LIMITS = { submitsPerIp: { max: 10, window: 60 * 60 } } as const;

import type { ApplicationSubmission, UploadedPart } from './application-parts';
import { pageUrl } from '@shared/pages';
import type { ServiceContext } from '../../lib/context';

const SQL_UNIQUE_VIOLATION = '23505';
function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error, i = 0; e && typeof e === 'object' && i < 3; e = (e as { cause?: unknown }).cause, i++) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === SQL_UNIQUE_VIOLATION) return constraint === undefined || name === constraint;
  }
  return false;
}

/**
 * The form input from the multipart text fields: `services` is a JSON list of names, `kvkkAccepted`
 * the string 'true'. Anything unreadable is left for the schema to refuse with its own message.
 * @throws AppError 400 VALIDATION_ERROR when the services JSON holds a NUL or a lone surrogate
 */
function formInputOf(fields: Record<string, string>): Record<keyof ApplicationFormInput, unknown> {
  let services: unknown = undefined;
  if (fields.services !== undefined) {
    try {
      // JSON escapes can spell a lone surrogate the multipart bytes could not: refused like a JSON body.
      services = normalizeInput(JSON.parse(fields.services), 'services');
    } catch (error) {
      if (error instanceof AppError) throw error;
      services = fields.services;
    }
  }
  return {
    ...(fields as Record<keyof ApplicationFormInput, string>),
    services,
    kvkkAccepted: fields.kvkkAccepted === 'true',
  };
}

/**
 * The application form from the multipart text fields (spec §3, §5), checked with the form's schema.
 * @throws RequestValidationError 400 with the form's field messages; AppError 400 when the services
 *   JSON holds a NUL or a lone surrogate
 */
export function parseApplicationForm(fields: Record<string, string>): ApplicationForm {
  const parsed = applicationFormSchema.safeParse(formInputOf(fields));
  if (!parsed.success) throw new RequestValidationError(parsed.error.issues);
  return parsed.data;
}

/**
 * Whether the caller may send an application at all, checked before its body is read.
 * @throws AppError EMAIL_NOT_VERIFIED (403)
 * @returns the applicant's language (for the confirmation mail)
 */
export async function assertCanApply(db: Db, viewer: Viewer): Promise<Language> {
  const [user] = await db
    .select({ emailVerified: users.emailVerified, language: users.language })
    .from(users)
    .where(eq(users.id, viewer.id));
  if (!user?.emailVerified) throw new AppError('EMAIL_NOT_VERIFIED', { message: 'partnerApplications.verifyFirst' });
  return user.language === 'en' ? 'en' : 'tr';
}

/**
 * Whether `username` is free: held by no partner (case-insensitive), by no old name that redirects,
 * and by no other user's pending application.
 * @param exec the database or the submission's transaction
 * @param applicantId the caller, whose own pending application does not count
 */
export async function isUsernameAvailable(
  exec: Pick<Db, 'select'>,
  username: string,
  applicantId: number | null,
): Promise<boolean> {
  const lower = username.toLowerCase();
  const [partner] = await exec
    .select({ id: partners.id })
    .from(partners)
    .where(sql`lower(${partners.username}) = ${lower}`)
    .limit(1);
  if (partner) return false;
  const [redirect] = await exec
    .select({ id: partnerUsernameRedirects.partnerId })
    .from(partnerUsernameRedirects)
    .where(sql`lower(${partnerUsernameRedirects.oldUsername}) = ${lower}`)
    .limit(1);
  if (redirect) return false;
  const [application] = await exec
    .select({ id: partnerApplications.id })
    .from(partnerApplications)
    .where(
      and(
        eq(partnerApplications.status, 'pending'),
        sql`lower(${partnerApplications.username}) = ${lower}`,
        applicantId === null ? undefined : ne(partnerApplications.userId, applicantId),
      ),
    )
    .limit(1);
  return !application;
}

/**
 * Records a partner application (POST /api/partner-applications; spec §3, §5; PRODUCT-DECISIONS
 * 10–12) whose form and file limits {@link readApplicationParts} already checked: stores logo, cover
 * and documents as private files of the applicant (read from disk one at a time), records the KVKK
 * consent time, queues `partner_application_received` to the applicant and notifies every admin, all
 * in one transaction.
 * @param language the applicant's language ({@link assertCanApply})
 * @returns the new application's id (a UUID: the public status page's key)
 * @throws AppError APPLICATION_PENDING (409), CONFLICT (409, already a partner), USERNAME_TAKEN (409),
 *   and the files service's FILE_* / UNSUPPORTED_FILE_TYPE errors
 */
export async function submitApplication(
  app: ServiceContext,
  viewer: Viewer,
  language: Language,
  submission: ApplicationSubmission,
): Promise<ApplicationCreated> {
  const { form } = submission;

  // Objects are not part of the transaction: if it rolls back, the stored files' objects are removed.
  const stored: StoredFile[] = [];
  try {
    return await app.db.transaction(async (tx) => {
      // One applicant at a time: the pending check and the insert must not interleave with a second
      // submit of the same user (the partial unique index is the last line of defence).
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('partner-application'), ${viewer.id})`);
      const [pending] = await tx
        .select({ id: partnerApplications.id })
        .from(partnerApplications)
        .where(and(eq(partnerApplications.userId, viewer.id), eq(partnerApplications.status, 'pending')))
        .limit(1);
      if (pending) throw new AppError('APPLICATION_PENDING');
      const [ownPartner] = await tx
        .select({ id: partners.id })
        .from(partners)
        .where(eq(partners.userId, viewer.id))
        .limit(1);
      if (ownPartner) throw new AppError('CONFLICT', { message: 'partnerApplications.alreadyPartner' });
      if (!(await isUsernameAvailable(tx, form.username, viewer.id))) {
        throw new AppError('USERNAME_TAKEN', { fieldErrors: { username: ['partnerApplications.usernameTaken'] } });
      }

      const store = async (part: UploadedPart, kind: 'logo' | 'cover' | 'application-document') => {
        const file = await storeUpload(
          app,
          {
            data: await readFile(part.path),
            originalName: part.fileName,
            kind,
            source: 'application',
            isPublic: false,
            uploadedBy: viewer.id,
          },
          tx,
        );
        stored.push(file);
        return file;
      };
      const logo = submission.logo ? await store(submission.logo, 'logo') : null;
      const cover = submission.coverImage ? await store(submission.coverImage, 'cover') : null;
      const documents: ApplicationDocument[] = [];
      for (const doc of submission.documents) {
        const stored = await store(doc, 'application-document');
        documents.push({ fileId: stored.id, name: doc.fileName, size: stored.size, mimeType: stored.mimeType });
      }

      const [row] = await tx
        .insert(partnerApplications)
        .values({
          userId: viewer.id,
          firstName: form.firstName,
          lastName: form.lastName,
          email: form.email,
          phone: form.phone,
          company: form.company,
          contactPerson: form.contactPerson,
          city: form.city,
          username: form.username,
          website: form.website ?? null,
          serviceCategory: form.serviceCategory,
          businessDescription: form.businessDescription,
          companySize: form.companySize,
          foundingYear: form.foundingYear,
          sectorExperience: form.sectorExperience ?? null,
          targetMarkets: form.targetMarkets ?? null,
          services: form.services,
          dipAdvantages: form.dipAdvantages,
          whyPartner: form.whyPartner,
          references: form.references ?? null,
          linkedinProfile: form.linkedinProfile ?? null,
          twitterProfile: form.twitterProfile ?? null,
          instagramProfile: form.instagramProfile ?? null,
          facebookProfile: form.facebookProfile ?? null,
          logo: logo?.id ?? null,
          coverImage: cover?.id ?? null,
          documents,
          // PRODUCT-DECISIONS 11: the schema refused the form without consent, so it was given now.
          kvkkAcceptedAt: new Date(),
        })
        .returning({ id: partnerApplications.id });
      if (!row) throw new Error('application insert returned no row');

      await enqueueTemplateMail(tx, {
        to: form.email,
        type: 'partner_application_received',
        language,
        params: {
          userName: `${form.firstName} ${form.lastName}`,
          companyName: form.company,
          actionUrl: `${app.config.publicUrl}${pageUrl('applicationStatus', { params: { id: row.id } })}`,
        },
      });
      await notifyAdmins(tx, {
        type: 'partner_application',
        params: { companyName: form.company },
        actionUrl: pageUrl('adminDashboard', { tab: 'applications' }),
        data: { applicationId: row.id },
      });
      return { id: row.id };
    });
  } catch (error) {
    await Promise.all(stored.map((file) => discardStoredObject(app, file)));
    if (isUniqueViolation(error, 'partner_applications_one_pending_idx')) throw new AppError('APPLICATION_PENDING');
    throw error;
  }
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const summaryColumns = {
  id: partnerApplications.id,
  status: partnerApplications.status,
  firstName: partnerApplications.firstName,
  lastName: partnerApplications.lastName,
  company: partnerApplications.company,
  email: partnerApplications.email,
  phone: partnerApplications.phone,
  createdAt: partnerApplications.createdAt,
  reviewedAt: partnerApplications.reviewedAt,
  reviewNotes: partnerApplications.reviewNotes,
  username: partnerApplications.username,
  serviceCategory: partnerApplications.serviceCategory,
  userId: partnerApplications.userId,
  partnerId: partnerApplications.partnerId,
};
type SummaryRow = Omit<ApplicationSummary, 'createdAt' | 'reviewedAt'> & { createdAt: Date; reviewedAt: Date | null };
const toSummary = (r: SummaryRow): ApplicationSummary => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
  reviewedAt: iso(r.reviewedAt),
});

/** The caller's latest application (GET /api/partner-applications/mine), or null when none. */
export async function getMyApplication(db: Db, userId: number): Promise<MyApplication> {
  const [row] = await db
    .select({
      id: partnerApplications.id,
      status: partnerApplications.status,
      createdAt: partnerApplications.createdAt,
      reviewedAt: partnerApplications.reviewedAt,
      reviewNotes: partnerApplications.reviewNotes,
    })
    .from(partnerApplications)
    .where(eq(partnerApplications.userId, userId))
    .orderBy(desc(partnerApplications.createdAt))
    .limit(1);
  return row ? { ...row, createdAt: row.createdAt.toISOString(), reviewedAt: iso(row.reviewedAt) } : null;
}

/**
 * The public status record (spec §3; GET /api/application-status/{id}). The id is an unguessable
 * UUID (PRODUCT-DECISIONS 10).
 * @throws AppError APPLICATION_NOT_FOUND (404) for an unknown or malformed id
 */
export async function getStatusRecord(db: Db, id: string): Promise<ApplicationStatusRecord> {
  const row = await findSummary(db, id);
  const { id: appId, status, firstName, lastName, company, email, phone, createdAt, reviewedAt, reviewNotes } = row;
  return { id: appId, status, firstName, lastName, company, email, phone, createdAt, reviewedAt, reviewNotes };
}

async function findSummary(db: Db, id: string): Promise<ApplicationSummary> {
  if (!isApplicationId(id)) throw new AppError('APPLICATION_NOT_FOUND');
  const [row] = await db.select(summaryColumns).from(partnerApplications).where(eq(partnerApplications.id, id));
  if (!row) throw new AppError('APPLICATION_NOT_FOUND');
  return toSummary(row);
}

/** The admin list, newest first, optionally of one status (GET /api/partner-applications). */
export async function listApplications(db: Db, query: ApplicationListQuery): Promise<ApplicationSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(partnerApplications)
    .where(query.status ? eq(partnerApplications.status, query.status) : undefined)
    .orderBy(desc(partnerApplications.createdAt), desc(partnerApplications.id));
  return rows.map(toSummary);
}

/**
 * Everything of one application for admins (GET /api/partner-applications/{id}/details).
 * @throws AppError APPLICATION_NOT_FOUND (404)
 */
export async function getApplicationDetails(db: Db, id: string): Promise<ApplicationDetail> {
  if (!isApplicationId(id)) throw new AppError('APPLICATION_NOT_FOUND');
  const [row] = await db.select().from(partnerApplications).where(eq(partnerApplications.id, id));
  if (!row) throw new AppError('APPLICATION_NOT_FOUND');
  return {
    ...toSummary(row),
    contactPerson: row.contactPerson,
    city: row.city,
    website: row.website,
    businessDescription: row.businessDescription,
    companySize: row.companySize,
    foundingYear: row.foundingYear,
    sectorExperience: row.sectorExperience,
    targetMarkets: row.targetMarkets,
    services: row.services,
    dipAdvantages: row.dipAdvantages,
    whyPartner: row.whyPartner,
    references: row.references,
    linkedinProfile: row.linkedinProfile,
    twitterProfile: row.twitterProfile,
    instagramProfile: row.instagramProfile,
    facebookProfile: row.facebookProfile,
    logoUrl: row.logo ? `/objects/${row.logo}` : null,
    coverImageUrl: row.coverImage ? `/objects/${row.coverImage}` : null,
    documents: row.documents,
    kvkkAcceptedAt: row.kvkkAcceptedAt.toISOString(),
  };
}

/**
 * Opens one document of an application for its applicant or an admin
 * (GET /api/partner-applications/{id}/documents/{docId}/download).
 * @throws AppError APPLICATION_NOT_FOUND / NOT_FOUND (404) for anyone else, an unknown application or
 *   a document that is not the application's
 */
export async function openApplicationDocument(
  app: ServiceContext,
  id: string,
  docId: string,
  viewer: Viewer,
): Promise<{ document: ApplicationDocument; body: NodeJS.ReadableStream | Buffer }> {
  if (!isApplicationId(id)) throw new AppError('APPLICATION_NOT_FOUND');
  const [row] = await app.db
    .select({ userId: partnerApplications.userId, documents: partnerApplications.documents })
    .from(partnerApplications)
    .where(eq(partnerApplications.id, id));
  // Someone else's application is answered as absent (ARCHITECTURE.md: never someone else's data).
  if (!row || (row.userId !== viewer.id && !isAdmin(viewer))) throw new AppError('APPLICATION_NOT_FOUND');
  const document = row.documents.find((d) => d.fileId === docId);
  if (!document) throw new AppError('NOT_FOUND');
  // Without a Range header the whole object comes back, never an unsatisfiable range.
  const { body } = await openFileFor(app, document.fileId, viewer);
  if (!body) throw new AppError('NOT_FOUND');
  return { document, body };
}

/**
 * Approves or rejects a pending application (PATCH /api/partner-applications/{id}; PRODUCT-DECISIONS
 * 12), in one transaction. Approval: the partner profile from the application (logo and cover copied
 * to public files), listed and searchable at once (writePartners), `partner` added to the applicant's
 * types, the notification, `partner_application_approved` and the `partner_welcome` mail (once per
 * partner, issue 22). Rejection: the notes kept, the
 * notification and `partner_application_rejected` with the notes.
 * @returns the application after the review
 * @throws AppError APPLICATION_NOT_FOUND (404), APPLICATION_REVIEWED (409: not pending),
 *   USERNAME_TAKEN (409: a partner took the username meanwhile)
 */
export async function reviewApplication(
  app: ServiceContext,
  id: string,
  review: ApplicationReview,
  reviewer: Viewer,
): Promise<ApplicationSummary> {
  if (!isApplicationId(id)) throw new AppError('APPLICATION_NOT_FOUND');
  const published: StoredFile[] = [];
  try {
    await writePartners(app, async (tx, changed) => {
      const [row] = await tx.select().from(partnerApplications).where(eq(partnerApplications.id, id)).for('update');
      if (!row) throw new AppError('APPLICATION_NOT_FOUND');
      if (row.status !== 'pending') throw new AppError('APPLICATION_REVIEWED');
      const [applicant] = await tx.select({ language: users.language }).from(users).where(eq(users.id, row.userId));
      const language: Language = applicant?.language === 'en' ? 'en' : 'tr';

      let partnerId: number | null = null;
      if (review.status === 'approved') {
        const publish = async (fileId: string | null) => {
          if (!fileId) return null;
          const copy = await copyStoredFile(
            app,
            fileId,
            { isPublic: true, source: 'partner', uploadedBy: row.userId },
            tx,
          );
          published.push(copy);
          return copy.url;
        };
        partnerId = await createPartner(tx, {
          userId: row.userId,
          username: row.username,
          companyName: row.company,
          serviceCategory: row.serviceCategory,
          description: row.businessDescription,
          dipAdvantages: row.dipAdvantages,
          contactPerson: row.contactPerson,
          email: row.email,
          phone: row.phone,
          city: row.city,
          website: row.website,
          companySize: row.companySize,
          foundingYear: row.foundingYear,
          sectorExperience: row.sectorExperience,
          targetMarkets: row.targetMarkets,
          linkedinProfile: row.linkedinProfile,
          twitterProfile: row.twitterProfile,
          instagramProfile: row.instagramProfile,
          facebookProfile: row.facebookProfile,
          logo: await publish(row.logo),
          coverImage: await publish(row.coverImage),
          services: row.services,
        });
        changed([partnerId]);
        await grantUserType(tx, row.userId, 'partner');
        // The phone the applicant gave becomes the account's when it has none, so user management
        // and the profile show it (issue 18); a phone the user set themselves stays.
        await tx
          .update(users)
          .set({ phone: row.phone })
          .where(and(eq(users.id, row.userId), isNull(users.phone)));
      }

      await tx
        .update(partnerApplications)
        .set({
          status: review.status,
          reviewedAt: new Date(),
          reviewedBy: reviewer.id,
          reviewNotes: review.notes ?? null,
          partnerId,
        })
        .where(eq(partnerApplications.id, id));

      const approved = review.status === 'approved';
      const statusUrl = pageUrl('applicationStatus', { params: { id } });
      const dashboardUrl = pageUrl('partnerDashboard');
      await notifyUsers(tx, [row.userId], {
        type: 'partner_application',
        text: approved
          ? { title: 'partnerApplications.approvedTitle', message: 'partnerApplications.approvedMessage' }
          : { title: 'partnerApplications.rejectedTitle', message: 'partnerApplications.rejectedMessage' },
        params: { company: row.company, notes: review.notes ?? '' },
        actionUrl: approved ? dashboardUrl : statusUrl,
        data: { applicationId: id, partnerId },
      });
      // A copy of the notification above: it follows the applicant's platformUpdates preference
      // (issue 10). The 'application received' confirmation stays unconditional: the applicant just
      // asked for it, and it carries the only link to the status page.
      await enqueuePreferenceMail(tx, {
        userId: row.userId,
        preference: 'platformUpdates',
        to: row.email,
        type: approved ? 'partner_application_approved' : 'partner_application_rejected',
        language,
        params: {
          userName: `${row.firstName} ${row.lastName}`,
          companyName: row.company,
          reviewNotes: review.notes ?? '-',
          actionUrl: `${app.config.publicUrl}${approved ? dashboardUrl : statusUrl}`,
        },
      });
      // The decision above follows the preference; the welcome with the next steps is the new
      // partner's start and goes once per partner, whatever the preferences (decision 036).
      if (partnerId !== null) await welcomePartner(tx, app.config.publicUrl, partnerId);
    });
  } catch (error) {
    await Promise.all(published.map((file) => discardStoredObject(app, file)));
    if (isUniqueViolation(error, 'partners_username_unique')) throw new AppError('USERNAME_TAKEN');
    if (isUniqueViolation(error, 'partners_user_id_unique')) {
      throw new AppError('CONFLICT', { message: 'partnerApplications.alreadyPartner' });
    }
    throw error;
  }
  return findSummary(app.db, id);
}

/** Whether the username is free for the caller (GET /api/partner-applications/username-available). */
export async function usernameAvailable(db: Db, username: string, viewer: Viewer): Promise<{ available: boolean }> {
  return { available: await isUsernameAvailable(db, username, viewer.id) };
}
