import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, users } from '../../db/schema';
import { createTestApp } from '../../test/helpers';
import { notifyAdmins, notifyUsers } from './notifications.service';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
const idOf = async (email: string) => {
  const [u] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return u!.id;
};

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

describe('notifyUsers', () => {
  it("renders the type's template in each recipient's language", async () => {
    const tr = await idOf('partner@demo.example.com');
    const en = await idOf('kullanici@demo.example.com');
    await ctx.db.update(users).set({ language: 'en' }).where(eq(users.id, en));
    const ids = await notifyUsers(ctx.db, [tr, en], {
      type: 'follower',
      params: { followerName: 'Ayşe Yılmaz' },
      actionUrl: '/partner-dashboard',
    });
    expect(ids).toHaveLength(2);
    const rows = await ctx.db.select().from(notifications).where(inArray(notifications.id, ids));
    const byUser = new Map(rows.map((r) => [r.userId, r]));
    expect(byUser.get(tr)).toMatchObject({ type: 'follower', isRead: false, actionUrl: '/partner-dashboard' });
    expect(byUser.get(tr)!.message).toContain('Ayşe Yılmaz');
    expect(byUser.get(en)!.message).toContain('Ayşe Yılmaz');
    // Different languages give different texts: the English template was used for the English user.
    expect(byUser.get(en)!.title).not.toBe(byUser.get(tr)!.title);
  });

  it('skips deleted accounts and an empty list', async () => {
    expect(await notifyUsers(ctx.db, [], { type: 'follower' })).toEqual([]);
    const id = await idOf('editor@demo.example.com');
    await ctx.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, id));
    expect(await notifyUsers(ctx.db, [id], { type: 'follower' })).toEqual([]);
    await ctx.db.update(users).set({ deletedAt: null }).where(eq(users.id, id));
  });
});

describe('notifyAdmins', () => {
  it('reaches every admin and no one else', async () => {
    const ids = await notifyAdmins(ctx.db, { type: 'partner_application', params: { companyName: 'Örnek A.Ş.' } });
    const rows = await ctx.db.select().from(notifications).where(inArray(notifications.id, ids));
    const recipients = new Set(rows.map((r) => r.userId));
    expect(recipients).toEqual(new Set([await idOf('admin@demo.example.com'), await idOf('editor@demo.example.com')]));
    expect(rows[0]!.message).toContain('Örnek A.Ş.');
  });
});
