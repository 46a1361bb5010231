import { ITEM_COLUMN_LOG_SORTS, type ListenFilter, LOG_SORTS, type LogSortBy } from '@earmark/shared';

export const DIARY_VIEWS = ['feed', 'table', 'writings'] as const;
export type DiaryView = (typeof DIARY_VIEWS)[number];
export const DIARY_TYPES = ['all', 'releases', 'songs'] as const;
export type DiaryType = (typeof DIARY_TYPES)[number];
const STATUSES = ['ALL', 'LISTENED', 'UNLISTENED'] as const;

export type DiaryParams = {
  view: DiaryView;
  type: DiaryType;
  sort: LogSortBy;
  page: number;
  status: ListenFilter;
};

function oneOf<T extends string>(values: readonly T[], value: string | null, fallback: T): T {
  return values.find((known) => known === value) ?? fallback;
}

/** The diary's view, type, sort, page and listen filter, read from the URL (defaults when absent or wrong). */
export function readDiaryParams(search: URLSearchParams): DiaryParams {
  const type = oneOf(DIARY_TYPES, search.get('type'), 'all');
  let sort = oneOf(LOG_SORTS, search.get('sort'), 'DATE_NEWEST');
  // Artist, title and year read the item's columns: only with one type.
  if (type === 'all' && ITEM_COLUMN_LOG_SORTS.includes(sort)) sort = 'DATE_NEWEST';
  const page = Number.parseInt(search.get('page') ?? '1', 10);
  return {
    view: oneOf(DIARY_VIEWS, search.get('view'), 'feed'),
    type,
    sort,
    page: Number.isFinite(page) && page > 0 ? page : 1,
    status: oneOf(STATUSES, search.get('status'), 'ALL'),
  };
}

/** The URL search for `next` (defaults left out), starting over at page 1 unless the page changed. */
export function writeDiaryParams(current: DiaryParams, change: Partial<DiaryParams>): URLSearchParams {
  const next = { ...current, ...change };
  if (!('page' in change)) next.page = 1;
  if (next.type === 'all' && ITEM_COLUMN_LOG_SORTS.includes(next.sort)) next.sort = 'DATE_NEWEST';
  const search = new URLSearchParams();
  if (next.view !== 'feed') search.set('view', next.view);
  if (next.type !== 'all') search.set('type', next.type);
  if (next.sort !== 'DATE_NEWEST') search.set('sort', next.sort);
  if (next.status !== 'ALL') search.set('status', next.status);
  if (next.page !== 1) search.set('page', String(next.page));
  return search;
}

/** The item types the API filters on for a diary type. */
export function itemTypesOf(type: DiaryType): Array<'RELEASE' | 'SONG'> | undefined {
  if (type === 'releases') return ['RELEASE'];
  if (type === 'songs') return ['SONG'];
  return undefined;
}

/** "October 2025" for a diary date (YYYY-MM-DD), the feed's month headings. */
export function monthOf(rawDate: string | null | undefined): string {
  if (!rawDate) return 'Undated';
  const day = new Date(`${rawDate.slice(0, 7)}-01T00:00:00Z`);
  return new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(day);
}
