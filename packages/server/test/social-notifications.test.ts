import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selectRows } from '../src/db/select-rows.ts';
import { buildLog, buildSession } from './factories.ts';
import { failure, mutate } from './listening-support.ts';
import { BLOCK, FOLLOW, UNBLOCK, UNFOLLOW } from './social-support.ts';
import { useTestServer } from './test-server.ts';

const server = useTestServer();

const BELL = /* GraphQL */ `
  query CurrentUserForNotificationsDrawer {
    currentUser {
      unseenNotificationsCount
      recNotifications {
        id kind viewed upvoteType
        user { username }
        rec { id }
        log { id link review }
      }
    }
  }
`;
const UPVOTE = /* GraphQL */ `
  mutation upvoteLog($logId: ID!, $type: String!) { upvoteLog(logId: $logId, type: $type) { id } }
`;
const UNVOTE = /* GraphQL */ `
  mutation removeLogUpvote($logId: ID!, $type: String!) { removeLogUpvote(logId: $logId, type: $type) { id } }
`;
const MARK = /* GraphQL */ `
  mutation MarkNotificationsViewed($notificationIds: [ID!]!) { markNotificationsViewed(notificationIds: $notificationIds) }
`;

type Note = {
  id: string;
  kind: string;
  viewed: boolean;
  upvoteType: string | null;
  user: { username: string } | null;
  rec: { id: string } | null;
  log: { id: string; link: string; review: string | null } | null;
};
type Bell = { currentUser: { unseenNotificationsCount: number; recNotifications: Note[] } };

async function bell(token: string): Promise<Bell['currentUser']> {
  const { body } = await server.current.graphql<Bell>(BELL, {}, { token });
  expect(body.errors).toBeUndefined();
  if (!body.data) throw new Error('no data');
  return body.data.currentUser;
}

describe('follow notifications', () => {
  it('a new follower rings the followee’s bell once, naming the follower; the follower gets none', async () => {
    const ann = await buildSession(server.current.db);
    const bob = await buildSession(server.current.db);
    await mutate(server.current, FOLLOW, { followeeUsername: bob.user.username }, ann.token);
    await mutate(server.current, FOLLOW, { followeeUsername: bob.user.username }, ann.token);
    const seen = await bell(bob.token);
    expect(seen.unseenNotificationsCount).toBe(1);
    expect(seen.recNotifications).toEqual([
      expect.objectContaining({
        kind: 'FOLLOW',
        viewed: false,
        user: { username: ann.user.username },
        rec: null,
        log: null,
      }),
    ]);
    expect((await bell(ann.token)).recNotifications).toEqual([]);
  });

  it('unfollowing and following again does not notify twice', async () => {
    const ann = await buildSession(server.current.db);
    const bob = await buildSession(server.current.db);
    const follow = () => mutate(server.current, FOLLOW, { followeeUsername: bob.user.username }, ann.token);
    const unfollow = () =>
      mutate(server.current, UNFOLLOW, { followeeUsername: bob.user.username }, ann.token);
    // Unseen: unfollowing takes the notification back, following again brings one back.
    await follow();
    await unfollow();
    expect((await bell(bob.token)).recNotifications).toEqual([]);
    await follow();
    await unfollow();
    await follow();
    const unseen = await bell(bob.token);
    expect(unseen.recNotifications.map((n) => n.kind)).toEqual(['FOLLOW']);
    // Seen: it stays, and no second one comes.
    await mutate(server.current, MARK, { notificationIds: [unseen.recNotifications[0]?.id] }, bob.token);
    await unfollow();
    await follow();
    const after = await bell(bob.token);
    expect(after.unseenNotificationsCount).toBe(0);
    expect(after.recNotifications).toEqual([expect.objectContaining({ kind: 'FOLLOW', viewed: true })]);
  });

  it('a block hides what the blocked member did, and a blocked member can create none', async () => {
    const ann = await buildSession(server.current.db);
    const bob = await buildSession(server.current.db);
    await mutate(server.current, FOLLOW, { followeeUsername: bob.user.username }, ann.token);
    await mutate(server.current, BLOCK, { username: ann.user.username }, bob.token);
    const blocked = await bell(bob.token);
    expect(blocked.recNotifications).toEqual([]);
    expect(blocked.unseenNotificationsCount).toBe(0);
    expect(
      (await failure(server.current, FOLLOW, { followeeUsername: bob.user.username }, ann.token)).code,
    ).toBe('FORBIDDEN');
    await mutate(server.current, UNBLOCK, { username: ann.user.username }, bob.token);
    expect((await bell(bob.token)).recNotifications.map((n) => n.kind)).toEqual(['FOLLOW']);
  });
});

describe('upvote notifications', () => {
  it('an upvote of a review tells its author, linking the reflection; taking it back unseen takes it back', async () => {
    const { db } = server.current;
    const author = await buildSession(db);
    const fan = await buildSession(db);
    const log = await buildLog(db, { user: author.user, review: 'The bridge at 2:10!', gratitude: 'Thanks' });
    const vars = { logId: String(log.id), type: 'review' };
    await mutate(server.current, UPVOTE, vars, fan.token);
    const first = await bell(author.token);
    expect(first.unseenNotificationsCount).toBe(1);
    expect(first.recNotifications).toEqual([
      expect.objectContaining({
        kind: 'UPVOTE',
        upvoteType: 'review',
        user: { username: fan.user.username },
        log: { id: String(log.id), link: `/reflections/${log.id}`, review: 'The bridge at 2:10!' },
      }),
    ]);
    await mutate(server.current, UNVOTE, vars, fan.token);
    expect((await bell(author.token)).recNotifications).toEqual([]);
    // Upvoted again, seen, taken back and upvoted again: still one notification.
    await mutate(server.current, UPVOTE, vars, fan.token);
    const again = await bell(author.token);
    await mutate(
      server.current,
      MARK,
      { notificationIds: again.recNotifications.map((n) => n.id) },
      author.token,
    );
    await mutate(server.current, UNVOTE, vars, fan.token);
    await mutate(server.current, UPVOTE, vars, fan.token);
    // The gratitude is a separate upvote, with its own notification.
    await mutate(server.current, UPVOTE, { logId: String(log.id), type: 'gratitude' }, fan.token);
    const final = await bell(author.token);
    expect(final.recNotifications.map((n) => [n.upvoteType, n.viewed])).toEqual([
      ['gratitude', false],
      ['review', true],
    ]);
  });

  it('an upvote across a block notifies nobody', async () => {
    const { db } = server.current;
    const author = await buildSession(db);
    const fan = await buildSession(db);
    const log = await buildLog(db, { user: author.user, review: 'Loud and lovely' });
    await mutate(server.current, BLOCK, { username: fan.user.username }, author.token);
    await server.current.graphql(UPVOTE, { logId: String(log.id), type: 'review' }, { token: fan.token });
    const rows = await selectRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from notifications where user_id = ${author.user.id}`,
    );
    expect(rows[0]?.n).toBe(0);
  });
});

describe('closing the drawer', () => {
  it('marks every notification seen, also those older than the 30 it showed; a newer one stays unseen', async () => {
    const bob = await buildSession(server.current.db);
    const followers = [];
    for (let i = 0; i < 32; i++) followers.push(await buildSession(server.current.db));
    for (const follower of followers)
      await mutate(server.current, FOLLOW, { followeeUsername: bob.user.username }, follower.token);
    const shown = await bell(bob.token);
    expect(shown.unseenNotificationsCount).toBe(32);
    expect(shown.recNotifications).toHaveLength(30);
    // A follower arrives while the drawer is open.
    const late = await buildSession(server.current.db);
    await mutate(server.current, FOLLOW, { followeeUsername: bob.user.username }, late.token);
    await mutate(
      server.current,
      MARK,
      { notificationIds: shown.recNotifications.map((note) => note.id) },
      bob.token,
    );
    const after = await bell(bob.token);
    expect(after.unseenNotificationsCount).toBe(1);
    expect(after.recNotifications[0]).toMatchObject({
      viewed: false,
      user: { username: late.user.username },
    });
    expect(after.recNotifications.slice(1).every((note) => note.viewed)).toBe(true);
  });
});
