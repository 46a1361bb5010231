import type { CatalogIndex } from './catalog-releases.ts';
import type { Rng } from './prng.ts';

const STRIDES = [104_729, 7_919, 15_485_863, 1_299_709];

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/**
 * Chooses releases the way listeners do: a few are popular with everyone, the rest spread out.
 * Popularity rank k maps to a release id through a fixed permutation (k · stride mod n), so the
 * popular releases are scattered over years and artists instead of being the first ids.
 */
export class ReleasePicker {
  private readonly stride: number;

  constructor(readonly catalog: CatalogIndex) {
    const n = catalog.releases;
    this.stride = STRIDES.find((s) => gcd(s % n || 1, n) === 1 && s % n !== 0) ?? 1;
  }

  /** The release at popularity rank k (0 is the most listened). */
  byRank(rank: number): number {
    const n = this.catalog.releases;
    return 1 + ((rank * (this.stride % n)) % n);
  }

  /** A release, popular ones likelier; with a preferred genre family when `families` is given. */
  pick(rng: Rng, families?: readonly number[]): number {
    const n = this.catalog.releases;
    let id = 1;
    for (let attempt = 0; attempt < 4; attempt++) {
      id = rng.chance(0.55) ? this.byRank(rng.skewed(n, 2.4)) : rng.int(1, n);
      if (!families || families.includes(this.catalog.family[id] ?? 0) || rng.chance(0.25)) return id;
    }
    return id;
  }

  /** A song first released on `release`, or null for a compilation of earlier songs. */
  songOf(rng: Rng, release: number): number | null {
    const first = this.catalog.songStart[release] ?? 0;
    const end = this.catalog.songStart[release + 1] ?? 0;
    return end > first ? first + rng.int(0, end - first - 1) : null;
  }

  /** A release from a year range (for decade and year lists), or null after a few misses. */
  pickInYears(rng: Rng, from: number, to: number): number | null {
    for (let attempt = 0; attempt < 40; attempt++) {
      const id = this.pick(rng);
      const year = this.catalog.year[id] ?? 0;
      if (year >= from && year <= to) return id;
    }
    return null;
  }
}
