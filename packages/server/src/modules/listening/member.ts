import type { Context } from '../../context.ts';
import { loggedOut } from '../../errors.ts';
import { parseId } from '../../graphql/ids.ts';
import type { ReleaseRow, SongRow } from '../../graphql/rows.ts';
import { type ListenedItem, notFound } from './item-state-store.ts';

/** The signed-in member's id; a guest gets LOGGED_OUT ("loggedOut" turns into the sign-up prompt). */
export function requireMember(ctx: Context, action: string): number {
  if (!ctx.viewer) throw loggedOut(action);
  return ctx.viewer.id;
}

/** A GraphQL ID naming an item; a malformed id is an item that does not exist. */
export function itemId(type: 'RELEASE' | 'SONG' | 'ARTIST', value: string | number): number {
  const id = parseId(value);
  if (id === null) throw notFound(type);
  return id;
}

/** The release after a write, with this request's cached state dropped so flags and counts are fresh. */
export async function freshRelease(ctx: Context, id: number): Promise<ReleaseRow> {
  ctx.loaders.catalog.release.clear(id);
  ctx.loaders.catalog.viewerRelease.clear(id);
  const release = await ctx.loaders.catalog.release.load(id);
  if (!release) throw notFound('RELEASE');
  return release;
}

export async function freshSong(ctx: Context, id: number): Promise<SongRow> {
  ctx.loaders.catalog.song.clear(id);
  ctx.loaders.catalog.viewerSong.clear(id);
  const song = await ctx.loaders.catalog.song.load(id);
  if (!song) throw notFound('SONG');
  return song;
}

export function freshItem(ctx: Context, item: ListenedItem): Promise<ReleaseRow | SongRow> {
  return item.type === 'RELEASE' ? freshRelease(ctx, item.id) : freshSong(ctx, item.id);
}
