import { eq } from 'drizzle-orm';
import { hashToken } from '../../context.ts';
import type { Db } from '../../db/open-db.ts';
import { users } from '../../db/schema/index.ts';

export type ApiTokenOwner = { id: number; username: string };

/** The token of a `Token <token>` authorization header (ListenBrainz's spelling, any case), or null. */
export function readApiToken(header: string | string[] | undefined): string | null {
  const value = (Array.isArray(header) ? header[0] : header)?.trim() ?? '';
  const match = /^token\s+(\S+)$/i.exec(value);
  return match?.[1] ?? null;
}

/** The member whose listen API token this is, or null. */
export async function apiTokenOwner(db: Db, token: string): Promise<ApiTokenOwner | null> {
  const [owner] = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(eq(users.apiTokenHash, hashToken(token)))
    .limit(1);
  return owner ?? null;
}
