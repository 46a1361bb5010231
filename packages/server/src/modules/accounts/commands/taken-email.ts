import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/open-db.ts';
import { signupAttemptMail } from '../account-mails.ts';
import { mailerFor } from '../mailer.ts';
import { hitRateLimit, RATE_LIMITS, RateLimitedError } from '../rate-limit.ts';
import { newToken, SESSION_LIFETIME_MS, type SessionGrant } from '../tokens.ts';
import { resetEmailSubject } from './send-reset-password-email.ts';

type Deps = { now: Date; config: Config; log: FastifyBaseLogger };

/** The member whose address a signup asked for. */
export type AddressOwner = { username: string; email: string };

/**
 * What a signup with an address that already has an account answers: a grant shaped like a new
 * member's (a fresh 256-bit token and a 14-day expiry) whose token opens no session.
 */
export function unusableGrant(now: Date): SessionGrant {
  return { token: newToken(), expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS) };
}

/**
 * Tells the owner of an address that someone tried to sign up with it (at most a few times an
 * hour, silently beyond: a refusal would tell the address exists). The mail leaves after the answer.
 */
export async function mailTakenAddressOwner(db: Db, owner: AddressOwner, deps: Deps): Promise<void> {
  try {
    await hitRateLimit(db, RATE_LIMITS.signupNoticePerAddress, resetEmailSubject(owner.email), deps.now);
  } catch (error) {
    if (error instanceof RateLimitedError) return;
    throw error;
  }
  const mail = signupAttemptMail(owner.email, owner.username, deps.config.publicUrl);
  void mailerFor(deps.config)
    .send(mail, deps.log)
    .catch((error: unknown) => deps.log.error({ err: error }, 'the signup-attempt mail could not be sent'));
}
