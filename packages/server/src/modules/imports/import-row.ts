import type { EarmarkRecord } from './formats/earmark-json.ts';

/** A reaction an import may set: the sources know "loved" (Last.fm) and "liked" at most. */
export type ImportReaction = 'LIKED' | 'LOVED';

/**
 * One row of a history file as every format reads it: a listen of a track (`listen`), or a
 * release the source rated or marked (`release`); an Earmark export's records about no single
 * item (lists, follows) are `record`s. `skip` says why a row cannot be imported.
 */
export type ImportRow = {
  rowNumber: number;
  kind: 'listen' | 'release' | 'record';
  artist: string;
  /** The track's title (a listen) or null. */
  title: string | null;
  release: string | null;
  listenedAt: Date | null;
  durationMs: number | null;
  recordingMbid: string | null;
  releaseGroupMbid: string | null;
  /** The track's ISRC, when the source says (ListenBrainz's additional_info.isrc). */
  isrc: string | null;
  /** The track's position on the release, when the source says. */
  position: number | null;
  rating: number | null;
  review: string | null;
  /** The review's date (YYYY-MM-DD) for the diary; null keeps the log out of it. */
  reviewDate: string | null;
  reaction: ImportReaction | null;
  skip: string | null;
  /** An Earmark export's record, restored whole once its item is matched (formats/earmark.ts). */
  restore?: EarmarkRecord;
};

/** What the review screen and the skipped-rows list show of a row. */
export type RowSummary = {
  artist: string;
  title: string | null;
  release: string | null;
  listenedAt: string | null;
  rating: number | null;
  review: string | null;
  reviewDate: string | null;
  reaction: ImportReaction | null;
};

export function rowSummary(row: ImportRow): RowSummary {
  return {
    artist: row.artist,
    title: row.title,
    release: row.release,
    listenedAt: row.listenedAt?.toISOString() ?? null,
    rating: row.rating,
    review: row.review,
    reviewDate: row.reviewDate,
    reaction: row.reaction,
  };
}

/** A kept row's summary as a row again, to apply once the member has chosen its item. */
export function rowFromSummary(rowNumber: number, kind: ImportRow['kind'], data: RowSummary): ImportRow {
  return {
    ...emptyRow(rowNumber, kind),
    artist: data.artist,
    title: data.title,
    release: data.release,
    listenedAt: data.listenedAt === null ? null : new Date(data.listenedAt),
    rating: data.rating,
    review: data.review,
    reviewDate: data.reviewDate,
    reaction: data.reaction,
  };
}

const MBID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NAME_MAX = 1000;
const REVIEW_MAX = 10_000;
/** Listens before this are a clock's zero (Last.fm writes 1970 for scrobbles without a time). */
const EARLIEST_LISTEN = Date.UTC(1990, 0, 1);

export function mbidOrNull(value: unknown): string | null {
  return typeof value === 'string' && MBID.test(value.trim()) ? value.trim().toLowerCase() : null;
}

export function textOrNull(value: unknown, max = NAME_MAX): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text === '' ? null : text.slice(0, max);
}

export function reviewOrNull(value: unknown): string | null {
  return textOrNull(value, REVIEW_MAX);
}

/** A rating on the source's scale, as Earmark's half stars (0.5–5), or null when absent or zero. */
export function halfStars(value: unknown, outOf: number): number | null {
  const n = typeof value === 'number' ? value : Number(String(value ?? '').trim());
  if (!Number.isFinite(n) || n <= 0 || String(value ?? '').trim() === '') return null;
  const stars = Math.round((n / outOf) * 10) / 2;
  return Math.min(5, Math.max(0.5, stars));
}

/** A listen time, or the reason it cannot be one (before 1990, or more than a day ahead). */
export function listenTime(date: Date): Date | string {
  const time = date.getTime();
  if (Number.isNaN(time)) return 'the date cannot be read';
  if (time < EARLIEST_LISTEN) return 'the date is before 1990';
  if (time > Date.now() + 86_400_000) return 'the date is in the future';
  return date;
}

/** A row with every optional field empty, to spread a format's fields over. */
export function emptyRow(rowNumber: number, kind: ImportRow['kind'] = 'listen'): ImportRow {
  return {
    rowNumber,
    kind,
    artist: '',
    title: null,
    release: null,
    listenedAt: null,
    durationMs: null,
    recordingMbid: null,
    releaseGroupMbid: null,
    isrc: null,
    position: null,
    rating: null,
    review: null,
    reviewDate: null,
    reaction: null,
    skip: null,
  };
}

/** A listen row from the fields every listen format has; skipped when a name or the time is missing. */
export function listenRow(
  rowNumber: number,
  fields: Omit<Partial<ImportRow>, 'artist'> & {
    artist: string | null;
    title: string | null;
    listenedAt: Date | null;
  },
): ImportRow {
  const row: ImportRow = { ...emptyRow(rowNumber), ...fields, artist: fields.artist ?? '' };
  if (!fields.artist) return { ...row, skip: 'the artist is missing' };
  if (!fields.title) return { ...row, skip: 'the track title is missing' };
  if (!fields.listenedAt) return { ...row, skip: 'the listen time is missing' };
  const time = listenTime(fields.listenedAt);
  if (typeof time === 'string')
    // An unreadable time is no time: the skipped row is summarised (rowSummary) with none.
    return {
      ...row,
      listenedAt: Number.isNaN(fields.listenedAt.getTime()) ? null : row.listenedAt,
      skip: time,
    };
  return row;
}
