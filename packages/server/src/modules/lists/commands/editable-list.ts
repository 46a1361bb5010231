import type { FavoriteListKind, SourceType } from '@earmark/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/open-db.ts';
import type { ListRow } from '../../../db/rows.ts';
import { lists } from '../../../db/schema/index.ts';
import { selectRows } from '../../../db/select-rows.ts';
import type { Tx } from '../../../db/transaction.ts';
import { AppError, badUserInput } from '../../../errors.ts';

/** Who is saving: the member, and whether they are an admin (admins edit official lists). */
export type Editor = { id: number; isAdmin: boolean };

export function listNotFound(): AppError {
  return new AppError('NOT_FOUND', 'That list does not exist.');
}

export function canEdit(list: ListRow, editor: Editor): boolean {
  return list.createdByUserId === editor.id || (editor.isAdmin && list.isOfficial);
}

/** Locks a list the editor may change: NOT_FOUND when missing, FORBIDDEN when it is not theirs. */
export async function lockEditableList(tx: Tx, listId: number, editor: Editor): Promise<ListRow> {
  const [list] = await tx.select().from(lists).where(sql`${lists.id} = ${listId}`).for('update');
  if (!list) throw listNotFound();
  if (!canEdit(list, editor)) throw new AppError('FORBIDDEN', 'You can only change lists you made.');
  return list;
}

/** The items of a list, in order (the favourites sync compares them before and after a save). */
export async function listEntries(tx: Tx, listId: number): Promise<{ type: SourceType; id: number }[]> {
  const rows = await selectRows<{ type: SourceType; id: number }>(
    tx as Db,
    sql`select item_type as type, coalesce(release_id, song_id, artist_id) as id
      from list_items where list_id = ${listId} order by position, id`,
  );
  return rows;
}

/** BAD_USER_INPUT when the member already has another favourites list of this kind. */
export async function checkFavoriteKindFree(
  tx: Tx,
  userId: number | null,
  kind: FavoriteListKind | null,
  exceptListId: number | null,
): Promise<void> {
  if (kind === null || userId === null) return;
  const rows = await selectRows<{ id: number }>(
    tx as Db,
    sql`select id from lists where created_by_user_id = ${userId} and favorite_kind = ${kind}
      and id <> ${exceptListId ?? 0} for update`,
  );
  if (rows.length > 0) throw badUserInput('tags', `name a favourites list you already have (${kind})`);
}
