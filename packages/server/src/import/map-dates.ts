/** MusicBrainz dates are "YYYY", "YYYY-MM" or "YYYY-MM-DD", or "" when unknown. */
const PARTIAL_DATE = /^(\d{4})(?:-(\d{2}))?(?:-(\d{2}))?$/;

/** The year, when it is one the catalog accepts (the schema's 1000–2999 rule). */
export function yearOf(date: string | null | undefined): number | null {
  const match = date ? PARTIAL_DATE.exec(date) : null;
  const year = match ? Number(match[1]) : Number.NaN;
  return year >= 1000 && year <= 2999 ? year : null;
}

/**
 * A sortable day for a partial date: a missing or impossible month or day counts as the first,
 * so "1997" sorts as 1997-01-01. Only the year is shown to members, so this never reads as a
 * false day.
 */
export function sortableDate(date: string | null | undefined): string | null {
  const match = date ? PARTIAL_DATE.exec(date) : null;
  if (!match || yearOf(date) === null) return null;
  const year = Number(match[1]);
  const month = Number(match[2] ?? 1);
  const validMonth = month >= 1 && month <= 12 ? month : 1;
  const daysInMonth = new Date(Date.UTC(year, validMonth, 0)).getUTCDate();
  const day = Number(match[3] ?? 1);
  const validDay = validMonth === month && day >= 1 && day <= daysInMonth ? day : 1;
  return `${match[1]}-${String(validMonth).padStart(2, '0')}-${String(validDay).padStart(2, '0')}`;
}

/** The earliest of these dates the catalog accepts, as MusicBrainz wrote it, or null. */
export function earliestDate(dates: ReadonlyArray<string | null | undefined>): string | null {
  let best: { date: string; sortable: string } | null = null;
  for (const date of dates) {
    const sortable = sortableDate(date);
    if (date && sortable && (best === null || sortable < best.sortable)) best = { date, sortable };
  }
  return best?.date ?? null;
}

/** The first of these dates the catalog accepts: the order says which source is preferred. */
export function firstValidDate(...dates: ReadonlyArray<string | null | undefined>): string | null {
  return dates.find((date) => sortableDate(date) !== null) ?? null;
}

/** Milliseconds as a whole number, or null when unknown or impossible. */
export function durationOf(length: number | null | undefined): number | null {
  if (length === null || length === undefined || !Number.isFinite(length) || length < 0) return null;
  return Math.min(Math.round(length), 2_147_483_647);
}
