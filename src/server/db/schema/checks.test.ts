/**
 * Every enum column of the schema (a `text(…, { enum })` column, or an array of one) has a CHECK
 * constraint in the migrated database that accepts the array's values and refuses anything else.
 * The column list is read from the schema itself, so a new enum column without a check fails here.
 */
import { getTableColumns, is, sql } from 'drizzle-orm';
import { getTableConfig, PgArray, PgDialect, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import { queryRows, type Database } from '../client';
import { openTestDatabase } from '../../test/helpers';
import * as schema from './index';
import { sqlLiterals } from './checks';

interface EnumColumn {
  table: string;
  column: string;
  values: readonly string[];
  isArray: boolean;
}

/** Enum columns as declared in the Drizzle schema: the source of truth the migrations come from. */
function enumColumns(): EnumColumn[] {
  const found: EnumColumn[] = [];
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const { name: table } = getTableConfig(value);
    for (const col of Object.values(getTableColumns(value)) as PgColumn[]) {
      const isArray = is(col, PgArray);
      const base = isArray ? (col as PgArray<never, never>).baseColumn : col;
      const values = base.enumValues;
      if (values && values.length > 0) found.push({ table, column: col.name, values, isArray });
    }
  }
  return found;
}

/** The SQLSTATE of a failed statement (drizzle wraps the driver's error in `cause`). */
function sqlState(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } };
  const code = e.cause?.code ?? e.code;
  return typeof code === 'string' ? code : undefined;
}

/** The name of the constraint a database error names (PostgreSQL and PGlite), if any. */
function constraintOf(err: unknown): string | undefined {
  const e = err as { constraint?: unknown; cause?: { constraint?: unknown } };
  const name = e.cause?.constraint ?? e.constraint;
  return typeof name === 'string' ? name : undefined;
}

describe('sqlLiterals', () => {
  it('quotes each value and doubles single quotes, with no spaces (the migrations’ format)', () => {
    const { sql: text } = new PgDialect().sqlToQuery(sqlLiterals(['a', "o'clock"]));
    expect(text).toBe(`'a','o''clock'`);
  });

  it('refuses an empty list (it would reject every row)', () => {
    expect(() => sqlLiterals([])).toThrow();
  });
});

describe('enum columns have a generated CHECK constraint', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  const columns = enumColumns();

  it('finds the enum columns of the schema', () => {
    // Guards the discovery itself: if drizzle stopped exposing enumValues, the table below would be empty.
    expect(columns.length).toBeGreaterThanOrEqual(25);
    expect(columns.map((c) => `${c.table}.${c.column}`)).toEqual(
      expect.arrayContaining(['users.user_type', 'users.available_user_types', 'quote_responses.currency']),
    );
  });

  it.each(columns.map((c) => [`${c.table}.${c.column}`, c] as const))('%s', async (_label, c) => {
    const { db } = database;
    // A copy of the table with its CHECK constraints but no NOT NULL, keys or defaults, so one column
    // can be tried alone: every other column is NULL, which every CHECK lets through.
    const probe = `enum_probe_${c.table}_${c.column}`;
    await db.execute(
      sql`CREATE TABLE ${sql.identifier(probe)} (LIKE ${sql.identifier(c.table)} INCLUDING CONSTRAINTS)`,
    );
    try {
      const notNull = await queryRows<{ attname: string }>(
        db,
        sql`SELECT attname FROM pg_attribute WHERE attrelid = ${probe}::regclass AND attnum > 0 AND attnotnull`,
      );
      for (const { attname } of notNull) {
        await db.execute(
          sql`ALTER TABLE ${sql.identifier(probe)} ALTER COLUMN ${sql.identifier(attname)} DROP NOT NULL`,
        );
      }
      const insert = (v: string) =>
        db.execute(
          sql`INSERT INTO ${sql.identifier(probe)} (${sql.identifier(c.column)}) VALUES (${
            c.isArray ? sql`ARRAY[${v}]::text[]` : sql`${v}`
          })`,
        );
      // A value of the list that is refused was refused by a check tying columns together (a verified
      // document needs its expiry date), which a row of NULLs cannot meet: drop that one and retry.
      for (const v of c.values) {
        for (let attempt = 0; ; attempt++) {
          const refused = await insert(v).then(
            () => undefined,
            (err: unknown) => err,
          );
          if (!refused) break;
          const constraint = constraintOf(refused);
          if (sqlState(refused) !== '23514' || !constraint || attempt > 5) throw refused;
          await db.execute(sql`ALTER TABLE ${sql.identifier(probe)} DROP CONSTRAINT ${sql.identifier(constraint)}`);
        }
      }
      const error = await insert('zz-not-in-the-list').then(
        () => undefined,
        (err: unknown) => err,
      );
      expect(error, 'a value outside the array was accepted').toBeDefined();
      expect(sqlState(error)).toBe('23514'); // check_violation
    } finally {
      await db.execute(sql`DROP TABLE IF EXISTS ${sql.identifier(probe)}`);
    }
  });
});
