import { signupSchema } from '@earmark/shared';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config.ts';
import { brokenUniqueIndex } from '../../../db/broken-unique-index.ts';
import type { Db } from '../../../db/open-db.ts';
import { users } from '../../../db/schema/index.ts';
import { invalidField, parseInput } from '../input.ts';
import { hashPassword, isCommonPassword } from '../passwords.ts';
import { hitRateLimit, RATE_LIMITS } from '../rate-limit.ts';
import { createSession, type SessionGrant } from '../tokens.ts';
import { type AddressOwner, mailTakenAddressOwner, unusableGrant } from './taken-email.ts';

export type SignUpInput = { username: string; email: string; password: string; allowEmail: boolean };

export const TOO_COMMON = 'is too common; please choose one that is harder to guess';

type Deps = { ip: string; now: Date; config: Config; log: FastifyBaseLogger };

/**
 * Refuses a username already in use (ignoring case): usernames are public. Answers the member who
 * already has the email, if any, which the caller must not tell.
 */
async function emailOwner(db: Db, username: string, email: string): Promise<AddressOwner | undefined> {
  const [taken] = await db
    .select({
      usernameTaken: sql<boolean>`lower(${users.username}) = lower(${username})`,
      username: users.username,
      email: users.email,
    })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username}) or lower(${users.email}) = lower(${email})`)
    .orderBy(sql`lower(${users.username}) = lower(${username}) desc`)
    .limit(1);
  if (taken?.usernameTaken) throw invalidField('username', 'is already taken');
  return taken;
}

/**
 * Creates a member and their first session (rules in @earmark/shared's signupSchema). An email
 * that already has an account gets the same answer from outside (the password is hashed all the
 * same; the grant's token opens no session), no account, and a mail to its owner.
 */
export async function signUp(db: Db, input: SignUpInput, deps: Deps): Promise<SessionGrant> {
  const { ip, now } = deps;
  const { username, email, password, allowEmail } = parseInput(signupSchema, input);
  if (isCommonPassword(password)) throw invalidField('password', TOO_COMMON);
  const perAddress = { ...RATE_LIMITS.signupPerIp, limit: deps.config.signupsPerAddressPerHour };
  await hitRateLimit(db, perAddress, ip, now);
  const owner = await emailOwner(db, username, email);
  const passwordHash = await hashPassword(password);
  if (owner) {
    await mailTakenAddressOwner(db, owner, deps);
    return unusableGrant(now);
  }
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
    if (index?.includes('email')) {
      const raced = await emailOwner(db, username, email);
      if (raced) await mailTakenAddressOwner(db, raced, deps);
      return unusableGrant(now);
    }
    throw error;
  }
}
