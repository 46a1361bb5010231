import type { Db } from '../../db/open-db.ts';
import { setArtistFavorite } from './commands/set-artist-favorite.ts';

/** A write of a member's favorite for an artist (favoriteItem and unfavoriteItem with type artist). */
export type ArtistFavoriteWriter = (
  db: Db,
  userId: number,
  artistId: number,
  favorite: boolean,
) => Promise<void>;

let writer: ArtistFavoriteWriter = setArtistFavorite;

/**
 * The lists module keeps a member's favourite-artists list in step with the flag (the profile shows
 * that list): it hands its command here, as listening may not import lists (a floor above it).
 */
export function setArtistFavoriteWriter(write: ArtistFavoriteWriter): void {
  writer = write;
}

export function writeArtistFavorite(
  db: Db,
  userId: number,
  artistId: number,
  favorite: boolean,
): Promise<void> {
  return writer(db, userId, artistId, favorite);
}
