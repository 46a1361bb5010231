import { LIMITS } from './limits.ts';
import { isValidRating } from './rating.ts';

/** What a log form sends: both spellings of the contract, every field optional. */
export type LogFieldsInput = {
  date?: string | null;
  rating?: number | null;
  review?: string | null;
  reviewTitle?: string | null;
  gratitude?: string | null;
  listenedBefore?: boolean | null;
  wasDeepListen?: boolean | null;
  gaveChills?: boolean | null;
  hadChills?: boolean | null;
  isFavorited?: boolean | null;
  favorited?: boolean | null;
  isLiked?: boolean | null;
  liked?: boolean | null;
  isLoved?: boolean | null;
  loved?: boolean | null;
};

/** The fields as stored; absent ones were not sent (an update leaves them as they are). */
export type LogFields = {
  date?: string | null;
  rating?: number | null;
  review?: string | null;
  reviewTitle?: string | null;
  gratitude?: string | null;
  listenedBefore?: boolean;
  wasDeepListen?: boolean;
  hadChills?: boolean;
  favorited?: boolean;
  liked?: boolean;
  loved?: boolean;
};

/** A field that breaks a rule: the field's name and a sentence ending the message "<field> …". */
export class LogFieldError extends Error {
  constructor(
    readonly field: string,
    readonly rule: string,
  ) {
    super(`${field} ${rule}.`);
    this.name = 'LogFieldError';
  }
}

/** The stored spelling, and the form's. */
const SPELLINGS = [
  ['hadChills', 'gaveChills'],
  ['favorited', 'isFavorited'],
  ['liked', 'isLiked'],
  ['loved', 'isLoved'],
] as const;

const TEXT_LIMITS = [
  ['review', LIMITS.reviewMax],
  ['reviewTitle', LIMITS.reviewTitleMax],
  ['gratitude', LIMITS.gratitudeMax],
] as const;

/** Today's date in UTC as YYYY-MM-DD, moved by `days`. */
export function utcDay(now: Date, days = 0): string {
  return new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

function isRealDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
}

function readDate(date: string | null | undefined, now: Date): string | null | undefined {
  if (date === undefined || date === null) return date;
  const text = date.trim();
  if (text === '') return null;
  if (!isRealDay(text)) throw new LogFieldError('date', 'must be a day written YYYY-MM-DD');
  // The member's today is the server's UTC date; tomorrow is allowed for members ahead of UTC.
  if (text < LIMITS.diaryDateMin || text > utcDay(now, 1))
    throw new LogFieldError('date', `must be from ${LIMITS.diaryDateMin} to tomorrow`);
  return text;
}

function readText(value: string | null | undefined): string | null | undefined {
  if (value === undefined || value === null) return value;
  return value.trim() === '' ? null : value;
}

/**
 * The rules of a log's fields, shared by the server (which enforces them) and the form: a date
 * from 1900-01-01 to tomorrow or none, a rating of 0.5 to 5 in half steps or none, at most one of
 * like / love / favorite, texts within their limits, and each flag in one spelling or in both with
 * the same value.
 */
export function readLogFields(input: LogFieldsInput, now: Date = new Date()): LogFields {
  const fields: LogFields = {};
  const date = readDate(input.date, now);
  if (date !== undefined) fields.date = date;
  if (input.rating !== undefined) {
    if (input.rating !== null && !isValidRating(input.rating))
      throw new LogFieldError('rating', 'must be 0.5 to 5 in half steps');
    fields.rating = input.rating;
  }
  for (const [name, max] of TEXT_LIMITS) {
    const value = readText(input[name]);
    if (value !== undefined && value !== null && value.length > max)
      throw new LogFieldError(name, `must be at most ${max.toLocaleString('en-US')} characters`);
    if (value !== undefined) fields[name] = value;
  }
  for (const name of ['listenedBefore', 'wasDeepListen'] as const) {
    const value = input[name];
    if (value !== undefined && value !== null) fields[name] = value;
  }
  for (const [stored, form] of SPELLINGS) {
    const a = input[stored];
    const b = input[form];
    if (a != null && b != null && a !== b)
      throw new LogFieldError(stored, `and ${form} are the same field and must not differ`);
    const value = a ?? b;
    if (value != null) fields[stored] = value;
  }
  const reactions = (['favorited', 'liked', 'loved'] as const).filter((name) => fields[name]);
  if (reactions.length > 1)
    throw new LogFieldError(
      reactions[1] ?? 'liked',
      'cannot be set with another reaction (like, love and favorite exclude each other)',
    );
  return fields;
}
