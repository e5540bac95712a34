/**
 * Creating a partner profile (PRODUCT-DECISIONS 12: an approved application becomes a partner).
 * Called inside {@link writePartners} so the new partner's search document is written in the same
 * transaction and the catalogue cache is cleared after the commit.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { CategorySlug, CompanySize } from '@shared/constants';
import type { Db } from '../../db/client';
import { categories, partners, partnerServices, services } from '../../db/schema';
import { escapeHtml } from '../../lib/html';

/** What a new partner profile is made of (the fields of an approved application). */
export interface NewPartner {
  userId: number;
  username: string;
  companyName: string;
  serviceCategory: CategorySlug;
  /** Plain text (the application's business description); stored as paragraphs of escaped HTML. */
  description: string;
  dipAdvantages: string | null;
  contactPerson: string | null;
  email: string | null;
  phone: string | null;
  city: string | null;
  website: string | null;
  companySize: CompanySize | null;
  foundingYear: number | null;
  sectorExperience: number | null;
  targetMarkets: string | null;
  linkedinProfile: string | null;
  twitterProfile: string | null;
  instagramProfile: string | null;
  facebookProfile: string | null;
  /** Public URLs (`/public-objects/{name}`) or null. */
  logo: string | null;
  coverImage: string | null;
  /** Service names: a name the pool knows (Turkish case-insensitive) links that service, else a new one is added. */
  services: readonly string[];
}

/** Longest card text (`shortDescription`), cut at a word boundary. */
const SHORT_DESCRIPTION_MAX = 200;

function shortText(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= SHORT_DESCRIPTION_MAX) return flat;
  const cut = flat.slice(0, SHORT_DESCRIPTION_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > 100 ? cut.slice(0, space) : cut}…`;
}

/**
 * Inserts an approved, active partner with its services.
 * @param tx the transaction of a {@link writePartners} callback (the caller marks the id changed)
 * @returns the new partner's id
 * @throws the database's unique violation when the username or the user already has a partner
 */
export async function createPartner(tx: Db, input: NewPartner): Promise<number> {
  const paragraphs = input.description
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean);
  const [row] = await tx
    .insert(partners)
    .values({
      userId: input.userId,
      username: input.username,
      companyName: input.companyName,
      serviceCategory: input.serviceCategory,
      shortDescription: shortText(input.description),
      description: paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join(''),
      descriptionText: input.description.replace(/\s+/g, ' ').trim(),
      dipAdvantages: input.dipAdvantages,
      contactPerson: input.contactPerson,
      email: input.email,
      phone: input.phone,
      city: input.city,
      website: input.website,
      companySize: input.companySize,
      foundingYear: input.foundingYear,
      sectorExperience: input.sectorExperience,
      targetMarkets: input.targetMarkets,
      linkedinProfile: input.linkedinProfile,
      twitterProfile: input.twitterProfile,
      instagramProfile: input.instagramProfile,
      facebookProfile: input.facebookProfile,
      logo: input.logo,
      coverImage: input.coverImage,
      isActive: true,
      isApproved: true,
    })
    .returning({ id: partners.id });
  if (!row) throw new Error('partner insert returned no row');

  const [category] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.slug, input.serviceCategory));
  const serviceIds = new Set<number>();
  for (const name of input.services) serviceIds.add(await serviceIdFor(tx, name, category?.id ?? null));
  if (serviceIds.size > 0) {
    await tx
      .insert(partnerServices)
      .values([...serviceIds].map((serviceId) => ({ partnerId: row.id, serviceId })))
      .onConflictDoNothing();
  }
  return row.id;
}

/**
 * The id of the pool service called `name` (Turkish case-insensitive; one of the partner's category
 * first), or of a new service of that category.
 */
async function serviceIdFor(tx: Db, name: string, categoryId: number | null): Promise<number> {
  const [known] = await tx
    .select({ id: services.id })
    .from(services)
    .where(sql`lower(${services.name} COLLATE tr_icu) = lower(${name} COLLATE tr_icu)`)
    .orderBy(sql`${services.categoryId} IS NOT DISTINCT FROM ${categoryId} DESC`, services.id)
    .limit(1);
  if (known) return known.id;
  const [created] = await tx
    .insert(services)
    .values({ name, categoryId })
    .onConflictDoNothing()
    .returning({ id: services.id });
  if (created) return created.id;
  // A concurrent approval added the same name first.
  const [existing] = await tx
    .select({ id: services.id })
    .from(services)
    .where(
      and(
        eq(services.name, name),
        categoryId === null ? sql`${services.categoryId} IS NULL` : eq(services.categoryId, categoryId),
      ),
    );
  if (!existing) throw new Error(`service '${name}' neither found nor created`);
  return existing.id;
}
