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
import { discographyOrder, type SortItem } from './release-sort.ts';

const ra = releaseArtists;

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

/**
 * `{ "ALBUM": { "No secondary": 12, "LIVE": 3 }, … }` over an artist's releases: one range of the
 * artist's rows of release_artists, which keep each release's types (migration 0028). A release
 * that credits the artist twice counts once.
 */
export async function artistReleaseStats(
  db: Db,
  artistId: number,
): Promise<Record<string, Record<string, number>>> {
  const rows = await selectRows<{ primaryType: string; secondary: string | null; count: number }>(
    db,
    sql`select ra.release_primary_type as "primaryType", s.secondary::text as secondary,
        count(distinct ra.release_id)::int as count
      from release_artists ra
      left join lateral unnest(ra.release_secondary_types) as s(secondary) on true
      where ra.artist_id = ${artistId}
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

/**
 * The artist's rows of release_artists (`ra`) whose release matches the filter: primary type in the
 * list AND (no secondary type OR one shared with the list). The types are the copies migration 0028
 * keeps on each credit row, so the filter is a range of release_artists_discography_idx.
 */
export function discographyWhere(artistId: number, filter: DiscographyFilter): SQL {
  const secondary = filter.secondaryTypes.length
    ? sql`(${ra.releaseNoSecondary} or ${ra.releaseSecondaryTypes} && array[${sql.join(
        filter.secondaryTypes.map((type) => sql`${type}`),
        sql`, `,
      )}]::release_secondary_type[])`
    : sql`${ra.releaseNoSecondary}`;
  return sql`${eq(ra.artistId, artistId)} and ${inArray(ra.releasePrimaryType, filter.primaryTypes)} and ${secondary}`;
}

/** The ids of the releases an artist's discography under a filter holds (`discographyWhere`). */
export function discographyReleaseIds(where: SQL): SQL {
  return sql`select ${ra.releaseId} from ${ra} where ${where}`;
}

/** Sorts that read only what release_artists keeps of a release: all but by title and artist name. */
function sortsOnCredits(sortBy: ReleaseSortBy): boolean {
  return !/^(TITLE|ARTIST_NAME)_/.test(sortBy);
}

const ON_RELEASES: Required<SortItem> = {
  id: sql`${releases.id}`,
  title: sql`${releases.title}`,
  artistName: sql`${releases.artistName}`,
  year: sql`${releases.year}`,
  releaseDate: sql`${releases.releaseDate}`,
};

/** The same sort keys on a release's credit row (title and artist name are not kept there). */
const ON_CREDITS: Required<SortItem> = {
  ...ON_RELEASES,
  id: sql`${ra.releaseId}`,
  year: sql`${ra.releaseYear}`,
  releaseDate: sql`${ra.releaseDate}`,
};

function viewerRating(viewerId: number | null, releaseId: SQL): SQL {
  return sql`(select ur.rating from user_releases ur where ur.user_id = ${viewerId ?? 0} and ur.release_id = ${releaseId})`;
}

/** ORDER BY for a release sort of an artist's discography (release-sort.ts defines the orders). */
export function releaseOrder(sortBy: ReleaseSortBy, viewerId: number | null): SQL {
  return discographyOrder(sortBy, ON_RELEASES, viewerRating(viewerId, ON_RELEASES.id));
}

/**
 * The ids of one page of an artist's discography, in order. Every sort but by title or artist name
 * reads only the artist's matching rows of release_artists, grouped by release (a release may
 * credit the artist twice): the default (newest first, one primary type, no secondary type) reads
 * the first rows of one range of release_artists_discography_idx and stops; the others sort the
 * matching rows. A sort by title or artist name looks each matching release up, in a subquery the
 * planner may not merge (`offset 0`): else it may walk the whole catalog in title order testing each
 * release for the artist, unbounded when the artist's matching releases are few or none.
 */
function pageIds(where: SQL, sortBy: ReleaseSortBy, viewerId: number | null, { offset, limit }: Paging): SQL {
  if (sortsOnCredits(sortBy)) {
    const order = discographyOrder(sortBy, ON_CREDITS, viewerRating(viewerId, ON_CREDITS.id));
    return sql`select ${ra.releaseId} from ${ra} where ${where}
      group by ${ra.releaseYear}, ${ra.releaseDate}, ${ra.releaseId}
      order by ${order} limit ${limit} offset ${offset}`;
  }
  const matching = sql`(select * from ${releases} where ${releases.id} in (${discographyReleaseIds(where)}) offset 0) as ${releases}`;
  return sql`select ${releases.id} from ${matching} order by ${releaseOrder(sortBy, viewerId)} limit ${limit} offset ${offset}`;
}

/**
 * How many releases an artist's discography under a filter holds: the artist's matching rows of
 * release_artists, read from the index alone, each release once.
 */
export async function discographyTotal(db: Db, where: SQL): Promise<number> {
  const [row] = await selectRows<{ count: number }>(
    db,
    sql`select count(distinct ${ra.releaseId})::int as count from ${ra} where ${where}`,
  );
  return row?.count ?? 0;
}

export type ArtistReleasePage = Page<ReleaseRow> & { where: SQL };

/** A page of an artist's discography and its total (see `pageIds` and `discographyTotal`). */
export async function artistReleases(
  db: Db,
  where: SQL,
  sortBy: ReleaseSortBy,
  viewerId: number | null,
  paging: Paging,
): Promise<ArtistReleasePage> {
  const [nodes, totalCount] = await Promise.all([
    db
      .select()
      .from(releases)
      .where(sql`${releases.id} in (${pageIds(where, sortBy, viewerId, paging)})`)
      .orderBy(releaseOrder(sortBy, viewerId)),
    discographyTotal(db, where),
  ]);
  return { nodes, totalCount, offset: paging.offset, where };
}

/**
 * How many releases matching a filter the member has checked: their checks among the artist's
 * matching rows of release_artists. The planner chooses the side to start from: the artist's rows
 * probing the member's checks by primary key, or the member's checks hashed against the artist's rows.
 */
export async function checkedReleaseCount(db: Db, userId: number, where: SQL): Promise<number> {
  return db.$count(
    userReleases,
    and(
      eq(userReleases.userId, userId),
      isNotNull(userReleases.checkedAt),
      sql`${userReleases.releaseId} in (${discographyReleaseIds(where)})`,
    ),
  );
}
