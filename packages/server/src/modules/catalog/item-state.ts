import type { Context } from '../../context.ts';
import type { ItemRow, LogRow } from '../../db/rows.ts';
import { memberItemKey } from '../../graphql/item-ref.ts';
import { ITEM_KINDS, kindOf } from './item-kinds.ts';

/** The signed-in member's state for one release or song (null for a guest or an untouched item). */
export type ItemState = {
  checkedAt: Date | null;
  deepListened: boolean;
  purpleCheck: boolean;
  rating: number | null;
  reaction: 'LIKED' | 'LOVED' | 'FAVORITED' | null;
  listenTo: string | null;
};

export async function viewerItemState(ctx: Context, item: ItemRow): Promise<ItemState | null> {
  return ITEM_KINDS[kindOf(item)].viewerState(ctx.loaders.catalog, item.id);
}

export async function viewerItemLogs(ctx: Context, item: ItemRow): Promise<LogRow[]> {
  if (!ctx.viewer) return [];
  return ctx.loaders.reflections.memberItemLogs.load(memberItemKey(ctx.viewer.id, kindOf(item), item.id));
}
