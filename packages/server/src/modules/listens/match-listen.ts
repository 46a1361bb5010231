import { sql } from 'drizzle-orm';
import { selectRows } from '../../db/select-rows.ts';
import type { Tx } from '../../db/transaction.ts';
import { isrcOrNull } from '../../import/isrc.ts';
import { bareTitle, mainArtist, nameKey } from './names.ts';

/** What a listen says about its track; MBIDs must already be valid UUIDs (or absent). */
export type ListenToMatch = {
  artistName: string;
  trackName: string;
  releaseName?: string | null;
  recordingMbid?: string | null;
  releaseGroupMbid?: string | null;
  /** The track's ISRC as the source wrote it (hyphens and case do not matter; a malformed one is ignored). */
  isrc?: string | null;
};

/** The catalog song (and the release it was heard on, when known) a listen is matched to. */
export type ListenMatch = { songId: number; releaseId: number | null };

type Candidate = {
  i: number;
  song_id: number;
  release_id: number | null;
  title: string;
  artist_name: string;
  release_title: string | null;
  checks: number;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function uuidArray(values: (string | null | undefined)[]): string {
  const valid = [...new Set(values.filter((v): v is string => typeof v === 'string' && UUID.test(v)))];
  return `{${valid.map((v) => v.toLowerCase()).join(',')}}`;
}

/**
 * Matches listens to catalog songs, in this order: the recording MBID (songs.mbid); the release
 * group MBID and the track's title on that release; the ISRC (songs.isrcs); the artist and title
 * as normalized names (case, accents, "feat." and bracketed versions ignored), preferring the named
 * release, then the most checked song. At most five statements whatever the number of listens;
 * the answer is in the listens' order, null where nothing matched.
 */
export async function matchListens(
  db: Tx,
  listens: readonly ListenToMatch[],
): Promise<(ListenMatch | null)[]> {
  const matches: (ListenMatch | null)[] = listens.map(() => null);
  if (listens.length === 0) return matches;
  await matchByRecording(db, listens, matches);
  await matchByReleaseGroup(db, listens, matches);
  await matchByIsrc(db, listens, matches);
  await matchByNames(db, listens, matches);
  return matches;
}

async function matchByRecording(db: Tx, listens: readonly ListenToMatch[], matches: (ListenMatch | null)[]) {
  const mbids = uuidArray(listens.map((l) => l.recordingMbid));
  if (mbids === '{}') return;
  const rows = await selectRows<{ mbid: string; id: number; release_id: number | null }>(
    db,
    sql`select mbid::text as mbid, id, release_id from songs where mbid = any(${mbids}::uuid[])`,
  );
  const byMbid = new Map(rows.map((row) => [row.mbid.toLowerCase(), row]));
  const groups = await releaseIdsByGroup(db, listens);
  listens.forEach((listen, index) => {
    const song = listen.recordingMbid ? byMbid.get(listen.recordingMbid.toLowerCase()) : undefined;
    if (!song) return;
    const heardOn = listen.releaseGroupMbid ? groups.get(listen.releaseGroupMbid.toLowerCase()) : undefined;
    matches[index] = { songId: song.id, releaseId: heardOn ?? song.release_id };
  });
}

async function releaseIdsByGroup(db: Tx, listens: readonly ListenToMatch[]): Promise<Map<string, number>> {
  const mbids = uuidArray(listens.map((l) => (l.recordingMbid ? l.releaseGroupMbid : null)));
  if (mbids === '{}') return new Map();
  const rows = await selectRows<{ mbid: string; id: number }>(
    db,
    sql`select mbid::text as mbid, id from releases where mbid = any(${mbids}::uuid[])`,
  );
  return new Map(rows.map((row) => [row.mbid.toLowerCase(), row.id]));
}

async function matchByReleaseGroup(
  db: Tx,
  listens: readonly ListenToMatch[],
  matches: (ListenMatch | null)[],
) {
  const open = listens.filter((listen, index) => matches[index] === null && listen.releaseGroupMbid);
  const mbids = uuidArray(open.map((l) => l.releaseGroupMbid));
  if (mbids === '{}') return;
  const rows = await selectRows<{ mbid: string; release_id: number; song_id: number; title: string }>(
    db,
    sql`select r.mbid::text as mbid, r.id as release_id, t.song_id, t.title
      from releases r join tracks t on t.release_id = r.id
      where r.mbid = any(${mbids}::uuid[]) order by r.id, t.position`,
  );
  listens.forEach((listen, index) => {
    if (matches[index] !== null || !listen.releaseGroupMbid) return;
    const group = listen.releaseGroupMbid.toLowerCase();
    const key = nameKey(listen.trackName, 'title');
    const track = rows.find((row) => row.mbid.toLowerCase() === group && nameKey(row.title, 'title') === key);
    if (track) matches[index] = { songId: track.song_id, releaseId: track.release_id };
  });
}

/**
 * Songs carrying a listen's ISRC, all of a batch's in one statement (the GIN index on
 * songs.isrcs). Several recordings may share an ISRC: the one whose title is the listen's comes
 * first, then the most checked, then the oldest row.
 */
async function matchByIsrc(db: Tx, listens: readonly ListenToMatch[], matches: (ListenMatch | null)[]) {
  const wanted = listens.map((listen, index) => (matches[index] === null ? isrcOrNull(listen.isrc) : null));
  const isrcs = [...new Set(wanted.filter((isrc): isrc is string => isrc !== null))];
  if (isrcs.length === 0) return;
  const rows = await selectRows<{
    id: number;
    release_id: number | null;
    title: string;
    isrcs: string[];
    checks: number;
  }>(
    db,
    sql`select id, release_id, title, isrcs, number_of_checks as checks from songs
      where isrcs && ${`{${isrcs.join(',')}}`}::text[] order by number_of_checks desc, id`,
  );
  listens.forEach((listen, index) => {
    const isrc = wanted[index];
    if (!isrc) return;
    const carrying = rows.filter((row) => row.isrcs.includes(isrc));
    const title = nameKey(listen.trackName, 'title');
    const song = carrying.find((row) => nameKey(row.title, 'title') === title) ?? carrying[0];
    if (song) matches[index] = { songId: song.id, releaseId: song.release_id };
  });
}

async function matchByNames(db: Tx, listens: readonly ListenToMatch[], matches: (ListenMatch | null)[]) {
  const probes = listens.flatMap((listen, i) => {
    if (matches[i] !== null) return [];
    const titles = [...new Set([listen.trackName, bareTitle(listen.trackName)])];
    return titles.map((title) => ({ i, title, artist: mainArtist(listen.artistName) }));
  });
  if (probes.length === 0) return;
  // Titles by the normalized-title index; the artist's normalized name must start with the
  // listen's main artist ("A feat. B" in the catalog matches a listen by "A").
  const rows = await selectRows<Candidate>(
    db,
    sql`select p.i, s.id as song_id, s.release_id, s.title, s.artist_name, r.title as release_title,
        s.number_of_checks as checks
      from jsonb_to_recordset(${JSON.stringify(probes)}::jsonb) as p(i int, title text, artist text)
      join songs s on earmark_normalize(s.title) = earmark_normalize(p.title)
        and starts_with(earmark_normalize(s.artist_name), earmark_normalize(p.artist))
      left join releases r on r.id = s.release_id`,
  );
  const byListen = new Map<number, Candidate[]>();
  for (const row of rows) byListen.set(row.i, [...(byListen.get(row.i) ?? []), row]);
  for (const [i, candidates] of byListen) {
    const listen = listens[i];
    if (!listen) continue;
    const best = bestCandidate(listen, candidates);
    if (best) matches[i] = { songId: best.song_id, releaseId: best.release_id };
  }
}

/** The candidate whose artist and title keys equal the listen's, the named release's first. */
function bestCandidate(listen: ListenToMatch, candidates: Candidate[]): Candidate | undefined {
  const artist = nameKey(listen.artistName, 'artist');
  const title = nameKey(listen.trackName, 'title');
  const release = listen.releaseName ? nameKey(listen.releaseName, 'title') : null;
  const exact = listen.trackName.trim().toLowerCase();
  const score = (c: Candidate) =>
    (release !== null && c.release_title !== null && nameKey(c.release_title, 'title') === release ? 4 : 0) +
    (c.title.trim().toLowerCase() === exact ? 2 : 0);
  return candidates
    .filter((c) => nameKey(c.artist_name, 'artist') === artist && nameKey(c.title, 'title') === title)
    .sort((a, b) => score(b) - score(a) || b.checks - a.checks || a.song_id - b.song_id)[0];
}
