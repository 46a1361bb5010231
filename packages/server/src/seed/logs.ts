import type { ItemType } from '@earmark/shared';
import type { TableBatch } from './bulk-insert.ts';
import type { ArtistIndex } from './catalog-artists.ts';
import type { CatalogIndex } from './catalog-releases.ts';
import type { ItemState } from './item-state.ts';
import { isListener, type MemberIndex } from './members.ts';
import type { Rng } from './prng.ts';
import { releaseHead, songTitleFor } from './release-head.ts';
import { DAY, dayOf, NOW } from './scale.ts';
import { gratitude, type ItemText, review, reviewTitle } from './text.ts';

export type LogContext = {
  catalog: CatalogIndex;
  artists: ArtistIndex;
  members: MemberIndex;
  logs: TableBatch;
  logUpvotes: TableBatch;
  nextLogId: number;
};

/** The release a song was first released on: the last r with songStart[r] <= songId. */
export function releaseOfSong(catalog: CatalogIndex, songId: number): number {
  let low = 1;
  let high = catalog.releases;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if ((catalog.songStart[mid] ?? 0) <= songId) low = mid;
    else high = mid - 1;
  }
  return low;
}

function itemText(context: LogContext, type: ItemType, itemId: number): ItemText {
  const { catalog, artists } = context;
  const release = type === 'RELEASE' ? itemId : releaseOfSong(catalog, itemId);
  const head = releaseHead(release, artists, catalog.songStart[release] ?? 0);
  return { title: type === 'RELEASE' ? head.title : songTitleFor(itemId), artist: head.artistName };
}

function upvote(
  rng: Rng,
  context: LogContext,
  log: number,
  author: number,
  kind: 'review' | 'gratitude',
  at: number,
) {
  const count = Math.min(context.members.count - 3, Math.floor(-Math.log(1 - rng.next()) * 1.6));
  const voters = new Set<number>();
  for (let i = 0; i < count * 2 && voters.size < count; i++) {
    const voter = rng.int(1, context.members.count);
    if (voter === author || !isListener(voter) || voters.has(voter)) continue;
    voters.add(voter);
    const from = Math.max(at, context.members.createdAt[voter] ?? 0);
    context.logUpvotes.add(log, voter, kind, from + Math.floor((NOW - from) * rng.next()));
  }
}

/** A diary entry for a checked item, with writing sometimes, and upvotes on the writing. */
export function writeLog(
  rng: Rng,
  context: LogContext,
  member: number,
  type: ItemType,
  itemId: number,
  state: ItemState,
): void {
  const checkedAt = state.checkedAt ?? NOW - DAY;
  const relisten = rng.chance(0.05);
  const entries = relisten ? [checkedAt - Math.floor(rng.next() * 200) * DAY, checkedAt] : [checkedAt];
  entries.forEach((at, index) => {
    const id = context.nextLogId++;
    const writes = rng.chance(0.3);
    const text = writes || rng.chance(0.1) ? itemText(context, type, itemId) : null;
    const reviewText = writes && text ? review(rng, text) : null;
    const gratitudeText = rng.chance(0.1) ? gratitude(rng) : null;
    const createdAt = Math.min(NOW, at + rng.int(0, 20) * 3600);
    context.logs.add(
      id,
      member,
      type,
      type === 'RELEASE' ? itemId : null,
      type === 'SONG' ? itemId : null,
      rng.chance(0.95) ? Math.max(dayOf(at), 0) : null,
      state.rating,
      reviewText,
      reviewText && rng.chance(0.6) ? reviewTitle(rng) : null,
      gratitudeText,
      rng.chance(0.08),
      relisten && index > 0,
      state.deepListened,
      state.reaction === 'FAVORITED',
      state.reaction === 'LIKED',
      state.reaction === 'LOVED',
      createdAt,
      createdAt,
    );
    if (reviewText) upvote(rng, context, id, member, 'review', createdAt);
    if (gratitudeText) upvote(rng, context, id, member, 'gratitude', createdAt);
  });
}
