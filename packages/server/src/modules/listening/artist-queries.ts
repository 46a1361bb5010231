import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import { releaseArtists, userReleases } from '../../db/schema/index.ts';
import { type DiscographyFilter, discographyWhere } from '../catalog/index.ts';

export type ReleaseIdsToSave = { unlistened: number[]; unadded: number[] };

/** The artist's releases (under a discography filter) the member has not heard, or not queued. */
export async function releaseIdsToSave(
  db: Db,
  viewerId: number,
  artistId: number,
  filter: DiscographyFilter,
): Promise<ReleaseIdsToSave> {
  // The artist's credit rows keep their releases' types (catalog's discographyWhere); a release
  // crediting the artist twice is one row here.
  const rows = await db
    .selectDistinct({
      id: releaseArtists.releaseId,
      checked: sql<boolean>`${userReleases.checkedAt} is not null`,
      added: sql<boolean>`${userReleases.listenTo} is not null`,
    })
    .from(releaseArtists)
    .leftJoin(
      userReleases,
      and(eq(userReleases.releaseId, releaseArtists.releaseId), eq(userReleases.userId, viewerId)),
    )
    .where(discographyWhere(artistId, filter))
    .orderBy(releaseArtists.releaseId);
  return {
    unlistened: rows.filter((row) => !row.checked && !row.added).map((row) => row.id),
    unadded: rows.filter((row) => !row.added).map((row) => row.id),
  };
}
