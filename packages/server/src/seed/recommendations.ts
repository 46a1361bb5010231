import type { MemberTaste } from './activity.ts';
import type { TableBatch } from './bulk-insert.ts';
import type { FollowGraph } from './follows.ts';
import type { ListEntry, ListIndex } from './list-writer.ts';
import { isListener, type MemberIndex } from './members.ts';
import { type Rng, rngFor } from './prng.ts';
import { DAY, NOW } from './scale.ts';
import { explanation, response } from './text.ts';

export type SocialBatches = {
  listLikes: TableBatch;
  listFollows: TableBatch;
  recommendations: TableBatch;
  notifications: TableBatch;
};

export class RecommendationWriter {
  private nextRec = 1;
  private nextNotification = 1;

  constructor(
    private readonly batches: SocialBatches,
    private readonly members: MemberIndex,
  ) {}

  /** One recommendation with its notifications: to the recipient, and back when answered. */
  write(rng: Rng, recipient: number, recommender: number | null, list: number | null, item: ListEntry): void {
    if (item.type === 'ARTIST') return;
    const id = this.nextRec++;
    const from = Math.max(
      this.members.createdAt[recipient] ?? 0,
      this.members.createdAt[recommender ?? 0] ?? 0,
    );
    const at = from + Math.floor((NOW - DAY - from) * (1 - rng.next() ** 3));
    const fate =
      recommender === null
        ? 'open'
        : rng.weighted<string>([
            ['responded', 35],
            ['declined', 15],
            ['open', 50],
          ]);
    const answeredAt = Math.min(NOW, at + rng.int(1, 72) * 3600);
    this.batches.recommendations.add(
      id,
      recipient,
      recommender,
      list,
      item.type,
      item.type === 'RELEASE' ? item.id : null,
      item.type === 'SONG' ? item.id : null,
      recommender !== null && rng.chance(0.8) ? explanation(rng) : null,
      at,
      fate === 'responded' ? response(rng) : null,
      fate === 'responded' ? answeredAt : null,
      fate === 'declined' ? answeredAt : null,
    );
    const viewed = fate !== 'open' || rng.chance(0.5) ? Math.min(NOW, at + 3600) : null;
    this.batches.notifications.add(
      this.nextNotification++,
      recipient,
      'RECOMMENDED',
      recommender,
      id,
      at,
      viewed,
    );
    if (fate === 'responded' && recommender !== null) {
      const seen = rng.chance(0.6) ? Math.min(NOW, answeredAt + 7200) : null;
      this.batches.notifications.add(
        this.nextNotification++,
        recommender,
        'RESPONDED',
        recipient,
        id,
        answeredAt,
        seen,
      );
    }
  }
}

/** List likes and follows (popular and official lists likelier), and the follows' recommendations. */
export function writeListInteractions(
  member: number,
  lists: ListIndex,
  members: MemberIndex,
  batches: SocialBatches,
  recs: RecommendationWriter,
): void {
  if (!isListener(member)) return;
  const rng = rngFor('list-interactions', member);
  const total = lists.owners.length - 1;
  const choose = () =>
    rng.chance(0.5) && lists.prominent.length > 0 ? rng.pick(lists.prominent) : rng.int(1, total);
  const joined = members.createdAt[member] ?? 0;
  for (const [batch, count] of [
    [batches.listLikes, rng.int(0, 8)],
    [batches.listFollows, rng.int(0, 5)],
  ] as const) {
    const chosen = new Set<number>();
    for (let i = 0; i < count * 2 && chosen.size < count; i++) {
      const list = choose();
      if (chosen.has(list) || lists.owners[list] === member) continue;
      if (batch === batches.listFollows && lists.unfollowable.has(list)) continue;
      chosen.add(list);
      batch.add(member, list, joined + Math.floor((NOW - joined) * rng.next()));
      const sample = lists.samples.get(list);
      if (batch === batches.listFollows && sample && rng.chance(0.4))
        recs.write(rng, member, null, list, rng.pick(sample));
    }
  }
}

/** Recommendations a member sends to friends, from what they love. */
export function writeFriendRecommendations(
  member: number,
  taste: MemberTaste,
  graph: FollowGraph,
  recs: RecommendationWriter,
): void {
  const friends = graph.friends.get(member);
  if (!friends || friends.length === 0 || taste.releases.length + taste.songs.length === 0) return;
  const rng = rngFor('friend-recs', member);
  const count = rng.int(0, 3);
  for (let i = 0; i < count; i++) {
    const song = taste.songs.length > 0 && rng.chance(0.25);
    const item: ListEntry = song
      ? { type: 'SONG', id: rng.pick(taste.songs), description: null }
      : taste.releases.length > 0
        ? { type: 'RELEASE', id: rng.pick(taste.releases), description: null }
        : { type: 'SONG', id: rng.pick(taste.songs), description: null };
    recs.write(rng, rng.pick(friends), member, null, item);
  }
}
