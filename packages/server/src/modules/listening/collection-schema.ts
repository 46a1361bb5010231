import {
  LIMITS,
  LISTEN_DEPTHS,
  LISTEN_TO_STATUSES,
  type ListenDepth,
  type ListenToStatus,
  type ReleaseSortBy,
} from '@earmark/shared';
import type { Context } from '../../context.ts';
import type { ItemRow, UserRow } from '../../db/rows.ts';
import { badUserInput } from '../../errors.ts';
import { builder, type Types } from '../../graphql/builder.ts';
import { connectionType, edgeType } from '../../graphql/connection.ts';
import { ItemTypeEnum, ListenFilterEnum, ReleaseSortByEnum } from '../../graphql/enums.ts';
import { readPaging } from '../../graphql/paging.ts';
import { UserRef } from '../../graphql/refs.ts';
import { ItemUnion } from '../../graphql/unions.ts';
import { ITEM_KINDS, type ItemKind } from '../catalog/index.ts';
import { canSeeListening } from '../shared/index.ts';
import { type CollectionFilter, collectionPage, REACTION_FILTERS } from './collection-query.ts';

export const ListenDepthEnum = builder.enumType('ListenDepth', { values: LISTEN_DEPTHS });
export const ListenToStatusEnum = builder.enumType('ListenToStatus', { values: LISTEN_TO_STATUSES });
export const ReactionFilterEnum = builder.enumType('ReactionFilter', {
  values: REACTION_FILTERS,
  description: 'LISTENED matches listened items with no reaction.',
});

const CollectionFiltersInput = builder.inputType('CollectionFilters', {
  description:
    'Listened (listenDepth) or For Later (listenToStatus): set at most one; neither means listened.',
  fields: (t) => ({
    type: t.field({ type: ItemTypeEnum, defaultValue: 'RELEASE' }),
    listenDepth: t.field({ type: ListenDepthEnum }),
    listenToStatus: t.field({ type: ListenToStatusEnum }),
  }),
});

const CollectionConnectionRef = connectionType<ItemRow>(
  'CollectionConnection',
  edgeType<ItemRow>('CollectionEdge', ItemUnion),
);

type Filters = {
  type?: 'RELEASE' | 'SONG' | null;
  listenDepth?: ListenDepth | null;
  listenToStatus?: ListenToStatus | null;
};

function readStatus(filters: Filters | null | undefined): CollectionFilter['status'] {
  if (filters?.listenDepth && filters.listenToStatus) {
    throw badUserInput('filters', 'must set listenDepth or listenToStatus, not both');
  }
  if (filters?.listenToStatus) return { listenToStatus: filters.listenToStatus };
  return { listenDepth: filters?.listenDepth ?? 'LISTENED' };
}

async function hydrate(ctx: Context, type: ItemKind, ids: number[]): Promise<ItemRow[]> {
  const rows = await ITEM_KINDS[type].row(ctx.loaders.catalog).loadMany(ids);
  return rows.filter((row): row is ItemRow => row !== null && !(row instanceof Error));
}

type PagingArgs = { offset?: number | null; limit?: number | null };

/** A page of the owner's collection; empty for a private profile the viewer is not a friend of. */
async function resolveCollection(ctx: Context, owner: UserRow, args: PagingArgs, filter: CollectionFilter) {
  const paging = readPaging(args, LIMITS.collectionPageSize);
  if (!(await canSeeListening(ctx, owner))) return { nodes: [], totalCount: 0, offset: paging.offset };
  const page = await collectionPage(ctx.db, filter, paging);
  return {
    nodes: await hydrate(ctx, filter.type, page.ids),
    totalCount: page.totalCount,
    offset: paging.offset,
  };
}

type UserFieldBuilder = PothosSchemaTypes.ObjectFieldBuilder<Types, UserRow>;

/** UserLibrary's `listened` and `listenTo`: the collection's two defaults. */
function libraryFields(t: UserFieldBuilder) {
  const field = (status: CollectionFilter['status'], sort: ReleaseSortBy) =>
    t.field({
      type: CollectionConnectionRef,
      args: {
        type: t.arg({ type: ItemTypeEnum, defaultValue: 'RELEASE' }),
        sort: t.arg({ type: ReleaseSortByEnum, defaultValue: sort }),
        offset: t.arg.int({ defaultValue: 0 }),
        limit: t.arg.int({ defaultValue: LIMITS.collectionPageSize }),
      },
      resolve: (user, args, ctx) =>
        resolveCollection(ctx, user, args, {
          ownerId: user.id,
          viewerId: ctx.viewer?.id ?? null,
          type: args.type ?? 'RELEASE',
          status,
          reactions: [],
          includeFollowedLists: false,
          currentUserListenStatus: 'ALL',
          sort: args.sort ?? sort,
          randomSeed: 0,
        }),
    });
  return {
    listened: field({ listenDepth: 'LISTENED' }, 'DATE_NEWEST'),
    listenTo: field({ listenToStatus: 'ALL' }, 'DATE_NEWEST'),
  };
}

builder.objectFields(UserRef, (t) => ({
  collection: t.field({
    type: CollectionConnectionRef,
    description:
      'The member’s listened items or For Later queue, filtered and sorted as the collection page offers.',
    args: {
      filters: t.arg({ type: CollectionFiltersInput }),
      reactions: t.arg({
        type: [ReactionFilterEnum],
        defaultValue: [],
        description: 'Only with listenDepth.',
      }),
      includeFollowedLists: t.arg.boolean({ defaultValue: false, description: 'First listens only.' }),
      currentUserListenStatus: t.arg({ type: ListenFilterEnum, defaultValue: 'ALL' }),
      sort: t.arg({ type: ReleaseSortByEnum, defaultValue: 'YEAR_NEWEST' }),
      randomSeed: t.arg.int({ defaultValue: 0, description: 'Keeps a RANDOM order stable across pages.' }),
      offset: t.arg.int({ defaultValue: 0 }),
      limit: t.arg.int({ defaultValue: LIMITS.collectionPageSize }),
    },
    resolve: (user, args, ctx) => {
      const status = readStatus(args.filters);
      return resolveCollection(ctx, user, args, {
        ownerId: user.id,
        viewerId: ctx.viewer?.id ?? null,
        type: args.filters?.type ?? 'RELEASE',
        status,
        reactions: 'listenDepth' in status ? (args.reactions ?? []) : [],
        includeFollowedLists: args.includeFollowedLists ?? false,
        currentUserListenStatus: args.currentUserListenStatus ?? 'ALL',
        sort: args.sort ?? 'YEAR_NEWEST',
        randomSeed: args.randomSeed ?? 0,
      });
    },
  }),
  ...libraryFields(t),
}));
