/**
 * Admin edits of the 16 categories (spec §3 Category; issue 11 "the categories' names and icons"). A
 * renamed category reaches the catalogue at once: the partners of the category get their search
 * document recomputed (the category's names are in it, docs/decisions/001) and the catalogue cache is
 * cleared, both through `writePartners`.
 */
import { eq } from 'drizzle-orm';
import type { Category } from '@shared/contracts/categories';
import type { UpdateCategoryInput } from '@shared/contracts/system-config';
import { categories, partners } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { type PartnerWriteContext, writePartners } from '../partners/partners.service';

/**
 * PATCH /api/admin/categories/{id}: changes the Turkish or English name or the icon. Audited with the
 * values before and after; a request that changes nothing writes nothing.
 * @returns the category after the change
 * @throws AppError 404 CATEGORY_NOT_FOUND
 */
export async function updateCategory(
  ctx: PartnerWriteContext,
  actorId: number,
  id: number,
  patch: UpdateCategoryInput,
): Promise<Category> {
  return writePartners(ctx, async (tx, changed) => {
    const [before] = await tx
      .select({
        id: categories.id,
        slug: categories.slug,
        name: categories.name,
        nameEn: categories.nameEn,
        icon: categories.icon,
      })
      .from(categories)
      .where(eq(categories.id, id))
      .for('update');
    if (!before) throw new AppError('CATEGORY_NOT_FOUND');
    const after: Category = { ...before, ...patch };
    const fields = (['name', 'nameEn', 'icon'] as const).filter((k) => before[k] !== after[k]);
    if (fields.length === 0) return before;
    await tx
      .update(categories)
      .set({ name: after.name, nameEn: after.nameEn, icon: after.icon })
      .where(eq(categories.id, id));
    if (fields.includes('name') || fields.includes('nameEn')) {
      const members = await tx
        .select({ id: partners.id })
        .from(partners)
        .where(eq(partners.serviceCategory, before.slug));
      changed(members.map((m) => m.id));
    }
    await recordAudit(tx, {
      actorId,
      action: 'category.updated',
      targetType: 'category',
      targetId: id,
      details: {
        before: Object.fromEntries(fields.map((k) => [k, before[k]])),
        after: Object.fromEntries(fields.map((k) => [k, after[k]])),
      },
    });
    return after;
  });
}
