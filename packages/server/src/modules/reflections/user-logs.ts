import { LIMITS, LOG_SORTS, LOG_VIEWS } from '@earmark/shared';
import { builder } from '../../graphql/builder.ts';
import { LogConnectionRef } from '../../graphql/connections.ts';
import { ItemTypeEnum, ListenFilterEnum } from '../../graphql/enums.ts';
import { readPaging } from '../../graphql/paging.ts';
import { UserRef } from '../../graphql/refs.ts';
import { canSeeListening } from '../shared/index.ts';
import { diaryPage } from './diary-query.ts';

export const LogViewEnum = builder.enumType('LogView', { values: LOG_VIEWS });
export const LogSortByEnum = builder.enumType('LogSortBy', { values: LOG_SORTS });

/** A member's diary (dated logs) or writings (logs with a review or gratitude), 20 a page. */
builder.objectFields(UserRef, (t) => ({
  logs: t.field({
    type: LogConnectionRef,
    args: {
      type: t.arg({ type: LogViewEnum, defaultValue: 'DIARY' }),
      itemTypes: t.arg({ type: [ItemTypeEnum] }),
      sortBy: t.arg({ type: LogSortByEnum, defaultValue: 'DATE_NEWEST' }),
      currentUserListenStatusFilter: t.arg({ type: ListenFilterEnum, defaultValue: 'ALL' }),
      offset: t.arg.int({ defaultValue: 0 }),
      limit: t.arg.int({ defaultValue: LIMITS.activityPageSize }),
    },
    resolve: async (user, args, ctx) => {
      // A member who blocked the viewer keeps their diary from them.
      if ((await ctx.loaders.social.blockedViewer.load(user.id)) !== null)
        return { nodes: [], totalCount: 0, offset: 0 };
      // A private profile keeps its diary and writings to the member and their friends.
      if (!(await canSeeListening(ctx, user))) return { nodes: [], totalCount: 0, offset: 0 };
      return diaryPage(
        ctx.db,
        {
          ownerId: user.id,
          viewerId: ctx.viewer?.id ?? null,
          view: args.type ?? 'DIARY',
          itemTypes: [...new Set(args.itemTypes ?? [])],
          sortBy: args.sortBy ?? 'DATE_NEWEST',
          listenStatus: args.currentUserListenStatusFilter ?? 'ALL',
        },
        readPaging(args, LIMITS.activityPageSize),
      );
    },
  }),
}));
