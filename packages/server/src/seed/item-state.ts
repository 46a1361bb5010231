import type { ListenToKind, Reaction } from '@earmark/shared';
import type { Rng } from './prng.ts';
import { DAY, NOW } from './scale.ts';

/** One member's state for one item: the columns of user_releases / user_songs. */
export type ItemState = {
  checkedAt: number | null;
  deepListened: boolean;
  purpleCheck: boolean;
  rating: number | null;
  reaction: Reaction | null;
  listenTo: ListenToKind | null;
  listenToAddedAt: number | null;
  updatedAt: number;
};

const RATINGS: ReadonlyArray<readonly [number, number]> = [
  [5, 10],
  [4.5, 14],
  [4, 22],
  [3.5, 18],
  [3, 13],
  [2.5, 8],
  [2, 6],
  [1.5, 3],
  [1, 3],
  [0.5, 2],
];

export function rating(rng: Rng): number {
  return rng.weighted(RATINGS);
}

export type StateRates = { check: number; deep: number; purple: number; rate: number; react: number };

export const RELEASE_RATES: StateRates = { check: 0.9, deep: 0.25, purple: 0.03, rate: 0.6, react: 0.35 };
export const SONG_RATES: StateRates = { check: 0.92, deep: 0.08, purple: 0, rate: 0.3, react: 0.3 };

/** A time between `from` and now, recent times likelier (members are more active lately). */
export function recentTime(rng: Rng, from: number): number {
  const start = Math.min(from, NOW - DAY);
  return start + Math.floor((NOW - start) * (1 - rng.next() ** 2));
}

/** A believable state: checked (maybe rated, reacted, deep), or only queued For Later. */
export function itemState(rng: Rng, rates: StateRates, earliest: number): ItemState {
  const checked = rng.chance(rates.check);
  const at = recentTime(rng, earliest);
  if (!checked) {
    return {
      checkedAt: null,
      deepListened: false,
      purpleCheck: false,
      rating: null,
      reaction: null,
      listenTo: 'FIRST_LISTEN',
      listenToAddedAt: at,
      updatedAt: at,
    };
  }
  const score = rng.chance(rates.rate) ? rating(rng) : null;
  const reacts = rng.chance(rates.react * (score !== null && score >= 4 ? 1.6 : 0.6));
  const reaction: Reaction | null = reacts
    ? rng.weighted<Reaction>([
        ['LIKED', 60],
        ['LOVED', 25],
        ['FAVORITED', 15],
      ])
    : null;
  const again = rng.chance(0.05);
  return {
    checkedAt: at,
    deepListened: rng.chance(rates.deep),
    purpleCheck: rng.chance(rates.purple),
    rating: score,
    reaction,
    listenTo: again ? 'LISTEN_AGAIN' : null,
    listenToAddedAt: again ? Math.min(NOW, at + DAY) : null,
    updatedAt: again ? Math.min(NOW, at + DAY) : at,
  };
}
