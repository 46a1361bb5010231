import {
  NO_SECONDARY_KEY,
  type ReleasePrimaryType,
  type ReleaseSecondaryType,
  type ReleaseSortBy,
} from '@earmark/shared';
import { and, desc, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import { releaseArtists, releases, userReleases } from '../../db/schema/index.ts';
import { selectRows } from '../../db/select-rows.ts';
import type { Page, Paging } from '../../graphql/paging.ts';
import type { ReleaseRow } from '../../graphql/rows.ts';

/** Newest albums by release date (the home page), on releases_newest_albums_idx. */
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
    db.$count(releases, where),
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

/** ORDER BY for a release sort; every order ends on id so pages never overlap. */
export function releaseOrder(sortBy: ReleaseSortBy, viewerId: number | null): SQL[] {
  const rating = sql`(select ur.rating from user_releases ur where ur.user_id = ${viewerId ?? 0} and ur.release_id = ${releases.id})`;
  switch (sortBy) {
    case 'YEAR_OLDEST':
      return [
        sql`${releases.year} asc nulls last, ${releases.releaseDate} asc nulls last, ${releases.id} asc`,
      ];
    case 'DATE_NEWEST':
      return [sql`${releases.releaseDate} desc nulls last, ${releases.id} desc`];
    case 'DATE_OLDEST':
      return [sql`${releases.releaseDate} asc nulls last, ${releases.id} asc`];
    case 'TITLE_ASC':
      return [sql`lower(${releases.title}) asc, ${releases.id} asc`];
    case 'TITLE_DESC':
      return [sql`lower(${releases.title}) desc, ${releases.id} desc`];
    case 'ARTIST_NAME_ASC':
      return [sql`lower(${releases.artistName}) asc, ${releases.year} asc nulls last, ${releases.id} asc`];
    case 'ARTIST_NAME_DESC':
      return [sql`lower(${releases.artistName}) desc, ${releases.year} desc nulls last, ${releases.id} desc`];
    case 'RATING_HIGHEST':
      return [sql`${rating} desc nulls last, ${releases.id} desc`];
    case 'RATING_LOWEST':
      return [sql`${rating} asc nulls last, ${releases.id} asc`];
    case 'RANDOM':
      // Shuffled by a daily seed, so paging through stays consistent within a day.
      return [sql`md5(${releases.id}::text || current_date::text), ${releases.id}`];
    default:
      return [
        sql`${releases.year} desc nulls last, ${releases.releaseDate} desc nulls last, ${releases.id} desc`,
      ];
  }
}

export type ArtistReleasePage = Page<ReleaseRow> & { where: SQL | undefined };

export async function artistReleases(
  db: Db,
  where: SQL | undefined,
  order: SQL[],
  { offset, limit }: Paging,
): Promise<ArtistReleasePage> {
  const [nodes, totalCount] = await Promise.all([
    db
      .select()
      .from(releases)
      .where(where)
      .orderBy(...order)
      .offset(offset)
      .limit(limit),
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
