/** Latency percentiles of a run of timed samples, in milliseconds to a tenth. */
export type Timing = { p50: number; p95: number; p99: number; max: number; n: number };

export function percentiles(samples: number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) =>
    Number((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(1));
  return {
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    max: Number((sorted.at(-1) ?? 0).toFixed(1)),
    n: sorted.length,
  };
}
