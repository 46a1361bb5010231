import type { ItemRow } from '../../db/rows.ts';
import type { Types } from '../../graphql/builder.ts';
import { type ItemState, viewerItemLogs, viewerItemState } from './item-state.ts';

type FieldBuilder<P extends ItemRow> = PothosSchemaTypes.ObjectFieldBuilder<Types, P>;

function flag<P extends ItemRow>(t: FieldBuilder<P>, read: (state: ItemState) => boolean) {
  return t.boolean({
    resolve: async (item, _args, ctx) => {
      const state = await viewerItemState(ctx, item);
      return state ? read(state) : false;
    },
  });
}

/** The current-member flags shared by Release and Song (false / null for a guest). */
export function itemFlagFields<P extends ItemRow>(t: FieldBuilder<P>) {
  return {
    currentUserHasChecked: flag(t, (s) => s.checkedAt !== null),
    currentUserDeepListened: flag(t, (s) => s.deepListened),
    currentUserHasAddedToListenTo: flag(t, (s) => s.listenTo !== null),
    currentUserHasFavorited: flag(t, (s) => s.reaction === 'FAVORITED'),
    currentUserHasLiked: flag(t, (s) => s.reaction === 'LIKED'),
    currentUserHasLoved: flag(t, (s) => s.reaction === 'LOVED'),
    currentUserHasLogged: t.boolean({
      resolve: async (item, _args, ctx) => (await viewerItemLogs(ctx, item)).length > 0,
    }),
    currentUserRating: t.float({
      nullable: true,
      resolve: async (item, _args, ctx) => (await viewerItemState(ctx, item))?.rating ?? null,
    }),
  };
}
