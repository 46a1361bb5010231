import type { ListeningAction, LogFields } from '@earmark/shared';
import type { Db } from '../../../db/open-db.ts';
import type { LogRow } from '../../../db/rows.ts';
import { logs } from '../../../db/schema/index.ts';
import type { Tx } from '../../../db/transaction.ts';
import { itemColumns } from '../../catalog/index.ts';
import { applyItemActions, type ListenedItem } from '../../listening/index.ts';
import { recommendItem } from '../../social/index.ts';

export type LogItemInput = {
  userId: number;
  item: ListenedItem;
  fields: LogFields;
  /** Save the item For Later again ("listen again") instead of taking it out. */
  listenAgain: boolean;
  /** Friends to recommend the item to, in the same transaction. */
  recs: number[];
};

/**
 * What a log does to the member's state for its item: checks it (deep listen when the log says
 * so), applies the log's reaction and rating, and takes the item out of For Later, or with
 * `listenAgain` puts it back as "listen again".
 */
export function logActions(
  fields: LogFields,
  { check, forLater }: { check: boolean; forLater: 'remove' | 'listenAgain' | 'keep' },
): ListeningAction[] {
  const actions: ListeningAction[] = check ? [{ kind: 'check' }] : [];
  if (fields.wasDeepListen) actions.push({ kind: 'deepListen' });
  if (fields.favorited) actions.push({ kind: 'react', reaction: 'FAVORITED' });
  else if (fields.loved) actions.push({ kind: 'react', reaction: 'LOVED' });
  else if (fields.liked) actions.push({ kind: 'react', reaction: 'LIKED' });
  if (fields.rating != null) actions.push({ kind: 'rate', rating: fields.rating });
  if (forLater === 'remove') actions.push({ kind: 'removeFromListenTo' });
  if (forLater === 'listenAgain') actions.push({ kind: 'addToListenTo' });
  return actions;
}

/** The row's values for a log's fields (a new log: everything not sent is empty). */
export function logValues(fields: LogFields) {
  return {
    date: fields.date ?? null,
    rating: fields.rating ?? null,
    review: fields.review ?? null,
    reviewTitle: fields.reviewTitle ?? null,
    gratitude: fields.gratitude ?? null,
    hadChills: fields.hadChills ?? false,
    listenedBefore: fields.listenedBefore ?? false,
    wasDeepListen: fields.wasDeepListen ?? false,
    favorited: fields.favorited ?? false,
    liked: fields.liked ?? false,
    loved: fields.loved ?? false,
  };
}

async function writeLog(tx: Tx, input: LogItemInput): Promise<LogRow> {
  // The item's state first: it locks the member's row for the item and answers NOT_FOUND for an
  // unknown item before anything is written.
  const forLater = input.listenAgain ? 'listenAgain' : 'remove';
  await applyItemActions(tx, input.userId, input.item, logActions(input.fields, { check: true, forLater }));
  const [log] = await tx
    .insert(logs)
    .values({
      userId: input.userId,
      itemType: input.item.type,
      ...itemColumns(input.item),
      ...logValues(input.fields),
    })
    .returning();
  if (!log) throw new Error('the log insert returned no row');
  await recommendItem(tx, {
    recommenderId: input.userId,
    recommendeeIds: input.recs,
    itemType: input.item.type,
    itemId: input.item.id,
    explanation: null,
  });
  return log;
}

/** Logs a listen of a release or song, with everything it implies, in one transaction. */
export function logItem(db: Db, input: LogItemInput): Promise<LogRow> {
  return db.transaction((tx) => writeLog(tx, input));
}
