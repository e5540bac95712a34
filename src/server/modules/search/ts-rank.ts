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
 * The entries an operand matched, flat: `[start0, end0, start1, end1, …]`, each a range of `positions`
 * (one lexeme of the rank vector: its positions `position << 2 | weightCode`, ascending, as a tsvector
 * stores them). Flat ranges rather than views, so ranking a partner allocates nothing.
 */
export type RankEntries = number[];

/** `word_distance` of tsrank.c. */
function wordDistanceOf(distance: number): number {
  if (distance > 100) return f(1e-30);
  return f(1 / (1.005 + 0.05 * Math.exp(f(distance) / 1.5 - 2)));
}

/** `word_distance` for the distances that matter (1 … 100), computed once: the same float4 values. */
const WORD_DISTANCE = Float64Array.from({ length: 101 }, (_, d) => wordDistanceOf(d));
const FAR = f(1e-30);

/** calc_rank_or's divisor (π² / 6). */
export const RANK_OR_DIVISOR = 1.64493406685;

/**
 * One entry's share of `calc_rank_or` before the division by {@link RANK_OR_DIVISOR}: its positions'
 * weights over the square of their rank, plus the best weight once more, minus the best weight's term.
 * It depends on the entry alone, so an index can compute it once per document (catalogue-index.ts).
 * @param pos positions `position << 2 | weightCode`; the entry is `pos[from … to - 1]`.
 * @returns a float4.
 */
export function rankOrEntry(pos: Uint16Array, from: number, to: number): number {
  let resj = 0;
  let wjm = -1;
  let jm = 0;
  for (let j = 0; j < to - from; j++) {
    const w = WEIGHTS[pos[from + j]! & 3]!;
    resj = f(resj + f(w / ((j + 1) * (j + 1))));
    if (w > wjm) {
      wjm = w;
      jm = j;
    }
  }
  return f(f(wjm + resj) - f(wjm / ((jm + 1) * (jm + 1))));
}

/**
 * `calc_rank_or`: for every operand (already sorted and deduplicated), every entry it matched, a sum of
 * the positions' weights over the square of their rank, divided by the number of operands.
 * @param items per operand, its matched entries in lexeme order (empty when none).
 */
function rankOr(pos: Uint16Array, items: readonly RankEntries[]): number {
  let res = 0;
  for (const entries of items) {
    for (let e = 0; e < entries.length; e += 2) {
      res = f(res + rankOrEntry(pos, entries[e]!, entries[e + 1]!) / RANK_OR_DIVISOR);
    }
  }
  return items.length > 0 ? f(res / items.length) : res;
}

/**
 * `calc_rank_and`: the proximity of every pair of operands' positions. Like the C code, an operand
 * is compared with the last entry of each earlier operand only.
 */
function rankAnd(pos: Uint16Array, items: readonly RankEntries[]): number {
  if (items.length < 2) return rankOr(pos, items);
  let res = -1;
  // Per operand, the range of its last entry (-1: none yet).
  const lastFrom: number[] = [];
  const lastTo: number[] = [];
  for (let i = 0; i < items.length; i++) {
    const entries = items[i]!;
    for (let e = 0; e < entries.length; e += 2) {
      const from = entries[e]!;
      const to = entries[e + 1]!;
      lastFrom[i] = from;
      lastTo[i] = to;
      for (let k = 0; k < i; k++) {
        const cFrom = lastFrom[k];
        if (cFrom === undefined) continue;
        const cTo = lastTo[k]!;
        for (let l = from; l < to; l++) {
          for (let p = cFrom; p < cTo; p++) {
            const dist = Math.abs((pos[l]! >> 2) - (pos[p]! >> 2));
            if (dist === 0) continue;
            const distance = dist > 100 ? FAR : WORD_DISTANCE[dist]!;
            const curw = f(Math.sqrt(f(f(WEIGHTS[pos[l]! & 3]! * WEIGHTS[pos[p]! & 3]!) * distance)));
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
 * @param pos the positions the entries' ranges point into.
 * @param items per sorted, deduplicated operand, the document entries it matched.
 * @returns a float4; 1e-20 when the formula gives a negative number (no pair of positions).
 */
export function tsRank(conjunction: boolean, pos: Uint16Array, items: readonly RankEntries[]): number {
  const res = conjunction ? rankAnd(pos, items) : rankOr(pos, items);
  return res < 0 ? f(1e-20) : res;
}
