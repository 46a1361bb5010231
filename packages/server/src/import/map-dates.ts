import type { DatePrecision } from './records.ts';

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

/**
 * How many parts of a date MusicBrainz wrote (1 "1997", 2 "1997-05", 3 "1997-05-12"), counting
 * only valid ones: "1997-13" is a year. Null when the catalog cannot take the date.
 */
export function precisionOf(date: string | null | undefined): DatePrecision | null {
  const sortable = sortableDate(date);
  const match = date ? PARTIAL_DATE.exec(date) : null;
  if (!sortable || !match) return null;
  if (match[2] === undefined || sortable.slice(5, 7) !== match[2]) return 1;
  if (match[3] === undefined || sortable.slice(8, 10) !== match[3]) return 2;
  return 3;
}

/** A date as MusicBrainz wrote it, cut to its valid parts ("1997-13" → "1997"), or null. */
export function writtenDate(date: string | null | undefined): string | null {
  const sortable = sortableDate(date);
  const precision = precisionOf(date);
  return sortable && precision ? sortable.slice(0, [4, 7, 10][precision - 1]) : null;
}

/**
 * The earlier of two dates, compared as far as both are known: "1996-12" is earlier than
 * "1997"; of "1997" and "1997-05-12" (the same year as far as the first says) the more precise
 * one is kept. The database's merge (upsert-sql's `earliestDate`) follows the same rule.
 */
export function earlierDate(a: string | null | undefined, b: string | null | undefined): string | null {
  const [wa, wb] = [writtenDate(a), writtenDate(b)];
  if (wa === null || wb === null) return wa ?? wb;
  const common = Math.min(wa.length, wb.length);
  const [ca, cb] = [wa.slice(0, common), wb.slice(0, common)];
  if (ca !== cb) return ca < cb ? wa : wb;
  return wb.length > wa.length ? wb : wa;
}

/** The earliest of these dates by `earlierDate`, as written, or null. */
export function earliestDate(dates: ReadonlyArray<string | null | undefined>): string | null {
  let best: string | null = null;
  for (const date of dates) best = earlierDate(best, date);
  return best;
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
