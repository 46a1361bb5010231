/** Moved to db/rows.ts; this re-export goes once the last importer (files under other work) moves. */
export type { LogRow } from '../db/rows.ts';
