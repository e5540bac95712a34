/**
 * The signed-in user as the API shows it (spec §3 "User (session)", "Profile", "Identity-provider
 * user"; PRODUCT-DECISIONS 8).
 */
import { desc, eq, sql } from 'drizzle-orm';
import type { SessionUser, UserProfile } from '@shared/contracts/auth';
import { USER_TYPES, type UserType } from '@shared/constants';
import { isAdmin } from '@shared/access';
import type { Db } from '../../db/client';
import { accounts, partnerApplications, partners, users } from '../../db/schema';
import { getSecuritySettings } from '../system-config/system-config.service';

const isUserType = (v: string): v is UserType => (USER_TYPES as readonly string[]).includes(v);

/** better-auth's provider id → the name the client shows ('credential' is the e-mail password). */
const providerName = (providerId: string) => (providerId === 'credential' ? 'email' : providerId);

/**
 * Loads the user `id` in the {@link SessionUser} shape.
 * `provider` is the method of the most recently updated linked account ('email' for a password or
 * when only magic links are used); `providers` lists every linked method once. `twoFactorRequired`
 * reads the security settings (issue 22): only for an admin without two-factor sign-in.
 * @returns null when there is no such user
 */
export async function getSessionUser(db: Db, id: number): Promise<SessionUser | null> {
  const [u] = await db.select().from(users).where(eq(users.id, id));
  if (!u) return null;
  const linked = await db
    .select({ providerId: accounts.providerId })
    .from(accounts)
    .where(eq(accounts.userId, id))
    .orderBy(desc(accounts.updatedAt), desc(accounts.id));
  const providers = [...new Set(linked.map((a) => providerName(a.providerId)))];
  const userType = isUserType(u.userType) ? u.userType : 'user';
  return {
    id: u.id,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    phone: u.phone,
    userType,
    activeUserType: userType,
    availableUserTypes: u.availableUserTypes.filter(isUserType),
    emailVerified: u.emailVerified,
    language: u.language === 'en' ? 'en' : 'tr',
    profileImage: u.profileImage,
    company: u.company,
    website: u.website,
    linkedinProfile: u.linkedinProfile,
    sector: u.sector,
    createdAt: u.createdAt.toISOString(),
    lastSignInAt: u.lastSignInAt?.toISOString() ?? null,
    provider: providers[0] ?? 'email',
    providers,
    twoFactorEnabled: u.twoFactorEnabled,
    twoFactorRequired:
      isAdmin({ userType }) && !u.twoFactorEnabled && (await getSecuritySettings(db)).adminTwoFactorRequired,
  };
}

/**
 * The profile of user `id` (spec §3 "Profile"; GET /api/user/profile, spec §7), used to prefill the
 * partner application. The users row comes first; `company`, `website` and `linkedinProfile` fall
 * back to the user's own partner profile, then to the newest partner application; `profileImage` to
 * the picture a social provider reported (`users.image`). `title` is the job title the user entered.
 * @returns null when there is no such user
 */
export async function getUserProfile(db: Db, id: number): Promise<UserProfile | null> {
  const [u] = await db.select().from(users).where(eq(users.id, id));
  if (!u) return null;
  const [partner] = await db
    .select({ companyName: partners.companyName, website: partners.website, linkedinProfile: partners.linkedinProfile })
    .from(partners)
    .where(eq(partners.userId, id));
  const [application] = await db
    .select({
      company: partnerApplications.company,
      website: partnerApplications.website,
      linkedinProfile: partnerApplications.linkedinProfile,
    })
    .from(partnerApplications)
    .where(eq(partnerApplications.userId, id))
    .orderBy(desc(partnerApplications.createdAt))
    .limit(1);
  const first = (...values: (string | null | undefined)[]) => values.find((v) => v?.trim()) ?? null;
  return {
    profileImage: first(u.profileImage, u.image),
    company: first(u.company, partner?.companyName, application?.company),
    website: first(u.website, partner?.website, application?.website),
    linkedinProfile: first(u.linkedinProfile, partner?.linkedinProfile, application?.linkedinProfile),
    sector: first(u.sector),
    title: u.title ?? null,
  };
}

/**
 * Adds `type` to the types user `id` holds (PRODUCT-DECISIONS 8: roles change only by an admin action
 * or an approved partner application). The active type stays; the user switches when they like.
 * Idempotent: a type already held is not added twice.
 * @param exec the transaction of the causing change
 */
export async function grantUserType(exec: Pick<Db, 'update'>, id: number, type: UserType): Promise<void> {
  await exec
    .update(users)
    .set({
      availableUserTypes: sql`CASE WHEN ${type} = ANY(${users.availableUserTypes}) THEN ${users.availableUserTypes}
                                   ELSE array_append(${users.availableUserTypes}, ${type}::text) END`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, id));
}

export {
  changePassword,
  deleteAccount,
  DELETED_USER_NAME,
  deletedEmail,
  endBrowserSession,
  updateLanguage,
  updateProfile,
} from './users.account';
export { assertMasterAdminRemains } from './master-admins';
