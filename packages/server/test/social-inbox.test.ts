import { describe, expect, it } from 'vitest';
import { buildCheck, buildFollow, buildRelease, buildSession } from './factories.ts';
import { failure, mutate } from './listening-support.ts';
import { socialSnapshot } from './social-support.ts';
import { useTestServer } from './test-server.ts';

const server = useTestServer();

const RECOMMEND = /* GraphQL */ `
  mutation recommendRelease($recommendeeIds: [ID!]!, $releaseId: ID!, $explanation: String) {
    recommendRelease(recommendeeIds: $recommendeeIds, releaseId: $releaseId, explanation: $explanation) { id }
  }
`;
const RECS = /* GraphQL */ `
  query UserRecsForProfile($username: String!) {
    user(username: $username) {
      recs(limit: 10) {
        edges { node { id explanation isFriendRec recommendersRating userResponse declined recommender { username }
          item { ... on Release { id title } } } }
        pageInfo { totalCount hasMore }
      }
    }
  }
`;
const BELL = /* GraphQL */ `
  query CurrentUserForNotifications($username: String!) {
    user(username: $username) {
      unseenNotificationsCount
      recNotifications { id kind viewed user { username } rec { id userResponse } }
    }
  }
`;
const DECLINE = /* GraphQL */ `mutation DeclineRec($recId: ID!) { declineRec(recId: $recId) { id declined } }`;
const RESPOND = /* GraphQL */ `
  mutation respondToRec($recId: ID!, $response: String!) {
    respondToRec(recId: $recId, response: $response) { id userResponse userRespondedAt }
  }
`;
const MARK = /* GraphQL */ `
  mutation MarkNotificationsViewed($notificationIds: [ID!]!) { markNotificationsViewed(notificationIds: $notificationIds) }
`;

type Bell = {
  user: {
    unseenNotificationsCount: number;
    recNotifications: Array<{ id: string; kind: string; viewed: boolean; user: { username: string } | null }>;
  };
};

async function friendsWithRec() {
  const { db } = server.current;
  const ann = await buildSession(db);
  const bob = await buildSession(db);
  await buildFollow(db, ann.user, bob.user);
  await buildFollow(db, bob.user, ann.user);
  const { release } = await buildRelease(db);
  await buildCheck(db, { user: ann.user, release, rating: 4.5 });
  const sent = await mutate<{ recommendRelease: Array<{ id: string }> }>(
    server.current,
    RECOMMEND,
    { recommendeeIds: [String(bob.user.id)], releaseId: String(release.id), explanation: 'Side B!' },
    ann.token,
  );
  const recId = sent.recommendRelease[0]?.id ?? '';
  return { ann, bob, release, recId };
}

describe('recommendations received', () => {
  it('the recipient sees the rec with item, explanation, recommender and rating; the bell counts it', async () => {
    const { ann, bob, release, recId } = await friendsWithRec();
    const recs = await mutate<{
      user: { recs: { edges: Array<{ node: Record<string, unknown> }>; pageInfo: { totalCount: number } } };
    }>(server.current, RECS, { username: bob.user.username }, bob.token);
    expect(recs.user.recs.edges[0]?.node).toMatchObject({
      id: recId,
      explanation: 'Side B!',
      isFriendRec: true,
      recommendersRating: 4.5,
      declined: false,
      recommender: { username: ann.user.username },
      item: { id: String(release.id) },
    });
    const bell = await mutate<Bell>(server.current, BELL, { username: bob.user.username }, bob.token);
    expect(bell.user.unseenNotificationsCount).toBe(1);
    expect(bell.user.recNotifications).toEqual([
      expect.objectContaining({ kind: 'REC', viewed: false, user: { username: ann.user.username } }),
    ]);
    const ids = bell.user.recNotifications.map((n) => n.id);
    expect(await mutate(server.current, MARK, { notificationIds: ids }, bob.token)).toEqual({
      markNotificationsViewed: true,
    });
    const after = await mutate<Bell>(server.current, BELL, { username: bob.user.username }, bob.token);
    expect(after.user.unseenNotificationsCount).toBe(0);
    expect(after.user.recNotifications[0]?.viewed).toBe(true);
  });

  it('a response is stored and notifies the recommender once; declining hides the rec', async () => {
    const { ann, bob, recId } = await friendsWithRec();
    const responded = await mutate<{ respondToRec: { userResponse: string; userRespondedAt: string } }>(
      server.current,
      RESPOND,
      { recId, response: '  Loved it, thanks!  ' },
      bob.token,
    );
    expect(responded.respondToRec.userResponse).toBe('Loved it, thanks!');
    expect(responded.respondToRec.userRespondedAt).toBeTruthy();
    await mutate(server.current, RESPOND, { recId, response: 'Still on repeat.' }, bob.token);
    const bell = await mutate<Bell>(server.current, BELL, { username: ann.user.username }, ann.token);
    expect(bell.user.recNotifications).toEqual([
      expect.objectContaining({
        kind: 'REC_RESPONSE',
        user: { username: bob.user.username },
        rec: { id: recId, userResponse: 'Still on repeat.' },
      }),
    ]);
    const declined = await mutate<{ declineRec: { declined: boolean } }>(
      server.current,
      DECLINE,
      { recId },
      bob.token,
    );
    expect(declined.declineRec.declined).toBe(true);
    const recs = await mutate<{ user: { recs: { pageInfo: { totalCount: number } } } }>(
      server.current,
      RECS,
      { username: bob.user.username },
      bob.token,
    );
    expect(recs.user.recs.pageInfo.totalCount).toBe(0);
  });

  it('refuses others, unknown ids, bad responses and guests, changing nothing', async () => {
    const { db } = server.current;
    const { ann, bob, recId } = await friendsWithRec();
    const stranger = await buildSession(db);
    const bell = await mutate<Bell>(server.current, BELL, { username: bob.user.username }, bob.token);
    const noteId = bell.user.recNotifications[0]?.id ?? '';
    const before = await socialSnapshot(db);
    const cases: Array<[string, Record<string, unknown>, string | undefined, string]> = [
      [RESPOND, { recId, response: 'mine now' }, ann.token, 'FORBIDDEN'],
      [RESPOND, { recId, response: 'hi' }, stranger.token, 'FORBIDDEN'],
      [DECLINE, { recId }, stranger.token, 'FORBIDDEN'],
      [RESPOND, { recId: '999999', response: 'hi' }, bob.token, 'NOT_FOUND'],
      [DECLINE, { recId: 'nope' }, bob.token, 'NOT_FOUND'],
      [RESPOND, { recId, response: '   ' }, bob.token, 'BAD_USER_INPUT'],
      [RESPOND, { recId, response: 'x'.repeat(1001) }, bob.token, 'BAD_USER_INPUT'],
      [MARK, { notificationIds: [noteId] }, stranger.token, 'NOT_FOUND'],
      [MARK, { notificationIds: [noteId, '999999'] }, bob.token, 'NOT_FOUND'],
      [
        MARK,
        { notificationIds: Array.from({ length: 501 }, (_, i) => String(i + 1)) },
        bob.token,
        'BAD_USER_INPUT',
      ],
      [RESPOND, { recId, response: 'hi' }, undefined, 'LOGGED_OUT'],
      [DECLINE, { recId }, undefined, 'LOGGED_OUT'],
      [MARK, { notificationIds: [noteId] }, undefined, 'LOGGED_OUT'],
      [RECS, { username: bob.user.username }, ann.token, 'FORBIDDEN'],
      [BELL, { username: bob.user.username }, stranger.token, 'FORBIDDEN'],
      [RECS, { username: bob.user.username }, undefined, 'LOGGED_OUT'],
    ];
    for (const [query, variables, token, code] of cases) {
      expect((await failure(server.current, query, variables, token)).code, JSON.stringify(variables)).toBe(
        code,
      );
    }
    expect(await socialSnapshot(db)).toEqual(before);
  });

  it("answers someone else's notification exactly as a missing one: NOT_FOUND, same message", async () => {
    const { db } = server.current;
    const { bob } = await friendsWithRec();
    const stranger = await buildSession(db);
    const bell = await mutate<Bell>(server.current, BELL, { username: bob.user.username }, bob.token);
    const noteId = bell.user.recNotifications[0]?.id ?? '';
    const before = await socialSnapshot(db);
    const others = await failure(server.current, MARK, { notificationIds: [noteId] }, stranger.token);
    const missing = await failure(server.current, MARK, { notificationIds: ['999999'] }, stranger.token);
    expect(others).toEqual(missing);
    expect(others.code).toBe('NOT_FOUND');
    expect(await socialSnapshot(db)).toEqual(before);
  });

  it('concurrent responses notify the recommender exactly once; concurrent recs all land', async () => {
    const { db } = server.current;
    const { ann, bob, recId } = await friendsWithRec();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        server.current.graphql(RESPOND, { recId, response: `answer ${i}` }, { token: bob.token }),
      ),
    );
    expect(answers.every((r) => r.body.errors === undefined)).toBe(true);
    const bell = await mutate<Bell>(server.current, BELL, { username: ann.user.username }, ann.token);
    expect(bell.user.recNotifications.filter((n) => n.kind === 'REC_RESPONSE')).toHaveLength(1);
    const fans = await Promise.all(Array.from({ length: 20 }, () => buildSession(db)));
    const { release } = await buildRelease(db);
    for (const fan of fans) {
      await buildFollow(db, fan.user, bob.user);
      await buildFollow(db, bob.user, fan.user);
    }
    const sent = await Promise.all(
      fans.map((fan) =>
        server.current.graphql(
          RECOMMEND,
          { recommendeeIds: [String(bob.user.id)], releaseId: String(release.id) },
          { token: fan.token },
        ),
      ),
    );
    expect(sent.every((r) => r.body.errors === undefined)).toBe(true);
    const inbox = await mutate<Bell>(server.current, BELL, { username: bob.user.username }, bob.token);
    expect(inbox.user.unseenNotificationsCount).toBe(21);
  });
});
