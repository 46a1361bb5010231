import { LIMITS } from '@earmark/shared';
import { builder } from '../../graphql/builder.ts';
import { ListConnectionRef } from '../../graphql/connections.ts';
import { ListSortByEnum } from '../../graphql/enums.ts';
import { parseId } from '../../graphql/ids.ts';
import { readPaging } from '../../graphql/paging.ts';
import { ListRef } from '../../graphql/refs.ts';
import { browseLists, chartsList, featuredLists } from './queries.ts';
import './item-lists-schema.ts';
import './list-item-schema.ts';
import './list-mutations.ts';
import './list-schema.ts';
import './user-lists-schema.ts';

const FEATURED_LISTS = 6;

builder.queryFields((t) => {
  /** The Official Lists and User Lists tabs: one page of lists, official or not. */
  const browseField = (official: boolean) =>
    t.field({
      type: ListConnectionRef,
      args: {
        sortBy: t.arg({ type: ListSortByEnum, defaultValue: 'YEAR_NEWEST' }),
        offset: t.arg.int({ defaultValue: 0 }),
        limit: t.arg.int({ defaultValue: LIMITS.listsPageSize }),
      },
      resolve: (_root, args, ctx) =>
        browseLists(
          ctx.readDb,
          official,
          args.sortBy ?? 'YEAR_NEWEST',
          ctx.viewer?.id ?? null,
          readPaging(args, LIMITS.listsPageSize),
        ),
    });

  return {
    list: t.field({
      type: ListRef,
      nullable: true,
      args: { id: t.arg.id({ required: true }) },
      resolve: (_root, args, ctx) => {
        const id = parseId(args.id);
        return id === null ? null : ctx.loaders.lists.list.load(id);
      },
    }),
    featuredLists: t.field({
      type: [ListRef],
      resolve: (_root, _args, ctx) => featuredLists(ctx.readDb, FEATURED_LISTS),
    }),
    chartsList: t.field({
      type: ListRef,
      nullable: true,
      resolve: (_root, _args, ctx) => chartsList(ctx.readDb),
    }),
    officialLists: browseField(true),
    userLists: browseField(false),
  };
});
