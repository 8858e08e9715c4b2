export type LatencyPercentiles = { p50: number; p99: number; max: number };

/**
 * Exact nearest-rank percentiles of `latencies` (the same rule as the race's p99): the value
 * below which at least that share of the samples lie, always one that was measured. A sorted
 * copy is exact and, at the benchmark's largest step (1,000 a second for 30 s), sorts in a few
 * milliseconds; a histogram would round values to buy memory that is not short here. No samples
 * gives zeros.
 */
export function latencyPercentiles(latencies: readonly number[]): LatencyPercentiles {
  const sorted = Float64Array.from(latencies).sort();
  const at = (share: number) => sorted[Math.max(0, Math.ceil(sorted.length * share) - 1)] ?? 0;
  return { p50: at(0.5), p99: at(0.99), max: sorted[sorted.length - 1] ?? 0 };
}
