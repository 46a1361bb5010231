import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/open-db.ts';
import { selectRows } from '../../../db/select-rows.ts';
import type { Tx } from '../../../db/transaction.ts';

/** The most items of one list change that become recommendations to the list's followers. */
export const MAX_LIST_RECS_PER_CHANGE = 5;

type Entry = { type: 'RELEASE' | 'SONG' | 'ARTIST'; id: number };

/**
 * A list's followers get its new releases and songs as recommendations from the list (source: the
 * list), with a notification each. Call it inside the list change's transaction, before the new
 * content is written: an item is new when the list does not hold it yet. Only the first few new
 * items of one change count, and a follower gets nothing they have already listened to, nothing
 * this list already recommended them, and nothing from their own list.
 */
export async function recommendFromList(tx: Tx, listId: number, entries: readonly Entry[]): Promise<number> {
  const items = entries.filter((entry) => entry.type !== 'ARTIST');
  if (items.length === 0) return 0;
  const types = `{${items.map((entry) => entry.type).join(',')}}`;
  const ids = `{${items.map((entry) => entry.id).join(',')}}`;
  const rows = await selectRows<{ n: number }>(
    tx as Db,
    sql`with new_items as (
        select e.item_type::item_type as item_type,
          case when e.item_type = 'RELEASE' then e.item_id end as release_id,
          case when e.item_type = 'SONG' then e.item_id end as song_id
        from unnest(${types}::text[], ${ids}::int[]) with ordinality as e(item_type, item_id, ord)
        where not exists (select 1 from list_items i where i.list_id = ${listId}
          and (i.release_id = e.item_id and e.item_type = 'RELEASE' or i.song_id = e.item_id and e.item_type = 'SONG'))
        order by e.ord limit ${MAX_LIST_RECS_PER_CHANGE}
      ), recs as (
        insert into recommendations (recipient_id, source_list_id, item_type, release_id, song_id)
        select f.user_id, ${listId}, n.item_type, n.release_id, n.song_id
        from new_items n
        join list_follows f on f.list_id = ${listId}
        join lists l on l.id = f.list_id
        where f.user_id is distinct from l.created_by_user_id
          and not exists (select 1 from recommendations r where r.recipient_id = f.user_id
            and r.source_list_id = ${listId} and r.item_type = n.item_type
            and (r.release_id = n.release_id or r.song_id = n.song_id))
          and not exists (select 1 from user_releases x where x.user_id = f.user_id
            and x.release_id = n.release_id and x.checked_at is not null)
          and not exists (select 1 from user_songs x where x.user_id = f.user_id
            and x.song_id = n.song_id and x.checked_at is not null)
        returning id, recipient_id
      ), notes as (
        insert into notifications (user_id, kind, recommendation_id)
        select recipient_id, 'RECOMMENDED', id from recs
      )
      select count(*)::int as n from recs`,
  );
  return rows[0]?.n ?? 0;
}
