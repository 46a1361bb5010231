import DataLoader from 'dataloader';
import { asc, eq, sql } from 'drizzle-orm';
import type { LRUCache } from 'lru-cache';
import type { Db } from '../../db/open-db.ts';
import { anyOf, defineStatements } from '../../db/prepared.ts';
import type { CreditRow } from '../../db/rows.ts';
import {
  artists,
  releaseArtists,
  releases,
  songArtists,
  songs,
  trackArtists,
  tracks,
  userArtists,
  userReleases,
  userSongs,
} from '../../db/schema/index.ts';
import { byIds, cachedLoader, forViewer, groupedLoader, keyedLoader } from '../../graphql/loader-utils.ts';
import { publicCatalogCache, type TrackList } from './public-cache.ts';

const viewer = sql.placeholder('viewerId');

const songCreditFields = {
  ownerId: songArtists.songId,
  position: songArtists.position,
  artistId: songArtists.artistId,
  creditedName: songArtists.creditedName,
  joinPhrase: songArtists.joinPhrase,
  role: songArtists.role,
  image: artists.image,
};

type TrackCreditJson = Omit<CreditRow, 'ownerId' | 'role'>;

/** A track's own credits as JSON on its row (null for most tracks, which show their song's). */
const trackCreditsJson = sql<TrackCreditJson[] | null>`(select json_agg(json_build_object(
    'position', ta.position, 'artistId', ta.artist_id, 'creditedName', ta.credited_name,
    'joinPhrase', ta.join_phrase, 'image', a.image) order by ta.position)
  from track_artists ta join artists a on a.id = ta.artist_id where ta.track_id = ${tracks.id})`;

/** The catalog's hot statements: one SQL text each, built and prepared once per database. */
const catalogStatements = defineStatements('catalog', {
  release: (db) => db.select().from(releases).where(anyOf(releases.id)),
  song: (db) => db.select().from(songs).where(anyOf(songs.id)),
  artist: (db) => db.select().from(artists).where(anyOf(artists.id)),
  /**
   * Tracks with their songs and the songs' credits in one statement: a track list shows all three,
   * so this fills the `song` and `songCredits` loaders too (a track's row repeats per credit).
   */
  tracksByRelease: (db) =>
    db
      .select({ track: tracks, song: songs, credit: songCreditFields, trackCredits: trackCreditsJson })
      .from(tracks)
      .innerJoin(songs, eq(songs.id, tracks.songId))
      .leftJoin(songArtists, eq(songArtists.songId, songs.id))
      .leftJoin(artists, eq(artists.id, songArtists.artistId))
      .where(anyOf(tracks.releaseId))
      .orderBy(asc(tracks.position), asc(songArtists.position)),
  releaseCredits: (db) =>
    db
      .select({
        ownerId: releaseArtists.releaseId,
        position: releaseArtists.position,
        artistId: releaseArtists.artistId,
        creditedName: releaseArtists.creditedName,
        joinPhrase: releaseArtists.joinPhrase,
        image: artists.image,
      })
      .from(releaseArtists)
      .innerJoin(artists, eq(artists.id, releaseArtists.artistId))
      .where(anyOf(releaseArtists.releaseId))
      .orderBy(asc(releaseArtists.position)),
  /** A track's own credits (most tracks have none and show their song's performers). */
  trackCredits: (db) =>
    db
      .select({
        ownerId: trackArtists.trackId,
        position: trackArtists.position,
        artistId: trackArtists.artistId,
        creditedName: trackArtists.creditedName,
        joinPhrase: trackArtists.joinPhrase,
        image: artists.image,
      })
      .from(trackArtists)
      .innerJoin(artists, eq(artists.id, trackArtists.artistId))
      .where(anyOf(trackArtists.trackId))
      .orderBy(asc(trackArtists.position)),
  songCredits: (db) =>
    db
      .select(songCreditFields)
      .from(songArtists)
      .innerJoin(artists, eq(artists.id, songArtists.artistId))
      .where(anyOf(songArtists.songId))
      .orderBy(asc(songArtists.position)),
  viewerReleases: (db) =>
    db
      .select()
      .from(userReleases)
      .where(sql`${userReleases.userId} = ${viewer} and ${anyOf(userReleases.releaseId)}`),
  viewerSongs: (db) =>
    db
      .select()
      .from(userSongs)
      .where(sql`${userSongs.userId} = ${viewer} and ${anyOf(userSongs.songId)}`),
  viewerArtists: (db) =>
    db
      .select()
      .from(userArtists)
      .where(sql`${userArtists.userId} = ${viewer} and ${anyOf(userArtists.artistId)}`),
});

/** Rows grouped by `keyOf`, with an entry (maybe empty) for every id asked. */
function groupAll<V>(ids: number[], rows: V[], keyOf: (row: V) => number): Map<number, V[]> {
  const groups = new Map<number, V[]>(ids.map((id) => [id, []]));
  for (const row of rows) groups.get(keyOf(row))?.push(row);
  return groups;
}

export function createCatalogLoaders(db: Db, viewerId: number | null) {
  const statements = catalogStatements(db);
  const cache = publicCatalogCache(db);
  /** Guests share these rows across requests (counts may trail briefly); members read them fresh. */
  const guestShared = <V extends { id: number }>(
    guestCache: LRUCache<number, V>,
    statement: { execute: (values: { ids: number[] }) => Promise<V[]> },
  ) =>
    cachedLoader<V>(viewerId === null ? guestCache : null, async (ids) => {
      const rows = await statement.execute({ ids });
      return new Map(rows.map((row) => [row.id, row]));
    });
  const song = keyedLoader(byIds(statements.song), (r) => r.id);
  const songCredits = groupedLoader(byIds<CreditRow>(statements.songCredits), (r) => r.ownerId);
  const trackLists = cachedLoader<TrackList>(cache.trackLists, async (ids) => {
    const rows = await statements.tracksByRelease.execute({ ids });
    // One row per track and song credit (a song without credits: once, credit columns null).
    const lists = new Map<number, TrackList>(
      ids.map((id) => [id, { tracks: [], songs: [], credits: new Map(), trackCredits: new Map() }]),
    );
    const seenTracks = new Set<number>();
    for (const { track, song: songRow, credit, trackCredits: own } of rows) {
      const list = lists.get(track.releaseId);
      if (!list) continue;
      if (!seenTracks.has(track.id)) {
        seenTracks.add(track.id);
        list.tracks.push(track);
        list.trackCredits.set(
          track.id,
          (own ?? []).map((c): CreditRow => ({ ...c, ownerId: track.id, role: 'MAIN' })),
        );
      }
      if (!list.credits.has(songRow.id)) {
        list.credits.set(songRow.id, []);
        list.songs.push(songRow);
      }
      if (credit?.ownerId != null) list.credits.get(songRow.id)?.push(credit as CreditRow);
    }
    return lists;
  });
  const releaseCreditLists = cachedLoader<CreditRow[]>(cache.releaseCredits, async (ids) => {
    const rows = await statements.releaseCredits.execute({ ids });
    const credits = rows.map((row): CreditRow => ({ ...row, role: 'MAIN' }));
    return groupAll(ids, credits, (r) => r.ownerId);
  });
  const trackCredits = groupedLoader(
    async (ids: number[]) =>
      (await statements.trackCredits.execute({ ids })).map((row): CreditRow => ({ ...row, role: 'MAIN' })),
    (r) => r.ownerId,
  );
  return {
    release: guestShared(cache.guestReleases, statements.release),
    song,
    songCredits,
    artist: guestShared(cache.guestArtists, statements.artist),
    /** A release's tracks; their songs and the songs' credits are primed into those loaders. */
    tracksByRelease: new DataLoader<number, TrackList['tracks']>(async (ids) => {
      const lists = await trackLists.loadMany(ids);
      return lists.map((list) => {
        if (!list || list instanceof Error) return [];
        for (const songRow of list.songs) song.prime(songRow.id, songRow);
        for (const [songId, credits] of list.credits) songCredits.prime(songId, credits);
        for (const [trackId, credits] of list.trackCredits) trackCredits.prime(trackId, credits);
        return list.tracks;
      });
    }),
    /** A track's own credits; a release's track list primes them. */
    trackCredits,
    releaseCredits: new DataLoader<number, CreditRow[]>(async (ids) =>
      (await releaseCreditLists.loadMany(ids)).map((credits) => (Array.isArray(credits) ? credits : [])),
    ),
    viewerRelease: keyedLoader(forViewer(viewerId, statements.viewerReleases), (r) => r.releaseId),
    viewerSong: keyedLoader(forViewer(viewerId, statements.viewerSongs), (r) => r.songId),
    viewerArtist: keyedLoader(forViewer(viewerId, statements.viewerArtists), (r) => r.artistId),
  };
}
