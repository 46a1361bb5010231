import type { ListeningAction, Reaction } from '@earmark/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import { logs } from '../../db/schema/index.ts';
import { selectRows } from '../../db/select-rows.ts';
import type { Tx } from '../../db/transaction.ts';
import { ITEM_SQL, type ItemKey, type ItemKind, itemColumns } from '../catalog/index.ts';
import { applyItemActions } from '../listening/index.ts';

/** A matched record of an Earmark export: its item here and the record as exported. */
export type RestoredItem = { item: ItemKey; value: Record<string, unknown> };
export type Restored = { written: number; kept: number };

type State = {
  id: number;
  checked: boolean;
  deep_listened: boolean;
  purple_check: boolean;
  rating: number | null;
  reaction: Reaction | null;
  listen_to: string | null;
};

const idArray = (ids: number[]) => `{${ids.join(',')}}`;
const text = (value: unknown) => (typeof value === 'string' ? value : null);

async function statesOf(tx: Tx, userId: number, type: ItemKind, ids: number[]): Promise<Map<number, State>> {
  if (ids.length === 0) return new Map();
  const t = ITEM_SQL[type];
  const rows = await selectRows<State>(
    tx,
    sql`select ${t.key} as id, checked_at is not null as checked, deep_listened, ${t.purpleCheck},
        rating, reaction, listen_to from ${t.state}
      where user_id = ${userId} and ${t.key} = any(${idArray(ids)}::int[])`,
  );
  return new Map(rows.map((row) => [row.id, row]));
}

/** What the export's state asks that the member has not set; a differing value they set is kept. */
function stateActions(value: Record<string, unknown>, state: State | undefined) {
  const actions: ListeningAction[] = [];
  const times = { checked: false, rated: false, reacted: false, listenTo: false };
  let kept = 0;
  if (value.checkedAt && !state?.checked) {
    actions.push({ kind: 'check' });
    times.checked = true;
  }
  if (value.deepListened === true && !state?.deep_listened) actions.push({ kind: 'deepListen' });
  if (value.purpleCheck === true && !state?.purple_check) actions.push({ kind: 'purpleCheck' });
  const rating = typeof value.rating === 'number' ? value.rating : null;
  if (rating !== null && state?.rating == null) {
    actions.push({ kind: 'rate', rating });
    times.rated = true;
  } else if (rating !== null && state?.rating !== rating) kept++;
  const reaction = text(value.reaction) as Reaction | null;
  if (reaction !== null && state?.reaction == null) {
    actions.push({ kind: 'react', reaction });
    times.reacted = true;
  } else if (reaction !== null && state?.reaction !== reaction) kept++;
  if (value.listenTo && !state?.listen_to) {
    actions.push({ kind: 'addToListenTo' });
    times.listenTo = true;
  }
  return { actions, times, kept };
}

/**
 * Restores release and song states (check, deep listen, purple check, rating, reaction, For
 * Later) through the listening commands, then gives what was set the export's times.
 */
export async function restoreStates(
  tx: Tx,
  userId: number,
  rows: readonly RestoredItem[],
): Promise<Restored> {
  const ids = (type: ItemKind) => rows.flatMap((r) => (r.item.type === type ? [r.item.id] : []));
  const states = {
    RELEASE: await statesOf(tx, userId, 'RELEASE', ids('RELEASE')),
    SONG: await statesOf(tx, userId, 'SONG', ids('SONG')),
  };
  let written = 0;
  let kept = 0;
  for (const { item, value } of rows) {
    const wanted = stateActions(value, states[item.type].get(item.id));
    kept += wanted.kept;
    if (wanted.actions.length === 0) continue;
    await applyItemActions(tx, userId, item, wanted.actions);
    const t = ITEM_SQL[item.type];
    const at = (set: boolean, key: string, column: string) =>
      set
        ? sql`${sql.identifier(column)} = coalesce(${text(value[key])}::timestamptz, ${sql.identifier(column)})`
        : null;
    const sets = [
      at(wanted.times.checked, 'checkedAt', 'checked_at'),
      at(wanted.times.rated, 'ratedAt', 'rated_at'),
      at(wanted.times.reacted, 'reactedAt', 'reacted_at'),
      at(wanted.times.listenTo, 'listenToAddedAt', 'listen_to_added_at'),
    ].filter((set) => set !== null);
    if (sets.length > 0)
      await tx.execute(
        sql`update ${t.state} set ${sql.join(sets, sql`, `)} where user_id = ${userId} and ${t.key} = ${item.id}`,
      );
    written++;
  }
  return { written, kept };
}

/**
 * Restores logs with every field and their creation time. A log the member already has on that
 * item created at that time is the same log: importing again writes no second one.
 */
export async function restoreLogs(tx: Tx, userId: number, rows: readonly RestoredItem[]): Promise<Restored> {
  if (rows.length === 0) return { written: 0, kept: 0 };
  const songIds = rows.flatMap(({ item }) => (item.type === 'SONG' ? [item.id] : []));
  const releaseIds = rows.flatMap(({ item }) => (item.type === 'RELEASE' ? [item.id] : []));
  const existing = await selectRows<{ item_type: ItemKind; item_id: number; created_at: Date | string }>(
    tx as Db,
    sql`select item_type, coalesce(release_id, song_id) as item_id, created_at from logs
      where user_id = ${userId} and (song_id = any(${idArray(songIds)}::int[])
        or release_id = any(${idArray(releaseIds)}::int[]))`,
  );
  const key = (type: string, id: number, at: unknown) => `${type}:${id}:${new Date(String(at)).getTime()}`;
  const taken = new Set(
    existing.map((log) =>
      key(
        log.item_type,
        log.item_id,
        log.created_at instanceof Date ? log.created_at.toISOString() : log.created_at,
      ),
    ),
  );
  let written = 0;
  for (const { item, value } of rows) {
    const createdAt = text(value.createdAt);
    const k = key(item.type, item.id, createdAt ?? '');
    if (createdAt && taken.has(k)) continue;
    taken.add(k);
    await tx.insert(logs).values({
      userId,
      itemType: item.type,
      ...itemColumns(item),
      date: text(value.date),
      rating: typeof value.rating === 'number' ? value.rating : null,
      review: text(value.review),
      reviewTitle: text(value.reviewTitle),
      gratitude: text(value.gratitude),
      listenedBefore: value.listenedBefore === true,
      wasDeepListen: value.wasDeepListen === true,
      hadChills: value.hadChills === true,
      favorited: value.favorited === true,
      liked: value.liked === true,
      loved: value.loved === true,
      ...(createdAt ? { createdAt: new Date(createdAt) } : {}),
    });
    written++;
  }
  return { written, kept: 0 };
}
