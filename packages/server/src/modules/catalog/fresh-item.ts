import type { Context } from '../../context.ts';
import type { ItemStateRow } from '../../db/rows.ts';
import { ITEM_KINDS, type ItemKey, type ItemKind, loadItem, notFound, type RowOf } from './item-kinds.ts';

/**
 * The item after a write, as a mutation answers it: this request's cached row and the member's
 * state are dropped (and the process's guest copy), so flags and counts are fresh. With what the
 * write stored, the member's state is primed from it instead of read again. Every resolver that
 * answers an item it has just changed goes through here.
 */
export function freshItem<K extends ItemKind>(
  ctx: Context,
  item: ItemKey<K>,
  written?: { stored: ItemStateRow | null },
): Promise<RowOf<K>> {
  forgetItem(ctx, item, written);
  return loadItem(ctx, item);
}

/**
 * Drops what this request (and, for guests, the process) read of an item after a write, so whatever
 * reads it next (a log's item, say) shows the write's effects; `written` primes the member's state.
 */
export function forgetItem(ctx: Context, item: ItemKey, written?: { stored: ItemStateRow | null }): void {
  const kind = ITEM_KINDS[item.type];
  const { catalog } = ctx.loaders;
  const userId = ctx.viewer?.id;
  kind.forgetShared(ctx.db, item.id);
  kind.row(catalog).clear(item.id);
  kind.forgetState(
    catalog,
    item.id,
    written && userId !== undefined ? { userId, stored: written.stored } : undefined,
  );
}

/** An artist after a write (a favourite): its row and the member's state read again. */
export async function freshArtist(ctx: Context, id: number) {
  const { catalog } = ctx.loaders;
  catalog.artist.clear(id);
  catalog.viewerArtist.clear(id);
  const artist = await catalog.artist.load(id);
  if (!artist) throw notFound('ARTIST');
  return artist;
}
