import { LIMITS, LIST_LIMITS } from '@earmark/shared';
import type { Context } from '../../context.ts';
import type { ListRow } from '../../db/rows.ts';
import { ListItemConnectionRef } from '../../graphql/connections.ts';
import { ListenFilterEnum, ListItemsSortByEnum, ListPeriodEnum } from '../../graphql/enums.ts';
import { readPaging } from '../../graphql/paging.ts';
import { ListRef, ListSectionRef, UserRef } from '../../graphql/refs.ts';
import { userLink } from '../accounts/index.ts';
import { releaseCover } from '../catalog/index.ts';
import { listDecades, listPeriod } from './period.ts';
import { listItemsPage } from './queries.ts';

const isEditable = (list: ListRow, ctx: Context) =>
  ctx.viewer !== null && (ctx.viewer.id === list.createdByUserId || (ctx.viewer.isAdmin && list.isOfficial));

const creatorOf = (list: ListRow, ctx: Context) =>
  list.createdByUserId === null
    ? Promise.resolve(null)
    : ctx.loaders.accounts.user.load(list.createdByUserId);

ListRef.implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    description: t.exposeString('description', { nullable: true }),
    image: t.exposeString('image', { nullable: true }),
    tags: t.exposeStringList('tags'),
    url: t.exposeString('url', { nullable: true }),
    link: t.string({ resolve: (list) => `/lists/${list.id}` }),
    yearStart: t.exposeInt('yearStart', { nullable: true }),
    yearEnd: t.exposeInt('yearEnd', { nullable: true }),
    period: t.field({ type: ListPeriodEnum, resolve: (list) => listPeriod(list.yearStart, list.yearEnd) }),
    decades: t.intList({ resolve: (list) => listDecades(list.yearStart, list.yearEnd) }),
    updatedAt: t.string({
      description:
        'ISO 8601: when the list or its items last changed. The editor sends it back with updateList (expectedUpdatedAt).',
      resolve: (list) => list.updatedAt.toISOString(),
    }),
    isPersonal: t.exposeBoolean('isPersonal'),
    isRanked: t.exposeBoolean('isRanked'),
    isOfficial: t.exposeBoolean('isOfficial'),
    isEditable: t.boolean({
      description: 'The signed-in member made the list, or is an admin and the list is official.',
      resolve: (list, _args, ctx) => isEditable(list, ctx),
    }),
    createdBy: t.string({
      description: 'The curator of a reproduced list, else the username of the member who made it.',
      resolve: async (list, _args, ctx) =>
        (!list.isPersonal && list.curator) || (await creatorOf(list, ctx))?.username || 'a deleted member',
    }),
    createdByUser: t.field({
      type: UserRef,
      nullable: true,
      resolve: (list, _args, ctx) => creatorOf(list, ctx),
    }),
    createdByLink: t.string({
      nullable: true,
      resolve: async (list, _args, ctx) => {
        if (!list.isPersonal) return list.url;
        const creator = await creatorOf(list, ctx);
        return creator ? userLink(creator.username) : null;
      },
    }),
    createdByUserLink: t.string({
      nullable: true,
      resolve: async (list, _args, ctx) => {
        const creator = await creatorOf(list, ctx);
        return creator ? userLink(creator.username) : null;
      },
    }),
    createdByAndCreatedByUserAreSame: t.boolean({
      resolve: async (list, _args, ctx) =>
        list.isPersonal ||
        (list.curator ?? '').toLowerCase() === ((await creatorOf(list, ctx))?.username ?? '').toLowerCase(),
    }),
    albumCovers: t.stringList({
      description:
        "Up to four cover addresses of the list's first releases and songs (a song shows its release's cover).",
      resolve: async (list, _args, ctx) =>
        (await ctx.loaders.lists.albumCovers.load(list.id)).map(
          (row) => row.image ?? releaseCover(row.releaseId),
        ),
    }),
    hasSong: t.boolean({ resolve: (list) => list.songCount > 0 }),
    releasesOnly: t.boolean({ resolve: (list) => list.itemsCount === list.releaseCount }),
    itemsCount: t.exposeInt('itemsCount'),
    releaseCount: t.exposeInt('releaseCount'),
    songCount: t.exposeInt('songCount'),
    numberOfLikes: t.exposeInt('numberOfLikes'),
    numberOfFollows: t.exposeInt('numberOfFollows'),
    currentUserLikes: t.boolean({
      resolve: async (list, _args, ctx) => (await ctx.loaders.lists.viewerLikes.load(list.id)) !== null,
    }),
    currentUserFollows: t.boolean({
      resolve: async (list, _args, ctx) => (await ctx.loaders.lists.viewerFollows.load(list.id)) !== null,
    }),
    currentUserCreated: t.boolean({
      resolve: (list, _args, ctx) => ctx.viewer !== null && ctx.viewer.id === list.createdByUserId,
    }),
    currentUserNumberOfChecks: t.int({
      resolve: async (list, _args, ctx) => (await ctx.loaders.lists.viewerChecks.load(list.id))?.checks ?? 0,
    }),
    sections: t.field({
      type: [ListSectionRef],
      resolve: (list, _args, ctx) => ctx.loaders.lists.sections.load(list.id),
    }),
    items: t.field({
      type: ListItemConnectionRef,
      args: {
        offset: t.arg.int({ defaultValue: 0 }),
        limit: t.arg.int({ defaultValue: 20 }),
        sortBy: t.arg({ type: ListItemsSortByEnum, defaultValue: 'POSITION' }),
        currentUserListenStatusFilter: t.arg({ type: ListenFilterEnum, defaultValue: 'ALL' }),
        all: t.arg.boolean({
          defaultValue: false,
          description: 'Every item at once (for the editor): only on a list the member can edit.',
        }),
      },
      resolve: (list, args, ctx) => {
        const everything = args.all === true && isEditable(list, ctx);
        return listItemsPage(
          ctx.db,
          list,
          {
            sortBy: args.sortBy ?? 'POSITION',
            filter: args.currentUserListenStatusFilter ?? 'ALL',
            viewerId: ctx.viewer?.id ?? null,
          },
          everything ? { offset: 0, limit: LIST_LIMITS.itemsMax } : readPaging(args, LIMITS.activityPageSize),
        );
      },
    }),
  }),
});
