import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/open-db.ts';
import { selectRows } from '../src/db/select-rows.ts';

/** Every row of the social tables and the members' follow counters, to show a refusal changed nothing. */
export async function socialSnapshot(db: Db): Promise<Record<string, unknown[]>> {
  const tables = {
    follows: sql`select follower_id, followee_id from follows order by 1, 2`,
    blocks: sql`select blocker_id, blocked_id from blocks order by 1, 2`,
    recommendations: sql`select id, recipient_id, recommender_id, response, responded_at, declined_at
      from recommendations order by id`,
    notifications: sql`select id, user_id, kind, viewed_at from notifications order by id`,
    counters: sql`select id, number_of_followers, number_of_followees from users order by id`,
  };
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, query]) => [name, await selectRows(db, query)] as const),
  );
  return Object.fromEntries(entries);
}

export const FOLLOW = /* GraphQL */ `
  mutation followUser($followeeUsername: String!) {
    followUser(followeeUsername: $followeeUsername) {
      username isFollowedByCurrentUser isFollowingCurrentUser isFriendsWithCurrentUser
      numberOfFollowers numberOfFollowees
    }
  }
`;
export const UNFOLLOW = /* GraphQL */ `
  mutation unfollowUser($followeeUsername: String!) {
    unfollowUser(followeeUsername: $followeeUsername) {
      username isFollowedByCurrentUser isFollowingCurrentUser isFriendsWithCurrentUser
      numberOfFollowers numberOfFollowees
    }
  }
`;
export const BLOCK = /* GraphQL */ `
  mutation blockUser($username: String!) {
    blockUser(username: $username) { username isBlockedByCurrentUser isFollowedByCurrentUser isFollowingCurrentUser }
  }
`;
export const UNBLOCK = /* GraphQL */ `
  mutation unblockUser($username: String!) { unblockUser(username: $username) { isBlockedByCurrentUser } }
`;
