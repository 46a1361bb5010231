import {
  applyListeningAction,
  isEmptyListeningState,
  type ListeningAction,
  type ListeningState,
  type ListenToKind,
  listeningCountDeltas,
  type Reaction,
} from '@earmark/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import { selectRows } from '../../db/select-rows.ts';
import { AppError, badUserInput } from '../../errors.ts';

/** A transaction or the database itself: commands can run inside another command's transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export type ListenedItem = { type: 'RELEASE' | 'SONG'; id: number };

type StateRow = {
  checked_at: Date | string | null;
  deep_listened: boolean;
  purple_check: boolean;
  rating: number | null;
  rated_at: Date | string | null;
  reaction: Reaction | null;
  reacted_at: Date | string | null;
  listen_to: ListenToKind | null;
  listen_to_added_at: Date | string | null;
};

const TABLES = {
  RELEASE: { state: 'user_releases', key: 'release_id', item: 'releases', purple: 'purple_check' },
  SONG: { state: 'user_songs', key: 'song_id', item: 'songs', purple: 'false as purple_check' },
} as const;

/**
 * Locks the member's row for an item (creating an empty one) and returns it. Every listening
 * write starts here, so two writes of one member on one item run one after the other.
 */
async function lockState(tx: Tx, userId: number, item: ListenedItem): Promise<StateRow> {
  const t = TABLES[item.type];
  try {
    const [row] = await selectRows<StateRow>(
      tx as Db,
      sql`insert into ${sql.raw(t.state)} (user_id, ${sql.raw(t.key)}) values (${userId}, ${item.id})
        on conflict (user_id, ${sql.raw(t.key)}) do update set user_id = excluded.user_id
        returning checked_at, deep_listened, ${sql.raw(t.purple)}, rating, rated_at, reaction, reacted_at,
          listen_to, listen_to_added_at`,
    );
    if (!row) throw new Error('lock returned no row');
    return row;
  } catch (error) {
    if (isForeignKeyViolation(error)) throw notFound(item.type);
    throw error;
  }
}

export function notFound(type: 'RELEASE' | 'SONG' | 'ARTIST'): AppError {
  return new AppError('NOT_FOUND', `That ${type.toLowerCase()} does not exist.`);
}

function isForeignKeyViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as Error & { code?: string }).code === '23503') return true;
  }
  return false;
}

function toState(row: StateRow): ListeningState {
  return {
    checked: row.checked_at !== null,
    deepListened: row.deep_listened,
    purpleCheck: row.purple_check,
    rating: row.rating === null ? null : Number(row.rating),
    reaction: row.reaction,
    listenTo: row.listen_to,
  };
}

/** Keeps a timestamp while its value is unchanged, stamps now when it changes, clears it when unset. */
function stamp(isSet: boolean, changed: boolean, previous: Date | string | null, now: Date): Date | null {
  if (!isSet) return null;
  return changed || previous === null ? now : new Date(previous);
}

async function writeState(tx: Tx, userId: number, item: ListenedItem, row: StateRow, next: ListeningState) {
  const t = TABLES[item.type];
  const where = sql`user_id = ${userId} and ${sql.raw(t.key)} = ${item.id}`;
  if (isEmptyListeningState(next)) {
    await tx.execute(sql`delete from ${sql.raw(t.state)} where ${where}`);
    return;
  }
  const before = toState(row);
  const now = new Date();
  const purple = item.type === 'RELEASE' ? sql`, purple_check = ${next.purpleCheck}` : sql``;
  await tx.execute(sql`update ${sql.raw(t.state)} set
      checked_at = ${stamp(next.checked, !before.checked, row.checked_at, now)},
      deep_listened = ${next.deepListened}${purple},
      rating = ${next.rating},
      rated_at = ${stamp(next.rating !== null, next.rating !== before.rating, row.rated_at, now)},
      reaction = ${next.reaction},
      reacted_at = ${stamp(next.reaction !== null, next.reaction !== before.reaction, row.reacted_at, now)},
      listen_to = ${next.listenTo},
      listen_to_added_at = ${stamp(next.listenTo !== null, next.listenTo !== before.listenTo, row.listen_to_added_at, now)},
      updated_at = ${now}
    where ${where}`);
}

/** `set n = n + d` on the item and its member in one statement: each row is serialised by PostgreSQL. */
async function moveCounters(
  tx: Tx,
  userId: number,
  item: ListenedItem,
  before: ListeningState,
  after: ListeningState,
) {
  const d = listeningCountDeltas(before, after);
  if (d.checks === 0 && d.likes === 0 && d.loves === 0 && d.favorites === 0) return;
  const t = TABLES[item.type];
  const itemUpdate = sql`update ${sql.raw(t.item)} set number_of_checks = number_of_checks + ${d.checks},
      number_of_likes = number_of_likes + ${d.likes}, number_of_loves = number_of_loves + ${d.loves},
      number_of_favorites = number_of_favorites + ${d.favorites}
    where id = ${item.id}`;
  if (d.checks === 0) {
    await tx.execute(itemUpdate);
    return;
  }
  await tx.execute(sql`with item as (${itemUpdate} returning id)
    update users set number_of_checks = number_of_checks + ${d.checks} where id = ${userId}`);
}

export type ApplyOptions = {
  /** Refuse when the current state forbids the change (e.g. a song that cannot be unchecked). */
  guard?: (state: ListeningState) => void;
};

/**
 * Applies listening actions to one member's state for one item, with counters, inside `tx`.
 * Callers own the transaction (see `runListening`).
 */
export async function applyItemActions(
  tx: Tx,
  userId: number,
  item: ListenedItem,
  actions: ListeningAction[],
  options: ApplyOptions = {},
): Promise<ListeningState> {
  const row = await lockState(tx, userId, item);
  const before = toState(row);
  options.guard?.(before);
  let after = before;
  for (const action of actions) {
    try {
      after = applyListeningAction(after, action);
    } catch (error) {
      if (error instanceof RangeError) throw badUserInput('rating', 'must be 0 to 5 in half steps');
      throw error;
    }
  }
  await writeState(tx, userId, item, row, after);
  await moveCounters(tx, userId, item, before, after);
  return after;
}

/** One listening write in its own transaction. */
export function runListening(
  db: Db,
  userId: number,
  item: ListenedItem,
  actions: ListeningAction[],
  options: ApplyOptions = {},
): Promise<ListeningState> {
  return db.transaction((tx) => applyItemActions(tx, userId, item, actions, options));
}
