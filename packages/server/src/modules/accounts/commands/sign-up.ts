import { signupSchema } from '@earmark/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/open-db.ts';
import { users } from '../../../db/schema/index.ts';
import { brokenUniqueIndex, invalidField, parseInput } from '../input.ts';
import { hashPassword, isCommonPassword } from '../passwords.ts';
import { hitRateLimit, RATE_LIMITS } from '../rate-limit.ts';
import { createSession, type SessionGrant } from '../tokens.ts';

export type SignUpInput = { username: string; email: string; password: string; allowEmail: boolean };

export const TOO_COMMON = 'is too common; please choose one that is harder to guess';

/** Refuses a username or email already in use (ignoring case) with the field that clashes. */
async function assertAvailable(db: Db, username: string, email: string): Promise<void> {
  const [taken] = await db
    .select({
      username: sql<boolean>`lower(${users.username}) = lower(${username})`,
      email: sql<boolean>`lower(${users.email}) = lower(${email})`,
    })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username}) or lower(${users.email}) = lower(${email})`)
    .limit(1);
  if (taken?.username) throw invalidField('username', 'is already taken');
  if (taken) throw invalidField('email', 'is already used by another account');
}

/** Creates a member and their first session (rules in @earmark/shared's signupSchema). */
export async function signUp(
  db: Db,
  input: SignUpInput,
  { ip, now }: { ip: string; now: Date },
): Promise<SessionGrant> {
  const { username, email, password, allowEmail } = parseInput(signupSchema, input);
  if (isCommonPassword(password)) throw invalidField('password', TOO_COMMON);
  await hitRateLimit(db, RATE_LIMITS.signupPerIp, ip, now);
  await assertAvailable(db, username, email);
  const passwordHash = await hashPassword(password);
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ username, email, passwordHash, allowEmail, createdAt: now, updatedAt: now })
        .returning({ id: users.id });
      if (!user) throw new Error('The new member was not inserted');
      return createSession(tx, user.id, now);
    });
  } catch (error) {
    // Two signups raced for the same name: the unique index decides.
    const index = brokenUniqueIndex(error);
    if (index?.includes('username')) throw invalidField('username', 'is already taken');
    if (index?.includes('email')) throw invalidField('email', 'is already used by another account');
    throw error;
  }
}
