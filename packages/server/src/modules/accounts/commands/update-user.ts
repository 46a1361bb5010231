import { type ColorSchemeChoice, profileSchema, type SpotifyLinkTarget } from '@earmark/shared';
import { and, eq, ne, sql } from 'drizzle-orm';
import { brokenUniqueIndex } from '../../../db/broken-unique-index.ts';
import type { Db } from '../../../db/open-db.ts';
import type { UserRow } from '../../../db/rows.ts';
import { users } from '../../../db/schema/index.ts';
import { invalidField, parseInput } from '../input.ts';

export type ProfileChanges = {
  username: string;
  firstName?: string | null;
  lastName?: string | null;
  website?: string | null;
  bio?: string | null;
};

/** Saves the Profile tab. A field left out stays as it is; a blank one is cleared. */
export async function updateUser(db: Db, userId: number, input: ProfileChanges, now: Date): Promise<UserRow> {
  const profile = parseInput(profileSchema, input);
  try {
    return await db.transaction(async (tx) => {
      const [clash] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(sql`lower(${users.username}) = lower(${profile.username})`, ne(users.id, userId)))
        .limit(1);
      if (clash) throw invalidField('username', 'is already taken');
      const [user] = await tx
        .update(users)
        .set({ ...profile, updatedAt: now })
        .where(eq(users.id, userId))
        .returning();
      if (!user) throw new Error('The signed-in member no longer exists');
      return user;
    });
  } catch (error) {
    if (brokenUniqueIndex(error)?.includes('username')) throw invalidField('username', 'is already taken');
    throw error;
  }
}

/** Saves the Preferences tab: where Spotify links open, the colour scheme. Left out stays. */
export async function updateUserPreferences(
  db: Db,
  userId: number,
  input: { spotifyLinkTarget?: SpotifyLinkTarget | null; colorScheme?: ColorSchemeChoice | null },
  now: Date,
): Promise<UserRow> {
  const [user] = await db
    .update(users)
    .set({
      ...(input.spotifyLinkTarget ? { spotifyLinkTargetPref: input.spotifyLinkTarget } : {}),
      ...(input.colorScheme ? { colorScheme: input.colorScheme } : {}),
      updatedAt: now,
    })
    .where(eq(users.id, userId))
    .returning();
  if (!user) throw new Error('The signed-in member no longer exists');
  return user;
}

/** Settings, Account tab: news mails, profile public or private, stats shown. Left out stays. */
export async function updatePrivacySettings(
  db: Db,
  userId: number,
  input: { allowEmail?: boolean | null; isPrivate?: boolean | null; showStats?: boolean | null },
  now: Date,
): Promise<UserRow> {
  const changes = {
    ...(typeof input.allowEmail === 'boolean' ? { allowEmail: input.allowEmail } : {}),
    ...(typeof input.isPrivate === 'boolean' ? { isPrivate: input.isPrivate } : {}),
    ...(typeof input.showStats === 'boolean' ? { showStats: input.showStats } : {}),
  };
  const [user] = await db
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  if (!user) throw new Error('The signed-in member no longer exists');
  return user;
}
