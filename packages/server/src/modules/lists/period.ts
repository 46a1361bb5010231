import type { ListPeriod } from '@earmark/shared';

/** A list's period from its years: none → all, equal → year, end = start + 9 → decade, else range. */
export function listPeriod(yearStart: number | null, yearEnd: number | null): ListPeriod {
  if (yearStart === null || yearEnd === null) return 'all';
  if (yearStart === yearEnd) return 'year';
  if (yearEnd === yearStart + 9) return 'decade';
  return 'range';
}

/** The decades (1990, 2000, …) a list's years touch; none without years. */
export function listDecades(yearStart: number | null, yearEnd: number | null): number[] {
  if (yearStart === null || yearEnd === null || yearEnd < yearStart) return [];
  const decades: number[] = [];
  for (let decade = Math.floor(yearStart / 10) * 10; decade <= yearEnd; decade += 10) decades.push(decade);
  return decades;
}
