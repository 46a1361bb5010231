import { asc, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import { anyOf, defineStatements } from '../../db/prepared.ts';
import {
  listFollows,
  listItems,
  listLikes,
  listSections,
  lists,
  releases,
  songs,
} from '../../db/schema/index.ts';
import { byIds, forViewer, groupedLoader, keyedLoader } from '../../graphql/loader-utils.ts';

const viewer = sql.placeholder('viewerId');

const listStatements = defineStatements('lists', {
  list: (db) => db.select().from(lists).where(anyOf(lists.id)),
  sections: (db) =>
    db
      .select()
      .from(listSections)
      .where(anyOf(listSections.listId))
      .orderBy(asc(listSections.position), asc(listSections.id)),
  /**
   * The covers of each list's first four releases and songs (a song shows its release's cover),
   * for its mosaic: four index reads per list.
   */
  albumCovers: (db) => {
    const first = db
      .select({
        releaseId: sql<number>`coalesce(${listItems.releaseId}, ${songs.releaseId})`.as('release_id'),
        position: listItems.position,
        itemId: listItems.id,
      })
      .from(listItems)
      .leftJoin(songs, eq(songs.id, listItems.songId))
      .where(
        sql`${listItems.listId} = ${lists.id} and coalesce(${listItems.releaseId}, ${songs.releaseId}) is not null`,
      )
      .orderBy(asc(listItems.position), asc(listItems.id))
      .limit(4)
      .as('first');
    return db
      .select({ listId: lists.id, releaseId: releases.id, image: releases.image })
      .from(lists)
      .innerJoinLateral(first, sql`true`)
      .innerJoin(releases, eq(releases.id, first.releaseId))
      .where(anyOf(lists.id))
      .orderBy(asc(lists.id), asc(first.position), asc(first.itemId));
  },
  viewerLikes: (db) =>
    db
      .select({ listId: listLikes.listId })
      .from(listLikes)
      .where(sql`${listLikes.userId} = ${viewer} and ${anyOf(listLikes.listId)}`),
  viewerFollows: (db) =>
    db
      .select({ listId: listFollows.listId })
      .from(listFollows)
      .where(sql`${listFollows.userId} = ${viewer} and ${anyOf(listFollows.listId)}`),
  /** The viewer's own lists each release is on (the Add to lists dialog marks them). */
  viewerListsOfRelease: (db) =>
    db
      .select({ itemId: sql<number>`${listItems.releaseId}`, listId: listItems.listId })
      .from(listItems)
      .innerJoin(lists, eq(lists.id, listItems.listId))
      .where(sql`${anyOf(listItems.releaseId)} and ${lists.createdByUserId} = ${viewer}`),
  /** The viewer's own lists each song is on. */
  viewerListsOfSong: (db) =>
    db
      .select({ itemId: sql<number>`${listItems.songId}`, listId: listItems.listId })
      .from(listItems)
      .innerJoin(lists, eq(lists.id, listItems.listId))
      .where(sql`${anyOf(listItems.songId)} and ${lists.createdByUserId} = ${viewer}`),
  /** How many of each list's items the viewer has checked. */
  viewerChecks: (db) =>
    db
      .select({ listId: listItems.listId, checks: sql<number>`count(*)::int` })
      .from(listItems)
      .where(sql`${anyOf(listItems.listId)} and ${checkedBy(viewer)}`)
      .groupBy(listItems.listId),
});

export function createListLoaders(db: Db, viewerId: number | null) {
  const statements = listStatements(db);
  return {
    list: keyedLoader(byIds(statements.list), (r) => r.id),
    sections: groupedLoader(byIds(statements.sections), (r) => r.listId),
    albumCovers: groupedLoader(byIds(statements.albumCovers), (r) => r.listId),
    viewerLikes: keyedLoader(forViewer(viewerId, statements.viewerLikes), (r) => r.listId),
    viewerFollows: keyedLoader(forViewer(viewerId, statements.viewerFollows), (r) => r.listId),
    viewerChecks: keyedLoader(forViewer(viewerId, statements.viewerChecks), (r) => r.listId),
    viewerListsOfRelease: groupedLoader(
      forViewer(viewerId, statements.viewerListsOfRelease),
      (r) => r.itemId,
    ),
    viewerListsOfSong: groupedLoader(forViewer(viewerId, statements.viewerListsOfSong), (r) => r.itemId),
  };
}

/** A list item whose release or song the member has checked. */
export function checkedBy(userId: number | Placeholder): SQL {
  return sql`(exists (select 1 from user_releases ur where ur.user_id = ${userId} and ur.release_id = ${listItems.releaseId} and ur.checked_at is not null)
    or exists (select 1 from user_songs us where us.user_id = ${userId} and us.song_id = ${listItems.songId} and us.checked_at is not null))`;
}
