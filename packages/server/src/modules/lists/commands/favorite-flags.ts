import { FAVORITE_LIST_ITEM_TYPE, type FavoriteListKind, type SourceType } from '@earmark/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/transaction.ts';
import { badUserInput } from '../../../errors.ts';
import { applyItemActions } from '../../listening/index.ts';
import { entryKey } from './list-content.ts';

type Entry = { type: SourceType; id: number };

/** A favourites list holds one kind of item only. */
export function checkFavoriteEntries(kind: FavoriteListKind | null, entries: Entry[], field: string): void {
  if (kind === null) return;
  const type = FAVORITE_LIST_ITEM_TYPE[kind];
  if (entries.some((entry) => entry.type !== type))
    throw badUserInput(field, `must all be of type ${type} on this favourites list`);
}

async function setFavorite(tx: Tx, userId: number, entry: Entry, on: boolean): Promise<void> {
  if (entry.type === 'ARTIST') {
    const change = on
      ? sql`insert into user_artists (user_id, artist_id) values (${userId}, ${entry.id}) on conflict do nothing returning 1`
      : sql`delete from user_artists where user_id = ${userId} and artist_id = ${entry.id} returning 1`;
    await tx.execute(
      sql`with changed as (${change})
        update artists set number_of_favorites = number_of_favorites + ${on ? 1 : -1} * (select count(*)::int from changed)
        where id = ${entry.id}`,
    );
    return;
  }
  await applyItemActions(tx, userId, { type: entry.type, id: entry.id }, [
    on ? { kind: 'react', reaction: 'FAVORITED' } : { kind: 'unreact', reaction: 'FAVORITED' },
  ]);
}

/**
 * The member's favourite flags follow their favourites lists: what leaves such a list is
 * unfavorited, what joins it is favorited (which also checks it, as favoriting does everywhere).
 */
export async function syncFavoriteFlags(
  tx: Tx,
  userId: number | null,
  before: { kind: FavoriteListKind | null; entries: Entry[] },
  after: { kind: FavoriteListKind | null; entries: Entry[] },
): Promise<void> {
  if (userId === null) return;
  const was = new Map(before.kind ? before.entries.map((entry) => [entryKey(entry), entry]) : []);
  const now = new Map(after.kind ? after.entries.map((entry) => [entryKey(entry), entry]) : []);
  for (const [key, entry] of was) if (!now.has(key)) await setFavorite(tx, userId, entry, false);
  for (const [key, entry] of now) if (!was.has(key)) await setFavorite(tx, userId, entry, true);
}
