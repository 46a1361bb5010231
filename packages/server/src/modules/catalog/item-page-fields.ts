import { LIMITS } from '@earmark/shared';
import type { Types } from '../../graphql/builder.ts';
import { ListConnectionRef, LogConnectionRef } from '../../graphql/connections.ts';
import type { ItemRef } from '../../graphql/item-ref.ts';
import { readPaging } from '../../graphql/paging.ts';
import { LogRef } from '../../graphql/refs.ts';
import { type ItemRow, isReleaseRow } from '../../graphql/rows.ts';
import { listsContaining } from '../lists/queries.ts';
import { itemLogs } from '../reflections/queries.ts';
import { viewerItemLogs } from './item-state.ts';

type FieldBuilder<P extends ItemRow> = PothosSchemaTypes.ObjectFieldBuilder<Types, P>;

export function itemRefOf(item: ItemRow): ItemRef {
  return { type: isReleaseRow(item) ? 'RELEASE' : 'SONG', id: item.id };
}

function listsField<P extends ItemRow>(t: FieldBuilder<P>, personal: boolean | null) {
  return t.field({
    type: ListConnectionRef,
    args: {
      offset: t.arg.int({ defaultValue: 0 }),
      limit: t.arg.int({ defaultValue: LIMITS.listsPageSize }),
    },
    resolve: (item, args, ctx) =>
      listsContaining(ctx.db, itemRefOf(item), personal, readPaging(args, LIMITS.listsPageSize)),
  });
}

/** The activity and lists tabs of a release or song page. */
export function itemPageFields<P extends ItemRow>(t: FieldBuilder<P>) {
  return {
    logs: t.field({
      type: LogConnectionRef,
      args: {
        offset: t.arg.int({ defaultValue: 0 }),
        limit: t.arg.int({ defaultValue: LIMITS.activityPageSize }),
      },
      resolve: (item, args, ctx) =>
        itemLogs(ctx.db, itemRefOf(item), readPaging(args, LIMITS.activityPageSize)),
    }),
    currentUserLogs: t.field({ type: [LogRef], resolve: (item, _args, ctx) => viewerItemLogs(ctx, item) }),
    lists: listsField(t, null),
    curatorLists: listsField(t, false),
    userLists: listsField(t, true),
  };
}
