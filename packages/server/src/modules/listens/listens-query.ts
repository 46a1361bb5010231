import { sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import { selectRows } from '../../db/select-rows.ts';
import { badUserInput } from '../../errors.ts';

export type ListenRow = {
  id: string;
  userId: number;
  songId: number | null;
  releaseId: number | null;
  listenedAt: Date;
  artistName: string;
  trackName: string;
  releaseName: string | null;
  source: string;
  durationMs: number | null;
};

/** One page of a member's listens, newest first, and where the next one starts. */
export type ListenPage = {
  nodes: ListenRow[];
  totalCount: number;
  offset: number;
  /** The `before` of the next page; null on the last. */
  endCursor: string | null;
};

type Cursor = { at: Date; id: string };

/** A page's cursor: the last listen's time (epoch milliseconds) and id. */
export function listenCursor(listen: { listenedAt: Date; id: string }): string {
  return `${listen.listenedAt.getTime()}:${listen.id}`;
}

function readCursor(before: string): Cursor {
  const match = /^(\d{1,15}):(\d{1,19})$/.exec(before);
  if (!match?.[1] || !match[2]) throw badUserInput('before', 'must be the endCursor of a listens page');
  return { at: new Date(Number(match[1])), id: match[2] };
}

type Raw = {
  id: string;
  user_id: number;
  song_id: number | null;
  release_id: number | null;
  listened_at: Date | string;
  artist_name: string;
  track_name: string;
  release_name: string | null;
  source: string;
  duration_ms: number | null;
  total: number;
};

/**
 * A member's listens, newest first, keyset-paged on (listened_at, id) by the listens index: a
 * page costs the same however deep it is.
 */
export async function listensPage(
  db: Db,
  userId: number,
  limit: number,
  before: string | null,
): Promise<ListenPage> {
  const cursor = before ? readCursor(before) : null;
  const after = cursor
    ? sql`and (l.listened_at, l.id) < (${cursor.at.toISOString()}::timestamptz, ${cursor.id}::bigint)`
    : sql``;
  const rows = await selectRows<Raw>(
    db,
    sql`select l.id::text as id, l.user_id, l.song_id, l.release_id, l.listened_at, l.artist_name,
        l.track_name, l.release_name, l.source, l.duration_ms,
        (select count(*)::int from listens c where c.user_id = ${userId}) as total
      from listens l where l.user_id = ${userId} ${after}
      order by l.listened_at desc, l.id desc limit ${limit + 1}`,
  );
  const nodes = rows.slice(0, limit).map(
    (row): ListenRow => ({
      id: row.id,
      userId: row.user_id,
      songId: row.song_id,
      releaseId: row.release_id,
      listenedAt: new Date(row.listened_at),
      artistName: row.artist_name,
      trackName: row.track_name,
      releaseName: row.release_name,
      source: row.source,
      durationMs: row.duration_ms,
    }),
  );
  const last = nodes.at(-1);
  const totalCount = rows[0]?.total ?? (cursor ? await countListens(db, userId) : 0);
  return { nodes, totalCount, offset: 0, endCursor: rows.length > limit && last ? listenCursor(last) : null };
}

async function countListens(db: Db, userId: number): Promise<number> {
  const [row] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from listens where user_id = ${userId}`,
  );
  return row?.n ?? 0;
}
