import type { ReleaseSortBy } from '@earmark/shared';
import type { SQL } from 'drizzle-orm';
import type { Context } from '../../context.ts';
import type { ReleaseRow } from '../../db/rows.ts';
import type { Paging } from '../../graphql/paging.ts';
import { publicCatalogCache, type ReadReleaseStats, type ReleaseStats } from './public-cache.ts';
import type { ArtistReleasePage, DiscographyFilter } from './queries.ts';

/** One page of one artist's discography, as the `releases` field asks for it. */
export type DiscographyRequest = {
  artistId: number;
  filter: DiscographyFilter;
  sortBy: ReleaseSortBy;
  paging: Paging;
  where: SQL;
};

/**
 * A discography page as everyone sees it: which releases and how many are kept in the public cache
 * for RELEASE_TTL_MS per artist, filter, sort and paging (a release added elsewhere shows within
 * that time). The rows come through the reader's loader: a guest's from the guest release cache, a
 * member's fresh, so the counts they just changed show on their next read. A miss reads the page
 * (`read`) and keeps it and its rows. An order by a member's own ratings never comes here.
 */
export async function sharedDiscographyPage(
  ctx: Context,
  request: DiscographyRequest,
  read: () => Promise<ArtistReleasePage>,
): Promise<ArtistReleasePage> {
  const cache = publicCatalogCache(ctx.db);
  const { artistId, filter, sortBy, paging, where } = request;
  const key = JSON.stringify([
    artistId,
    filter.primaryTypes,
    filter.secondaryTypes,
    sortBy,
    paging.offset,
    paging.limit,
  ]);
  const kept = cache.discographies.get(key);
  if (kept) {
    const rows = await ctx.loaders.catalog.release.loadMany(kept.releaseIds);
    const nodes = rows.filter((row): row is ReleaseRow => row !== null && !(row instanceof Error));
    return { nodes, totalCount: kept.totalCount, offset: paging.offset, where };
  }
  const page = await read();
  for (const row of page.nodes) cache.guestReleases.set(row.id, row);
  cache.discographies.set(key, {
    releaseIds: page.nodes.map((row) => row.id),
    totalCount: page.totalCount,
  });
  return page;
}

/**
 * An artist's release counts by type as everyone sees them, kept like the discography's pages: a
 * 30,000-release artist's took 20-25 ms to count at a million releases (bench/README.md). Views of
 * one artist that miss together share one read.
 */
export async function sharedReleaseStats(
  ctx: Context,
  artistId: number,
  read: ReadReleaseStats,
): Promise<ReleaseStats> {
  return (await publicCatalogCache(ctx.db).releaseStats.fetch(artistId, { context: read })) ?? read();
}
