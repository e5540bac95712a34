/**
 * User management and the audit list (PRODUCT-DECISIONS 7, 8, 9; issue 11). Every change runs in one
 * transaction with its `recordAudit` entry; a change that takes rights away (a revoked type, an
 * unlinked partner, a deactivation) ends the person's sessions and sockets in the same transaction
 * (`endUserSessions`), so the next request with an old cookie is a visitor's.
 */
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { UserType } from '@shared/constants';
import type {
  AdminUser,
  AdminUserList,
  AuditList,
  auditQuerySchema,
  adminUsersQuerySchema,
  createAdminUserSchema,
  GrantableUserType,
} from '@shared/contracts/admin-users';
import type { z } from 'zod';
import { recordAudit } from '../../lib/audit';
import { endUserSessions } from '../../auth/sessions';
import type { Db } from '../../db/client';
import { adminAuditLog, partners, twoFactors, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { type PartnerWriteContext, writePartners } from '../partners/partners.service';
import { assertMasterAdminRemains } from '../users/users.service';
import { enqueueTemplateMail } from '../../mail/outbox';
import type { ServiceContext } from '../../lib/context';
import { pageUrl } from '@shared/pages';

/** A transaction, or the transaction-scoped `Db` that `writePartners` hands its callback. */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;
type UserRow = typeof users.$inferSelect;

const iso = (d: Date | string) => new Date(d).toISOString();
const notDeleted = sql`${users.deletedAt} IS NULL`;

/** `%term%` for LIKE, with the wildcards of the term escaped and Turkish lower-casing ('İ' → 'i', 'I' → 'ı'). */
function likeTerm(search: string): string {
  return `%${search.toLocaleLowerCase('tr-TR').replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

async function partnersOf(db: Pick<Db, 'select'>, userIds: number[]) {
  if (userIds.length === 0) return new Map<number, { id: number; companyName: string }>();
  const rows = await db
    .select({ id: partners.id, userId: partners.userId, companyName: partners.companyName })
    .from(partners)
    .where(inArray(partners.userId, userIds));
  return new Map(rows.map((r) => [r.userId!, { id: r.id, companyName: r.companyName }]));
}

function toAdminUser(row: UserRow, partner: { id: number; companyName: string } | undefined): AdminUser {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    userType: row.userType,
    availableUserTypes: row.availableUserTypes,
    isActive: row.isActive,
    isVerified: row.emailVerified,
    language: row.language,
    partner: partner ?? null,
    twoFactorEnabled: row.twoFactorEnabled,
    createdAt: iso(row.createdAt),
  };
}

async function loadAdminUser(db: Pick<Db, 'select'>, id: number): Promise<AdminUser> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), notDeleted));
  if (!row) throw new AppError('USER_NOT_FOUND');
  return toAdminUser(row, (await partnersOf(db, [id])).get(id));
}

/**
 * One page of accounts, newest first; deleted accounts are left out.
 * `search` matches first name, last name, "first last" and e-mail, case-insensitively with Turkish
 * casing (the `tr_icu` collation lower-cases 'İ' to 'i' and 'I' to 'ı', which plain `lower()` does not).
 */
export async function listUsers(db: Db, query: z.output<typeof adminUsersQuerySchema>): Promise<AdminUserList> {
  const conditions: SQL[] = [notDeleted];
  if (query.search) {
    const term = likeTerm(query.search);
    conditions.push(
      sql`(lower((${users.firstName} || ' ' || ${users.lastName}) COLLATE tr_icu) LIKE ${term}
           OR lower(${users.name} COLLATE tr_icu) LIKE ${term}
           OR lower(${users.email} COLLATE tr_icu) LIKE ${term})`,
    );
  }
  if (query.type) conditions.push(sql`${query.type} = ANY(${users.availableUserTypes})`);
  const where = and(...conditions);
  const offset = (query.page - 1) * query.limit;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.limit)
      .offset(offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  const owned = await partnersOf(
    db,
    rows.map((r) => r.id),
  );
  const n = Number(total?.n ?? 0);
  return {
    users: rows.map((r) => toAdminUser(r, owned.get(r.id))),
    total: n,
    page: query.page,
    limit: query.limit,
    hasMore: offset + rows.length < n,
  };
}

/** Locks and returns a live account. @throws AppError USER_NOT_FOUND */
async function lockUser(tx: Tx, id: number): Promise<UserRow> {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), notDeleted))
    .for('update');
  if (!row) throw new AppError('USER_NOT_FOUND');
  return row;
}

/** The types with `type` removed; the active type falls back to `user` when it was the removed one. */
function withoutType(row: UserRow, type: UserType) {
  const availableUserTypes = row.availableUserTypes.filter((t) => t !== type);
  if (!availableUserTypes.includes('user')) availableUserTypes.unshift('user');
  return { availableUserTypes, userType: row.userType === type ? ('user' as const) : row.userType };
}

/**
 * Creates a verified account (POST /api/admin/users). No password is set or returned: once committed,
 * the person gets the usual password-reset mail (`password_reset` template, link valid one hour; they
 * can ask for a new one on the sign-in page) and sets their own password there.
 * With `partner.partnerId` the account becomes that existing partner's owner and holds `partner`.
 * @throws AppError USER_EMAIL_TAKEN (409, also for a deleted account's address), PARTNER_NOT_FOUND (404),
 *   PARTNER_ALREADY_LINKED (409) when the partner has another owner
 */
export async function createUser(
  app: ServiceContext,
  actorId: number,
  input: z.output<typeof createAdminUserSchema>,
): Promise<AdminUser> {
  // Through writePartners: a linked partner's owner changes what its profile offers (search index, cache).
  const id = await writePartners(app, async (tx, changed) => {
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.email));
    if (taken) throw new AppError('USER_EMAIL_TAKEN');
    let partnerId: number | null = null;
    if (input.partner) {
      const [partner] = await tx
        .select({ id: partners.id, userId: partners.userId })
        .from(partners)
        .where(eq(partners.id, input.partner.partnerId))
        .for('update');
      if (!partner) throw new AppError('PARTNER_NOT_FOUND');
      if (partner.userId !== null) throw new AppError('PARTNER_ALREADY_LINKED');
      partnerId = partner.id;
    }
    const types: UserType[] = ['user', ...(partnerId ? (['partner'] as const) : []), ...new Set(input.userTypes)];
    const [row] = await tx
      .insert(users)
      .values({
        name: `${input.firstName} ${input.lastName}`,
        email: input.email,
        emailVerified: true,
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone ?? null,
        language: input.language,
        userType: 'user',
        availableUserTypes: types,
      })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    if (!row) throw new AppError('USER_EMAIL_TAKEN');
    if (partnerId) {
      await tx.update(partners).set({ userId: row.id, updatedAt: new Date() }).where(eq(partners.id, partnerId));
      changed([partnerId]);
    }
    await recordAudit(tx, {
      actorId,
      action: 'user.created',
      targetType: 'user',
      targetId: row.id,
      details: { email: input.email, userTypes: types, partnerId },
    });
    return row.id;
  });
  // After the commit: better-auth finds the new account and queues the password_reset mail.
  await app.auth.api.requestPasswordReset({ body: { email: input.email } });
  return loadAdminUser(app.db, id);
}

/**
 * Grants or revokes editor_admin / master_admin (PATCH /api/admin/users/{id}/type). Revoking ends the
 * person's sessions and sockets; revoking the active type switches them to `user`. Unchanged when the
 * person already has (or lacks) the type: no audit entry then.
 * @throws AppError USER_NOT_FOUND, LAST_MASTER_ADMIN (409: no other active master admin would remain)
 */
export async function setUserType(
  db: Db,
  actorId: number,
  id: number,
  type: GrantableUserType,
  granted: boolean,
): Promise<AdminUser> {
  await db.transaction(async (tx) => {
    const row = await lockUser(tx, id);
    const holds = row.availableUserTypes.includes(type);
    if (granted === holds) return;
    if (granted) {
      await tx
        .update(users)
        .set({ availableUserTypes: [...row.availableUserTypes, type], updatedAt: new Date() })
        .where(eq(users.id, id));
    } else {
      if (type === 'master_admin') await assertMasterAdminRemains(tx, id);
      await tx
        .update(users)
        .set({ ...withoutType(row, type), updatedAt: new Date() })
        .where(eq(users.id, id));
      await endUserSessions(tx, id);
    }
    await recordAudit(tx, {
      actorId,
      action: granted ? 'user.type.granted' : 'user.type.revoked',
      targetType: 'user',
      targetId: id,
      details: { userType: type },
    });
  });
  return loadAdminUser(db, id);
}

/**
 * Deactivates or reactivates an account (PATCH /api/admin/users/{id}). Deactivation ends every session
 * and socket (sign-in is refused while passive: the session-create hook in auth.ts) and queues
 * `account_suspended`; reactivation queues `account_reactivated` with a sign-in link.
 * @throws AppError USER_NOT_FOUND, LAST_MASTER_ADMIN (409: no other active master admin would remain;
 *   checked first), CANNOT_CHANGE_SELF (409)
 */
export async function setUserActive(
  app: ServiceContext,
  actorId: number,
  id: number,
  isActive: boolean,
): Promise<AdminUser> {
  await app.db.transaction(async (tx) => {
    const row = await lockUser(tx, id);
    if (row.isActive === isActive) return;
    if (!isActive) {
      // Checked before the self rule: the last master admin deactivating itself hears the reason that
      // also holds for anyone else trying (issue 18).
      await assertMasterAdminRemains(tx, id, 'adminUsers.lastMasterAdminDeactivate');
      if (id === actorId) throw new AppError('CANNOT_CHANGE_SELF');
    }
    await tx.update(users).set({ isActive, updatedAt: new Date() }).where(eq(users.id, id));
    if (!isActive) await endUserSessions(tx, id);
    await enqueueTemplateMail(tx, {
      to: row.email,
      type: isActive ? 'account_reactivated' : 'account_suspended',
      language: row.language,
      params: {
        userName: `${row.firstName} ${row.lastName}`.trim() || row.name,
        actionUrl: `${app.config.publicUrl}${pageUrl('auth')}`,
      },
    });
    await recordAudit(tx, {
      actorId,
      action: isActive ? 'user.reactivated' : 'user.deactivated',
      targetType: 'user',
      targetId: id,
    });
  });
  return loadAdminUser(app.db, id);
}

/**
 * Turns off a user's two-factor sign-in for them (DELETE /api/admin/users/{id}/two-factor; issue 22,
 * docs/decisions/044 "Recovery"): the way back in for someone who lost their authenticator and backup
 * codes. In one transaction: their `two_factors` row (secret, backup codes) goes, `two_factor_enabled`
 * turns false, every session and socket ends (whoever holds a stolen session is out too), the audit
 * entry is written and a `security_alert` saying an administrator did it is queued in their language.
 * They then sign in with their password alone and may enrol again.
 * Admins reset their own in the Settings card, which asks for the password: refused here.
 * @throws AppError USER_NOT_FOUND (404), CANNOT_CHANGE_SELF (409, the actor's own account),
 *   TWO_FACTOR_NOT_ENABLED (400: nothing to reset)
 */
export async function resetTwoFactor(app: ServiceContext, actorId: number, id: number): Promise<AdminUser> {
  await app.db.transaction(async (tx) => {
    const row = await lockUser(tx, id);
    if (id === actorId) throw new AppError('CANNOT_CHANGE_SELF', { message: 'adminUsers.cannotResetOwnTwoFactor' });
    // Without the flag sign-in asks for nothing more (a `two_factors` row alone is an enrolment never
    // confirmed, which the owner's next enrolment replaces): nothing to reset.
    if (!row.twoFactorEnabled) throw new AppError('TWO_FACTOR_NOT_ENABLED');
    const removed = await tx.delete(twoFactors).where(eq(twoFactors.userId, id)).returning({ id: twoFactors.id });
    await tx.update(users).set({ twoFactorEnabled: false, updatedAt: new Date() }).where(eq(users.id, id));
    const sessionsEnded = await endUserSessions(tx, id);
    await recordAudit(tx, {
      actorId,
      action: 'user.two_factor_reset',
      targetType: 'user',
      targetId: id,
      details: { sessionsEnded, secretRemoved: removed.length > 0 },
    });
    await app.auth.platform.mailer.securityAlert(row, 'twoFactorResetByAdmin', null, tx);
  });
  return loadAdminUser(app.db, id);
}

/**
 * Links the user as a partner's owner, or unlinks their partner (`partnerId` null)
 * (PATCH /api/admin/users/{id}/assign-partner). A user owns at most one partner (`partners.user_id`
 * is unique): linking a new one releases the old. Linking adds the `partner` type; unlinking removes
 * it (the active type falls back to `user`) and ends the person's sessions and sockets.
 * @throws AppError USER_NOT_FOUND, PARTNER_NOT_FOUND (404), PARTNER_ALREADY_LINKED (409: another owner)
 */
export async function assignPartner(
  ctx: PartnerWriteContext,
  actorId: number,
  id: number,
  partnerId: number | null,
): Promise<AdminUser> {
  await writePartners(ctx, async (tx, changed) => {
    const row = await lockUser(tx, id);
    const [current] = await tx.select({ id: partners.id }).from(partners).where(eq(partners.userId, id)).for('update');
    if (partnerId === null) {
      if (!current && !row.availableUserTypes.includes('partner')) return;
      if (current) {
        await tx.update(partners).set({ userId: null, updatedAt: new Date() }).where(eq(partners.id, current.id));
        changed([current.id]);
      }
      await tx
        .update(users)
        .set({ ...withoutType(row, 'partner'), updatedAt: new Date() })
        .where(eq(users.id, id));
      await endUserSessions(tx, id);
      await recordAudit(tx, {
        actorId,
        action: 'user.partner.unlinked',
        targetType: 'user',
        targetId: id,
        details: { partnerId: current?.id ?? null },
      });
      return;
    }
    const [partner] = await tx
      .select({ id: partners.id, userId: partners.userId, companyName: partners.companyName })
      .from(partners)
      .where(eq(partners.id, partnerId))
      .for('update');
    if (!partner) throw new AppError('PARTNER_NOT_FOUND');
    if (partner.userId === id) return;
    if (partner.userId !== null) throw new AppError('PARTNER_ALREADY_LINKED');
    if (current) {
      await tx.update(partners).set({ userId: null, updatedAt: new Date() }).where(eq(partners.id, current.id));
      changed([current.id]);
    }
    await tx.update(partners).set({ userId: id, updatedAt: new Date() }).where(eq(partners.id, partnerId));
    changed([partnerId]);
    if (!row.availableUserTypes.includes('partner')) {
      await tx
        .update(users)
        .set({ availableUserTypes: [...row.availableUserTypes, 'partner'], updatedAt: new Date() })
        .where(eq(users.id, id));
    }
    await recordAudit(tx, {
      actorId,
      action: 'user.partner.linked',
      targetType: 'user',
      targetId: id,
      details: { partnerId, companyName: partner.companyName, previousPartnerId: current?.id ?? null },
    });
  });
  return loadAdminUser(ctx.db, id);
}

/** One page of the audit list, newest first, with the actor's name and e-mail and a user target's name. */
export async function listAudit(db: Db, query: z.output<typeof auditQuerySchema>): Promise<AuditList> {
  const conditions: SQL[] = [];
  if (query.targetType) conditions.push(eq(adminAuditLog.targetType, query.targetType));
  if (query.targetId) conditions.push(eq(adminAuditLog.targetId, query.targetId));
  const where = conditions.length ? and(...conditions) : undefined;
  const offset = (query.page - 1) * query.limit;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: adminAuditLog.id,
        actorId: adminAuditLog.actorId,
        actorName: users.name,
        actorEmail: users.email,
        action: adminAuditLog.action,
        targetType: adminAuditLog.targetType,
        targetId: adminAuditLog.targetId,
        details: adminAuditLog.details,
        createdAt: adminAuditLog.createdAt,
      })
      .from(adminAuditLog)
      .leftJoin(users, eq(users.id, adminAuditLog.actorId))
      .where(where)
      .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
      .limit(query.limit)
      .offset(offset),
    db.select({ n: count() }).from(adminAuditLog).where(where),
  ]);
  const targetIds = [
    ...new Set(
      rows
        .filter((r) => r.targetType === 'user' && r.targetId && /^\d+$/.test(r.targetId))
        .map((r) => Number(r.targetId)),
    ),
  ];
  const targets = targetIds.length
    ? await db
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(inArray(users.id, targetIds))
    : [];
  const label = new Map(targets.map((t) => [String(t.id), `${t.name} <${t.email}>`]));
  const n = Number(total?.n ?? 0);
  return {
    entries: rows.map((r) => ({
      id: r.id,
      actor:
        r.actorId !== null && r.actorName !== null
          ? { id: r.actorId, name: r.actorName, email: r.actorEmail ?? '' }
          : null,
      action: r.action,
      targetType: r.targetType,
      targetId: r.targetId,
      targetLabel: r.targetType === 'user' && r.targetId ? (label.get(r.targetId) ?? null) : null,
      details: r.details ?? {},
      createdAt: iso(r.createdAt),
    })),
    total: n,
    page: query.page,
    limit: query.limit,
    hasMore: offset + rows.length < n,
  };
}
