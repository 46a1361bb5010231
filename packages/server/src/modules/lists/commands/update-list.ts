import { favoriteKindOf, type ListFields } from '@earmark/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/open-db.ts';
import type { ListRow } from '../../../db/rows.ts';
import { lists } from '../../../db/schema/index.ts';
import { AppError } from '../../../errors.ts';
import { recommendFromList } from '../../social/index.ts';
import {
  checkFavoriteKindFree,
  type Editor,
  listEntries,
  listNotFound,
  lockEditableList,
} from './editable-list.ts';
import { checkFavoriteEntries, syncFavoriteFlags } from './favorite-flags.ts';
import {
  checkContentShape,
  checkEntriesExist,
  flatEntries,
  type ListContent,
  writeListContent,
} from './list-content.ts';

/**
 * Replaces an editable list's info and whole content. Tags left out keep the list's tags (the
 * editor sends them only on creation). With `expectedUpdatedAt` (the list's time as the editor
 * loaded it), a list changed since is left as it is: a second tab's older copy never overwrites a
 * first tab's saved change.
 */
export async function updateList(
  db: Db,
  editor: Editor,
  listId: number,
  fields: ListFields,
  content: ListContent,
  expectedUpdatedAt: Date | null = null,
): Promise<ListRow> {
  checkContentShape(content);
  const entries = flatEntries(content);
  return db.transaction(async (tx) => {
    const list = await lockEditableList(tx, listId, editor);
    if (expectedUpdatedAt && list.updatedAt.getTime() !== expectedUpdatedAt.getTime())
      throw new AppError(
        'BAD_USER_INPUT',
        'This list was changed elsewhere since you opened it. Reload the editor to see the changes, then edit again.',
        { field: 'expectedUpdatedAt' },
      );
    const tags = fields.tags ?? list.tags;
    const kind = favoriteKindOf(tags);
    checkFavoriteEntries(kind, entries, 'items');
    await checkEntriesExist(tx, entries);
    if (kind !== list.favoriteKind) await checkFavoriteKindFree(tx, list.createdByUserId, kind, list.id);
    const before = list.favoriteKind ? await listEntries(tx, list.id) : [];
    await tx
      .update(lists)
      .set({ ...fields, tags, favoriteKind: kind })
      .where(sql`${lists.id} = ${list.id}`);
    await recommendFromList(tx, list.id, entries);
    await writeListContent(tx, list.id, content, { replacing: true });
    await syncFavoriteFlags(
      tx,
      list.createdByUserId,
      { kind: list.favoriteKind, entries: before },
      { kind, entries },
    );
    const [fresh] = await tx.select().from(lists).where(sql`${lists.id} = ${list.id}`);
    if (!fresh) throw listNotFound();
    return fresh;
  });
}
