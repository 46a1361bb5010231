import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import { rateLimitBuckets } from '../../db/schema/index.ts';
import { AppError, type AppErrorExtensions } from '../../errors.ts';

export type RateLimit = { name: string; limit: number; windowMs: number };

const MINUTE = 60_000;

/** The limits of the accounts issue; the counters live in the database shared by every process. */
export const RATE_LIMITS = {
  loginPerIp: { name: 'login-ip', limit: 10, windowMs: MINUTE },
  loginPerAccount: { name: 'login-account', limit: 25, windowMs: 60 * MINUTE },
  resetEmailPerAddress: { name: 'reset-email', limit: 5, windowMs: 30 * MINUTE },
  signupPerIp: { name: 'signup-ip', limit: 20, windowMs: 60 * MINUTE },
  signupNoticePerAddress: { name: 'signup-notice', limit: 3, windowMs: 60 * MINUTE },
  resetPerIp: { name: 'reset-ip', limit: 10, windowMs: 15 * MINUTE },
  resetPerToken: { name: 'reset-token', limit: 5, windowMs: 60 * MINUTE },
  emailChangePerAccount: { name: 'email-change', limit: 5, windowMs: 60 * MINUTE },
  confirmEmailPerIp: { name: 'confirm-email-ip', limit: 10, windowMs: 15 * MINUTE },
} as const satisfies Record<string, RateLimit>;

/** RATE_LIMITED, saying when to try again (also in extensions.retryAfterSeconds). */
export class RateLimitedError extends AppError {
  override readonly extensions: AppErrorExtensions;

  constructor(retryAfterSeconds: number) {
    const wait =
      retryAfterSeconds < 60
        ? `${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}`
        : `${Math.ceil(retryAfterSeconds / 60)} minute${Math.ceil(retryAfterSeconds / 60) === 1 ? '' : 's'}`;
    super('RATE_LIMITED', `Too many attempts. Please try again in ${wait}.`);
    this.extensions = { code: 'RATE_LIMITED', retryAfterSeconds };
  }
}

export function bucketKey(limit: RateLimit, subject: string | number): string {
  return `${limit.name}:${subject}`;
}

/** One fixed window of a limit: the hits counted in it so far (this one too) and when it ends. */
export type RateWindow = { hits: number; resetAt: Date };

/**
 * Counts one hit in the limit's current fixed window. One upsert, so concurrent hits from several
 * processes serialise on the bucket's row and none slips through.
 */
export async function countHit(
  db: Db,
  limit: RateLimit,
  subject: string | number,
  now: Date,
): Promise<RateWindow> {
  const key = bucketKey(limit, subject);
  const resetAt = new Date(now.getTime() + limit.windowMs);
  const [bucket] = await db
    .insert(rateLimitBuckets)
    .values({ key, hits: 1, resetAt })
    .onConflictDoUpdate({
      target: rateLimitBuckets.key,
      set: {
        hits: sql`case when ${rateLimitBuckets.resetAt} <= ${now.toISOString()} then 1 else ${rateLimitBuckets.hits} + 1 end`,
        resetAt: sql`case when ${rateLimitBuckets.resetAt} <= ${now.toISOString()} then excluded.reset_at else ${rateLimitBuckets.resetAt} end`,
      },
    })
    .returning({ hits: rateLimitBuckets.hits, resetAt: rateLimitBuckets.resetAt });
  // Now and then, drop windows that ended long ago, so probing many names cannot grow the table.
  if (Math.random() < 0.01) {
    await db
      .delete(rateLimitBuckets)
      .where(lt(rateLimitBuckets.resetAt, new Date(now.getTime() - 86_400_000)));
  }
  return bucket ?? { hits: 1, resetAt };
}

/** Counts one attempt in a fixed window and refuses it past the limit (RateLimitedError). */
export async function hitRateLimit(db: Db, limit: RateLimit, subject: string | number, now: Date) {
  const bucket = await countHit(db, limit, subject, now);
  if (bucket.hits > limit.limit) {
    throw new RateLimitedError(Math.max(1, Math.ceil((bucket.resetAt.getTime() - now.getTime()) / 1000)));
  }
}

/** Takes back one counted attempt (a successful login does not count against the limit). */
export async function refundRateLimit(db: Db, limit: RateLimit, subject: string | number): Promise<void> {
  await db
    .update(rateLimitBuckets)
    .set({ hits: sql`greatest(${rateLimitBuckets.hits} - 1, 0)` })
    .where(sql`${rateLimitBuckets.key} = ${bucketKey(limit, subject)}`);
}
