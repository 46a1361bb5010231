import { sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import { selectRows } from '../../db/select-rows.ts';

/** The most entries a feed holds (newest first): feed readers keep what they have seen. */
export const FEED_ENTRIES = 50;

/** A member a feed is about: null when there is none, or their listening is not public. */
export type FeedMember = { id: number; username: string; bio: string | null; avatar: string | null };

/**
 * The member whose diary or reviews a feed shows, when a guest (a feed reader sends no session) may
 * see their listening: a private profile (shared/privacy.ts: friends only) and the deleted-member
 * placeholder have no feed.
 */
export async function feedMember(db: Db, username: string): Promise<FeedMember | null> {
  const [row] = await selectRows<FeedMember>(
    db,
    sql`select id, username, bio, avatar from users
      where lower(username) = lower(${username}) and not is_private and not is_placeholder limit 1`,
  );
  return row ?? null;
}

/** One logged item, with what an entry shows: the item, its cover, the rating and the writing. */
export type LogEntry = {
  id: number;
  itemType: 'RELEASE' | 'SONG';
  itemId: number;
  title: string;
  artistName: string;
  /** The stored cover, or null (a drawn cover is linked then). */
  image: string | null;
  /** The release whose cover a song shows; null for a release, or a song without one. */
  coverReleaseId: number | null;
  date: string | null;
  rating: number | null;
  reviewTitle: string | null;
  review: string | null;
  listenedBefore: boolean;
  createdAt: Date | string;
};

/**
 * A member's diary (dated logs, by date) or reviews (logs with a review, newest written first),
 * FEED_ENTRIES at most, with each item's title, credit and cover: one statement, read along
 * logs_user_date_idx or logs_user_created_idx.
 */
export function memberLogEntries(db: Db, userId: number, view: 'DIARY' | 'REVIEWS'): Promise<LogEntry[]> {
  const where = view === 'DIARY' ? sql`l.date is not null` : sql`coalesce(btrim(l.review), '') <> ''`;
  const order = view === 'DIARY' ? sql`l.date desc nulls last, l.id desc` : sql`l.created_at desc, l.id desc`;
  return selectRows<LogEntry>(
    db,
    sql`select l.id, l.item_type as "itemType", coalesce(l.release_id, l.song_id) as "itemId",
        coalesce(r.title, s.title) as title, coalesce(r.artist_name, s.artist_name) as "artistName",
        coalesce(r.image, sr.image) as image, s.release_id as "coverReleaseId",
        l.date::text as date, l.rating, l.review_title as "reviewTitle", l.review,
        l.listened_before as "listenedBefore", l.created_at as "createdAt"
      from logs l
      left join releases r on r.id = l.release_id
      left join songs s on s.id = l.song_id
      left join releases sr on sr.id = s.release_id
      where l.user_id = ${userId} and ${where}
      order by ${order}
      limit ${FEED_ENTRIES}`,
  );
}

/** A list a feed is about. Lists are public (shared/privacy.ts), a private member's too. */
export type FeedList = {
  id: number;
  name: string;
  description: string | null;
  createdBy: string | null;
  updatedAt: Date | string;
};

export async function feedList(db: Db, id: number): Promise<FeedList | null> {
  const [row] = await selectRows<FeedList>(
    db,
    sql`select li.id, li.name, li.description, u.username as "createdBy", li.updated_at as "updatedAt"
      from lists li left join users u on u.id = li.created_by_user_id
      where li.id = ${id} limit 1`,
  );
  return row ?? null;
}

/** One entry of a list, with its item (a release, song or artist) and cover. */
export type ListEntry = {
  id: number;
  itemType: 'RELEASE' | 'SONG' | 'ARTIST';
  itemId: number;
  title: string;
  artistName: string | null;
  image: string | null;
  coverReleaseId: number | null;
  position: number;
  description: string | null;
  createdAt: Date | string;
};

/** A list's entries, the last added first, FEED_ENTRIES at most: one statement. */
export function listEntries(db: Db, listId: number): Promise<ListEntry[]> {
  return selectRows<ListEntry>(
    db,
    sql`select i.id, i.item_type as "itemType", coalesce(i.release_id, i.song_id, i.artist_id) as "itemId",
        coalesce(r.title, s.title, a.name) as title, coalesce(r.artist_name, s.artist_name) as "artistName",
        coalesce(r.image, sr.image, a.image) as image, s.release_id as "coverReleaseId",
        i.position, i.description, i.created_at as "createdAt"
      from list_items i
      left join releases r on r.id = i.release_id
      left join songs s on s.id = i.song_id
      left join releases sr on sr.id = s.release_id
      left join artists a on a.id = i.artist_id
      where i.list_id = ${listId}
      order by i.created_at desc, i.id desc
      limit ${FEED_ENTRIES}`,
  );
}
