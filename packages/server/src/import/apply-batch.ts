import { sql } from 'drizzle-orm';
import type { Db } from '../db/open-db.ts';
import { selectRows } from '../db/select-rows.ts';
import { mergeArtist, mergeByMbid, mergeGroup, mergeSong } from './merge-records.ts';
import type {
  ArtistRecord,
  GroupRecord,
  ImportEntity,
  Outcome,
  ReleaseRecord,
  SongRecord,
  TrackRecord,
} from './records.ts';
import { unknownGroups } from './resolve-groups.ts';
import type { TrackChoices } from './track-choice.ts';
import { jsonRows, lastByKey } from './upsert-sql.ts';
import { writeArtists } from './write-artists.ts';
import type { Written } from './write-by-mbid.ts';
import { type OwnedCredits, writeCredits } from './write-credits.ts';
import { writeGroups, writeReleaseDetails } from './write-releases.ts';
import { linkSongsToReleases, writeSongs } from './write-songs.ts';
import { addPartialTracks, trackIds, writeTracks } from './write-tracks.ts';

/**
 * What a batch did to each of its entities, the ones it refused with the reason, and the release
 * groups of the batch left without any artist credit (MBIDs).
 */
export type BatchResult = {
  outcomes: Map<ImportEntity, Outcome>;
  refused: Map<ImportEntity, string>;
  uncredited: Set<string>;
};

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
  // Lines of one MBID are merged as they would be one line at a time (merge-records).
  return {
    artists: mergeByMbid(sorted.artists, mergeArtist, 'later'),
    groups: mergeByMbid(sorted.groups, mergeGroup, 'later'),
    releases: sorted.releases,
    songs: mergeByMbid(sorted.songs, mergeSong, 'later'),
  };
}

/** MBIDs of the groups (among these) that already have a track list; one index probe each. */
async function groupsWithTracks(db: Db, groupMbids: readonly string[]): Promise<Set<string>> {
  if (groupMbids.length === 0) return new Set();
  const result = await selectRows<{ mbid: string }>(
    db,
    sql`select r.mbid from releases r
    cross join lateral (select 1 from tracks t where t.release_id = r.id limit 1) as t
    where r.mbid in (select (jsonb_array_elements_text(${jsonRows([...new Set(groupMbids)])}))::uuid)`,
  );
  return new Set(result.map((r) => r.mbid));
}

/**
 * The complete releases whose track lists this batch writes, one per group (the last chosen),
 * and the partial lists that add their tracks to groups no complete release has chosen.
 */
async function chooseReleases(db: Db, releases: readonly ReleaseRecord[], choices: TrackChoices) {
  const complete = releases.filter((r) => r.complete);
  const filled = await groupsWithTracks(
    db,
    complete.filter((r) => !r.official).map((r) => r.group.mbid),
  );
  const chosen = lastByKey(
    complete.filter((r) => choices.choose(r, filled.has(r.group.mbid))),
    (r) => r.group.mbid,
  );
  const partial = releases.filter((r) => !r.complete && r.tracks.length > 0 && !choices.has(r.group.mbid));
  return { chosen, partial };
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

/** Copies embedded elsewhere whose own line does not give a credit of its own in the batch. */
function creditsToFill<T extends { mbid: string; credits: readonly unknown[] }>(
  embedded: readonly T[],
  full: readonly T[],
) {
  const credited = new Set(full.filter((f) => f.credits.length > 0).map((f) => f.mbid));
  return embedded.filter((e) => !credited.has(e.mbid) && e.credits.length > 0);
}

/**
 * Writes one batch of entities, parents first: artists, release groups and their credits,
 * recordings and theirs, then the chosen track lists. Run it inside a transaction.
 */
export async function applyEntities(
  db: Db,
  entities: readonly ImportEntity[],
  choices: TrackChoices,
): Promise<BatchResult> {
  const refused = await unknownGroups(db, entities);
  const accepted = entities.filter((e) => !refused.has(e));
  const { artists, groups, releases, songs } = sortByKind(accepted);
  const { chosen, partial } = await chooseReleases(db, releases, choices);
  const trackLists = [...chosen, ...partial];
  const trackSongs = mergeByMbid(
    trackLists.flatMap((r) => r.tracks.map((t) => t.song)),
    mergeSong,
    'first',
  );
  // A release naming its group by MBID only still fills in that group's blanks, after the others.
  // One merged copy per group gives both its printed credit and its credit rows.
  const embeddedGroups = mergeByMbid(
    [...releases.filter((r) => !r.groupByMbidOnly), ...releases.filter((r) => r.groupByMbidOnly)].map(
      (r) => r.group,
    ),
    mergeGroup,
    'first',
  );
  const credited = mergeByMbid(
    [
      ...groups.flatMap((g) => g.credits),
      ...embeddedGroups.flatMap((g) => g.credits),
      ...songs.flatMap((s) => s.credits),
      ...trackSongs.flatMap((s) => s.credits),
      ...trackLists.flatMap((r) => r.tracks.flatMap((t) => t.credits)),
    ].map((c) => c.artist),
    mergeArtist,
    'first',
  );

  // A crash loses at most the last batches, never consistency: their checkpoint goes with them.
  // JIT compiling pays off for long queries, not for these many short ones.
  await db.execute(sql`set local synchronous_commit = off`);
  await db.execute(sql`set local jit = off`);
  const writtenArtists = await writeArtists(db, artists, credited);
  const artistIds = writtenArtists.ids;
  const writtenGroups = await writeGroups(db, groups, embeddedGroups);
  const releaseIds = writtenGroups.ids;
  const groupCredits = await writeCredits(
    db,
    'release_artists',
    artistIds,
    owned(groups, releaseIds, (g) => g.credits),
    owned(creditsToFill(embeddedGroups, groups), releaseIds, (g) => g.credits),
  );
  const writtenSongs = await writeSongs(db, songs, trackSongs);
  const songIds = writtenSongs.ids;
  const songCredits = await writeCredits(
    db,
    'song_artists',
    artistIds,
    owned(songs, songIds, (s) => s.credits),
    owned(creditsToFill(trackSongs, songs), songIds, (s) => s.credits),
  );
  const touched = await writeChosen(db, { chosen, partial }, releaseIds, songIds, artistIds);
  for (const id of groupCredits) touched.add(id);
  const uncredited = await uncreditedGroups(
    db,
    [...groups, ...embeddedGroups].map((g) => g.mbid),
  );
  const outcomes = attribute(accepted, {
    artists: writtenArtists,
    groups: writtenGroups,
    songs: writtenSongs,
    groupCredits,
    songCredits,
    touched,
    chosen,
  });
  return { outcomes, refused, uncredited };
}

/** The groups among these MBIDs that have no artist credit at all (no printed credit, no rows). */
async function uncreditedGroups(db: Db, mbids: readonly string[]): Promise<Set<string>> {
  if (mbids.length === 0) return new Set();
  const result = await selectRows<{ mbid: string }>(
    db,
    sql`select r.mbid::text as mbid from releases r
    where r.mbid in (select (jsonb_array_elements_text(${jsonRows([...new Set(mbids)])}))::uuid)
      and r.artist_name = '' and not exists (select 1 from release_artists a where a.release_id = r.id)`,
  );
  return new Set(result.map((r) => r.mbid));
}

type Changes = {
  artists: Written;
  groups: Written;
  songs: Written;
  groupCredits: Set<number>;
  songCredits: Set<number>;
  /** Groups a release line changed: track list, label, links, credits or songs linked to it. */
  touched: Set<number>;
  chosen: readonly ReleaseRecord[];
};

/** An own line's outcome; a changed credit list is an update of what the line owns. */
function ownOutcome(written: Written, mbid: string, credits: Set<number>): Outcome {
  const outcome = written.own.get(mbid) ?? 'unchanged';
  const id = written.ids.get(mbid);
  return outcome !== 'new' && id !== undefined && credits.has(id) ? 'updated' : outcome;
}

/**
 * Each counted entity's outcome. A release line counts for its group: new when it created it,
 * merged when it changed the group's blanks, track list or details. Of several releases of one
 * group in the batch, the one chosen for the track list (else the first) carries the outcome.
 */
function attribute(entities: readonly ImportEntity[], changes: Changes): Map<ImportEntity, Outcome> {
  const out = new Map<ImportEntity, Outcome>();
  const chosen = new Set(changes.chosen);
  const carrier = new Map<string, ImportEntity>();
  for (const e of entities) {
    if (e.kind !== 'release' || e.embedded) continue;
    const current = carrier.get(e.release.group.mbid);
    if (!current || (chosen.has(e.release) && !(current.kind === 'release' && chosen.has(current.release))))
      carrier.set(e.release.group.mbid, e);
  }
  for (const e of entities) {
    if (e.embedded) continue;
    if (e.kind === 'artist') out.set(e, changes.artists.own.get(e.artist.mbid) ?? 'unchanged');
    else if (e.kind === 'release-group')
      out.set(e, ownOutcome(changes.groups, e.group.mbid, changes.groupCredits));
    else if (e.kind === 'recording') out.set(e, ownOutcome(changes.songs, e.song.mbid, changes.songCredits));
    else {
      const group = e.release.group.mbid;
      const id = changes.groups.ids.get(group);
      const stub = changes.groups.stubs.get(group);
      const outcome: Outcome =
        carrier.get(group) !== e
          ? 'unchanged'
          : stub === 'new' && !changes.groups.own.has(group)
            ? 'new'
            : stub !== undefined || (id !== undefined && changes.touched.has(id))
              ? 'merged'
              : 'unchanged';
      out.set(e, outcome);
    }
  }
  return out;
}

async function writeChosen(
  db: Db,
  lists: { chosen: readonly ReleaseRecord[]; partial: readonly ReleaseRecord[] },
  releaseIds: Map<string, number>,
  songIds: Map<string, number>,
  artistIds: Map<string, number>,
): Promise<Set<number>> {
  const withId = (releases: readonly ReleaseRecord[]) =>
    releases.map((release) => ({ releaseId: releaseIds.get(release.group.mbid) ?? 0, release }));
  const chosen = withId(lists.chosen);
  const partial = withId(lists.partial);
  const touched = await writeTracks(
    db,
    chosen.map((l) => ({ releaseId: l.releaseId, tracks: l.release.tracks })),
    songIds,
  );
  for (const id of await addPartialTracks(
    db,
    partial.map((l) => ({ releaseId: l.releaseId, tracks: l.release.tracks })),
    songIds,
  ))
    touched.add(id);
  // A track's own credit: a complete list sets every track's (none deletes it), a partial list
  // only gives one to a track that has none.
  const ids = await trackIds(
    db,
    [...chosen, ...partial].map((l) => ({ releaseId: l.releaseId, tracks: l.release.tracks })),
    songIds,
  );
  const trackCredits = (lists: typeof chosen) =>
    lists.flatMap((l) =>
      l.release.tracks.flatMap((t) => {
        const ownerId = ids.get(t);
        return ownerId === undefined ? [] : [{ ownerId, credits: t.credits, releaseId: l.releaseId }];
      }),
    );
  const complete = trackCredits(chosen);
  const partialCredits = trackCredits(partial).filter((c) => c.credits.length > 0);
  const changedTracks = await writeCredits(db, 'track_artists', artistIds, complete, partialCredits, {
    dropEmpty: true,
  });
  for (const c of [...complete, ...partialCredits])
    if (changedTracks.has(c.ownerId)) touched.add(c.releaseId);
  const links = [...chosen, ...partial].flatMap((l) =>
    l.release.tracks.map((t: TrackRecord) => ({
      songId: songIds.get(t.song.mbid) ?? 0,
      releaseId: l.releaseId,
    })),
  );
  const linked = await linkSongsToReleases(
    db,
    lastByKey(links.reverse(), (l) => String(l.songId)),
  );
  for (const id of linked) touched.add(id);
  for (const id of await writeReleaseDetails(db, chosen)) touched.add(id);
  return touched;
}
