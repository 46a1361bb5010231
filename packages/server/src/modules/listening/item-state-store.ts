import {
  applyListeningAction,
  isEmptyListeningState,
  type ListeningAction,
  type ListeningState,
  listeningCountDeltas,
} from '@earmark/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import { selectRows } from '../../db/select-rows.ts';
import type { Tx } from '../../db/transaction.ts';
import { badUserInput } from '../../errors.ts';
import { ITEM_KINDS, ITEM_SQL, type ItemKey, notFound } from '../catalog/index.ts';
import { nextStored, type StateRow, type StoredState, sameState, storedOf, toState } from './state-row.ts';

/** The release or song a listening write is on. */
export type ListenedItem = ItemKey;

/**
 * Locks the member's row for an item (creating an empty one) and returns it, with the item's
 * preventUncheck. Every listening write starts here, so two writes of one member on one item run
 * one after the other.
 */
async function lockState(tx: Tx, userId: number, item: ListenedItem): Promise<StateRow> {
  const t = ITEM_SQL[item.type];
  try {
    const [row] = await selectRows<StateRow>(
      tx,
      sql`insert into ${t.state} (user_id, ${t.key}) values (${userId}, ${item.id})
        on conflict (user_id, ${t.key}) do update set user_id = excluded.user_id
        returning checked_at, deep_listened, ${t.purpleCheck}, rating, rated_at, reaction, reacted_at,
          listen_to, listen_to_added_at, updated_at, ${t.preventUncheck} as prevent_uncheck`,
    );
    if (!row) throw new Error('lock returned no row');
    return row;
  } catch (error) {
    if (isForeignKeyViolation(error)) throw notFound(item.type);
    throw error;
  }
}

function isForeignKeyViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as Error & { code?: string }).code === '23503') return true;
  }
  return false;
}

/** The statement that stores `stored` (or deletes the row), before any counter moves. */
function stateWrite(userId: number, item: ListenedItem, stored: StoredState | null): SQL {
  const t = ITEM_SQL[item.type];
  const where = sql`user_id = ${userId} and ${t.key} = ${item.id}`;
  if (stored === null) return sql`delete from ${t.state} where ${where}`;
  const purple = ITEM_KINDS[item.type].hasPurpleCheck ? sql`, purple_check = ${stored.purpleCheck}` : sql``;
  return sql`update ${t.state} set checked_at = ${stored.checkedAt},
      deep_listened = ${stored.deepListened}${purple}, rating = ${stored.rating}, rated_at = ${stored.ratedAt},
      reaction = ${stored.reaction}, reacted_at = ${stored.reactedAt}, listen_to = ${stored.listenTo},
      listen_to_added_at = ${stored.listenToAddedAt}, updated_at = ${stored.updatedAt}
    where ${where}`;
}

/** `set n = n + d` on the item and its member: each row is serialised by PostgreSQL. */
function counterWrites(
  userId: number,
  item: ListenedItem,
  before: ListeningState,
  after: ListeningState,
): SQL[] {
  const d = listeningCountDeltas(before, after);
  if (d.checks === 0 && d.likes === 0 && d.loves === 0 && d.favorites === 0) return [];
  const t = ITEM_SQL[item.type];
  const itemUpdate = sql`update ${t.table} set number_of_checks = number_of_checks + ${d.checks},
      number_of_likes = number_of_likes + ${d.likes}, number_of_loves = number_of_loves + ${d.loves},
      number_of_favorites = number_of_favorites + ${d.favorites}
    where id = ${item.id}`;
  if (d.checks === 0) return [itemUpdate];
  return [
    itemUpdate,
    sql`update users set number_of_checks = number_of_checks + ${d.checks} where id = ${userId}`,
  ];
}

/** Runs writes as one statement (all but the last as data-modifying CTEs): one round trip. */
async function writeAll(tx: Tx, writes: SQL[]): Promise<void> {
  const last = writes.at(-1);
  if (!last) return;
  const ctes = writes.slice(0, -1).map((write, index) => sql`${sql.raw(`w${index}`)} as (${write})`);
  await tx.execute(ctes.length === 0 ? last : sql`with ${sql.join(ctes, sql`, `)} ${last}`);
}

export type ApplyOptions = {
  /** Refuse when the current state forbids the change (e.g. a song that cannot be unchecked). */
  guard?: (state: ListeningState, item: { preventUncheck: boolean }) => void;
};

/** What a listening write leaves: the member's state, and the row as stored (null when removed). */
export type ListeningResult = ListeningState & { stored: StoredState | null };

/**
 * Applies listening actions to one member's state for one item, with counters, inside `tx`:
 * the locked read, then (when anything changed) one statement for the row and its counters.
 * Callers own the transaction (see `runListening`).
 */
export async function applyItemActions(
  tx: Tx,
  userId: number,
  item: ListenedItem,
  actions: ListeningAction[],
  options: ApplyOptions = {},
): Promise<ListeningResult> {
  const row = await lockState(tx, userId, item);
  const before = toState(row);
  options.guard?.(before, { preventUncheck: row.prevent_uncheck });
  let after = before;
  for (const action of actions) {
    try {
      after = applyListeningAction(after, action);
    } catch (error) {
      if (error instanceof RangeError) throw badUserInput('rating', 'must be 0 to 5 in half steps');
      throw error;
    }
  }
  const empty = isEmptyListeningState(after);
  // An unchanged row stays as it is; the lock's empty placeholder row is removed.
  if (!empty && sameState(before, after)) {
    return { ...after, stored: storedOf(row) };
  }
  const stored = empty ? null : nextStored(row, after, new Date());
  await writeAll(tx, [stateWrite(userId, item, stored), ...counterWrites(userId, item, before, after)]);
  return { ...after, stored };
}

/** One listening write in its own transaction. */
export function runListening(
  db: Db,
  userId: number,
  item: ListenedItem,
  actions: ListeningAction[],
  options: ApplyOptions = {},
): Promise<ListeningResult> {
  return db.transaction((tx) => applyItemActions(tx, userId, item, actions, options));
}
