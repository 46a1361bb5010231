import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/open-db.ts';
import type { ListRow } from '../../../db/rows.ts';
import { lists } from '../../../db/schema/index.ts';

/** Marks a list official (or not): it then shows under Official Lists. Null when there is no such list. */
export async function setListOfficial(db: Db, listId: number, official: boolean): Promise<ListRow | null> {
  const [row] = await db
    .update(lists)
    .set({ isOfficial: official })
    .where(sql`${lists.id} = ${listId}`)
    .returning();
  return row ?? null;
}
