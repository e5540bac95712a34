/**
 * f_search_query (migrations 0004, 0006) takes any Unicode term straight from SQL, without the
 * JavaScript folding of the catalogue contract in front of it (issue 7, "Unicode and bad input").
 */
import { sql } from 'drizzle-orm';
import { openTestDatabase } from '../test/helpers';
import { type Database, queryRows } from './client';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const queryOf = async (term: string) =>
  (await queryRows<{ q: string }>(database.db, sql`SELECT f_search_query(${term})::text AS q`))[0]!.q;

describe('f_search_query', () => {
  it('builds the same query for composed and decomposed text', async () => {
    const composed = 'gümrük';
    const decomposed = 'gu\u0308mru\u0308k';
    expect(decomposed).not.toBe(composed);
    expect(await queryOf(decomposed)).toBe(await queryOf(composed));
    expect(await queryOf(composed)).toContain('gumruk');
  });

  it.each(['½', 'Ⅻ', 'ŉ', '\u0870\u0871', 'ﬁ', '🙂 lojistik', 'a\u0308\u0308\u0308'])(
    'answers a query, not an error, for %j',
    async (term) => {
      await expect(queryOf(term)).resolves.toEqual(expect.any(String));
    },
  );

  // Issue 18 (migration 0012): bounded work for any term, whoever calls.
  const words = (q: string) => q.split(' & ').length;

  it('takes at most the first 10 words', async () => {
    const q = await queryOf('a '.repeat(100) + 'lojistik');
    expect(words(q)).toBe(10);
    expect(q).not.toContain('lojistik');
    expect(words(await queryOf('\uFDFA'.repeat(200).normalize('NFKC')))).toBeLessThanOrEqual(10);
  });

  it('matches a word of one or two letters as itself, not as a prefix', async () => {
    expect(await queryOf('a it lojistik')).toMatch(/^\( 'a' \| 'a' \) & \( 'it' \| 'it' \) & \( 'lojistik':\* /);
  });

  it('keeps the first 32 letters of a long word, with no stem of it', async () => {
    expect(await queryOf('ş'.repeat(200))).toBe(`'${'s'.repeat(32)}':*`);
  });
});
