import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import type { UserRow } from '../../db/rows.ts';
import { userArtists, userReleases, userSongs, users } from '../../db/schema/index.ts';
import type { ReleaseUserStatus } from '../../graphql/enums.ts';
import type { Page, Paging } from '../../graphql/paging.ts';
import { listeningVisibleTo } from '../shared/index.ts';

// The members tab of a release, song or artist page: read here, beside the pages that show it, so
// catalog does not depend on accounts (accounts → listening → catalog would close a cycle). A
// private profile's members are left out for everyone but themselves and their friends.

/** Members who checked or reacted to a release, most recent first. */
export async function releaseUsers(
  db: Db,
  releaseId: number,
  status: ReleaseUserStatus,
  { offset, limit }: Paging,
  viewerId: number | null,
): Promise<Page<UserRow>> {
  const where = and(
    eq(userReleases.releaseId, releaseId),
    status === 'LISTENED' ? isNotNull(userReleases.checkedAt) : eq(userReleases.reaction, status),
    listeningVisibleTo(userReleases.userId, viewerId),
  );
  const order = status === 'LISTENED' ? userReleases.checkedAt : userReleases.reactedAt;
  const [rows, totalCount] = await Promise.all([
    db
      .select({ user: users })
      .from(userReleases)
      .innerJoin(users, eq(users.id, userReleases.userId))
      .where(where)
      .orderBy(desc(order), desc(users.id))
      .offset(offset)
      .limit(limit),
    db.$count(userReleases, where),
  ]);
  return { nodes: rows.map((row) => row.user), totalCount, offset };
}

/** Members who reacted to a song, most recent first. */
export async function songUsers(
  db: Db,
  songId: number,
  status: 'LIKED' | 'LOVED' | 'FAVORITED',
  { offset, limit }: Paging,
  viewerId: number | null,
): Promise<Page<UserRow>> {
  const where = and(
    eq(userSongs.songId, songId),
    eq(userSongs.reaction, status),
    listeningVisibleTo(userSongs.userId, viewerId),
  );
  const [rows, totalCount] = await Promise.all([
    db
      .select({ user: users })
      .from(userSongs)
      .innerJoin(users, eq(users.id, userSongs.userId))
      .where(where)
      .orderBy(desc(userSongs.reactedAt), desc(users.id))
      .offset(offset)
      .limit(limit),
    db.$count(userSongs, where),
  ]);
  return { nodes: rows.map((row) => row.user), totalCount, offset };
}

/** Members who favorited an artist, most recent first. */
export async function artistUsers(
  db: Db,
  artistId: number,
  { offset, limit }: Paging,
  viewerId: number | null,
): Promise<Page<UserRow>> {
  const where = and(eq(userArtists.artistId, artistId), listeningVisibleTo(userArtists.userId, viewerId));
  const [rows, totalCount] = await Promise.all([
    db
      .select({ user: users })
      .from(userArtists)
      .innerJoin(users, eq(users.id, userArtists.userId))
      .where(where)
      .orderBy(desc(userArtists.favoritedAt), desc(users.id))
      .offset(offset)
      .limit(limit),
    db.$count(userArtists, where),
  ]);
  return { nodes: rows.map((row) => row.user), totalCount, offset };
}
