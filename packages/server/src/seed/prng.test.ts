import { describe, expect, it } from 'vitest';
import { entityUuid, hash32, Rng, rngFor } from './prng.ts';

describe('Rng', () => {
  it('repeats the same stream for the same seed and differs for another', () => {
    const draw = (seed: number) =>
      Array.from(
        { length: 5 },
        (
          (rng) => () =>
            rng.uint32()
        )(new Rng(seed)),
      );
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
  });

  it('keeps int() within its bounds and reaches both ends', () => {
    const rng = new Rng(7);
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const value = rng.int(3, 8);
      expect(value).toBeGreaterThanOrEqual(3);
      expect(value).toBeLessThanOrEqual(8);
      seen.add(value);
    }
    expect([...seen].sort()).toEqual([3, 4, 5, 6, 7, 8]);
  });

  it('picks by weight and skews towards small indexes', () => {
    const rng = new Rng(9);
    let heavy = 0;
    let low = 0;
    for (let i = 0; i < 4000; i++) {
      if (
        rng.weighted([
          ['a', 3],
          ['b', 1],
        ] as const) === 'a'
      )
        heavy++;
      if (rng.skewed(100) < 25) low++;
    }
    expect(heavy / 4000).toBeGreaterThan(0.7);
    expect(heavy / 4000).toBeLessThan(0.8);
    expect(low / 4000).toBeGreaterThan(0.45);
  });

  it('gives each entity its own stream', () => {
    expect(rngFor('release', 1).uint32()).toBe(rngFor('release', 1).uint32());
    expect(rngFor('release', 1).uint32()).not.toBe(rngFor('release', 2).uint32());
    expect(hash32('a', 1)).not.toBe(hash32('a1'));
  });
});

describe('entityUuid', () => {
  it('is a stable, well-formed UUID, unique per kind and id', () => {
    const format = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-8[0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(entityUuid('song', 12)).toBe(entityUuid('song', 12));
    expect(entityUuid('song', 12)).toMatch(format);
    const ids = new Set<string>();
    for (let id = 1; id <= 5000; id++) {
      ids.add(entityUuid('song', id));
      ids.add(entityUuid('release', id));
    }
    expect(ids.size).toBe(10_000);
  });
});
