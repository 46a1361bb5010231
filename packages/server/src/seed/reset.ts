import { sql } from 'drizzle-orm';
import type { Db } from '../db/open-db.ts';

/** Drops every table, type and function (the public schema) and the migrations journal. */
export async function resetDatabase(db: Db): Promise<void> {
  await db.execute(sql`drop schema if exists drizzle cascade`);
  await db.execute(sql`drop schema if exists public cascade`);
  await db.execute(sql`create schema public`);
  await db.execute(sql`grant usage on schema public to public`);
}
