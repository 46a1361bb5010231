import { LIMITS } from '@earmark/shared';
import { builder } from '../../graphql/builder.ts';
import { ActivityConnectionRef } from '../../graphql/connections.ts';
import { readPaging } from '../../graphql/paging.ts';
import { ActivityRef, UserRef } from '../../graphql/refs.ts';
import { cursorOf, friendsActivity, parseCursor } from './feed-queries.ts';
import { requireSelf } from './recommendation-schema.ts';

builder.objectFields(ActivityRef, (t) => ({
  cursor: t.string({
    description: "Where the next page of a feed starts (friendsActivity's `before`).",
    resolve: (activity) => cursorOf(activity),
  }),
}));

builder.objectFields(UserRef, (t) => ({
  friendsActivity: t.field({
    type: ActivityConnectionRef,
    description:
      'The latest checks of the members this member follows, newest first (the member only). ' +
      'With `before` (the last activity’s cursor) the page starts after it, and `offset` only counts the activities the client already holds.',
    args: {
      offset: t.arg.int({ defaultValue: 0 }),
      limit: t.arg.int({ defaultValue: LIMITS.activityPageSize }),
      before: t.arg.string(),
    },
    resolve: (user, args, ctx) =>
      friendsActivity(
        ctx.db,
        requireSelf(ctx, user, 'friends activity'),
        readPaging(args, LIMITS.activityPageSize),
        args.before ? parseCursor(args.before) : null,
      ),
  }),
}));
