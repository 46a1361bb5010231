import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { hashToken } from '../../../context.ts';
import type { Db } from '../../../db/open-db.ts';
import { users } from '../../../db/schema/index.ts';

/**
 * 128 random bits spelled as a UUID (8-4-4-4-12 hex digits): the shape of a ListenBrainz token,
 * which some scrobblers check before they send it.
 */
export function newApiToken(): string {
  const hex = randomBytes(16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Makes the member a new listen API token, replacing any earlier one (which stops working), and
 * answers it: it is shown once; only its SHA-256 is stored.
 */
export async function regenerateApiToken(db: Db, userId: number): Promise<string> {
  const token = newApiToken();
  await db
    .update(users)
    .set({ apiTokenHash: hashToken(token), updatedAt: new Date() })
    .where(eq(users.id, userId));
  return token;
}
