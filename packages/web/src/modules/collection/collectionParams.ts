import {
  COLLECTION_LISTEN_STATUSES,
  type CollectionListenStatus,
  isListenedStatus,
  type ListenFilter,
  type ReleaseSortBy,
} from '@earmark/shared';
import type { ReactionFilter } from '../../graphql/generated/graphql';

/** The collection's query string: validated, defaults omitted. */
export const COLLECTION_TYPES = ['releases', 'songs'] as const;
export const COLLECTION_SORTS = [
  'year-newest',
  'year-oldest',
  'artist-name-asc',
  'artist-name-desc',
  'title-asc',
  'title-desc',
  'date-newest',
  'date-oldest',
  'rating-highest',
  'rating-lowest',
  'random',
] as const;
export const COLLECTION_REACTIONS = ['favorited', 'loved', 'liked'] as const;
export const LISTEN_STATUS_FILTERS = ['all', 'listened', 'unlistened'] as const;

export type CollectionParams = {
  type: (typeof COLLECTION_TYPES)[number];
  itemsListenStatus: CollectionListenStatus;
  itemsSortBy: (typeof COLLECTION_SORTS)[number];
  currentUserListenStatus: (typeof LISTEN_STATUS_FILTERS)[number];
  includeFollowedLists: boolean;
  reactions: (typeof COLLECTION_REACTIONS)[number][];
  page: number;
};

export const DEFAULT_COLLECTION_PARAMS: CollectionParams = {
  type: 'releases',
  itemsListenStatus: 'listened',
  itemsSortBy: 'year-newest',
  currentUserListenStatus: 'all',
  includeFollowedLists: false,
  reactions: [],
  page: 1,
};

function oneOf<T extends string>(options: readonly T[], value: string | null, fallback: T): T {
  return value !== null && (options as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** The For Later page's defaults (/users/{username}/listen-to): the for-later status unless the URL says otherwise. */
export const FOR_LATER_COLLECTION_PARAMS: CollectionParams = {
  ...DEFAULT_COLLECTION_PARAMS,
  itemsListenStatus: 'for-later',
};

/** Reads the URL: every value is checked against its options and falls back to the default. */
export function readCollectionParams(
  search: URLSearchParams,
  d: CollectionParams = DEFAULT_COLLECTION_PARAMS,
): CollectionParams {
  const status = oneOf(COLLECTION_LISTEN_STATUSES, search.get('itemsListenStatus'), d.itemsListenStatus);
  const page = Number(search.get('page'));
  const reactions = (search.get('reactions') ?? '')
    .split(',')
    .filter((r): r is CollectionParams['reactions'][number] =>
      (COLLECTION_REACTIONS as readonly string[]).includes(r),
    );
  return {
    type: oneOf(COLLECTION_TYPES, search.get('type'), d.type),
    itemsListenStatus: status,
    itemsSortBy: oneOf(COLLECTION_SORTS, search.get('itemsSortBy'), d.itemsSortBy),
    currentUserListenStatus: oneOf(
      LISTEN_STATUS_FILTERS,
      search.get('currentUserListenStatus'),
      d.currentUserListenStatus,
    ),
    // Followed lists only feed first listens; reactions only filter the listened variants.
    includeFollowedLists:
      !isListenedStatus(status) && status !== 'listen-again' && search.get('includeFollowedLists') === 'true',
    reactions: isListenedStatus(status) ? [...new Set(reactions)] : [],
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** Writes the URL with defaults left out; any change but the page itself resets the page to 1. */
export function writeCollectionParams(
  current: CollectionParams,
  change: Partial<CollectionParams>,
  d: CollectionParams = DEFAULT_COLLECTION_PARAMS,
): URLSearchParams {
  const next = { ...current, ...change };
  if (!('page' in change)) next.page = 1;
  const search = new URLSearchParams();
  if (next.type !== d.type) search.set('type', next.type);
  if (next.itemsListenStatus !== d.itemsListenStatus) search.set('itemsListenStatus', next.itemsListenStatus);
  if (next.itemsSortBy !== d.itemsSortBy) search.set('itemsSortBy', next.itemsSortBy);
  if (next.currentUserListenStatus !== d.currentUserListenStatus) {
    search.set('currentUserListenStatus', next.currentUserListenStatus);
  }
  if (next.includeFollowedLists && !isListenedStatus(next.itemsListenStatus))
    search.set('includeFollowedLists', 'true');
  if (next.reactions.length > 0 && isListenedStatus(next.itemsListenStatus)) {
    search.set('reactions', next.reactions.join(','));
  }
  if (next.page !== 1) search.set('page', String(next.page));
  return search;
}

const STATUS_FILTERS: Record<CollectionListenStatus, Record<string, string>> = {
  listened: { listenDepth: 'LISTENED' },
  'standard-listened': { listenDepth: 'STANDARD_LISTENED' },
  'deep-listened': { listenDepth: 'DEEP_LISTENED' },
  'for-later': { listenToStatus: 'ALL' },
  'first-listen': { listenToStatus: 'UNLISTENED' },
  'listen-again': { listenToStatus: 'RELISTEN' },
};

/** The UserLibrary variables for a page of the collection. */
export function collectionVariables(params: CollectionParams, pageSize: number) {
  return {
    filters: {
      type: params.type === 'songs' ? 'SONG' : 'RELEASE',
      ...STATUS_FILTERS[params.itemsListenStatus],
    },
    reactions: params.reactions.map((r) => r.toUpperCase() as ReactionFilter),
    includeFollowedLists: params.includeFollowedLists,
    currentUserListenStatus: params.currentUserListenStatus.toUpperCase() as ListenFilter,
    sort: params.itemsSortBy.toUpperCase().replaceAll('-', '_') as ReleaseSortBy,
    offset: (params.page - 1) * pageSize,
    limit: pageSize,
  } as const;
}
