/** Shapes of the stats answers for the charts: merged rankings and readable period names. */

type Count = { label: string; count: number };

/**
 * One row per label of either ranking, with its listens and checks (zero where it is absent): in
 * the rankings' order (labels only checked come after those listened to), or by label when
 * `byLabel` is set (decades, "1960s" before "1970s", whichever of them had listens).
 */
export function byListensAndChecks(
  listens: readonly Count[],
  checks: readonly Count[],
  byLabel = false,
): Array<{ label: string; listens: number; checks: number }> {
  const rows = new Map<string, { label: string; listens: number; checks: number }>();
  for (const { label, count } of listens) rows.set(label, { label, listens: count, checks: 0 });
  for (const { label, count } of checks) {
    const row = rows.get(label) ?? { label, listens: 0, checks: 0 };
    rows.set(label, { ...row, checks: count });
  }
  const merged = [...rows.values()];
  return byLabel ? merged.sort((a, b) => a.label.localeCompare(b.label, 'en', { numeric: true })) : merged;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2025-03" → "Mar", a year stays as it is. */
export function periodLabel(period: string): string {
  const month = /^\d{4}-(\d{2})$/.exec(period)?.[1];
  return month ? (MONTHS[Number(month) - 1] ?? period) : period;
}

/** A rating as stars for a chart's axis and table: 4.5 → "4.5 ★". */
export const starsLabel = (rating: number) => `${rating} ★`;

/**
 * The top of a bar chart's scale: the largest value rounded up to four steps of a round unit (a
 * tenth of its power of ten, at least 1), so the quarter ticks are whole, round numbers.
 */
export function niceCeiling(value: number): number {
  if (value <= 4) return 4;
  const unit = Math.max(1, 10 ** (Math.floor(Math.log10(value)) - 1));
  return Math.ceil(value / (4 * unit)) * 4 * unit;
}
