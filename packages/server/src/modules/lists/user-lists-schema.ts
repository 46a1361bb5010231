import { LIMITS, LIST_FILTERS, LIST_INTERACTION_STATUSES } from '@earmark/shared';
import { builder } from '../../graphql/builder.ts';
import { ListConnectionRef, UserConnectionRef } from '../../graphql/connections.ts';
import { ListSortByEnum, SourceTypeEnum } from '../../graphql/enums.ts';
import { readPaging } from '../../graphql/paging.ts';
import { ListRef, UserRef } from '../../graphql/refs.ts';
import { listUsers, userLists } from './queries.ts';

export const ListFilterByEnum = builder.enumType('ListFilterBy', { values: LIST_FILTERS });
export const ListInteractionStatusEnum = builder.enumType('ListInteractionStatus', {
  values: LIST_INTERACTION_STATUSES,
});

builder.objectFields(UserRef, (t) => ({
  lists: t.field({
    type: ListConnectionRef,
    description: 'Lists the member made (all, PERSONAL or CURATOR), or FOLLOWING or LIKED.',
    args: {
      listFilterBy: t.arg({ type: ListFilterByEnum }),
      sortBy: t.arg({ type: ListSortByEnum, defaultValue: 'YEAR_NEWEST' }),
      filterItems: t.arg({
        type: SourceTypeEnum,
        description:
          'Only lists that can hold this kind of item (favourites lists of another kind are left out).',
      }),
      offset: t.arg.int({ defaultValue: 0 }),
      limit: t.arg.int({ defaultValue: LIMITS.listsPageSize }),
    },
    resolve: (user, args, ctx) =>
      userLists(
        ctx.db,
        user.id,
        {
          filter: args.listFilterBy ?? null,
          sortBy: args.sortBy ?? 'YEAR_NEWEST',
          itemType: args.filterItems ?? null,
          viewerId: ctx.viewer?.id ?? null,
        },
        readPaging(args, LIMITS.listsPageSize),
      ),
  }),
}));

builder.objectFields(ListRef, (t) => ({
  users: t.field({
    type: UserConnectionRef,
    description: 'Members who liked or follow the list, most recent first.',
    args: {
      status: t.arg({ type: ListInteractionStatusEnum, required: true }),
      offset: t.arg.int({ defaultValue: 0 }),
      limit: t.arg.int({ defaultValue: LIMITS.activityPageSize }),
    },
    resolve: (list, args, ctx) =>
      listUsers(ctx.db, list.id, args.status, readPaging(args, LIMITS.activityPageSize)),
  }),
}));
