import type { Db } from '../../../db/open-db.ts';
import { parseId } from '../../../graphql/ids.ts';
import { notFound } from '../../catalog/index.ts';
import { applyItemActions, type ListenedItem } from '../../listening/index.ts';
import { invalidField } from '../input.ts';

/** More than any guest plausibly checks before signing up; keeps one call's transaction short. */
export const CHECK_ITEMS_MAX = 1000;

export type CheckItemsInput = { id: string; type: 'RELEASE' | 'SONG' }[];

/**
 * The guest's checks, sent once after signup: every item is checked in one transaction (the
 * same rules and counters as a single check), or none is when one of them does not exist.
 */
export async function checkItems(db: Db, userId: number, input: CheckItemsInput): Promise<void> {
  if (input.length > CHECK_ITEMS_MAX)
    throw invalidField('items', `may hold at most ${CHECK_ITEMS_MAX} items`);
  const items = new Map<string, ListenedItem>();
  for (const { id, type } of input) {
    const parsed = parseId(id);
    if (parsed === null) throw notFound(type);
    items.set(`${type}:${parsed}`, { type, id: parsed });
  }
  // One canonical order (releases, then songs, each by id): concurrent calls lock the item and
  // counter rows in the same order, so two bulk checks of the same items cannot deadlock.
  const ordered = [...items.values()].sort((a, b) => a.type.localeCompare(b.type) || a.id - b.id);
  await db.transaction(async (tx) => {
    for (const item of ordered) await applyItemActions(tx, userId, item, [{ kind: 'check' }]);
  });
}
