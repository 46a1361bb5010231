import { sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import { selectRows } from '../../db/select-rows.ts';
import { ITEM_SQL, type ItemKey, type ItemKind } from '../catalog/index.ts';
import { matchListens } from '../listens/index.ts';
import type { ImportRow } from './import-row.ts';
import { nameKey, probeText, sourceKey } from './normalize.ts';

/**
 * What became of a row: matched (by an identifier or exact names, or by the member's earlier
 * choice), a low-confidence suggestion for the review list, nothing, or skipped by the member's
 * earlier choice. A listen's item is its song, with the release it was heard on.
 */
export type RowMatch =
  | { kind: 'matched'; item: ItemKey; releaseId: number | null; chosen: boolean }
  | { kind: 'low'; suggestion: ItemKey; reason: string }
  | { kind: 'none'; reason: string }
  | { kind: 'skippedByChoice' };

type Choice = { source_key: string; item_type: ItemKind | null; item_id: number | null; skipped: boolean };
type Candidate = {
  i: number;
  id: number;
  title: string;
  artist_name: string;
  release_id: number | null;
  checks: number;
};

/** How many looser candidates one row's name probe may bring back. */
const CANDIDATES_PER_ROW = 20;

export function rowSourceKey(row: ImportRow): string {
  // A row known only by its recording (ListenBrainz feedback) is remembered under it.
  if (row.artist === '' && row.recordingMbid) return `recording:${row.recordingMbid}`;
  return sourceKey(
    row.kind === 'release' ? 'release' : 'listen',
    row.artist,
    (row.kind === 'listen' ? row.title : row.release) ?? '',
  );
}

async function choicesOf(db: Db, userId: number, keys: string[]): Promise<Map<string, Choice>> {
  if (keys.length === 0) return new Map();
  const rows = await selectRows<Choice>(
    db,
    // A choice of an item the catalog has since removed is no choice.
    sql`select c.source_key, c.item_type, c.item_id, c.skipped from import_match_choices c
      where c.user_id = ${userId} and c.source_key in (select jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb))
        and (c.skipped or exists (select 1 from songs s where c.item_type = 'SONG' and s.id = c.item_id)
          or exists (select 1 from releases r where c.item_type = 'RELEASE' and r.id = c.item_id))`,
  );
  return new Map(rows.map((row) => [row.source_key, row]));
}

/**
 * Catalog items whose normalized title starts with each probe's (a range of the title index) and
 * whose credit contains the probe's artist, or the other way round: one statement for a chunk.
 */
async function prefixCandidates(
  db: Db,
  type: ItemKind,
  probes: { i: number; title: string; artist: string }[],
): Promise<Map<number, Candidate[]>> {
  const byRow = new Map<number, Candidate[]>();
  // An empty probe would range over the whole catalog: such rows have no names to go by.
  const named = probes.filter((probe) => probe.title !== '' && probe.artist !== '');
  if (named.length === 0) return byRow;
  const releaseId = type === 'SONG' ? sql`x.release_id` : sql`null::int`;
  const rows = await selectRows<Candidate>(
    db,
    sql`select p.i, c.id, c.title, c.artist_name, c.release_id, c.checks
      from jsonb_to_recordset(${JSON.stringify(named)}::jsonb) as p(i int, title text, artist text)
      cross join lateral (
        select x.id, x.title, x.artist_name, ${releaseId} as release_id, x.number_of_checks as checks
        from ${ITEM_SQL[type].table} x
        where earmark_normalize(x.title) ~>=~ p.title and earmark_normalize(x.title) ~<~ (p.title || chr(1114111))
          and (strpos(earmark_normalize(x.artist_name), p.artist) > 0
            or strpos(p.artist, earmark_normalize(x.artist_name)) > 0)
        order by x.number_of_checks desc, x.id
        limit ${CANDIDATES_PER_ROW}
      ) c`,
  );
  for (const row of rows) byRow.set(row.i, [...(byRow.get(row.i) ?? []), row]);
  return byRow;
}

/** The candidates judged: equal names match; an equal title by a differing credit, or a longer title, is a suggestion. */
function judge(type: ItemKind, name: string, artist: string, candidates: Candidate[]): RowMatch {
  const titleKey = nameKey(name, 'title');
  const artistKey = nameKey(artist, 'artist');
  const exact = candidates.find(
    (c) => nameKey(c.title, 'title') === titleKey && nameKey(c.artist_name, 'artist') === artistKey,
  );
  if (exact)
    return { kind: 'matched', item: { type, id: exact.id }, releaseId: exact.release_id, chosen: false };
  const sameTitle = candidates.find((c) => nameKey(c.title, 'title') === titleKey);
  if (sameTitle)
    return {
      kind: 'low',
      suggestion: { type, id: sameTitle.id },
      reason: `the title matches "${sameTitle.title}" but the artist is "${sameTitle.artist_name}"`,
    };
  const longer = candidates.find((c) => nameKey(c.artist_name, 'artist') === artistKey);
  if (longer)
    return {
      kind: 'low',
      suggestion: { type, id: longer.id },
      reason: `only the start of the title matches "${longer.title}"`,
    };
  return { kind: 'none', reason: 'not found in the catalog' };
}

/** Songs at a position of a release named by its MBID or its title and artist. */
async function tracksAtPositions(
  db: Db,
  probes: { i: number; mbid: string | null; release: string; artist: string; position: number }[],
): Promise<Map<number, { song_id: number; release_id: number }>> {
  if (probes.length === 0) return new Map();
  const rows = await selectRows<{ i: number; song_id: number; release_id: number }>(
    db,
    sql`with p as (select * from jsonb_to_recordset(${JSON.stringify(probes)}::jsonb)
        as p(i int, mbid uuid, release text, artist text, position int))
      select p.i, t.song_id, t.release_id from p
        join releases r on r.mbid = p.mbid
        join tracks t on t.release_id = r.id and t.position = p.position
      union all
      select p.i, t.song_id, t.release_id from p
        join releases r on p.mbid is null and earmark_normalize(r.title) = p.release
          and strpos(earmark_normalize(r.artist_name), p.artist) > 0
        join tracks t on t.release_id = r.id and t.position = p.position`,
  );
  return new Map(rows.map((row) => [row.i, row]));
}

async function releasesByMbid(db: Db, mbids: string[]): Promise<Map<string, number>> {
  if (mbids.length === 0) return new Map();
  const rows = await selectRows<{ mbid: string; id: number }>(
    db,
    sql`select mbid::text as mbid, id from releases where mbid = any(${`{${mbids.join(',')}}`}::uuid[])`,
  );
  return new Map(rows.map((row) => [row.mbid, row.id]));
}

type Open = { row: ImportRow; i: number };

/** Listens the listens module's matcher did not place: a release's track position, then suggestions. */
async function matchLooseListens(db: Db, open: Open[], matches: (RowMatch | null)[]): Promise<void> {
  const positioned = open.filter(({ row }) => row.position !== null && (row.releaseGroupMbid || row.release));
  const tracks = await tracksAtPositions(
    db,
    positioned.map(({ row, i }) => ({
      i,
      mbid: row.releaseGroupMbid,
      release: probeText(row.release ?? '', 'title'),
      artist: probeText(row.artist, 'artist'),
      position: row.position ?? 0,
    })),
  );
  const rest = open.filter(({ i }) => {
    const track = tracks.get(i);
    if (!track) return true;
    matches[i] = {
      kind: 'matched',
      item: { type: 'SONG', id: track.song_id },
      releaseId: track.release_id,
      chosen: false,
    };
    return false;
  });
  const candidates = await prefixCandidates(
    db,
    'SONG',
    rest.map(({ row, i }) => ({
      i,
      title: probeText(row.title ?? '', 'title'),
      artist: probeText(row.artist, 'artist'),
    })),
  );
  for (const { row, i } of rest)
    matches[i] = judge('SONG', row.title ?? '', row.artist, candidates.get(i) ?? []);
}

/** Releases the source rated or marked: the release group MBID, then names. */
async function matchReleases(db: Db, open: Open[], matches: (RowMatch | null)[]): Promise<void> {
  const byMbid = await releasesByMbid(db, [
    ...new Set(open.flatMap(({ row }) => (row.releaseGroupMbid ? [row.releaseGroupMbid] : []))),
  ]);
  const rest = open.filter(({ row, i }) => {
    const id = row.releaseGroupMbid ? byMbid.get(row.releaseGroupMbid) : undefined;
    if (id === undefined) return true;
    matches[i] = { kind: 'matched', item: { type: 'RELEASE', id }, releaseId: id, chosen: false };
    return false;
  });
  const candidates = await prefixCandidates(
    db,
    'RELEASE',
    rest.map(({ row, i }) => ({
      i,
      title: probeText(row.release ?? '', 'title'),
      artist: probeText(row.artist, 'artist'),
    })),
  );
  for (const { row, i } of rest)
    matches[i] = judge('RELEASE', row.release ?? '', row.artist, candidates.get(i) ?? []);
}

/**
 * Matches a chunk of rows (none of them skipped) in a handful of statements whatever its size:
 * the member's remembered choices; for listens the listens module's matcher (recording MBID,
 * release group MBID, ISRC, exact names), then release + track position, then looser names as
 * suggestions; for releases their MBID, then names. The answer is in the rows' order.
 */
export async function matchRows(db: Db, userId: number, rows: readonly ImportRow[]): Promise<RowMatch[]> {
  const matches: (RowMatch | null)[] = rows.map(() => null);
  const keys = rows.map(rowSourceKey);
  const choices = await choicesOf(db, userId, [...new Set(keys)]);
  rows.forEach((_row, i) => {
    const choice = choices.get(keys[i] ?? '');
    if (!choice) return;
    matches[i] =
      choice.skipped || choice.item_type === null || choice.item_id === null
        ? { kind: 'skippedByChoice' }
        : {
            kind: 'matched',
            item: { type: choice.item_type, id: choice.item_id },
            releaseId: null,
            chosen: true,
          };
  });
  const open = (kind: ImportRow['kind']): Open[] =>
    rows.flatMap((row, i) => (matches[i] === null && row.kind === kind ? [{ row, i }] : []));
  const listens = open('listen');
  const found = await matchListens(
    db,
    listens.map(({ row }) => ({
      artistName: row.artist,
      trackName: row.title ?? '',
      releaseName: row.release,
      recordingMbid: row.recordingMbid,
      releaseGroupMbid: row.releaseGroupMbid,
      isrc: row.isrc,
    })),
  );
  listens.forEach(({ i }, n) => {
    const match = found[n];
    if (match)
      matches[i] = {
        kind: 'matched',
        item: { type: 'SONG', id: match.songId },
        releaseId: match.releaseId,
        chosen: false,
      };
  });
  await matchLooseListens(db, open('listen'), matches);
  await matchReleases(db, open('release'), matches);
  return matches.map((match) => match ?? { kind: 'none', reason: 'not found in the catalog' });
}
