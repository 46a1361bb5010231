import { sql } from 'drizzle-orm';
import type { Db } from '../db/open-db.ts';
import { selectRows } from '../db/select-rows.ts';

/** A secondary index or a foreign key, with the DDL that recreates it exactly. */
export type SavedDefinition = { table: string; name: string; definition: string };

/**
 * Drops the secondary indexes and foreign keys of the seeded tables: bulk loading and the
 * counter updates run several times faster without them. Their definitions are read from the
 * catalog, so `restoreBulkLoad` rebuilds them exactly as the migrations made them (and
 * re-adding each foreign key checks every row at once). Primary keys stay.
 */
export async function prepareBulkLoad(db: Db, tables: readonly string[]): Promise<SavedDefinition[]> {
  const names = sql.param([...tables]);
  const foreignKeys = await selectRows<SavedDefinition>(
    db,
    sql`
      select c.conrelid::regclass::text as table, c.conname as name,
        'alter table ' || c.conrelid::regclass::text || ' add constraint ' || quote_ident(c.conname) || ' '
          || pg_get_constraintdef(c.oid) as definition
      from pg_constraint c
      where c.contype = 'f' and c.conrelid::regclass::text = any(${names}::text[])
      order by c.conname`,
  );
  const indexes = await selectRows<SavedDefinition>(
    db,
    sql`
      select i.tablename as table, i.indexname as name, i.indexdef as definition
      from pg_indexes i
      where i.schemaname = 'public' and i.tablename = any(${names}::text[])
        and not exists (select 1 from pg_constraint c
          where c.conindid = (quote_ident(i.schemaname) || '.' || quote_ident(i.indexname))::regclass)
      order by i.indexname`,
  );
  for (const fk of foreignKeys)
    await db.execute(sql.raw(`alter table ${fk.table} drop constraint "${fk.name}"`));
  for (const index of indexes) await db.execute(sql.raw(`drop index "${index.name}"`));
  return [...indexes, ...foreignKeys];
}

/**
 * Recreates what `prepareBulkLoad` dropped: indexes first, then foreign keys. With
 * `concurrency` > 1 (a PostgreSQL pool) several indexes are built at once.
 */
export async function restoreBulkLoad(
  db: Db,
  saved: readonly SavedDefinition[],
  concurrency = 1,
): Promise<void> {
  const isForeignKey = (d: SavedDefinition) => d.definition.startsWith('alter table');
  // Foreign keys go one at a time: each locks two tables, and in parallel they could deadlock.
  const groups = [
    { items: saved.filter((d) => !isForeignKey(d)), workers: concurrency },
    { items: saved.filter(isForeignKey), workers: 1 },
  ];
  for (const group of groups) {
    const queue = [...group.items];
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const definition = next.definition;
        if (group.workers === 1 && concurrency === 1) await db.execute(sql.raw(definition));
        else {
          await db.transaction(async (tx) => {
            await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
            await tx.execute(sql.raw(definition));
          });
        }
      }
    };
    await Promise.all(Array.from({ length: group.workers }, worker));
  }
}
