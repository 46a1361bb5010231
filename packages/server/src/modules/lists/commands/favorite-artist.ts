import { FAVORITE_LIST_NAMES, type FavoriteListKind } from '@earmark/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/open-db.ts';
import { selectRows } from '../../../db/select-rows.ts';
import type { Tx } from '../../../db/transaction.ts';
import { notFound } from '../../catalog/index.ts';
import { syncFavoriteFlags } from './favorite-flags.ts';

const KIND: FavoriteListKind = 'favorite-artists';

/** The member's favourite-artists list, created (empty, personal, ranked) when they have none. */
async function favoriteArtistsList(tx: Tx, userId: number, create: boolean): Promise<number | null> {
  const [found] = await selectRows<{ id: number }>(
    tx as Db,
    sql`select id from lists where created_by_user_id = ${userId} and favorite_kind = ${KIND} for update`,
  );
  if (found || !create) return found?.id ?? null;
  const [made] = await selectRows<{ id: number }>(
    tx as Db,
    sql`with counted as (update users set number_of_lists = number_of_lists + 1 where id = ${userId})
      insert into lists (name, tags, favorite_kind, is_personal, is_ranked, created_by_user_id)
      values (${FAVORITE_LIST_NAMES[KIND]}, array[${KIND}]::text[], ${KIND}, true, true, ${userId})
      returning id`,
  );
  return made?.id ?? null;
}

/**
 * Favorites or unfavorites an artist for a member, in one transaction: the favorite flag and the
 * artist's counter (as a favourites list's entries set them), and the member's favourite-artists
 * list, which the profile's Favorites show: the artist joins its end (the list is made when missing)
 * or leaves it, the items after it moving up one place.
 */
export async function favoriteArtist(db: Db, userId: number, artistId: number, on: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    // The member's row serialises their favourites: two calls of one member run one after the other.
    await tx.execute(sql`select 1 from users where id = ${userId} for update`);
    const [artist] = await selectRows<{ id: number }>(
      tx as Db,
      sql`select id from artists where id = ${artistId}`,
    );
    if (!artist) throw notFound('ARTIST');
    const entry = { type: 'ARTIST' as const, id: artistId };
    const listId = await favoriteArtistsList(tx, userId, on);
    if (listId !== null) {
      const [item] = await selectRows<{ position: number }>(
        tx as Db,
        sql`select position from list_items where list_id = ${listId} and artist_id = ${artistId} limit 1`,
      );
      if (on && !item) {
        await tx.execute(
          sql`with added as (
              insert into list_items (list_id, item_type, artist_id, position)
              select ${listId}, 'ARTIST', ${artistId}, coalesce(max(position), -1) + 1 from list_items where list_id = ${listId}
            )
            update lists set items_count = items_count + 1, updated_at = now() where id = ${listId}`,
        );
      }
      if (!on && item) {
        await tx.execute(
          sql`with removed as (delete from list_items where list_id = ${listId} and artist_id = ${artistId}),
            moved as (update list_items set position = position - 1 where list_id = ${listId} and position > ${item.position})
            update lists set items_count = items_count - 1, updated_at = now() where id = ${listId}`,
        );
      }
    }
    const none = { kind: KIND, entries: [] };
    const one = { kind: KIND, entries: [entry] };
    await syncFavoriteFlags(tx, userId, on ? none : one, on ? one : none);
  });
}
