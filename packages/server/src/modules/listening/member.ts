import type { Context } from '../../context.ts';
import type { ReleaseRow, SongRow } from '../../db/rows.ts';
import { parseId } from '../../graphql/ids.ts';
import { type ListenedItem, type ListeningResult, notFound } from './item-state-store.ts';
import type { StoredState } from './state-row.ts';

/** A GraphQL ID naming an item; a malformed id is an item that does not exist. */
export function itemId(type: 'RELEASE' | 'SONG' | 'ARTIST', value: string | number): number {
  const id = parseId(value);
  if (id === null) throw notFound(type);
  return id;
}

/**
 * Drops this request's cached state for an item after a write. With the write's result, the
 * member's row is primed from it (it is what the transaction stored), saving a read.
 */
function forgetState(ctx: Context, item: ListenedItem, written?: ListeningResult) {
  const { catalog } = ctx.loaders;
  const userId = ctx.viewer?.id;
  const stored = written && userId !== undefined ? written.stored : undefined;
  if (item.type === 'RELEASE') {
    catalog.release.clear(item.id);
    catalog.viewerRelease.clear(item.id);
    if (stored !== undefined && userId !== undefined) {
      catalog.viewerRelease.prime(item.id, stored && { ...stored, userId, releaseId: item.id });
    }
    return;
  }
  catalog.song.clear(item.id);
  catalog.viewerSong.clear(item.id);
  if (stored !== undefined && userId !== undefined) {
    catalog.viewerSong.prime(item.id, stored && songState(stored, userId, item.id));
  }
}

function songState({ purpleCheck: _releasesOnly, ...stored }: StoredState, userId: number, songId: number) {
  return { ...stored, userId, songId };
}

/** The release after a write, with this request's cached state dropped so flags and counts are fresh. */
export async function freshRelease(ctx: Context, id: number, written?: ListeningResult): Promise<ReleaseRow> {
  forgetState(ctx, { type: 'RELEASE', id }, written);
  const release = await ctx.loaders.catalog.release.load(id);
  if (!release) throw notFound('RELEASE');
  return release;
}

export async function freshSong(ctx: Context, id: number, written?: ListeningResult): Promise<SongRow> {
  forgetState(ctx, { type: 'SONG', id }, written);
  const song = await ctx.loaders.catalog.song.load(id);
  if (!song) throw notFound('SONG');
  return song;
}

export function freshItem(
  ctx: Context,
  item: ListenedItem,
  written?: ListeningResult,
): Promise<ReleaseRow | SongRow> {
  return item.type === 'RELEASE' ? freshRelease(ctx, item.id, written) : freshSong(ctx, item.id, written);
}
