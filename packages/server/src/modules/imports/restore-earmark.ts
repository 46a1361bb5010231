import type { Tx } from '../../db/transaction.ts';
import type { ItemKey } from '../catalog/index.ts';
import type { ImportRow } from './import-row.ts';
import { type RestoredItem, restoreLogs, restoreStates } from './restore-items.ts';
import {
  type RecordOutcome,
  restoreFavoriteArtist,
  restoreFollow,
  restoreList,
  restoreListInteraction,
  restoreRecommendation,
} from './restore-records.ts';

/** A row of an Earmark export with the item it was matched to (null for records about no item). */
export type RestoreRow = { row: ImportRow; item: ItemKey | null };
export type RestoreResult = { written: number; kept: number; skipped: { row: ImportRow; reason: string }[] };

function recordOf(tx: Tx, userId: number, { row, item }: RestoreRow): Promise<RecordOutcome> | null {
  const value = row.restore?.value ?? {};
  switch (row.restore?.section) {
    case 'favoriteArtists':
      return restoreFavoriteArtist(tx, userId, value);
    case 'lists':
      return restoreList(tx, userId, value);
    case 'follows.members':
      return restoreFollow(tx, userId, value);
    case 'follows.lists':
      return restoreListInteraction(tx, userId, value, 'follow');
    case 'follows.likedLists':
      return restoreListInteraction(tx, userId, value, 'like');
    case 'recommendationsSent':
      return item ? restoreRecommendation(tx, userId, item, value) : null;
    default:
      return null;
  }
}

/**
 * Writes a chunk's Earmark export rows inside the chunk's transaction, through the listening,
 * lists and social commands: item states and logs in batches, then each other record in file order.
 */
export async function restoreEarmarkRows(
  tx: Tx,
  userId: number,
  rows: readonly RestoreRow[],
): Promise<RestoreResult> {
  const items = (section: string): RestoredItem[] =>
    rows.flatMap(({ row, item }) =>
      item && row.restore?.section === section ? [{ item, value: row.restore.value }] : [],
    );
  const states = await restoreStates(tx, userId, [...items('releases'), ...items('songs')]);
  const logged = await restoreLogs(tx, userId, items('logs'));
  const result: RestoreResult = { written: states.written + logged.written, kept: states.kept, skipped: [] };
  for (const restoreRow of rows) {
    const outcome = await recordOf(tx, userId, restoreRow);
    if (!outcome) continue;
    const { written, skip } = await outcome;
    if (written) result.written++;
    if (skip) result.skipped.push({ row: restoreRow.row, reason: skip });
  }
  return result;
}
