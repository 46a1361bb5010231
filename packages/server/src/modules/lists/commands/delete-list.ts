import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/open-db.ts';
import { type Editor, listEntries, lockEditableList } from './editable-list.ts';
import { syncFavoriteFlags } from './favorite-flags.ts';
import { writeListContent } from './list-content.ts';

/** Deletes an editable list: its items leave the counters first, then the row cascades the rest. */
export function deleteList(db: Db, editor: Editor, listId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const list = await lockEditableList(tx, listId, editor);
    const before = list.favoriteKind ? await listEntries(tx, list.id) : [];
    await writeListContent(tx, list.id, { items: [], sections: [] }, { replacing: true });
    await syncFavoriteFlags(
      tx,
      list.createdByUserId,
      { kind: list.favoriteKind, entries: before },
      { kind: null, entries: [] },
    );
    await tx.execute(sql`delete from lists where id = ${list.id}`);
    if (list.createdByUserId !== null)
      await tx.execute(
        sql`update users set number_of_lists = number_of_lists - 1 where id = ${list.createdByUserId}`,
      );
    return true;
  });
}
