import { sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import type { UserRow } from '../../db/rows.ts';
import { users } from '../../db/schema/index.ts';

export function userByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  return db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1)
    .then((rows) => rows[0]);
}
