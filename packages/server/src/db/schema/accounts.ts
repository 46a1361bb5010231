import type { ColorSchemeChoice } from '@earmark/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { counter, createdAt, id, updatedAt } from './columns.ts';
import { spotifyLinkTarget, subscriptionInterval, subscriptionTier } from './enums.ts';

export const users = pgTable(
  'users',
  {
    id: id(),
    username: text().notNull(),
    email: text().notNull(),
    /** argon2id hash; null for the deleted-member placeholder and old Facebook-only accounts. */
    passwordHash: text(),
    firstName: text(),
    lastName: text(),
    bio: text(),
    website: text(),
    avatar: text(),
    isAdmin: boolean().notNull().default(false),
    isSupport: boolean().notNull().default(false),
    /** The "deleted member" that non-personal lists of deleted accounts are credited to. */
    isPlaceholder: boolean().notNull().default(false),
    /** Signed up with Facebook login, which no longer exists: support sets a password. */
    isLegacyFacebook: boolean().notNull().default(false),
    /** Accepts news mails (product news); asked at signup, switched in Settings. */
    allowEmail: boolean().notNull().default(true),
    /** A private profile shows its listening (checks, ratings, reflections) to friends only. */
    isPrivate: boolean().notNull().default(false),
    /** Shows the stats and year-in-review pages to others (Settings → Account); the member always sees them. */
    showStats: boolean().notNull().default(true),
    spotifyLinkTargetPref: spotifyLinkTarget().notNull().default('WEB'),
    /** 'light', 'dark' or 'auto' (follow the device): taken by a device the member signs in on with no choice of its own. */
    colorScheme: text().$type<ColorSchemeChoice>().notNull().default('auto'),
    stripeCustomerId: text(),
    /** The member's latest checkout (Stripe's session id), expired when they open another: one to pay at a time. */
    stripeCheckoutSessionId: text(),
    /** SHA-256 of the member's listen API token (modules/listens); null until one is made. */
    apiTokenHash: text(),
    /** Moves with every write to the member's checks, logs, listens or lists (triggers, migration 0020): their cached stats pages are current at this version. */
    statsVersion: bigint({ mode: 'number' }).notNull().default(0),
    numberOfChecks: counter(),
    numberOfFollowers: counter(),
    numberOfFollowees: counter(),
    numberOfLists: counter(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_stripe_customer_key').on(t.stripeCustomerId),
    uniqueIndex('users_api_token_hash_key').on(t.apiTokenHash).where(sql`${t.apiTokenHash} is not null`),
    // Visible-to checks (modules/shared privacy) ask whether a member is private: few are.
    index('users_private_idx').on(t.id).where(sql`${t.isPrivate}`),
    index('users_username_trgm').using('gin', sql`lower(${t.username}) gin_trgm_ops`),
    // Members to follow (social suggestedFollows): the most followed first.
    index('users_followers_idx').on(t.numberOfFollowers.desc(), t.id),
    check('users_color_scheme', sql`${t.colorScheme} in ('light', 'dark', 'auto')`),
    check('users_username_length', sql`char_length(${t.username}) between 1 and 50`),
    check('users_email_length', sql`char_length(${t.email}) between 3 and 254`),
    check(
      'users_counts_nonnegative',
      sql`${t.numberOfChecks} >= 0 and ${t.numberOfFollowers} >= 0 and ${t.numberOfFollowees} >= 0 and ${t.numberOfLists} >= 0`,
    ),
  ],
);

/** Session tokens are random; only their SHA-256 hash is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    lastSeenAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_key').on(t.tokenHash),
    index('password_reset_tokens_user_idx').on(t.userId),
  ],
);

/** A pending change of address: confirmed from a single-use link mailed to the new address. */
export const emailChangeTokens = pgTable(
  'email_change_tokens',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text().notNull(),
    tokenHash: text().notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('email_change_tokens_hash_key').on(t.tokenHash),
    index('email_change_tokens_user_idx').on(t.userId),
    check('email_change_tokens_email_length', sql`char_length(${t.newEmail}) between 3 and 254`),
  ],
);

/** Fixed-window counters shared by every server process (login, signup, reset limits). */
export const rateLimitBuckets = pgTable('rate_limit_buckets', {
  key: text().primaryKey(),
  hits: integer().notNull(),
  resetAt: timestamp({ withTimezone: true }).notNull(),
});

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stripeSubscriptionId: text().notNull(),
    stripePriceId: text().notNull(),
    tier: subscriptionTier().notNull(),
    interval: subscriptionInterval().notNull(),
    /** Stripe's status: active, trialing, past_due, canceled, unpaid, incomplete… */
    status: text().notNull(),
    currentPeriodEnd: timestamp({ withTimezone: true }),
    cancelAtPeriodEnd: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('subscriptions_stripe_id_key').on(t.stripeSubscriptionId),
    index('subscriptions_user_idx').on(t.userId),
  ],
);

/** Stripe webhook events already applied, so a redelivery changes nothing. */
export const stripeEvents = pgTable('stripe_events', {
  id: text().primaryKey(),
  type: text().notNull(),
  receivedAt: createdAt(),
});
