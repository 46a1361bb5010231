import type { SearchType } from '@earmark/shared';
import type { Context } from '../../context.ts';
import type { ArtistRow, ListRow, ReleaseRow, SongRow, UserRow } from '../../db/rows.ts';
import type { Page } from '../../graphql/paging.ts';
import type { PreparedQuery } from './prepare.ts';
import { rankIds } from './rank.ts';
import { SEARCH_TARGETS } from './targets.ts';

export type SearchRows = {
  RELEASE: ReleaseRow;
  SONG: SongRow;
  ARTIST: ArtistRow;
  LIST: ListRow;
  USER: UserRow;
};

type Hydrate<T> = (ctx: Context, ids: number[]) => Promise<Array<T | null | Error>>;

/** Hydration goes through the request's loaders: one batched statement per kind, never N+1. */
const HYDRATE: { [K in SearchType]: Hydrate<SearchRows[K]> } = {
  RELEASE: (ctx, ids) => ctx.loaders.catalog.release.loadMany(ids),
  SONG: (ctx, ids) => ctx.loaders.catalog.song.loadMany(ids),
  ARTIST: (ctx, ids) => ctx.loaders.catalog.artist.loadMany(ids),
  LIST: (ctx, ids) => ctx.loaders.lists.list.loadMany(ids),
  USER: (ctx, ids) => ctx.loaders.accounts.user.loadMany(ids),
};

/** One page of one kind of result: ranked ids (skeleton), then rows from the loaders (hydrate). */
export async function searchPage<K extends SearchType>(
  ctx: Context,
  type: K,
  query: PreparedQuery,
  page: { offset: number; limit: number },
): Promise<Page<SearchRows[K]>> {
  const ranked = await rankIds(ctx.readDb, SEARCH_TARGETS[type], query, page);
  const loaded = ranked.ids.length === 0 ? [] : await HYDRATE[type](ctx, ranked.ids);
  const nodes = loaded.filter((row): row is SearchRows[K] => row !== null && !(row instanceof Error));
  return { nodes, totalCount: ranked.total, offset: page.offset };
}
