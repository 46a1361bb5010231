import { sql } from 'drizzle-orm';
import { intArray } from '../../../db/int-array.ts';
import type { Db } from '../../../db/open-db.ts';
import type { ListenSource } from '../../../db/schema/index.ts';
import { selectRows } from '../../../db/select-rows.ts';
import type { Tx } from '../../../db/transaction.ts';
import { applyItemActions } from '../../listening/index.ts';
import { type ListenMatch, type ListenToMatch, matchListens } from '../match-listen.ts';

/** One play as a scrobbler or an import reports it. */
export type NewListen = ListenToMatch & {
  listenedAt: Date;
  durationMs?: number | null;
};

export type RecordedListens = {
  /** Listens stored now (a listen already stored, same time, artist and track, is not counted). */
  stored: number;
  /** Stored listens matched to a catalog song. */
  matched: number;
  /** Songs checked because of them (songs the member had already checked are left as they are). */
  checked: number;
};

export type RecordOptions = {
  source: ListenSource;
  /** Check each matched song the member has not checked yet (default true). */
  checkSongs?: boolean;
  /** Matches already made (by `matchListens`), in the listens' order; default: matched here. */
  matches?: readonly (ListenMatch | null)[];
};

type Stored = { song_id: number | null };

/** The longest duration kept (a day); a longer or odd one is stored as unknown, the listen kept. */
const MAX_DURATION_MS = 86_400_000;

function storableDuration(ms: number | null | undefined): number | null {
  return typeof ms === 'number' && Number.isInteger(ms) && ms >= 0 && ms <= MAX_DURATION_MS ? ms : null;
}

/**
 * Stores a member's listens, each matched to a song where the catalog has it, and checks the
 * matched songs through the listening commands (so counters stay exact). The same listen sent
 * again is one row and checks nothing again. One transaction; the matching reads run before it.
 */
export async function recordListens(
  db: Db,
  userId: number,
  listens: readonly NewListen[],
  options: RecordOptions,
): Promise<RecordedListens> {
  if (listens.length === 0) return { stored: 0, matched: 0, checked: 0 };
  const matches = options.matches ?? (await matchListens(db, listens));
  const rows = listens.map((listen, i) => ({
    listened_at: listen.listenedAt.toISOString(),
    artist_name: listen.artistName,
    track_name: listen.trackName,
    release_name: listen.releaseName ?? null,
    duration_ms: storableDuration(listen.durationMs),
    song_id: matches[i]?.songId ?? null,
    release_id: matches[i]?.releaseId ?? null,
  }));
  return db.transaction(async (tx) => {
    const stored = await selectRows<Stored>(
      tx,
      sql`insert into listens (user_id, song_id, release_id, listened_at, artist_name, track_name,
          release_name, source, duration_ms)
        select ${userId}, x.song_id, x.release_id, x.listened_at, x.artist_name, x.track_name,
          x.release_name, ${options.source}, x.duration_ms
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(listened_at timestamptz,
          artist_name text, track_name text, release_name text, duration_ms int, song_id int, release_id int)
        on conflict do nothing
        returning song_id`,
    );
    const songIds = [...new Set(stored.flatMap((row) => (row.song_id === null ? [] : [row.song_id])))];
    const checked = options.checkSongs === false ? 0 : await checkSongs(tx, userId, songIds);
    return { stored: stored.length, matched: stored.filter((row) => row.song_id !== null).length, checked };
  });
}

/** Checks the songs the member has not checked yet; one locked write per such song. */
async function checkSongs(tx: Tx, userId: number, songIds: number[]): Promise<number> {
  if (songIds.length === 0) return 0;
  const unchecked = await selectRows<{ id: number }>(
    tx,
    sql`select s.id from unnest(${intArray(songIds)}) as s(id)
      where not exists (select 1 from user_songs us where us.user_id = ${userId} and us.song_id = s.id
        and us.checked_at is not null)
      order by s.id`,
  );
  for (const { id } of unchecked) {
    await applyItemActions(tx, userId, { type: 'SONG', id }, [{ kind: 'check' }]);
  }
  return unchecked.length;
}
