import type { TableBatch } from './bulk-insert.ts';
import { DEMO_USER, isListener, type MemberIndex } from './members.ts';
import { type Rng, rngFor } from './prng.ts';
import { NOW } from './scale.ts';

/** Who follows whom, kept to find friends (members who follow each other) for recommendations. */
export type FollowGraph = {
  friends: Map<number, number[]>;
  count: number;
};

function followTime(rng: Rng, members: MemberIndex, a: number, b: number): number {
  const from = Math.max(members.createdAt[a] ?? 0, members.createdAt[b] ?? 0);
  return from + Math.floor((NOW - from) * rng.next());
}

/** Writes one-way and mutual follows: a few popular members, the demo member well connected. */
export function generateFollows(members: MemberIndex, batch: TableBatch): FollowGraph {
  const edges = new Set<number>();
  const key = (a: number, b: number) => a * 4_194_304 + b;
  const friends = new Map<number, number[]>();
  const befriend = (a: number, b: number) => {
    for (const [x, y] of [
      [a, b],
      [b, a],
    ] as const) {
      const list = friends.get(x);
      if (list) list.push(y);
      else friends.set(x, [y]);
    }
  };
  const add = (rng: Rng, follower: number, followee: number) => {
    if (follower === followee || !isListener(followee) || edges.has(key(follower, followee))) return false;
    edges.add(key(follower, followee));
    batch.add(follower, followee, followTime(rng, members, follower, followee));
    if (edges.has(key(followee, follower))) befriend(follower, followee);
    return true;
  };
  for (let id = 1; id <= members.count; id++) {
    if (!isListener(id)) continue;
    const rng = rngFor('follows', id);
    const wanted = id === DEMO_USER.id ? 24 : Math.round(Math.exp(1.9 + 0.7 * rng.normal()));
    const count = Math.min(Math.max(wanted, 1), members.count - 3);
    if (id !== DEMO_USER.id && rng.chance(0.5)) {
      if (add(rng, id, DEMO_USER.id) && rng.chance(0.5)) add(rng, DEMO_USER.id, id);
    }
    for (let i = 0; i < count; i++) {
      const target = 1 + rng.skewed(members.count, 1.6);
      if (!add(rng, id, target)) continue;
      if (rng.chance(0.4)) add(rng, target, id);
    }
  }
  return { friends, count: edges.size };
}
