import type { Reaction } from '@earmark/shared';
import { sql } from 'drizzle-orm';
import { logs } from '../../db/schema/index.ts';
import { selectRows } from '../../db/select-rows.ts';
import type { Tx } from '../../db/transaction.ts';
import { ITEM_SQL, type ItemKey, type ItemKind, itemColumns } from '../catalog/index.ts';
import { applyItemActions } from '../listening/index.ts';
import type { ImportRow } from './import-row.ts';

/**
 * A matched row that sets more than a listen: a check (a release's, or a song's whose listen was
 * not just stored), a rating, a reaction or a review.
 */
export type ItemRow = { row: ImportRow; item: ItemKey; check: boolean };
export type ExtrasWritten = { items: number; logs: number; kept: number };

type State = { id: number; checked: boolean; rating: number | null; reaction: Reaction | null };
type Want = { item: ItemKey; check: boolean; rating: number | null; reaction: Reaction | null };

const itemKey = (item: ItemKey) => `${item.type}:${item.id}`;

async function statesOf(tx: Tx, userId: number, type: ItemKind, ids: number[]): Promise<Map<number, State>> {
  if (ids.length === 0) return new Map();
  const t = ITEM_SQL[type];
  const rows = await selectRows<State>(
    tx,
    sql`select ${t.key} as id, checked_at is not null as checked, rating, reaction from ${t.state}
      where user_id = ${userId} and ${t.key} = any(${`{${ids.join(',')}}`}::int[])`,
  );
  return new Map(rows.map((row) => [row.id, row]));
}

/** What the rows ask of each item: the first rating and reaction the source gives win. */
function wantsOf(rows: readonly ItemRow[]): Map<string, Want> {
  const wants = new Map<string, Want>();
  for (const { row, item, check } of rows) {
    const want = wants.get(itemKey(item)) ?? { item, check: false, rating: null, reaction: null };
    want.check ||= check;
    want.rating ??= row.rating;
    want.reaction ??= row.reaction;
    wants.set(itemKey(item), want);
  }
  return wants;
}

/**
 * Applies what the source says beyond listens, through the listening commands (counters move with
 * the rows), never over the member's own data: an item already rated keeps its rating, one with a
 * reaction keeps it, and each such difference is counted as kept.
 */
async function writeStates(
  tx: Tx,
  userId: number,
  rows: readonly ItemRow[],
): Promise<{ items: number; kept: number }> {
  const wants = [...wantsOf(rows).values()];
  const ids = (type: ItemKind) => wants.flatMap((w) => (w.item.type === type ? [w.item.id] : []));
  const states = {
    RELEASE: await statesOf(tx, userId, 'RELEASE', ids('RELEASE')),
    SONG: await statesOf(tx, userId, 'SONG', ids('SONG')),
  };
  let items = 0;
  let kept = 0;
  for (const want of wants) {
    const state = states[want.item.type].get(want.item.id);
    const actions: Parameters<typeof applyItemActions>[3] = [];
    if (want.check && !state?.checked) actions.push({ kind: 'check' });
    if (want.rating !== null) {
      if (state?.rating == null) actions.push({ kind: 'rate', rating: want.rating });
      else if (state.rating !== want.rating) kept++;
    }
    if (want.reaction !== null) {
      if (state?.reaction == null) actions.push({ kind: 'react', reaction: want.reaction });
      else if (state.reaction !== want.reaction) kept++;
    }
    if (actions.length === 0) continue;
    await applyItemActions(tx, userId, want.item, actions);
    items++;
  }
  return { items, kept };
}

/**
 * Logs the reviews, dated as the source dates them. A log the member already has on that item
 * and date (or, undated, with that text) stays as it is: importing again writes no second log.
 */
async function writeLogs(
  tx: Tx,
  userId: number,
  rows: readonly ItemRow[],
): Promise<{ logs: number; kept: number }> {
  const reviewed = rows.filter(({ row }) => row.review !== null);
  if (reviewed.length === 0) return { logs: 0, kept: 0 };
  const songIds = reviewed.flatMap(({ item }) => (item.type === 'SONG' ? [item.id] : []));
  const releaseIds = reviewed.flatMap(({ item }) => (item.type === 'RELEASE' ? [item.id] : []));
  const existing = await selectRows<{
    item_type: ItemKind;
    item_id: number;
    date: string | null;
    review: string | null;
  }>(
    tx,
    sql`select item_type, coalesce(release_id, song_id) as item_id, date::text as date, review from logs
      where user_id = ${userId} and (song_id = any(${`{${songIds.join(',')}}`}::int[])
        or release_id = any(${`{${releaseIds.join(',')}}`}::int[]))`,
  );
  const taken = new Map(
    existing.map((log) => [`${log.item_type}:${log.item_id}:${log.date ?? `-${log.review}`}`, log.review]),
  );
  let written = 0;
  let kept = 0;
  for (const { row, item } of reviewed) {
    const key = `${itemKey(item)}:${row.reviewDate ?? `-${row.review}`}`;
    if (taken.has(key)) {
      if (taken.get(key) !== row.review) kept++;
      continue;
    }
    taken.set(key, row.review);
    await tx.insert(logs).values({
      userId,
      itemType: item.type,
      ...itemColumns(item),
      date: row.reviewDate,
      rating: row.rating,
      review: row.review,
    });
    written++;
  }
  return { logs: written, kept };
}

/** Checks, ratings, reactions and reviews of matched rows, inside the chunk's transaction. */
export async function writeItemExtras(
  tx: Tx,
  userId: number,
  rows: readonly ItemRow[],
): Promise<ExtrasWritten> {
  const states = await writeStates(tx, userId, rows);
  const logged = await writeLogs(tx, userId, rows);
  return { items: states.items, logs: logged.logs, kept: states.kept + logged.kept };
}
