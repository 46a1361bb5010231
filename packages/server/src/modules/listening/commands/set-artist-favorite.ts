import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/open-db.ts';
import { artists, userArtists } from '../../../db/schema/index.ts';
import { notFound } from '../../catalog/index.ts';

/** Favorites or unfavorites an artist (artists can only be favorited), with its counter. */
export async function setArtistFavorite(
  db: Db,
  userId: number,
  artistId: number,
  favorite: boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [artist] = await tx.select({ id: artists.id }).from(artists).where(eq(artists.id, artistId));
    if (!artist) throw notFound('ARTIST');
    const changed = favorite
      ? await tx.insert(userArtists).values({ userId, artistId }).onConflictDoNothing().returning()
      : await tx
          .delete(userArtists)
          .where(and(eq(userArtists.userId, userId), eq(userArtists.artistId, artistId)))
          .returning();
    if (changed.length === 0) return;
    await tx
      .update(artists)
      .set({ numberOfFavorites: sql`${artists.numberOfFavorites} + ${favorite ? 1 : -1}` })
      .where(eq(artists.id, artistId));
  });
}
