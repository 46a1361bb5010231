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

/** For loaders about the signed-in member: a guest gets no rows without touching the database. */
export function forViewer<K, V>(
  viewerId: number | null,
  fetch: (viewerId: number, keys: K[]) => Promise<V[]>,
): (keys: K[]) => Promise<V[]> {
  return async (keys) => (viewerId === null ? [] : fetch(viewerId, keys));
}
