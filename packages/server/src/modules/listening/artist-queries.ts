import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import { releases, userReleases } from '../../db/schema/index.ts';
import { type DiscographyFilter, discographyWhere } from '../catalog/index.ts';

export type ReleaseIdsToSave = { unlistened: number[]; unadded: number[] };

/** The artist's releases (under a discography filter) the member has not heard, or not queued. */
export async function releaseIdsToSave(
  db: Db,
  viewerId: number,
  artistId: number,
  filter: DiscographyFilter,
): Promise<ReleaseIdsToSave> {
  const rows = await db
    .select({
      id: releases.id,
      checked: sql<boolean>`${userReleases.checkedAt} is not null`,
      added: sql<boolean>`${userReleases.listenTo} is not null`,
    })
    .from(releases)
    .leftJoin(userReleases, and(eq(userReleases.releaseId, releases.id), eq(userReleases.userId, viewerId)))
    .where(discographyWhere(artistId, filter))
    .orderBy(releases.id);
  return {
    unlistened: rows.filter((row) => !row.checked && !row.added).map((row) => row.id),
    unadded: rows.filter((row) => !row.added).map((row) => row.id),
  };
}
