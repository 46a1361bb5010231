import { LIST_LIMITS } from '@earmark/shared';
import { sql } from 'drizzle-orm';
import { intArray } from '../../../db/int-array.ts';
import type { Db } from '../../../db/open-db.ts';
import type { ListRow } from '../../../db/rows.ts';
import { lists } from '../../../db/schema/index.ts';
import { selectRows } from '../../../db/select-rows.ts';
import type { Tx } from '../../../db/transaction.ts';
import { AppError, badUserInput } from '../../../errors.ts';
import { ITEM_SQL } from '../../catalog/index.ts';
import { recommendFromList } from '../../social/index.ts';
import { canEdit, type Editor } from './editable-list.ts';
import { checkFavoriteEntries, syncFavoriteFlags } from './favorite-flags.ts';
import { checkEntriesExist, type EntryInput } from './list-content.ts';

export type ListTarget = { listId: number; sectionId: number | null };

const COLUMN = { RELEASE: sql`release_id`, SONG: sql`song_id`, ARTIST: sql`artist_id` } as const;

/**
 * Where a new item goes: after the last item of its section, or of the unsectioned area (which
 * comes first). Later items move down one place.
 */
async function insertEntry(tx: Tx, list: ListRow, target: ListTarget, entry: EntryInput) {
  const [last] = await selectRows<{ position: number }>(
    tx as Db,
    sql`select coalesce(max(i.position), -1)::int as position from list_items i
      left join list_sections s on s.id = i.section_id
      where i.list_id = ${list.id} and (i.section_id is null or ${
        target.sectionId === null
          ? sql`false`
          : sql`s.position <= (select position from list_sections where id = ${target.sectionId})`
      })`,
  );
  const position = (last?.position ?? -1) + 1;
  await tx.execute(
    sql`with moved as (update list_items set position = position + 1 where list_id = ${list.id} and position >= ${position})
      insert into list_items (list_id, section_id, item_type, ${COLUMN[entry.type]}, position, description)
      values (${list.id}, ${target.sectionId}, ${entry.type}, ${entry.id}, ${position}, ${entry.description})`,
  );
}

/** Adds one item to several of the member's lists (optionally into a section): all of them or none. */
export async function addItemToLists(
  db: Db,
  editor: Editor,
  targets: ListTarget[],
  entry: EntryInput,
): Promise<ListRow[]> {
  if (targets.length === 0) throw badUserInput('lists', 'must name at least one list');
  if (targets.length > LIST_LIMITS.targetsMax)
    throw badUserInput('lists', `must name at most ${LIST_LIMITS.targetsMax} lists`);
  const ids = targets.map((target) => target.listId);
  if (new Set(ids).size !== ids.length) throw badUserInput('lists', 'names the same list twice');
  return db.transaction(async (tx) => {
    // Locked in id order, so two calls over the same lists wait for each other instead of deadlocking.
    const locked = await tx
      .select()
      .from(lists)
      .where(sql`${lists.id} = any(${intArray([...ids].sort((a, b) => a - b))})`)
      .orderBy(lists.id)
      .for('update');
    if (locked.length !== ids.length) throw new AppError('NOT_FOUND', 'That list does not exist.');
    if (locked.some((list) => !canEdit(list, editor)))
      throw new AppError('FORBIDDEN', 'You can only add items to lists you made.');
    await checkEntriesExist(tx, [entry]);
    const sectionIds = targets.flatMap((target) => (target.sectionId === null ? [] : [target.sectionId]));
    const sections = await selectRows<{ id: number; list_id: number }>(
      tx as Db,
      sql`select id, list_id from list_sections where id = any(${intArray(sectionIds)})`,
    );
    for (const target of targets) {
      if (
        target.sectionId !== null &&
        !sections.some((s) => s.id === target.sectionId && s.list_id === target.listId)
      )
        throw new AppError('NOT_FOUND', 'That section does not exist on the list.');
    }
    const present = await selectRows<{ name: string }>(
      tx as Db,
      sql`select l.name from list_items i join lists l on l.id = i.list_id
        where i.list_id = any(${intArray(ids)}) and i.${COLUMN[entry.type]} = ${entry.id} limit 1`,
    );
    if (present[0]) throw badUserInput('item', `is already on the list "${present[0].name}"`);
    for (const list of locked) {
      checkFavoriteEntries(list.favoriteKind, [entry], 'item');
      if (list.itemsCount + 1 > LIST_LIMITS.itemsMax)
        throw badUserInput('item', `would make "${list.name}" longer than ${LIST_LIMITS.itemsMax} items`);
    }
    for (const list of locked) {
      const target = targets.find((t) => t.listId === list.id) as ListTarget;
      await recommendFromList(tx, list.id, [entry]);
      await insertEntry(tx, list, target, entry);
      await syncFavoriteFlags(
        tx,
        list.createdByUserId,
        { kind: null, entries: [] },
        { kind: list.favoriteKind, entries: [entry] },
      );
    }
    const fresh = await tx
      .update(lists)
      .set({
        itemsCount: sql`${lists.itemsCount} + 1`,
        ...(entry.type === 'RELEASE' ? { releaseCount: sql`${lists.releaseCount} + 1` } : {}),
        ...(entry.type === 'SONG' ? { songCount: sql`${lists.songCount} + 1` } : {}),
        updatedAt: sql`now()`,
      })
      .where(sql`${lists.id} = any(${intArray(ids)})`)
      .returning();
    if (entry.type !== 'ARTIST') {
      const { table } = ITEM_SQL[entry.type];
      await tx.execute(
        sql`update ${table} set number_of_lists = number_of_lists + ${ids.length} where id = ${entry.id}`,
      );
    }
    return ids.map((id) => fresh.find((list) => list.id === id) as ListRow);
  });
}
