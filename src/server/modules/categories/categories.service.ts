/** Categories and services (spec §3 Category, Service). */
import { asc, eq } from 'drizzle-orm';
import type { Category } from '@shared/contracts/categories';
import type { Service, ServicesQuery } from '@shared/contracts/services';
import type { Db } from '../../db/client';
import { categories, services } from '../../db/schema';

/** The 16 categories in display order. */
export async function listCategories(db: Db): Promise<Category[]> {
  const rows = await db
    .select({
      id: categories.id,
      slug: categories.slug,
      name: categories.name,
      nameEn: categories.nameEn,
      icon: categories.icon,
    })
    .from(categories)
    .orderBy(asc(categories.sortOrder), asc(categories.id));
  return rows;
}

/** Services, optionally of one category (`query.categoryId`), by category then name (Turkish collation). */
export async function listServices(db: Db, { categoryId }: ServicesQuery): Promise<Service[]> {
  const q = db
    .select({
      id: services.id,
      name: services.name,
      description: services.description,
      categoryId: services.categoryId,
    })
    .from(services);
  return (categoryId ? q.where(eq(services.categoryId, categoryId)) : q).orderBy(
    asc(services.categoryId),
    asc(services.name),
  );
}
