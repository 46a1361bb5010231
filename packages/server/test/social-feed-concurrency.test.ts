import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selectRows } from '../src/db/select-rows.ts';
import { DEFAULT_FAIR_SHARE } from '../src/fair-share/fair-share.ts';
import { deleteUser } from '../src/modules/accounts/commands/delete-user.ts';
import { counterMismatches } from './counter-checks.ts';
import { buildCheck, buildRelease, buildSession, buildSong } from './factories.ts';
import { BLOCK, FOLLOW, UNFOLLOW } from './social-support.ts';
import { useTestServer } from './test-server.ts';

// One member sends a dozen writes at once here: fair sharing's per-client queue is lifted.
const server = useTestServer({
  fairShare: {
    ...DEFAULT_FAIR_SHARE,
    concurrency: 64,
    queue: 1000,
    queueWaitMs: 60_000,
    dbTimeMsPerMinute: 1_000_000,
  },
});
const MEMBERS = 12;

const FEED = /* GraphQL */ `
  query CurrentUserForHomePage($limit: Int) {
    currentUser { id friendsActivity(limit: $limit) {
      edges { node { id rating user { id } item { __typename ... on Release { id } ... on Song { id } } } }
      pageInfo { totalCount } } }
  }
`;

type Session = Awaited<ReturnType<typeof buildSession>>;

async function send(token: string, query: string, variables: Record<string, unknown> = {}) {
  const { body } = await server.current.graphql(query, variables, { token });
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
}

const check = (kind: 'Release' | 'Song', id: number) =>
  `mutation { check${kind}(${kind === 'Release' ? 'releaseId' : 'songId'}: "${id}") { id } }`;
const uncheck = (id: number) => `mutation { uncheckRelease(releaseId: "${id}") { id } }`;

/** What the member's friends activity must show: their friends' checks, in feed order. */
async function expectedFeed(memberId: number): Promise<string[]> {
  const rows = await selectRows<{ key: string }>(
    server.current.db,
    sql`select c.type || ':' || c.item_id || ':' || c.user_id as key
      from follows f join follows b on b.follower_id = f.followee_id and b.followee_id = f.follower_id
      join (select user_id, checked_at, 'RELEASE' as type, release_id as item_id from user_releases where checked_at is not null
            union all
            select user_id, checked_at, 'SONG', song_id from user_songs where checked_at is not null) c
        on c.user_id = f.followee_id
      where f.follower_id = ${memberId}
      order by c.checked_at desc, c.type, c.user_id, c.item_id desc`,
  );
  return rows.map((row) => row.key);
}

async function shownFeed(me: Session): Promise<string[]> {
  const { body } = await server.current.graphql<{
    currentUser: {
      friendsActivity: {
        edges: { node: { user: { id: string }; item: { __typename: string; id: string } } }[];
      };
    };
  }>(FEED, { limit: 100 }, { token: me.token });
  expect(body.errors).toBeUndefined();
  return (body.data?.currentUser.friendsActivity.edges ?? []).map(
    ({ node }) => `${node.item.__typename.toUpperCase()}:${node.item.id}:${node.user.id}`,
  );
}

/** The stored feed agrees with the follows and checks, and the member's page with both. */
async function expectExact(me: Session) {
  expect((await counterMismatches(server.current.db)).feed_items).toBe(0);
  expect(await shownFeed(me)).toEqual(await expectedFeed(me.user.id));
}

describe('friends activity fanned out on write, under concurrent writes', () => {
  it('checks, unchecks, follows, unfollows and blocks racing each other leave every feed exact', async () => {
    const { db } = server.current;
    const me = await buildSession(db);
    const others = await Promise.all(Array.from({ length: MEMBERS }, () => buildSession(db)));
    const earlier = await Promise.all(
      others.map(async (other) => {
        const { release } = await buildRelease(db);
        await buildCheck(db, { user: other.user, release, checkedAt: new Date(Date.UTC(2025, 0, 1)) });
        return release;
      }),
    );
    const fresh = await Promise.all(others.map(async () => (await buildRelease(db)).release));
    const songs = await Promise.all(others.map(() => buildSong(db)));

    // Friendships forming while the new friends check, uncheck and check songs.
    await Promise.all(
      others.flatMap((other, i) => [
        send(other.token, FOLLOW, { followeeUsername: me.user.username }),
        send(me.token, FOLLOW, { followeeUsername: other.user.username }),
        send(other.token, check('Release', fresh[i]?.id ?? 0)),
        send(other.token, check('Song', songs[i]?.id ?? 0)),
        send(other.token, uncheck(earlier[i]?.id ?? 0)),
      ]),
    );
    expect((await expectedFeed(me.user.id)).length).toBe(2 * MEMBERS);
    await expectExact(me);
    for (const other of others.slice(0, 2)) await expectExact(other);

    // Friendships ending (an unfollow either way, a block) while checks come and go.
    await Promise.all(
      others.flatMap((other, i) => {
        const end =
          i % 3 === 0
            ? send(me.token, UNFOLLOW, { followeeUsername: other.user.username })
            : i % 3 === 1
              ? send(other.token, BLOCK, { username: me.user.username })
              : send(other.token, FOLLOW, { followeeUsername: me.user.username });
        return [
          end,
          send(other.token, check('Release', earlier[i]?.id ?? 0)),
          send(other.token, uncheck(fresh[i]?.id ?? 0)),
        ];
      }),
    );
    expect((await expectedFeed(me.user.id)).length).toBe(2 * Math.floor(MEMBERS / 3));
    await expectExact(me);

    // The unfollowed follow back again, while checking again.
    await Promise.all(
      others.flatMap((other, i) =>
        i % 3 === 0
          ? [
              send(me.token, FOLLOW, { followeeUsername: other.user.username }),
              send(other.token, check('Release', fresh[i]?.id ?? 0)),
            ]
          : [],
      ),
    );
    expect((await expectedFeed(me.user.id)).length).toBe(5 * Math.floor(MEMBERS / 3));
    await expectExact(me);
  });

  // Needs two connections at once: the embedded database has one.
  it.runIf(process.env.TEST_DB === 'postgres')(
    "a friend's follow or block while a member's check is under way waits its turn, without a deadlock",
    async () => {
      const { db } = server.current;
      for (const end of ['follow', 'block'] as const) {
        const me = await buildSession(db);
        const friend = await buildSession(db);
        await send(me.token, FOLLOW, { followeeUsername: friend.user.username });
        await send(friend.token, FOLLOW, { followeeUsername: me.user.username });
        const { release } = await buildRelease(db);
        let ended: Promise<void> | undefined;
        await db.transaction(async (tx) => {
          // A check's first step: its placeholder row, whose foreign key holds the friend's row.
          await tx.execute(
            sql`insert into user_releases (user_id, release_id) values (${friend.user.id}, ${release.id})`,
          );
          // The friend's follow (again) or block locks both members' rows, the member's first.
          ended =
            end === 'follow'
              ? send(friend.token, FOLLOW, { followeeUsername: me.user.username })
              : send(friend.token, BLOCK, { username: me.user.username });
          await Promise.race([ended, waitingOnALock(db)]);
          // The check lands: its feed row for the member takes that member's row FOR KEY SHARE.
          await tx.execute(
            sql`update user_releases set checked_at = now()
              where user_id = ${friend.user.id} and release_id = ${release.id}`,
          );
        });
        await ended;
        expect((await counterMismatches(db)).feed_items).toBe(0);
        expect(await shownFeed(me)).toEqual(await expectedFeed(me.user.id));
        expect(await expectedFeed(me.user.id)).toHaveLength(end === 'follow' ? 1 : 0);
      }
    },
  );

  it("an account's deletion takes its checks out of its friends' feeds", async () => {
    const { db } = server.current;
    const me = await buildSession(db);
    const friend = await buildSession(db);
    await send(me.token, FOLLOW, { followeeUsername: friend.user.username });
    await send(friend.token, FOLLOW, { followeeUsername: me.user.username });
    const { release } = await buildRelease(db);
    await send(friend.token, check('Release', release.id));
    await send(me.token, check('Release', (await buildRelease(db)).release.id));
    expect(await shownFeed(me)).toHaveLength(1);
    await deleteUser(db, friend.user.id);
    expect(await shownFeed(me)).toEqual([]);
    expect((await counterMismatches(db)).feed_items).toBe(0);
  });
});

/** Resolves once a statement of this database waits for a row lock (or after 10 s). */
async function waitingOnALock(db: typeof server.current.db): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const [row] = await selectRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if ((row?.n ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
