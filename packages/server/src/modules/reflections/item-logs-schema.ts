import { LIMITS } from '@earmark/shared';
import type { ItemRow } from '../../db/rows.ts';
import { builder, type Types } from '../../graphql/builder.ts';
import { LogConnectionRef } from '../../graphql/connections.ts';
import { readPaging } from '../../graphql/paging.ts';
import { LogRef, ReleaseRef, SongRef } from '../../graphql/refs.ts';
import { kindOf, viewerItemLogs } from '../catalog/index.ts';
import { itemLogs } from './queries.ts';

type FieldBuilder<P extends ItemRow> = PothosSchemaTypes.ObjectFieldBuilder<Types, P>;

/** The activity tab of a release or song page: every member's logs, and the signed-in member's. */
function itemLogFields<P extends ItemRow>(t: FieldBuilder<P>) {
  return {
    logs: t.field({
      type: LogConnectionRef,
      args: {
        offset: t.arg.int({ defaultValue: 0 }),
        limit: t.arg.int({ defaultValue: LIMITS.activityPageSize }),
      },
      resolve: (item, args, ctx) =>
        itemLogs(
          ctx.db,
          { type: kindOf(item), id: item.id },
          readPaging(args, LIMITS.activityPageSize),
          ctx.viewer?.id ?? null,
        ),
    }),
    currentUserLogs: t.field({ type: [LogRef], resolve: (item, _args, ctx) => viewerItemLogs(ctx, item) }),
  };
}

builder.objectFields(ReleaseRef, itemLogFields);
builder.objectFields(SongRef, itemLogFields);
