import { sql } from 'drizzle-orm';
import type { Db } from '../db/open-db.ts';
import type {
  ArtistRecord,
  GroupRecord,
  ImportEntity,
  ReleaseRecord,
  SongRecord,
  TrackRecord,
} from './records.ts';
import type { TrackChoices } from './track-choice.ts';
import { jsonRows, lastByKey } from './upsert-sql.ts';
import { writeArtists } from './write-artists.ts';
import { type OwnedCredits, writeCredits } from './write-credits.ts';
import { writeGroups, writeReleaseDetails } from './write-releases.ts';
import { linkSongsToReleases, writeSongs } from './write-songs.ts';
import { writeTracks } from './write-tracks.ts';

type Sorted = {
  artists: ArtistRecord[];
  groups: GroupRecord[];
  releases: ReleaseRecord[];
  songs: SongRecord[];
};

function sortByKind(entities: readonly ImportEntity[]): Sorted {
  const sorted: Sorted = { artists: [], groups: [], releases: [], songs: [] };
  for (const e of entities) {
    if (e.kind === 'artist') sorted.artists.push(e.artist);
    else if (e.kind === 'release-group') sorted.groups.push(e.group);
    else if (e.kind === 'release') sorted.releases.push(e.release);
    else sorted.songs.push(e.song);
  }
  // A later line for the same MBID wins, as it would one line at a time.
  return {
    artists: lastByKey(sorted.artists, (a) => a.mbid),
    groups: lastByKey(sorted.groups, (g) => g.mbid),
    releases: sorted.releases,
    songs: lastByKey(sorted.songs, (s) => s.mbid),
  };
}

/** MBIDs of the groups (among these) that already have a track list; one index probe each. */
async function groupsWithTracks(db: Db, groupMbids: readonly string[]): Promise<Set<string>> {
  if (groupMbids.length === 0) return new Set();
  const result = await db.execute(sql`select r.mbid from releases r
    cross join lateral (select 1 from tracks t where t.release_id = r.id limit 1) as t
    where r.mbid in (select (jsonb_array_elements_text(${jsonRows([...new Set(groupMbids)])}))::uuid)`);
  return new Set((result as unknown as { rows: Array<{ mbid: string }> }).rows.map((r) => r.mbid));
}

/** The releases whose track lists this batch writes, one per group (the last chosen). */
async function chooseReleases(db: Db, releases: readonly ReleaseRecord[], choices: TrackChoices) {
  const filled = await groupsWithTracks(
    db,
    releases.filter((r) => !r.official).map((r) => r.group.mbid),
  );
  const chosen = releases.filter((r) => choices.choose(r, filled.has(r.group.mbid)));
  return lastByKey(chosen, (r) => r.group.mbid);
}

/** Embedded copies of entities whose own line is in the batch: that line's data wins anyway. */
function without<T extends { mbid: string }>(embedded: readonly T[], full: readonly T[]): T[] {
  const fullIds = new Set(full.map((f) => f.mbid));
  return embedded.filter((e) => !fullIds.has(e.mbid));
}

function owned<T extends { mbid: string }>(
  items: readonly T[],
  ids: Map<string, number>,
  credits: (item: T) => OwnedCredits['credits'],
): OwnedCredits[] {
  return lastByKey(items, (i) => i.mbid).map((item) => {
    const ownerId = ids.get(item.mbid);
    if (ownerId === undefined) throw new Error(`${item.mbid} was not written`);
    return { ownerId, credits: credits(item) };
  });
}

/**
 * Writes one batch of entities, parents first: artists, release groups and their credits,
 * recordings and theirs, then the chosen track lists. Run it inside a transaction.
 */
export async function applyEntities(db: Db, entities: readonly ImportEntity[], choices: TrackChoices) {
  const { artists, groups, releases, songs } = sortByKind(entities);
  const chosen = await chooseReleases(db, releases, choices);
  const tracks: TrackRecord[] = chosen.flatMap((r) => r.tracks);
  const trackSongs = tracks.map((t) => t.song);
  const credited = [
    ...groups.flatMap((g) => g.credits),
    ...releases.flatMap((r) => r.group.credits),
    ...songs.flatMap((s) => s.credits),
    ...trackSongs.flatMap((s) => s.credits),
  ].map((c) => c.artist);

  // A crash loses at most the last batches, never consistency: their checkpoint goes with them.
  // JIT compiling pays off for long queries, not for these many short ones.
  await db.execute(sql`set local synchronous_commit = off`);
  await db.execute(sql`set local jit = off`);
  const artistIds = await writeArtists(db, artists, credited);
  const embeddedGroups = releases.map((r) => r.group);
  const releaseIds = await writeGroups(db, groups, embeddedGroups);
  await writeCredits(
    db,
    'release_artists',
    artistIds,
    owned(groups, releaseIds, (g) => g.credits),
    owned(without(embeddedGroups, groups), releaseIds, (g) => g.credits),
  );
  const songIds = await writeSongs(db, songs, trackSongs);
  await writeCredits(
    db,
    'song_artists',
    artistIds,
    owned(songs, songIds, (s) => s.credits),
    owned(without(trackSongs, songs), songIds, (s) => s.credits),
  );
  await writeChosen(db, chosen, releaseIds, songIds);
}

async function writeChosen(
  db: Db,
  chosen: readonly ReleaseRecord[],
  releaseIds: Map<string, number>,
  songIds: Map<string, number>,
): Promise<void> {
  const lists = chosen.map((release) => ({ releaseId: releaseIds.get(release.group.mbid) ?? 0, release }));
  await writeTracks(
    db,
    lists.map((l) => ({ releaseId: l.releaseId, tracks: l.release.tracks })),
    songIds,
  );
  const links = lists.flatMap((l) =>
    l.release.tracks.map((t) => ({ songId: songIds.get(t.song.mbid) ?? 0, releaseId: l.releaseId })),
  );
  await linkSongsToReleases(
    db,
    lastByKey(links.reverse(), (l) => String(l.songId)),
  );
  await writeReleaseDetails(db, lists);
}
