import { bigint, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns.ts';

/** How far an import has come through a source file, so a rerun can resume. */
export const importCheckpoints = pgTable('import_checkpoints', {
  source: text().primaryKey(),
  position: bigint({ mode: 'number' }).notNull(),
  updatedAt: updatedAt(),
});
