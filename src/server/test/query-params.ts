/**
 * A query string's parameters as Fastify gives them to a route: one module for the tests and the
 * benchmark that call the catalogue's schemas and index with a query string (catalogue-index.test.ts,
 * catalogue-search.test.ts, scripts/bench/search-index.ts). No dependencies, so a bench can import it.
 */

/**
 * The parameters of `qs` (without the leading `?`) as Fastify's query parser gives them: a key once is
 * a string, a repeated key (`capability=a&capability=b`) an array in order, which the schemas expect.
 * @param qs e.g. `search=lojistik&city=izmir`.
 */
export function queryParams(qs: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [k, v] of new URLSearchParams(qs)) {
    const prev = out[k];
    out[k] = prev === undefined ? v : Array.isArray(prev) ? [...prev, v] : [prev, v];
  }
  return out;
}
