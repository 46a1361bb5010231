/**
 * A small seeded PRNG (sfc32, seeded through splitmix32). Every entity gets its own stream
 * (`rngFor(seed, kind, id)`), so its data depends only on the seed and its id, never on the
 * batch size, the driver or the order the batches reach the database.
 */

/** The seed of the demo and of every `npm run seed` run. */
export const SEED = 0x5eed_ea2;

function splitmix32(state: number): number {
  let z = (state + 0x9e3779b9) | 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return (z ^ (z >>> 16)) >>> 0;
}

/** A 32-bit hash of a few integers and strings (FNV-1a fed into splitmix32). */
export function hash32(...parts: ReadonlyArray<number | string>): number {
  let h = 0x811c9dc5;
  for (const part of parts) {
    const text = typeof part === 'number' ? String(part) : part;
    for (let i = 0; i < text.length; i++) {
      h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
    }
    h = splitmix32(h ^ 0x2f);
  }
  return h >>> 0;
}

export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number) {
    this.a = splitmix32(seed);
    this.b = splitmix32(this.a ^ 0x1234567);
    this.c = splitmix32(this.b ^ 0x7654321);
    this.d = 1;
    for (let i = 0; i < 12; i++) this.uint32();
  }

  uint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    return this.uint32() / 4294967296;
  }

  /** Uniform integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  /** Picks by weight: `weighted([['a', 3], ['b', 1]])` gives 'a' three times as often. */
  weighted<T>(entries: ReadonlyArray<readonly [T, number]>): T {
    let total = 0;
    for (const [, weight] of entries) total += weight;
    let roll = this.next() * total;
    for (const [value, weight] of entries) {
      roll -= weight;
      if (roll < 0) return value;
    }
    const last = entries[entries.length - 1];
    if (!last) throw new Error('weighted pick from an empty list');
    return last[0];
  }

  /** Zipf-like index in [0, n): small indexes are much more likely (skew > 1 sharpens). */
  skewed(n: number, skew = 2): number {
    return Math.min(n - 1, Math.floor(n * this.next() ** skew));
  }

  /** Roughly normal (sum of three uniforms), mean 0 and deviation about 1. */
  normal(): number {
    return (this.next() + this.next() + this.next() - 1.5) * 2;
  }

  /** A random string over an alphabet, for provider ids (Spotify, YouTube…). */
  token(length: number, alphabet = BASE62): string {
    let out = '';
    for (let i = 0; i < length; i++) out += alphabet[Math.floor(this.next() * alphabet.length)];
    return out;
  }
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

export function rngFor(...parts: ReadonlyArray<number | string>): Rng {
  return new Rng(hash32(SEED, ...parts));
}

const KIND_NIBBLE = { artist: 'a', release: 'b', song: 'c' } as const;

/**
 * A deterministic UUID (version 4 layout) for an entity. The last 12 hex digits carry the kind
 * and the id, so two entities can never share one, however many there are.
 */
export function entityUuid(kind: keyof typeof KIND_NIBBLE, id: number): string {
  const h1 = hash32('uuid', kind, id).toString(16).padStart(8, '0');
  const h2 = hash32('uuid2', kind, id).toString(16).padStart(8, '0');
  const tail = `${KIND_NIBBLE[kind]}${id.toString(16).padStart(11, '0')}`;
  return `${h1}-${h2.slice(0, 4)}-4${h2.slice(4, 7)}-8${h1.slice(1, 4)}-${tail}`;
}
