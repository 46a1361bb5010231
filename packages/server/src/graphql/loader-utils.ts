import DataLoader from 'dataloader';
import type { LRUCache } from 'lru-cache';

/** A loader of one row per id (null when missing), fetched in one statement per batch. */
export function keyedLoader<K, V>(
  fetch: (keys: K[]) => Promise<V[]>,
  keyOf: (row: V) => K,
): DataLoader<K, V | null> {
  return new DataLoader<K, V | null>(async (keys) => {
    const rows = await fetch([...keys]);
    const byKey = new Map(rows.map((row) => [keyOf(row), row]));
    return keys.map((key) => byKey.get(key) ?? null);
  });
}

/** A loader of all rows per id (in the order fetched), fetched in one statement per batch. */
export function groupedLoader<K, V>(
  fetch: (keys: K[]) => Promise<V[]>,
  keyOf: (row: V) => K,
): DataLoader<K, V[]> {
  return new DataLoader<K, V[]>(async (keys) => {
    const rows = await fetch([...keys]);
    const byKey = new Map<K, V[]>();
    for (const row of rows) {
      const key = keyOf(row);
      const group = byKey.get(key);
      if (group) group.push(row);
      else byKey.set(key, [row]);
    }
    return keys.map((key) => byKey.get(key) ?? []);
  });
}

/** A prepared statement of keyed rows (`db/prepared.ts`), taking its keys as `ids`. */
type ByIds<V, Extra = object> = { execute: (values: Extra & { ids: number[] }) => Promise<V[]> };

/** The fetch of a loader whose statement takes the batch's keys as `ids`. */
export function byIds<V>(statement: ByIds<V>): (ids: number[]) => Promise<V[]> {
  return (ids) => statement.execute({ ids });
}

/**
 * The fetch of a loader about the signed-in member, whose statement takes `viewerId` and `ids`:
 * a guest gets no rows without touching the database.
 */
export function forViewer<V>(
  viewerId: number | null,
  statement: ByIds<V, { viewerId: number }>,
): (ids: number[]) => Promise<V[]> {
  return async (ids) => (viewerId === null ? [] : statement.execute({ viewerId, ids }));
}

/**
 * A loader of one value per id whose values may come from a cache shared across requests (none:
 * every batch is one fetch). The fetch answers the ids it found; those are remembered.
 */
export function cachedLoader<V extends NonNullable<unknown>>(
  cache: LRUCache<number, V> | null,
  fetch: (missing: number[]) => Promise<Map<number, V>>,
): DataLoader<number, V | null> {
  return new DataLoader<number, V | null>(async (keys) => {
    const found = new Map<number, V>();
    const missing: number[] = [];
    for (const key of keys) {
      const hit = cache?.get(key);
      if (hit === undefined) missing.push(key);
      else found.set(key, hit);
    }
    if (missing.length > 0) {
      for (const [key, value] of await fetch(missing)) {
        cache?.set(key, value);
        found.set(key, value);
      }
    }
    return keys.map((key) => found.get(key) ?? null);
  });
}
