import { randomBytes } from 'node:crypto';
import { LIMITS } from '@earmark/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { hashToken } from '../../context.ts';
import type { Db } from '../../db/open-db.ts';
import { sessions } from '../../db/schema/index.ts';

export const SESSION_LIFETIME_MS = LIMITS.sessionLifetimeDays * 86_400_000;
export const RESET_TOKEN_LIFETIME_MS = 60 * 60_000;
export const EMAIL_CHANGE_LIFETIME_MS = 24 * 60 * 60_000;

/** What login, signup and a password reset answer; the token is only ever sent this once. */
export type SessionGrant = { token: string; expiresAt: Date };

/** 256 random bits, URL-safe (it travels in a header and in reset links). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Opens a session with an absolute lifetime; only the token's SHA-256 is stored. */
export async function createSession(db: Db, userId: number, now: Date): Promise<SessionGrant> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  await db.insert(sessions).values({ userId, tokenHash: hashToken(token), createdAt: now, expiresAt });
  return { token, expiresAt };
}

/** Revokes one session by its token; an unknown or already revoked token changes nothing. */
export async function revokeSession(db: Db, token: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)));
}

export async function revokeAllSessions(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
