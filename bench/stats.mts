// The benchmarks' figures of a set of timings (or any measures): every result file reads its
// percentiles the same way, by nearest rank.

/** n, the smallest, the median, the 95th and 99th percentiles and the largest; NaN where there are none. */
export type Stats = { n: number; min: number; p50: number; p95: number; p99: number; max: number };

/** The value at percentile `p` (0–100) of sorted values, by nearest rank. */
const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/** The figures of `values` (in any order). */
export function stats(values: readonly number[]): Stats {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    n: sorted.length,
    min: sorted[0] ?? NaN,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? NaN,
  };
}

/** A duration in milliseconds as the result tables print it: "12.3 ms". */
export const ms = (n: number) => `${n.toFixed(1)} ms`;
