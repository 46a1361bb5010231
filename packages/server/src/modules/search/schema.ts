import { LIMITS, SEARCH_TYPES, type SearchType } from '@earmark/shared';
import type { Context } from '../../context.ts';
import { badUserInput } from '../../errors.ts';
import { builder } from '../../graphql/builder.ts';
import {
  ArtistConnectionRef,
  ListConnectionRef,
  ReleaseConnectionRef,
  SongConnectionRef,
  UserConnectionRef,
} from '../../graphql/connections.ts';
import { emptyPage, type Page } from '../../graphql/paging.ts';
import { ArtistRef, ListRef, ReleaseRef, SongRef, UserRef } from '../../graphql/refs.ts';
import { type PreparedQuery, prepareQuery } from './prepare.ts';
import { type CandidateCount, countCandidates } from './rank.ts';
import { type SearchRows, searchPage } from './search.ts';
import { SEARCH_TARGETS } from './targets.ts';
import './musicbrainz-search-schema.ts';

export const SearchTypeEnum = builder.enumType('SearchType', { values: SEARCH_TYPES });

/** One search request; each result field runs its own ranking only when it is asked for. */
type SearchRequest = {
  prepared: () => Promise<PreparedQuery>;
  types: ReadonlySet<SearchType>;
  offsets: Partial<Record<SearchType, number>>;
  limit: (type: SearchType) => number;
};

function request(ctx: Context, query: string, types: readonly SearchType[] | null | undefined) {
  let prepared: Promise<PreparedQuery> | undefined;
  return {
    prepared: () => {
      prepared ??= prepareQuery(ctx.readDb, query);
      return prepared;
    },
    types: new Set(types ?? []),
  };
}

async function pageOf<K extends SearchType>(
  ctx: Context,
  req: SearchRequest,
  type: K,
): Promise<Page<SearchRows[K]>> {
  const offset = req.offsets[type] ?? 0;
  if (!req.types.has(type)) return emptyPage(offset);
  return searchPage(ctx, type, await req.prepared(), { offset, limit: req.limit(type) });
}

const SearchCountRef = builder.objectRef<CandidateCount>('SearchCount').implement({
  description: 'How many results one kind has for the query.',
  fields: (t) => ({
    count: t.exposeInt('count'),
    capped: t.exposeBoolean('capped', {
      description: 'More match than were counted (a candidate source stopped at its cap): show "count+".',
    }),
  }),
});

const countOf = async (ctx: Context, req: SearchRequest, type: SearchType) =>
  countCandidates(ctx.readDb, SEARCH_TARGETS[type], await req.prepared());

const SearchCountsRef = builder.objectRef<SearchRequest>('SearchCounts').implement({
  description: "Each kind's result count for the query, whatever `types` asks for (the search page's tabs).",
  fields: (t) => ({
    releases: t.field({ type: SearchCountRef, resolve: (req, _a, ctx) => countOf(ctx, req, 'RELEASE') }),
    songs: t.field({ type: SearchCountRef, resolve: (req, _a, ctx) => countOf(ctx, req, 'SONG') }),
    artists: t.field({ type: SearchCountRef, resolve: (req, _a, ctx) => countOf(ctx, req, 'ARTIST') }),
    lists: t.field({ type: SearchCountRef, resolve: (req, _a, ctx) => countOf(ctx, req, 'LIST') }),
    users: t.field({ type: SearchCountRef, resolve: (req, _a, ctx) => countOf(ctx, req, 'USER') }),
  }),
});

const SearchResultsRef = builder.objectRef<SearchRequest>('SearchResults').implement({
  description: 'Search page results by kind; a kind not in `types` is empty.',
  fields: (t) => ({
    counts: t.field({ type: SearchCountsRef, resolve: (req) => req }),
    releases: t.field({ type: ReleaseConnectionRef, resolve: (req, _a, ctx) => pageOf(ctx, req, 'RELEASE') }),
    songs: t.field({ type: SongConnectionRef, resolve: (req, _a, ctx) => pageOf(ctx, req, 'SONG') }),
    artists: t.field({ type: ArtistConnectionRef, resolve: (req, _a, ctx) => pageOf(ctx, req, 'ARTIST') }),
    lists: t.field({ type: ListConnectionRef, resolve: (req, _a, ctx) => pageOf(ctx, req, 'LIST') }),
    users: t.field({ type: UserConnectionRef, resolve: (req, _a, ctx) => pageOf(ctx, req, 'USER') }),
  }),
});

const nodesOf = async <K extends SearchType>(ctx: Context, req: SearchRequest, type: K) =>
  (await pageOf(ctx, req, type)).nodes;

const SearchSuggestionsRef = builder.objectRef<SearchRequest>('SearchSuggestions').implement({
  description: 'Quick-search hits by kind; a kind not in `types` is empty.',
  fields: (t) => ({
    releases: t.field({ type: [ReleaseRef], resolve: (req, _a, ctx) => nodesOf(ctx, req, 'RELEASE') }),
    songs: t.field({ type: [SongRef], resolve: (req, _a, ctx) => nodesOf(ctx, req, 'SONG') }),
    artists: t.field({ type: [ArtistRef], resolve: (req, _a, ctx) => nodesOf(ctx, req, 'ARTIST') }),
    lists: t.field({ type: [ListRef], resolve: (req, _a, ctx) => nodesOf(ctx, req, 'LIST') }),
    users: t.field({ type: [UserRef], resolve: (req, _a, ctx) => nodesOf(ctx, req, 'USER') }),
  }),
});

const QUICK_SIZES: Record<SearchType, number> = {
  RELEASE: LIMITS.quickSearch.releases,
  SONG: LIMITS.quickSearch.songs,
  ARTIST: LIMITS.quickSearch.artists,
  LIST: LIMITS.quickSearch.lists,
  USER: LIMITS.quickSearch.users,
};

function offsetArg(field: string, value: number | null | undefined): number {
  const offset = value ?? 0;
  if (offset < 0) throw badUserInput(field, 'must be zero or more');
  return offset;
}

builder.queryFields((t) => ({
  search: t.field({
    type: SearchResultsRef,
    description: `Full search over releases, songs, artists, lists and members. A query longer than ${LIMITS.searchQueryMaxLength} characters is cut. Offsets count results already shown; pages hold ${LIMITS.searchPageSize}. pageInfo.totalCount counts the ranked candidates (capped), not every match.`,
    args: {
      query: t.arg.string({ required: true }),
      types: t.arg({ type: [SearchTypeEnum], defaultValue: [...SEARCH_TYPES] }),
      releaseOffsetIndex: t.arg.int({ defaultValue: 0 }),
      songOffsetIndex: t.arg.int({ defaultValue: 0 }),
      artistOffsetIndex: t.arg.int({ defaultValue: 0 }),
      listOffsetIndex: t.arg.int({ defaultValue: 0 }),
      userOffsetIndex: t.arg.int({ defaultValue: 0 }),
    },
    resolve: (_root, args, ctx): SearchRequest => ({
      ...request(ctx, args.query, args.types),
      offsets: {
        RELEASE: offsetArg('releaseOffsetIndex', args.releaseOffsetIndex),
        SONG: offsetArg('songOffsetIndex', args.songOffsetIndex),
        ARTIST: offsetArg('artistOffsetIndex', args.artistOffsetIndex),
        LIST: offsetArg('listOffsetIndex', args.listOffsetIndex),
        USER: offsetArg('userOffsetIndex', args.userOffsetIndex),
      },
      limit: () => LIMITS.searchPageSize,
    }),
  }),
  searchSuggestions: t.field({
    type: SearchSuggestionsRef,
    description:
      'Quick search: 10 releases, songs, artists and members and 5 lists by default; `limit` sets every kind (1 to 100).',
    args: {
      query: t.arg.string({ required: true }),
      types: t.arg({ type: [SearchTypeEnum], defaultValue: ['RELEASE'] }),
      limit: t.arg.int(),
    },
    resolve: (_root, args, ctx): SearchRequest => {
      const limit = args.limit;
      return {
        ...request(ctx, args.query, args.types),
        offsets: {},
        limit: (type) =>
          limit === null || limit === undefined
            ? QUICK_SIZES[type]
            : Math.min(Math.max(limit, 1), LIMITS.maxPageSize),
      };
    },
  }),
}));
