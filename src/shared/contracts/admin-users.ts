/**
 * User management and the audit list (PRODUCT-DECISIONS 7, 9; issue 11); module `admin-users`.
 * Master admins only. Shapes shared by the server routes and the client screen.
 */
import { z } from 'zod';
import { AUDIT_TARGET_TYPES, LANGUAGES, USER_TYPES } from '../constants';
import { searchTextSchema } from './search';
import { cleanName } from './text-rules';

/** Page sizes of the user and audit lists. */
export const ADMIN_USERS_PAGE_SIZE = 20;
export const ADMIN_USERS_MAX_LIMIT = 100;
/** Longest name part, e-mail and phone a master admin may type when creating a user. */
export const ADMIN_USER_NAME_MAX = 100;
export const ADMIN_USER_EMAIL_MAX = 254;
export const ADMIN_USER_PHONE_MAX = 30;

/** The types an admin may grant or revoke by hand; `partner` comes with linking a partner. */
export const GRANTABLE_USER_TYPES = ['editor_admin', 'master_admin'] as const;
export type GrantableUserType = (typeof GRANTABLE_USER_TYPES)[number];

const page = z.coerce.number<number | string>().int().min(1).max(100_000).default(1);
const limit = z.coerce.number<number | string>().int().min(1).max(ADMIN_USERS_MAX_LIMIT).default(ADMIN_USERS_PAGE_SIZE);

/** GET /api/admin/users query: `search` matches first/last/full name and e-mail (Turkish casing). */
export const adminUsersQuerySchema = z.object({
  search: searchTextSchema.optional(),
  type: z.enum(USER_TYPES).optional(),
  page,
  limit,
});
export type AdminUsersQueryInput = z.input<typeof adminUsersQuerySchema>;

/** One account as the user-management table shows it. */
export const adminUserSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  userType: z.enum(USER_TYPES),
  availableUserTypes: z.array(z.enum(USER_TYPES)),
  isActive: z.boolean(),
  isVerified: z.boolean(),
  language: z.enum(LANGUAGES),
  /** The partner this person owns, if any (id and company name). */
  partner: z.object({ id: z.number().int(), companyName: z.string() }).nullable(),
  /** Whether sign-in asks for a second factor (docs/decisions/044); a master admin may reset it. */
  twoFactorEnabled: z.boolean(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserListSchema = z.object({
  users: z.array(adminUserSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  hasMore: z.boolean(),
});
export type AdminUserList = z.infer<typeof adminUserListSchema>;

export const adminUserParamsSchema = z.object({
  id: z.coerce.number<number | string>().int().min(1).max(2_147_483_647),
});

const requiredText = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(max, { error: 'validation.tooLong' });

/**
 * POST /api/admin/users: a verified account made by a master admin; the person sets a password through
 * the password-reset mail. `partner.partnerId` links an existing partner (its owner becomes this user)
 * and adds the `partner` type: that is how a master admin "creates a partner" account.
 */
export const createAdminUserSchema = z.object({
  firstName: cleanName(requiredText(ADMIN_USER_NAME_MAX)),
  lastName: cleanName(requiredText(ADMIN_USER_NAME_MAX)),
  email: z
    .string({ error: 'validation.required' })
    .trim()
    .toLowerCase()
    .max(ADMIN_USER_EMAIL_MAX, { error: 'validation.tooLong' })
    .pipe(z.email({ error: 'adminUsers.invalidEmail' })),
  phone: z
    .string()
    .trim()
    .max(ADMIN_USER_PHONE_MAX, { error: 'validation.tooLong' })
    .optional()
    .transform((v) => (v ? v : undefined)),
  language: z.enum(LANGUAGES).default('tr'),
  userTypes: z.array(z.enum(GRANTABLE_USER_TYPES)).max(2).default([]),
  partner: z.object({ partnerId: z.number().int().min(1) }).optional(),
});
export type CreateAdminUserInput = z.input<typeof createAdminUserSchema>;

/** PATCH /api/admin/users/{id}/type. */
export const setUserTypeSchema = z.object({
  userType: z.enum(GRANTABLE_USER_TYPES),
  granted: z.boolean().default(true),
});
export type SetUserTypeInput = z.input<typeof setUserTypeSchema>;

/** PATCH /api/admin/users/{id}. */
export const setUserActiveSchema = z.object({ isActive: z.boolean() });

/** PATCH /api/admin/users/{id}/assign-partner; `null` unlinks the user's partner. */
export const assignPartnerSchema = z.object({ partnerId: z.number().int().min(1).nullable() });

/** GET /api/admin/audit query. */
export const auditQuerySchema = z.object({
  targetType: z.enum(AUDIT_TARGET_TYPES).optional(),
  targetId: z.string().trim().max(64).optional(),
  page,
  limit,
});
export type AuditQueryInput = z.input<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  /** Null when the actor's account was removed. */
  actor: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  action: z.string(),
  targetType: z.enum(AUDIT_TARGET_TYPES),
  targetId: z.string().nullable(),
  /** The target's label when it is a user (their name), for the list. */
  targetLabel: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListSchema = z.object({
  entries: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  hasMore: z.boolean(),
});
export type AuditList = z.infer<typeof auditListSchema>;
