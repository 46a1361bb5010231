import {
  NO_SECONDARY_KEY,
  type ReleasePrimaryType,
  type ReleaseSecondaryType,
  type ReleaseSortBy,
} from '@earmark/shared';
import { and, desc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import type { ReleaseRow } from '../../db/rows.ts';
import { catalogCounts, releaseArtists, releases, userReleases } from '../../db/schema/index.ts';
import { selectRows } from '../../db/select-rows.ts';
import type { Page, Paging } from '../../graphql/paging.ts';
import { discographyOrder } from './release-sort.ts';

/** How many albums the catalog holds: the sum of the counter the releases' triggers keep. */
export async function albumCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | number | null>`sum(${catalogCounts.count})` })
    .from(catalogCounts)
    .where(eq(catalogCounts.name, 'albums'));
  return Number(row?.total ?? 0);
}

/** Newest albums by release date (the home page), on releases_newest_albums_idx; the total from its counter. */
export async function newestReleases(db: Db, { offset, limit }: Paging): Promise<Page<ReleaseRow>> {
  const where = sql`${releases.primaryType} = 'ALBUM'`;
  const [nodes, totalCount] = await Promise.all([
    db
      .select()
      .from(releases)
      .where(where)
      .orderBy(sql`${releases.releaseDate} desc nulls last`, desc(releases.id))
      .offset(offset)
      .limit(limit),
    albumCount(db),
  ]);
  return { nodes, totalCount, offset };
}

/** `{ "ALBUM": { "No secondary": 12, "LIVE": 3 }, … }` over an artist's releases. */
export async function artistReleaseStats(
  db: Db,
  artistId: number,
): Promise<Record<string, Record<string, number>>> {
  const rows = await selectRows<{ primaryType: string; secondary: string | null; count: number }>(
    db,
    sql`select r.primary_type as "primaryType", s.secondary::text as secondary, count(*)::int as count
      from releases r
      left join lateral unnest(r.secondary_types) as s(secondary) on true
      where exists (select 1 from release_artists ra where ra.release_id = r.id and ra.artist_id = ${artistId})
      group by 1, 2
      order by 1, 2`,
  );
  const stats: Record<string, Record<string, number>> = {};
  for (const row of rows) {
    const byType = stats[row.primaryType] ?? {};
    byType[row.secondary ?? NO_SECONDARY_KEY] = row.count;
    stats[row.primaryType] = byType;
  }
  return stats;
}

export type DiscographyFilter = {
  primaryTypes: ReleasePrimaryType[];
  secondaryTypes: ReleaseSecondaryType[];
};

/** Primary type in the list AND (no secondary type OR one shared with the list). */
export function discographyWhere(artistId: number, filter: DiscographyFilter): SQL | undefined {
  const secondary = filter.secondaryTypes.length
    ? sql`(cardinality(${releases.secondaryTypes}) = 0 or ${releases.secondaryTypes} && array[${sql.join(
        filter.secondaryTypes.map((type) => sql`${type}`),
        sql`, `,
      )}]::release_secondary_type[])`
    : sql`cardinality(${releases.secondaryTypes}) = 0`;
  return and(
    sql`exists (select 1 from ${releaseArtists} where ${releaseArtists.releaseId} = ${releases.id} and ${releaseArtists.artistId} = ${artistId})`,
    inArray(releases.primaryType, filter.primaryTypes),
    secondary,
  );
}

/** ORDER BY for a release sort of an artist's discography (release-sort.ts defines the orders). */
export function releaseOrder(sortBy: ReleaseSortBy, viewerId: number | null): SQL[] {
  const rating = sql`(select ur.rating from user_releases ur where ur.user_id = ${viewerId ?? 0} and ur.release_id = ${releases.id})`;
  const release = {
    id: sql`${releases.id}`,
    title: sql`${releases.title}`,
    artistName: sql`${releases.artistName}`,
    year: sql`${releases.year}`,
    releaseDate: sql`${releases.releaseDate}`,
  };
  return [discographyOrder(sortBy, release, rating)];
}

export type ArtistReleasePage = Page<ReleaseRow> & { where: SQL | undefined };

/**
 * A page of an artist's discography. The page is chosen among the artist's own releases, read
 * whole (`offset 0` keeps PostgreSQL from merging that subquery into the outer one), and then
 * ordered: never by walking the whole catalog in the page's order and testing each release for
 * the artist. That walk is what the planner picks when it expects the artist's releases to be
 * spread through the catalog, and it read all 1,000,000 releases (5 s, then the statement timeout)
 * for a "Various Artists" of 29,753 releases none of which was an album without a secondary
 * type. Reading the artist's releases costs their number, whatever the filter matches.
 */
export async function artistReleases(
  db: Db,
  where: SQL | undefined,
  order: SQL[],
  { offset, limit }: Paging,
): Promise<ArtistReleasePage> {
  const artistsReleases = sql`(select * from ${releases} where ${where} offset 0) as ${releases}`;
  const pageIds = sql`select ${releases.id} from ${artistsReleases}
    order by ${sql.join(order, sql`, `)} limit ${limit} offset ${offset}`;
  const [nodes, totalCount] = await Promise.all([
    db
      .select()
      .from(releases)
      .where(sql`${releases.id} in (${pageIds})`)
      .orderBy(...order),
    db.$count(releases, where),
  ]);
  return { nodes, totalCount, offset, where };
}

/** How many releases matching a filter the member has checked. */
export async function checkedReleaseCount(db: Db, userId: number, where: SQL | undefined): Promise<number> {
  return db.$count(
    releases,
    and(
      where,
      sql`exists (select 1 from ${userReleases} where ${userReleases.releaseId} = ${releases.id} and ${userReleases.userId} = ${userId} and ${isNotNull(userReleases.checkedAt)})`,
    ),
  );
}
