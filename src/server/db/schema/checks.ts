/**
 * CHECK constraints generated from the shared constant arrays (src/shared/constants.ts), so a value
 * list is written once: the column's TypeScript union (`text(…, { enum })`), the zod contracts and the
 * database constraint all read the same array. Migrations are generated from these with drizzle-kit.
 */
import { type SQL, sql } from 'drizzle-orm';
import { check, type AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The values as a comma-separated list of SQL string literals: `'a','b'` (single quotes doubled).
 * The format has no spaces, which is how the first migration wrote its lists: a list that did not
 * change gives the same constraint text and so no migration.
 */
export function sqlLiterals(values: readonly string[]): SQL {
  if (values.length === 0) throw new Error('sqlLiterals: an empty value list would reject every row');
  return sql.raw(values.map((v) => `'${v.replaceAll("'", "''")}'`).join(','));
}

/**
 * `CHECK (column IN (values…))` named `name`. A NULL passes (SQL's IN yields NULL, and a CHECK only
 * rejects false), so the same helper serves nullable columns; NOT NULL is the column's own business.
 * @param name constraint name, by convention `{table}_{column}_check`
 */
export function oneOf(name: string, column: AnyPgColumn, values: readonly string[]) {
  return check(name, sql`${column} IN (${sqlLiterals(values)})`);
}

/**
 * `CHECK (column <@ ARRAY[values…]::text[])` for a `text[]` column: every element is one of `values`.
 * @param also further conditions joined with AND (e.g. the active user type is one of those held)
 */
export function allOf(name: string, column: AnyPgColumn, values: readonly string[], also?: SQL) {
  const subset = sql`${column} <@ ARRAY[${sqlLiterals(values)}]::text[]`;
  return check(name, also ? sql`${subset} AND ${also}` : subset);
}
