import type { Db } from '../db/open-db.ts';
import { createAccountLoaders } from '../modules/accounts/loaders.ts';
import { createCatalogLoaders } from '../modules/catalog/loaders.ts';
import { createListenLoaders } from '../modules/listens/loaders.ts';
import { createListLoaders } from '../modules/lists/loaders.ts';
import { createReflectionLoaders } from '../modules/reflections/loaders.ts';
import { createSocialLoaders } from '../modules/social/loaders.ts';

/** A fresh set of DataLoaders for one request: batching and caching never cross requests. */
export function createLoaders(db: Db, viewerId: number | null) {
  return {
    catalog: createCatalogLoaders(db, viewerId),
    accounts: createAccountLoaders(db, viewerId),
    reflections: createReflectionLoaders(db, viewerId),
    lists: createListLoaders(db, viewerId),
    listens: createListenLoaders(db, viewerId),
    social: createSocialLoaders(db, viewerId),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
