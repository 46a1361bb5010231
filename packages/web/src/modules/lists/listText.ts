import type { ListPeriod } from '../../graphql/generated/graphql';

/** "All time", "1994", "The 1990s" or "1985 – 2001". */
export function periodText(
  period: ListPeriod,
  yearStart: number | null | undefined,
  yearEnd: number | null | undefined,
): string {
  if (period === 'all' || yearStart == null || yearEnd == null) return 'All time';
  if (period === 'year') return String(yearStart);
  if (period === 'decade') return `The ${yearStart}s`;
  return `${yearStart} – ${yearEnd}`;
}
