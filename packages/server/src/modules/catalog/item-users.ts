import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import type { UserRow } from '../../db/rows.ts';
import { userArtists, userReleases, userSongs, users } from '../../db/schema/index.ts';
import type { ReleaseUserStatus } from '../../graphql/enums.ts';
import type { Page, Paging } from '../../graphql/paging.ts';
import { listeningVisibleTo } from '../shared/index.ts';
import type { ItemKey } from './item-kinds.ts';

// The members tab of a release, song or artist page: read here, beside the pages that show it, so
// catalog does not depend on accounts (accounts → listening → catalog would close a cycle). A
// private profile's members are left out for everyone but themselves and their friends.

/** Each kind's state table, and its item column. */
const STATE_TABLES = {
  RELEASE: { table: userReleases, item: userReleases.releaseId },
  SONG: { table: userSongs, item: userSongs.songId },
};

/**
 * Members who checked (LISTENED) or reacted to a release or song, most recent first. A song's
 * members tab offers the reactions only (GraphQL SongUserStatus).
 */
export async function itemUsers(
  db: Db,
  item: ItemKey,
  status: ReleaseUserStatus,
  { offset, limit }: Paging,
  viewerId: number | null,
): Promise<Page<UserRow>> {
  const { table, item: itemColumn } = STATE_TABLES[item.type];
  const where = and(
    eq(itemColumn, item.id),
    status === 'LISTENED' ? isNotNull(table.checkedAt) : eq(table.reaction, status),
    listeningVisibleTo(table.userId, viewerId),
  );
  const order = status === 'LISTENED' ? table.checkedAt : table.reactedAt;
  const [rows, totalCount] = await Promise.all([
    db
      .select({ user: users })
      .from(table)
      .innerJoin(users, eq(users.id, table.userId))
      .where(where)
      .orderBy(desc(order), desc(users.id))
      .offset(offset)
      .limit(limit),
    db.$count(table, where),
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
