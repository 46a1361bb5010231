import DataLoader from 'dataloader';

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
