import DataLoader from 'dataloader';
import { sql } from 'drizzle-orm';
import { intArray } from '../../db/int-array.ts';
import type { Db } from '../../db/open-db.ts';
import { anyOf, defineStatements } from '../../db/prepared.ts';
import { blocks, recommendations } from '../../db/schema/index.ts';
import { selectRows } from '../../db/select-rows.ts';
import { byIds, forViewer, keyedLoader } from '../../graphql/loader-utils.ts';

/** Key of a member's rating of one item: "userId:RELEASE:itemId". */
export function memberRatingKey(userId: number, type: 'RELEASE' | 'SONG', itemId: number): string {
  return `${userId}:${type}:${itemId}`;
}

const viewer = sql.placeholder('viewerId');

const socialStatements = defineStatements('social', {
  recommendation: (db) => db.select().from(recommendations).where(anyOf(recommendations.id)),
  viewerBlocked: (db) =>
    db
      .select({ id: blocks.blockedId })
      .from(blocks)
      .where(sql`${blocks.blockerId} = ${viewer} and ${anyOf(blocks.blockedId)}`),
  blockedViewer: (db) =>
    db
      .select({ id: blocks.blockerId })
      .from(blocks)
      .where(sql`${blocks.blockedId} = ${viewer} and ${anyOf(blocks.blockerId)}`),
});

export function createSocialLoaders(db: Db, viewerId: number | null = null) {
  const statements = socialStatements(db);
  return {
    recommendation: keyedLoader(byIds(statements.recommendation), (r) => r.id),
    /** Members (by id) the viewer has blocked. */
    viewerBlocked: keyedLoader(forViewer(viewerId, statements.viewerBlocked), (r) => r.id),
    /** Members (by id) who have blocked the viewer. */
    blockedViewer: keyedLoader(forViewer(viewerId, statements.blockedViewer), (r) => r.id),
    /** Members' ratings of items (a recommender's rating on their recommendation), one statement per batch. */
    memberRating: new DataLoader<string, number | null>(async (keys) => {
      const parsed = keys.map((key) => key.split(':'));
      const pairs = (type: string) => parsed.filter(([, kind]) => kind === type);
      const releases = pairs('RELEASE');
      const songs = pairs('SONG');
      const rows = await selectRows<{ key: string; rating: number }>(
        db,
        sql`select user_id || ':RELEASE:' || release_id as key, rating from user_releases
            where (user_id, release_id) in (select * from unnest(${intArray(releases.map(([u]) => Number(u)))},
              ${intArray(releases.map(([, , i]) => Number(i)))})) and rating is not null
          union all
          select user_id || ':SONG:' || song_id, rating from user_songs
            where (user_id, song_id) in (select * from unnest(${intArray(songs.map(([u]) => Number(u)))},
              ${intArray(songs.map(([, , i]) => Number(i)))})) and rating is not null`,
      );
      const ratings = new Map(rows.map((row) => [row.key, Number(row.rating)]));
      return keys.map((key) => ratings.get(key) ?? null);
    }),
  };
}
