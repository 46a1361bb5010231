import { FAVORITE_LIST_KINDS, type FavoriteListKind, type ListPeriod, type SourceType } from './enums.ts';
import { currentYear, LIMITS } from './limits.ts';

/** The bounds of a list's content, checked by the server and shown by the editor. */
export const LIST_LIMITS = {
  nameMax: 200,
  curatorMax: 200,
  descriptionMax: 5_000,
  itemDescriptionMax: 2_000,
  sectionTitleMax: 200,
  urlMax: 2_000,
  tagsMax: 20,
  tagMax: 50,
  itemsMax: 5_000,
  sectionsMax: 100,
  /** Lists one Add to lists call may change at once. */
  targetsMax: 100,
  /** The editor's tip: save the list every 10 to 15 items. */
  saveTipEvery: 10,
} as const;

/** The list's info as a form or client sends it. */
export type ListFieldsInput = {
  name: string;
  description?: string | null;
  image?: string | null;
  isPersonal: boolean;
  curator?: string | null;
  ranked?: boolean | null;
  tags?: readonly string[] | null;
  url?: string | null;
  yearStart?: number | null;
  yearEnd?: number | null;
};

/** The info as stored; tags null means "leave the list's tags as they are" (an update sends none). */
export type ListFields = {
  name: string;
  description: string | null;
  image: string | null;
  isPersonal: boolean;
  curator: string | null;
  isRanked: boolean;
  tags: string[] | null;
  url: string | null;
  yearStart: number | null;
  yearEnd: number | null;
};

/** A field that breaks a rule: the field's name and a sentence ending the message "<field> …". */
export class ListFieldError extends Error {
  constructor(
    readonly field: string,
    readonly rule: string,
  ) {
    super(`${field} ${rule}.`);
    this.name = 'ListFieldError';
  }
}

/** The message of a year pair that cannot be a period (only one year, or start after end). */
export const INVALID_YEAR_RANGE = 'Invalid year range';

function optionalText(value: string | null | undefined, field: string, max: number): string | null {
  const text = value?.trim() ?? '';
  if (text.length > max) throw new ListFieldError(field, `must be at most ${max} characters`);
  return text === '' ? null : text;
}

function optionalUrl(value: string | null | undefined, field: string): string | null {
  const text = optionalText(value, field, LIST_LIMITS.urlMax);
  if (text !== null && !/^https?:\/\/[^\s]+$/i.test(text))
    throw new ListFieldError(field, 'must be a web address starting with http:// or https://');
  return text;
}

/** Checks the years: both or neither, 1890 to this year (a started decade may end later), start ≤ end. */
export function checkYears(
  yearStart: number | null | undefined,
  yearEnd: number | null | undefined,
  now: Date = new Date(),
): { yearStart: number | null; yearEnd: number | null } {
  const start = yearStart ?? null;
  const end = yearEnd ?? null;
  if (start === null && end === null) return { yearStart: null, yearEnd: null };
  if (start === null) throw new ListFieldError('yearStart', `is missing: ${INVALID_YEAR_RANGE}`);
  if (end === null) throw new ListFieldError('yearEnd', `is missing: ${INVALID_YEAR_RANGE}`);
  const last = currentYear(now);
  // The decade under way (2020 to 2029) is a period like any other, though it has not ended.
  const runningDecade = start % 10 === 0 && end === start + 9 && start <= last;
  for (const [field, year] of [
    ['yearStart', start],
    ['yearEnd', end],
  ] as const) {
    const tooLate = year > last && !(field === 'yearEnd' && runningDecade);
    if (!Number.isInteger(year) || year < LIMITS.firstYear || tooLate)
      throw new ListFieldError(field, `must be a year from ${LIMITS.firstYear} to ${last}`);
  }
  if (start > end) throw new ListFieldError('yearEnd', `is before yearStart: ${INVALID_YEAR_RANGE}`);
  return { yearStart: start, yearEnd: end };
}

function readTags(tags: readonly string[] | null | undefined): string[] | null {
  if (tags === null || tags === undefined) return null;
  if (tags.length > LIST_LIMITS.tagsMax)
    throw new ListFieldError('tags', `must hold at most ${LIST_LIMITS.tagsMax} tags`);
  const cleaned: string[] = [];
  for (const tag of tags) {
    const text = tag.trim().toLowerCase();
    if (text.length > LIST_LIMITS.tagMax)
      throw new ListFieldError('tags', `must each be at most ${LIST_LIMITS.tagMax} characters`);
    if (text !== '' && !cleaned.includes(text)) cleaned.push(text);
  }
  if (cleaned.filter((tag) => isFavoriteListKind(tag)).length > 1)
    throw new ListFieldError('tags', 'can name at most one favourites list');
  return cleaned;
}

/** Reads and checks a list's info; throws ListFieldError naming the first field that breaks a rule. */
export function readListFields(input: ListFieldsInput, now: Date = new Date()): ListFields {
  const name = input.name.trim();
  if (name === '') throw new ListFieldError('name', 'is required');
  if (name.length > LIST_LIMITS.nameMax)
    throw new ListFieldError('name', `must be at most ${LIST_LIMITS.nameMax} characters`);
  const curator = optionalText(input.curator, 'curator', LIST_LIMITS.curatorMax);
  if (!input.isPersonal && curator === null)
    throw new ListFieldError('curator', 'is required when the list is not personal');
  const tags = readTags(input.tags);
  if (tags && !input.isPersonal && tags.some(isFavoriteListKind))
    throw new ListFieldError('tags', 'can name a favourites list only on a personal list');
  return {
    name,
    description: optionalText(input.description, 'description', LIST_LIMITS.descriptionMax),
    image: optionalUrl(input.image, 'image'),
    url: optionalUrl(input.url, 'url'),
    isPersonal: input.isPersonal,
    curator: input.isPersonal ? null : curator,
    isRanked: input.ranked ?? true,
    tags,
    ...checkYears(input.yearStart, input.yearEnd, now),
  };
}

export function isFavoriteListKind(tag: string): tag is FavoriteListKind {
  return (FAVORITE_LIST_KINDS as readonly string[]).includes(tag);
}

/** The favourites list a set of tags makes, if any. */
export function favoriteKindOf(tags: readonly string[]): FavoriteListKind | null {
  return tags.find(isFavoriteListKind) ?? null;
}

/** The one kind of item a favourites list holds. */
export const FAVORITE_LIST_ITEM_TYPE: Record<FavoriteListKind, SourceType> = {
  'favorite-releases': 'RELEASE',
  'favorite-songs': 'SONG',
  'favorite-artists': 'ARTIST',
};

/** A list's period from its years: none → all, equal → year, end = start + 9 → decade, else range. */
export function periodOfYears(yearStart: number | null, yearEnd: number | null): ListPeriod {
  if (yearStart === null || yearEnd === null) return 'all';
  if (yearStart === yearEnd) return 'year';
  if (yearEnd === yearStart + 9) return 'decade';
  return 'range';
}
