import type { Context } from '../../context.ts';
import { type ItemRow, isReleaseRow, type LogRow } from '../../db/rows.ts';
import { memberItemKey } from '../../graphql/item-ref.ts';

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
  if (isReleaseRow(item)) return ctx.loaders.catalog.viewerRelease.load(item.id);
  const state = await ctx.loaders.catalog.viewerSong.load(item.id);
  return state && { ...state, purpleCheck: false };
}

export async function viewerItemLogs(ctx: Context, item: ItemRow): Promise<LogRow[]> {
  if (!ctx.viewer) return [];
  const type = isReleaseRow(item) ? 'RELEASE' : 'SONG';
  return ctx.loaders.reflections.memberItemLogs.load(memberItemKey(ctx.viewer.id, type, item.id));
}
