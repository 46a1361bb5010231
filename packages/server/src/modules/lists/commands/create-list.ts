import { favoriteKindOf, type ListFields } from '@earmark/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/open-db.ts';
import type { ListRow } from '../../../db/rows.ts';
import { lists } from '../../../db/schema/index.ts';
import { checkFavoriteKindFree, listNotFound } from './editable-list.ts';
import { checkFavoriteEntries, syncFavoriteFlags } from './favorite-flags.ts';
import {
  checkContentShape,
  checkEntriesExist,
  flatEntries,
  type ListContent,
  writeListContent,
} from './list-content.ts';

/** Creates a member's list with its content and counters, in one transaction. */
export async function createList(
  db: Db,
  userId: number,
  fields: ListFields,
  content: ListContent,
): Promise<ListRow> {
  checkContentShape(content);
  const tags = fields.tags ?? [];
  const kind = favoriteKindOf(tags);
  const entries = flatEntries(content);
  checkFavoriteEntries(kind, entries, 'items');
  return db.transaction(async (tx) => {
    await checkEntriesExist(tx, entries);
    // The member's row serialises their favourites lists: two creations of one kind cannot both pass.
    await tx.execute(sql`update users set number_of_lists = number_of_lists + 1 where id = ${userId}`);
    await checkFavoriteKindFree(tx, userId, kind, null);
    const [list] = await tx
      .insert(lists)
      .values({ ...fields, tags, favoriteKind: kind, createdByUserId: userId })
      .returning({ id: lists.id });
    if (!list) throw listNotFound();
    await writeListContent(tx, list.id, content, { replacing: false });
    await syncFavoriteFlags(tx, userId, { kind: null, entries: [] }, { kind, entries });
    const [fresh] = await tx.select().from(lists).where(sql`${lists.id} = ${list.id}`);
    if (!fresh) throw listNotFound();
    return fresh;
  });
}
