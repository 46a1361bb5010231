import { CATALOG_TABLES } from './tables-catalog.ts';
import { COMMUNITY_TABLES } from './tables-community.ts';

/** Every seeded table's columns, parents before children. */
export const T = { ...CATALOG_TABLES, ...COMMUNITY_TABLES };

/** Every seeded table, parents before children (the order of deletes is the reverse). */
export const SEEDED_TABLES: readonly string[] = Object.values(T).map((spec) => spec.name);
