import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/open-db.ts';
import type { ListRow } from '../../../db/rows.ts';
import { lists } from '../../../db/schema/index.ts';
import { selectRows } from '../../../db/select-rows.ts';
import { AppError } from '../../../errors.ts';
import { listNotFound } from './editable-list.ts';

export type ListInteraction = 'like' | 'follow';

const TABLES = {
  like: { rows: sql`list_likes`, counter: sql`number_of_likes` },
  follow: { rows: sql`list_follows`, counter: sql`number_of_follows` },
} as const;

/**
 * Likes or follows a list (or takes it back). The counter moves only when a row was really added
 * or removed, in the same statement, so concurrent calls keep it exact. A member cannot like their
 * own list; a favourite-artists list cannot be followed.
 */
export function setListInteraction(
  db: Db,
  userId: number,
  listId: number,
  kind: ListInteraction,
  on: boolean,
): Promise<ListRow> {
  return db.transaction(async (tx) => {
    const [list] = await tx.select().from(lists).where(sql`${lists.id} = ${listId}`);
    if (!list) throw listNotFound();
    if (on && kind === 'like' && list.createdByUserId === userId)
      throw new AppError('FORBIDDEN', 'You cannot like your own list.');
    if (on && kind === 'follow' && list.favoriteKind === 'favorite-artists')
      throw new AppError('FORBIDDEN', 'A list of favourite artists cannot be followed.');
    const { rows, counter } = TABLES[kind];
    const change = on
      ? sql`insert into ${rows} (user_id, list_id) values (${userId}, ${listId}) on conflict do nothing returning 1`
      : sql`delete from ${rows} where user_id = ${userId} and list_id = ${listId} returning 1`;
    const [fresh] = await selectRows<{ id: number }>(
      tx,
      sql`with changed as (${change})
        update lists set ${counter} = ${counter} + ${on ? 1 : -1} * (select count(*)::int from changed)
        where id = ${listId} returning id`,
    );
    if (!fresh) throw listNotFound();
    const [row] = await tx.select().from(lists).where(sql`${lists.id} = ${listId}`);
    if (!row) throw listNotFound();
    return row;
  });
}
