/**
 * PostgreSQL's `ts_rank(vector, query)` with the default weights and normalisation 0 (tsrank.c:
 * calc_rank_or, calc_rank_and, SortAndUniqItems), for the catalogue index's relevance order (issue 21):
 * the index must order as `listPartners` does, and that order is `ts_rank(rank_vector, f_search_query)`.
 * The arithmetic is float4 where the C code's is (Math.fround), so ties fall where PostgreSQL's fall.
 */

/** `{D, C, B, A}` as float4, indexed by the 2-bit weight code of a position (D = 0 … A = 3). */
const WEIGHTS = [Math.fround(0.1), Math.fround(0.2), Math.fround(0.4), Math.fround(1)] as const;
const f = Math.fround;

/**
 * One lexeme of a document's rank vector that a query operand matched: its positions, each
 * `position << 2 | weightCode`, ascending by position (as a tsvector stores them).
 */
export type RankEntry = ArrayLike<number>;

/** `word_distance` of tsrank.c. */
function wordDistance(distance: number): number {
  if (distance > 100) return f(1e-30);
  return f(1 / (1.005 + 0.05 * Math.exp(f(distance) / 1.5 - 2)));
}

/**
 * `calc_rank_or`: for every operand (already sorted and deduplicated), every entry it matched, a sum of
 * the positions' weights over the square of their rank, divided by the number of operands.
 * @param items per operand, its matched entries in lexeme order (empty when none).
 */
function rankOr(items: readonly (readonly RankEntry[])[]): number {
  let res = 0;
  for (const entries of items) {
    for (const post of entries) {
      let resj = 0;
      let wjm = -1;
      let jm = 0;
      for (let j = 0; j < post.length; j++) {
        const w = WEIGHTS[post[j]! & 3]!;
        resj = f(resj + f(w / ((j + 1) * (j + 1))));
        if (w > wjm) {
          wjm = w;
          jm = j;
        }
      }
      res = f(res + f(f(wjm + resj) - f(wjm / ((jm + 1) * (jm + 1)))) / 1.64493406685);
    }
  }
  return items.length > 0 ? f(res / items.length) : res;
}

/**
 * `calc_rank_and`: the proximity of every pair of operands' positions. Like the C code, an operand
 * is compared with the last entry of each earlier operand only.
 */
function rankAnd(items: readonly (readonly RankEntry[])[]): number {
  if (items.length < 2) return rankOr(items);
  let res = -1;
  const last: (RankEntry | undefined)[] = [];
  for (let i = 0; i < items.length; i++) {
    for (const post of items[i]!) {
      last[i] = post;
      for (let k = 0; k < i; k++) {
        const ct = last[k];
        if (!ct) continue;
        for (let l = 0; l < post.length; l++) {
          for (let p = 0; p < ct.length; p++) {
            const dist = Math.abs((post[l]! >> 2) - (ct[p]! >> 2));
            if (dist === 0) continue;
            const curw = f(Math.sqrt(f(f(WEIGHTS[post[l]! & 3]! * WEIGHTS[ct[p]! & 3]!) * wordDistance(dist))));
            res = res < 0 ? curw : f(1 - (1 - res) * (1 - curw));
          }
        }
      }
    }
  }
  return res;
}

/**
 * `ts_rank(vector, query)` (weights {0.1, 0.2, 0.4, 1.0}, normalisation 0).
 * @param conjunction whether the query's top operator is AND (more than one word), which selects
 *   `calc_rank_and`; a one-word query (an OR of its variants) uses `calc_rank_or`.
 * @param items per sorted, deduplicated operand, the document entries it matched.
 * @returns a float4; 1e-20 when the formula gives a negative number (no pair of positions).
 */
export function tsRank(conjunction: boolean, items: readonly (readonly RankEntry[])[]): number {
  const res = conjunction ? rankAnd(items) : rankOr(items);
  return res < 0 ? f(1e-20) : res;
}
