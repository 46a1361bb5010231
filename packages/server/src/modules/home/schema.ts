import { LIMITS } from '@earmark/shared';
import { builder } from '../../graphql/builder.ts';
import { ActivityConnectionRef, ReleaseConnectionRef } from '../../graphql/connections.ts';
import { readPaging } from '../../graphql/paging.ts';
import { newestReleases } from '../catalog/index.ts';
import { communityActivity } from '../social/index.ts';

/** The home and landing pages' feeds (featured lists and recent reviews live with their domains). */
builder.queryFields((t) => ({
  newestReleases: t.field({
    type: ReleaseConnectionRef,
    description: 'Albums by release date, newest first.',
    args: {
      offset: t.arg.int({ defaultValue: 0 }),
      limit: t.arg.int({ defaultValue: LIMITS.activityPageSize }),
    },
    resolve: (_root, args, ctx) => newestReleases(ctx.readDb, readPaging(args, LIMITS.activityPageSize)),
  }),
  communityActivity: t.field({
    type: ActivityConnectionRef,
    description: "Every member's latest checks of releases and songs, newest first.",
    args: {
      offset: t.arg.int({ defaultValue: 0 }),
      limit: t.arg.int({ defaultValue: LIMITS.activityPageSize }),
    },
    resolve: (_root, args, ctx) =>
      communityActivity(ctx.readDb, readPaging(args, LIMITS.activityPageSize), ctx.viewer?.id ?? null),
  }),
}));
