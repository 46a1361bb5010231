import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
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
import { forViewer, groupedLoader, keyedLoader } from '../../graphql/loader-utils.ts';
import type { CreditRow } from '../../graphql/rows.ts';

export function createCatalogLoaders(db: Db, viewerId: number | null) {
  return {
    release: keyedLoader(
      (ids: number[]) => db.select().from(releases).where(inArray(releases.id, ids)),
      (r) => r.id,
    ),
    song: keyedLoader(
      (ids: number[]) => db.select().from(songs).where(inArray(songs.id, ids)),
      (r) => r.id,
    ),
    artist: keyedLoader(
      (ids: number[]) => db.select().from(artists).where(inArray(artists.id, ids)),
      (r) => r.id,
    ),
    tracksByRelease: groupedLoader(
      (ids: number[]) =>
        db.select().from(tracks).where(inArray(tracks.releaseId, ids)).orderBy(asc(tracks.position)),
      (r) => r.releaseId,
    ),
    releaseCredits: groupedLoader(
      (ids: number[]): Promise<CreditRow[]> =>
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
          .where(inArray(releaseArtists.releaseId, ids))
          .orderBy(asc(releaseArtists.position))
          .then((rows) => rows.map((row) => ({ ...row, role: 'MAIN' as const }))),
      (r) => r.ownerId,
    ),
    songCredits: groupedLoader(
      (ids: number[]): Promise<CreditRow[]> =>
        db
          .select({
            ownerId: songArtists.songId,
            position: songArtists.position,
            artistId: songArtists.artistId,
            creditedName: songArtists.creditedName,
            joinPhrase: songArtists.joinPhrase,
            role: songArtists.role,
            image: artists.image,
          })
          .from(songArtists)
          .innerJoin(artists, eq(artists.id, songArtists.artistId))
          .where(inArray(songArtists.songId, ids))
          .orderBy(asc(songArtists.position)),
      (r) => r.ownerId,
    ),
    viewerRelease: keyedLoader(
      forViewer(viewerId, (userId, ids: number[]) =>
        db
          .select()
          .from(userReleases)
          .where(and(eq(userReleases.userId, userId), inArray(userReleases.releaseId, ids))),
      ),
      (r) => r.releaseId,
    ),
    viewerSong: keyedLoader(
      forViewer(viewerId, (userId, ids: number[]) =>
        db
          .select()
          .from(userSongs)
          .where(and(eq(userSongs.userId, userId), inArray(userSongs.songId, ids))),
      ),
      (r) => r.songId,
    ),
    viewerArtist: keyedLoader(
      forViewer(viewerId, (userId, ids: number[]) =>
        db
          .select()
          .from(userArtists)
          .where(and(eq(userArtists.userId, userId), inArray(userArtists.artistId, ids))),
      ),
      (r) => r.artistId,
    ),
  };
}
