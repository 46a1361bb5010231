import type { Db } from '../../../db/open-db.ts';
import { revokeSession } from '../tokens.ts';

/** Revokes the session on the server; an unknown or already ended token is not an error. */
export async function logOut(db: Db, token: string, now: Date): Promise<void> {
  await revokeSession(db, token.replace(/^bearer\s+/i, '').trim(), now);
}
