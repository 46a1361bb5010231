import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/open-db.ts';
import { users } from '../../../db/schema/index.ts';

export const ROLES = ['admin', 'support', 'none'] as const;
export type Role = (typeof ROLES)[number];

/** Grants a role (admin or support) or, with none, removes both; answers the member's roles after. */
export async function setUserRole(
  db: Db,
  username: string,
  role: Role,
): Promise<{ username: string; isAdmin: boolean; isSupport: boolean } | null> {
  const change =
    role === 'admin'
      ? { isAdmin: true }
      : role === 'support'
        ? { isSupport: true }
        : { isAdmin: false, isSupport: false };
  const [user] = await db
    .update(users)
    .set({ ...change, updatedAt: new Date() })
    .where(sql`lower(${users.username}) = lower(${username}) and not ${users.isPlaceholder}`)
    .returning({ username: users.username, isAdmin: users.isAdmin, isSupport: users.isSupport });
  return user ?? null;
}
