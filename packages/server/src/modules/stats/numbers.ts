/**
 * The stats pages' arithmetic on what the database answered: pure, so the unit tier covers it.
 */

/** The half stars a rating may take, 0.5 to 5. */
export const HALF_STARS = [0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5] as const;

export type RatingBucket = { rating: number; count: number };

/** Every half star with its count (zero when none), from the counts of the ratings given. */
export function ratingSpread(counts: ReadonlyArray<{ rating: number; count: number }>): RatingBucket[] {
  const byStar = new Map<number, number>();
  for (const { rating, count } of counts) {
    // A rating between half stars (none are stored) counts for the half star below it.
    const star = Math.floor(rating * 2) / 2;
    if (star < 0.5 || star > 5) continue;
    byStar.set(star, (byStar.get(star) ?? 0) + count);
  }
  return HALF_STARS.map((rating) => ({ rating, count: byStar.get(rating) ?? 0 }));
}

export type Streak = { days: number; start: string | null; end: string | null };

const DAY_MS = 86_400_000;
const dayText = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/**
 * The longest run of consecutive days with a listen, from the days (days since 1970-01-01, in any
 * order, repeats allowed); the earliest such run when several are as long.
 */
export function longestStreak(days: readonly number[]): Streak {
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  let best = { days: 0, start: 0 };
  let run = { days: 0, start: 0 };
  for (const [index, day] of sorted.entries()) {
    run =
      index > 0 && day === (sorted[index - 1] ?? 0) + 1
        ? { ...run, days: run.days + 1 }
        : { days: 1, start: day };
    if (run.days > best.days) best = run;
  }
  if (best.days === 0) return { days: 0, start: null, end: null };
  return { days: best.days, start: dayText(best.start), end: dayText(best.start + best.days - 1) };
}

export type Delta = { current: number; previous: number; change: number; percent: number | null };

/** A year's number against the year before: the change and its percent (null from zero). */
export function delta(current: number, previous: number): Delta {
  const change = Math.round((current - previous) * 10) / 10;
  const percent = previous === 0 ? null : Math.round(((current - previous) / previous) * 100);
  return { current, previous, change, percent };
}

export type Period = { period: string; listens: number; checks: number };

/**
 * Listens and checks per period, every period present: the 12 months of a year ("2025-01"), or for
 * all time each year from the first to the last with activity ("2019").
 */
export function fillPeriods(
  rows: ReadonlyArray<{ p: number; listens: number; checks: number }>,
  year: number | null,
): Period[] {
  const byKey = new Map(rows.map((row) => [row.p, row]));
  const keys =
    year !== null
      ? Array.from({ length: 12 }, (_, index) => index + 1)
      : rows.length === 0
        ? []
        : range(Math.min(...rows.map((row) => row.p)), Math.max(...rows.map((row) => row.p)));
  return keys.map((key) => ({
    period: year !== null ? `${year}-${String(key).padStart(2, '0')}` : String(key),
    listens: byKey.get(key)?.listens ?? 0,
    checks: byKey.get(key)?.checks ?? 0,
  }));
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

/** A year's first instant and the next year's, in UTC (the pages count days in UTC). */
export function yearRange(year: number): { from: string; to: string } {
  return { from: `${year}-01-01`, to: `${year + 1}-01-01` };
}
