import { LIMITS } from '@earmark/shared';
import type { ItemRow } from '../../db/rows.ts';
import { builder, type Types } from '../../graphql/builder.ts';
import { ListConnectionRef } from '../../graphql/connections.ts';
import { itemRefOf } from '../../graphql/item-ref.ts';
import { readPaging } from '../../graphql/paging.ts';
import { ReleaseRef, SongRef } from '../../graphql/refs.ts';
import { listsContaining } from './queries.ts';

type FieldBuilder<P extends ItemRow> = PothosSchemaTypes.ObjectFieldBuilder<Types, P>;

/** The lists an item is on, all of them, or only curator (not personal) or personal ones. */
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

/** The lists tab of a release or song page, and the signed-in member's lists the item is on. */
function itemListsFields<P extends ItemRow>(t: FieldBuilder<P>) {
  return {
    lists: listsField(t, null),
    curatorLists: listsField(t, false),
    userLists: listsField(t, true),
    currentUserListIds: t.idList({
      description:
        "The signed-in member's own lists this item is on (the Add to lists dialog marks them); none for a visitor.",
      resolve: async (item, _args, ctx) => {
        const { type, id } = itemRefOf(item);
        const loader =
          type === 'SONG' ? ctx.loaders.lists.viewerListsOfSong : ctx.loaders.lists.viewerListsOfRelease;
        return (await loader.load(id)).map((row) => row.listId);
      },
    }),
  };
}

builder.objectFields(ReleaseRef, itemListsFields);
builder.objectFields(SongRef, itemListsFields);
