import {
  currentYear,
  FAVORITE_LIST_NAMES,
  type FavoriteListKind,
  favoriteKindOf,
  INVALID_YEAR_RANGE,
  isFavoriteListKind,
  LIMITS,
  LIST_LIMITS,
  periodOfYears,
} from '@earmark/shared';

export type PeriodChoice = 'all' | 'decade' | 'year' | 'range';

/** The list form's values. Years are strings as the selects hold them ('' for none). */
export type ListInfo = {
  name: string;
  description: string;
  isPersonal: 'yes' | 'no' | '';
  curator: string;
  ranked: boolean;
  tags: string[];
  period: PeriodChoice;
  decade: string;
  year: string;
  yearStart: string;
  yearEnd: string;
  url: string;
  image: string;
};

export const PERSONAL_YES = 'Yes: I created this list';
export const PERSONAL_NO = 'No: an organisation or individual created it';

export const TEMPLATES: Record<string, FavoriteListKind> = {
  'favorite-releases': 'favorite-releases',
  'favorite-songs': 'favorite-songs',
  'favorite-artists': 'favorite-artists',
};

export function emptyInfo(): ListInfo {
  return {
    name: '',
    description: '',
    isPersonal: 'yes',
    curator: '',
    ranked: true,
    tags: [],
    period: 'all',
    decade: '',
    year: '',
    yearStart: '',
    yearEnd: '',
    url: '',
    image: '',
  };
}

/** A favourites template: its name, its tag, personal and period all. */
export function templateInfo(kind: FavoriteListKind): ListInfo {
  return { ...emptyInfo(), name: FAVORITE_LIST_NAMES[kind], tags: [kind] };
}

export function favoriteKindOfInfo(info: ListInfo): FavoriteListKind | null {
  return favoriteKindOf(info.tags);
}

type StoredList = {
  name: string;
  description?: string | null;
  image?: string | null;
  url?: string | null;
  tags: readonly string[];
  yearStart?: number | null;
  yearEnd?: number | null;
  isPersonal: boolean;
  isRanked: boolean;
  createdBy: string;
};

/** The form's values for a saved list; the period follows from its years. */
export function infoFromList(list: StoredList): ListInfo {
  const start = list.yearStart ?? null;
  const end = list.yearEnd ?? null;
  const period = periodOfYears(start, end);
  const text = (year: number | null) => (year === null ? '' : String(year));
  return {
    ...emptyInfo(),
    name: list.name,
    description: list.description ?? '',
    image: list.image ?? '',
    url: list.url ?? '',
    tags: [...list.tags],
    isPersonal: list.isPersonal ? 'yes' : 'no',
    curator: list.isPersonal ? '' : list.createdBy,
    ranked: list.isRanked,
    period,
    decade: period === 'decade' ? text(start) : '',
    year: period === 'year' ? text(start) : '',
    yearStart: period === 'range' ? text(start) : '',
    yearEnd: period === 'range' ? text(end) : '',
  };
}

/** Choosing a period clears the years. */
export function choosePeriod(info: ListInfo, period: PeriodChoice): ListInfo {
  return { ...info, period, decade: '', year: '', yearStart: '', yearEnd: '' };
}

/** The years the form stands for, or the field and message that stop it. */
export function infoYears(
  info: ListInfo,
): { yearStart: number | null; yearEnd: number | null } | { field: keyof ListInfo; error: string } {
  const n = (value: string) => (value === '' ? null : Number(value));
  if (info.period === 'all') return { yearStart: null, yearEnd: null };
  if (info.period === 'decade') {
    const start = n(info.decade);
    return start === null
      ? { field: 'decade', error: 'Choose a decade' }
      : { yearStart: start, yearEnd: start + 9 };
  }
  if (info.period === 'year') {
    const year = n(info.year);
    return year === null ? { field: 'year', error: 'Choose a year' } : { yearStart: year, yearEnd: year };
  }
  const start = n(info.yearStart);
  const end = n(info.yearEnd);
  if (start === null && end === null) return { field: 'yearStart', error: 'Choose the first and last years' };
  if (start === null || end === null || start > end)
    return { field: start === null ? 'yearStart' : 'yearEnd', error: INVALID_YEAR_RANGE };
  return { yearStart: start, yearEnd: end };
}

/** The form's errors by field (empty when it can be saved). */
export function validateInfo(info: ListInfo): Partial<Record<keyof ListInfo, string>> {
  const errors: Partial<Record<keyof ListInfo, string>> = {};
  if (info.name.trim() === '') errors.name = 'Name is required';
  else if (info.name.trim().length > LIST_LIMITS.nameMax)
    errors.name = `At most ${LIST_LIMITS.nameMax} characters`;
  if (info.isPersonal === '') errors.isPersonal = 'Choose who created this list';
  if (info.isPersonal === 'no' && info.curator.trim() === '') errors.curator = 'Curator is required';
  if (info.description.length > LIST_LIMITS.descriptionMax)
    errors.description = `At most ${LIST_LIMITS.descriptionMax} characters`;
  for (const field of ['url', 'image'] as const) {
    const value = info[field].trim();
    if (value !== '' && !/^https?:\/\/\S+$/i.test(value))
      errors[field] = 'Enter an address starting with http:// or https://';
  }
  const years = infoYears(info);
  if ('field' in years) errors[years.field] = years.error;
  return errors;
}

/** The ListFieldsInput for createList (with tags) or updateList (tags left as they are). */
export function infoFields(info: ListInfo, withTags: boolean) {
  const years = infoYears(info);
  const optional = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    name: info.name.trim(),
    description: optional(info.description),
    image: optional(info.image),
    url: optional(info.url),
    isPersonal: info.isPersonal !== 'no',
    curator: info.isPersonal === 'no' ? optional(info.curator) : null,
    ranked: info.ranked,
    ...(withTags ? { tags: info.tags } : {}),
    ...('field' in years ? { yearStart: null, yearEnd: null } : years),
  };
}

/** 1890, 1900, … this decade; and every year from 1890 to this one, newest first. */
export function decadeOptions(): string[] {
  const out: string[] = [];
  for (let decade = LIMITS.firstYear; decade <= currentYear(); decade += 10) out.push(String(decade));
  return out.reverse();
}

export function yearOptions(): string[] {
  const out: string[] = [];
  for (let year = currentYear(); year >= LIMITS.firstYear; year--) out.push(String(year));
  return out;
}

export function isTemplate(value: string | undefined): value is FavoriteListKind {
  return value !== undefined && isFavoriteListKind(value);
}
