/** The years a member's stats and year in review may ask for: 1900 to next year (UTC). */
export function statsYearBounds(now: Date = new Date()): { min: number; max: number } {
  return { min: 1900, max: now.getUTCFullYear() + 1 };
}

/** A four-digit year within statsYearBounds, else null (a page's URL, a query's variable). */
export function statsYear(raw: string | null | undefined, now: Date = new Date()): number | null {
  if (!raw || !/^\d{4}$/.test(raw)) return null;
  const year = Number(raw);
  const { min, max } = statsYearBounds(now);
  return year >= min && year <= max ? year : null;
}
