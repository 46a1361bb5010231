import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import { anyOf, defineStatements } from '../../db/prepared.ts';
import {
  artists,
  releaseArtists,
  releases,
  songArtists,
  songs,
  tracks,
  userArtists,
  userReleases,
  userSongs,
} from '../../db/schema/index.ts';
import { byIds, forViewer, groupedLoader, keyedLoader } from '../../graphql/loader-utils.ts';
import type { CreditRow } from '../../graphql/rows.ts';

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
      .select({ track: tracks, song: songs, credit: songCreditFields })
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

export function createCatalogLoaders(db: Db, viewerId: number | null) {
  const statements = catalogStatements(db);
  const song = keyedLoader(byIds(statements.song), (r) => r.id);
  const songCredits = groupedLoader(byIds<CreditRow>(statements.songCredits), (r) => r.ownerId);
  return {
    release: keyedLoader(byIds(statements.release), (r) => r.id),
    song,
    songCredits,
    artist: keyedLoader(byIds(statements.artist), (r) => r.id),
    tracksByRelease: groupedLoader(
      async (ids: number[]) => {
        const rows = await statements.tracksByRelease.execute({ ids });
        // One row per track and song credit (a song without credits: once, credit columns null).
        const tracksFound = new Map<number, (typeof rows)[number]['track']>();
        const creditsBySong = new Map<number, CreditRow[]>();
        for (const { track, song: songRow, credit } of rows) {
          tracksFound.set(track.id, track);
          if (!creditsBySong.has(songRow.id)) {
            creditsBySong.set(songRow.id, []);
            song.prime(songRow.id, songRow);
          }
          if (credit?.ownerId != null) creditsBySong.get(songRow.id)?.push(credit as CreditRow);
        }
        for (const [songId, credits] of creditsBySong) songCredits.prime(songId, credits);
        return [...tracksFound.values()];
      },
      (r) => r.releaseId,
    ),
    releaseCredits: groupedLoader(
      (ids: number[]): Promise<CreditRow[]> =>
        statements.releaseCredits
          .execute({ ids })
          .then((rows) => rows.map((row) => ({ ...row, role: 'MAIN' as const }))),
      (r) => r.ownerId,
    ),
    viewerRelease: keyedLoader(forViewer(viewerId, statements.viewerReleases), (r) => r.releaseId),
    viewerSong: keyedLoader(forViewer(viewerId, statements.viewerSongs), (r) => r.songId),
    viewerArtist: keyedLoader(forViewer(viewerId, statements.viewerArtists), (r) => r.artistId),
  };
}
