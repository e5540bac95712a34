/**
 * The search text rule (issue 18): normalise first, then bound the length and, for the catalogue, the
 * words the SQL search receives.
 */
import { SEARCH_MAX_LENGTH, SEARCH_MAX_WORDS } from '../constants';
import { partnersQuerySchema } from './partners';
import { searchTextSchema, searchWords } from './search';

/** The worst inputs we could construct: each at most 200 characters as sent. */
const WORST = [
  '\uFDFA'.repeat(200),
  '\uFDFA'.repeat(11),
  'a '.repeat(100),
  'a.'.repeat(100),
  'ş'.repeat(200),
  'lojstik gumrik danısmnlık ihracta ambalj nakliyt depolma sigotra pazaryri lojstik gumrik',
  'gümrük ЛОГИСТИКА λογιστική 物流 لوجستيات İSTANBUL '.repeat(4),
  '\u0301'.repeat(200),
  ('a' + '\u0308'.repeat(9)).repeat(20),
  'ｌｏｊｉｓｔｉｋ ﬁrma ǆ ㎏ Ⅻ '.repeat(8),
];

describe('searchTextSchema', () => {
  it('checks the length after NFKC', () => {
    expect('\uFDFA'.normalize('NFKC')).toHaveLength(18);
    expect(searchTextSchema.parse('\uFDFA'.repeat(11))).toHaveLength(198);
    const tooLong = searchTextSchema.safeParse('\uFDFA'.repeat(12));
    expect(tooLong.error?.issues.map((i) => i.message)).toEqual(['validation.searchTooLong']);
  });

  it('collapses white space before counting, and makes a blank text no search', () => {
    expect(searchTextSchema.parse(`  a${' '.repeat(300)}b  `)).toBe('a b');
    expect(searchTextSchema.parse('\u3000 \t')).toBeUndefined();
    expect(searchTextSchema.safeParse('a'.repeat(201)).success).toBe(false);
  });
});

describe('partnersQuerySchema search', () => {
  it.each(WORST.map((t) => [t.slice(0, 24), t]))('refuses or bounds %j', (_label, term) => {
    expect(term.length).toBeLessThanOrEqual(200);
    const parsed = partnersQuerySchema.safeParse({ search: term });
    if (!parsed.success) {
      expect(parsed.error.issues.map((i) => i.message)).toEqual([
        expect.stringMatching(/^validation\.search(TooLong|TooManyWords)$/),
      ]);
      return;
    }
    const search = parsed.data.search ?? '';
    expect(search.length).toBeLessThanOrEqual(SEARCH_MAX_LENGTH);
    expect(searchWords(search).length).toBeLessThanOrEqual(SEARCH_MAX_WORDS);
  });
});
