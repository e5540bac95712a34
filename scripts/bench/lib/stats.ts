/** Small numeric helpers shared by the benchmarks. */

/**
 * The q-quantile of `values` by the nearest-rank method (what load tools report as p95 etc.).
 * @param values samples in any order (not modified).
 * @param q between 0 and 1.
 * @returns NaN for an empty list.
 */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = Float64Array.from(values).sort();
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank]!;
}

/** Formats milliseconds with one decimal (`12.3 ms`), or `n/a`. */
export function ms(value: number): string {
  return Number.isFinite(value) ? `${value.toFixed(1)} ms` : 'n/a';
}

/** Pads cells into aligned columns; the first row is the header. */
export function table(rows: readonly (readonly string[])[]): string {
  const widths: number[] = [];
  for (const row of rows) row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, cell.length)));
  return rows
    .map((row) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  '))
    .join('\n');
}
