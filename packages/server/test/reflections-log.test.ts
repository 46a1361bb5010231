import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../src/db/open-db.ts';
import { selectRows } from '../src/db/select-rows.ts';
import { buildCheck, buildFollow, buildLog, buildRelease, buildSession, buildUser } from './factories.ts';
import { releaseStateRow } from './listening-support.ts';
import { useTestServer } from './test-server.ts';

const server = useTestServer();

const LOG_RELEASE = /* GraphQL */ `
  mutation logRelease($releaseId: ID!, $fields: LogFieldsInput!, $listenAgain: Boolean, $recs: [ID!]) {
    logRelease(releaseId: $releaseId, fields: $fields, listenAgain: $listenAgain, recs: $recs) {
      id rawDate rating review reviewTitle gratitude hadChills listenedBefore wasDeepListen
      favorited liked loved hasWriting isCurrentUsers link itemType
      item { ... on Release { id currentUserHasChecked currentUserDeepListened currentUserHasLoved
        currentUserRating currentUserHasAddedToListenTo currentUserHasLogged numberOfChecks } }
    }
  }
`;
const LOG_SONG = /* GraphQL */ `
  mutation logSong($songId: ID!, $fields: LogFieldsInput!) {
    logSong(songId: $songId, fields: $fields) { id itemType item { ... on Song { id currentUserHasChecked } } }
  }
`;
const UPDATE_LOG = /* GraphQL */ `
  mutation updateLog($id: ID!, $fields: LogFieldsInput!) {
    updateLog(id: $id, fields: $fields) { id review liked loved rating item { ... on Release { currentUserHasLiked currentUserRating } } }
  }
`;
const DELETE_LOG = /* GraphQL */ `
  mutation deleteLog($id: ID!, $itemId: ID, $type: ItemType) { deleteLog(id: $id, itemId: $itemId, type: $type) }
`;
const UPVOTE = /* GraphQL */ `
  mutation upvoteLog($logId: ID!, $type: String!) {
    upvoteLog(logId: $logId, type: $type) { id upvoteCount { review gratitude } currentUserUpvotes { review gratitude } }
  }
`;
const REMOVE_UPVOTE = /* GraphQL */ `
  mutation removeLogUpvote($logId: ID!, $type: String!) {
    removeLogUpvote(logId: $logId, type: $type) { id upvoteCount { review gratitude } }
  }
`;

type Logged = { logRelease: Record<string, unknown> & { id: string; item: Record<string, unknown> } };

/** Every table a log call may write, counted: a refused call leaves them as they were. */
async function tableCounts(db: Db) {
  const [counts] = await selectRows<Record<string, number>>(
    db,
    sql`select (select count(*)::int from logs) logs, (select count(*)::int from user_releases) user_releases,
      (select count(*)::int from user_songs) user_songs, (select count(*)::int from recommendations) recommendations,
      (select count(*)::int from notifications) notifications, (select count(*)::int from log_upvotes) upvotes,
      (select coalesce(sum(number_of_checks), 0)::int from releases) release_checks`,
  );
  return counts;
}

describe('logRelease and logSong', () => {
  it('logs with every field and applies the log to the item: checked, deep, reaction, rating, out of For Later', async () => {
    const { db } = server.current;
    const { token, user } = await buildSession(db);
    const { release } = await buildRelease(db);
    await server.current.graphql(
      'mutation ($id: ID!) { addToListenTo(releaseId: $id) { id } }',
      { id: String(release.id) },
      { token },
    );
    const fields = {
      date: '2026-01-02',
      rating: 4.5,
      review: 'Side two is a whole world.',
      reviewTitle: 'A whole world',
      gratitude: 'For the long walk home.',
      listenedBefore: true,
      wasDeepListen: true,
      gaveChills: true,
      isLoved: true,
    };
    const { body } = await server.current.graphql<Logged>(
      LOG_RELEASE,
      { releaseId: String(release.id), fields },
      { token },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.logRelease).toMatchObject({
      rawDate: '2026-01-02',
      rating: 4.5,
      reviewTitle: 'A whole world',
      hadChills: true,
      listenedBefore: true,
      wasDeepListen: true,
      loved: true,
      liked: false,
      favorited: false,
      hasWriting: true,
      isCurrentUsers: true,
      itemType: 'RELEASE',
      item: {
        currentUserHasChecked: true,
        currentUserDeepListened: true,
        currentUserHasLoved: true,
        currentUserRating: 4.5,
        currentUserHasAddedToListenTo: false,
        currentUserHasLogged: true,
        numberOfChecks: 1,
      },
    });
    expect(body.data?.logRelease.link).toBe(`/reflections/${body.data?.logRelease.id}`);
    const state = await releaseStateRow(db, user.id, release.id);
    expect(state).toMatchObject({ reaction: 'LOVED', rating: 4.5, listenTo: null });
  });

  it('"Save & Listen Again" puts the item back For Later as a listen again', async () => {
    const { db } = server.current;
    const { token, user } = await buildSession(db);
    const { release } = await buildRelease(db);
    const { body } = await server.current.graphql<Logged>(
      LOG_RELEASE,
      { releaseId: String(release.id), fields: {}, listenAgain: true },
      { token },
    );
    expect(body.data?.logRelease.item).toMatchObject({
      currentUserHasChecked: true,
      currentUserHasAddedToListenTo: true,
    });
    expect(await releaseStateRow(db, user.id, release.id)).toMatchObject({ listenTo: 'LISTEN_AGAIN' });
  });

  it('logs a song, outside the diary when it has no date', async () => {
    const { db } = server.current;
    const { token } = await buildSession(db);
    const { songs } = await buildRelease(db, { tracks: 2 });
    const song = songs[0];
    if (!song) throw new Error('no song');
    const { body } = await server.current.graphql<{
      logSong: { itemType: string; item: { currentUserHasChecked: boolean } };
    }>(LOG_SONG, { songId: String(song.id), fields: { date: null, liked: true } }, { token });
    expect(body.data?.logSong).toMatchObject({ itemType: 'SONG', item: { currentUserHasChecked: true } });
  });

  it('recommends to friends in the same transaction, and refuses anyone else with nothing written', async () => {
    const { db } = server.current;
    const { token, user } = await buildSession(db);
    const friend = await buildUser(db);
    const fan = await buildUser(db);
    await buildFollow(db, user, friend);
    await buildFollow(db, friend, user);
    await buildFollow(db, fan, user);
    const { release } = await buildRelease(db);
    const before = await tableCounts(db);
    const refused = await server.current.graphql(
      LOG_RELEASE,
      { releaseId: String(release.id), fields: { review: 'x' }, recs: [String(friend.id), String(fan.id)] },
      { token },
    );
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await tableCounts(db)).toEqual(before);
    const sent = await server.current.graphql(
      LOG_RELEASE,
      { releaseId: String(release.id), fields: {}, recs: [String(friend.id)] },
      { token },
    );
    expect(sent.body.errors).toBeUndefined();
    const [rec] = await selectRows<{ recipient_id: number; kind: string }>(
      db,
      sql`select r.recipient_id, n.kind from recommendations r join notifications n on n.recommendation_id = r.id
        where r.recommender_id = ${user.id}`,
    );
    expect(rec).toEqual({ recipient_id: friend.id, kind: 'RECOMMENDED' });
  });

  it('refuses bad input with the field named and changes nothing', async () => {
    const { db } = server.current;
    const { token } = await buildSession(db);
    const { release } = await buildRelease(db);
    const releaseId = String(release.id);
    const before = await tableCounts(db);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ date: '1899-12-31' }, 'date'],
      [{ date: '2999-01-01' }, 'date'],
      [{ rating: 3.3 }, 'rating'],
      [{ rating: 0 }, 'rating'],
      [{ liked: true, loved: true }, 'loved'],
      [{ isFavorited: true, favorited: false }, 'favorited'],
      [{ reviewTitle: 't'.repeat(201) }, 'reviewTitle'],
      [{ review: 'r'.repeat(10_001) }, 'review'],
      [{ gratitude: 'g'.repeat(10_001) }, 'gratitude'],
    ];
    for (const [fields, field] of cases) {
      const { body } = await server.current.graphql(LOG_RELEASE, { releaseId, fields }, { token });
      expect(body.errors?.[0]?.extensions, JSON.stringify(fields).slice(0, 80)).toMatchObject({
        code: 'BAD_USER_INPUT',
        field,
      });
    }
    const missing = await server.current.graphql(LOG_RELEASE, { releaseId: '999999', fields: {} }, { token });
    expect(missing.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const guest = await server.current.graphql(LOG_RELEASE, { releaseId, fields: {} });
    expect(guest.body.errors?.[0]?.extensions?.code).toBe('LOGGED_OUT');
    expect(guest.body.errors?.[0]?.message).toContain('loggedOut');
    expect(await tableCounts(db)).toEqual(before);
  });
});

describe('updateLog and deleteLog', () => {
  it('lets only the author update, with the new reaction and rating applied to the item', async () => {
    const { db } = server.current;
    const { token, user } = await buildSession(db);
    const other = await buildSession(db);
    const { release } = await buildRelease(db);
    await buildCheck(db, { user, release });
    const log = await buildLog(db, { user, release, review: 'first', loved: true });
    const { body } = await server.current.graphql<{ updateLog: Record<string, unknown> }>(
      UPDATE_LOG,
      { id: String(log.id), fields: { review: 'second thoughts', isLiked: true, rating: 3 } },
      { token },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.updateLog).toMatchObject({
      review: 'second thoughts',
      liked: true,
      loved: false,
      rating: 3,
      item: { currentUserHasLiked: true, currentUserRating: 3 },
    });
    const forbidden = await server.current.graphql(
      UPDATE_LOG,
      { id: String(log.id), fields: { review: 'mine now' } },
      { token: other.token },
    );
    expect(forbidden.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const missing = await server.current.graphql(UPDATE_LOG, { id: '987654', fields: {} }, { token });
    expect(missing.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('lets only the author delete, and checks the item when it is named', async () => {
    const { db } = server.current;
    const { token, user } = await buildSession(db);
    const other = await buildSession(db);
    const { release } = await buildRelease(db);
    const log = await buildLog(db, { user, release });
    const id = String(log.id);
    expect(
      (await server.current.graphql(DELETE_LOG, { id }, { token: other.token })).body.errors?.[0]?.extensions
        ?.code,
    ).toBe('FORBIDDEN');
    const wrong = await server.current.graphql(
      DELETE_LOG,
      { id, itemId: String(release.id + 1000), type: 'RELEASE' },
      { token },
    );
    expect(wrong.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'itemId' });
    const deleted = await server.current.graphql<{ deleteLog: boolean }>(
      DELETE_LOG,
      { id, itemId: String(release.id), type: 'RELEASE' },
      { token },
    );
    expect(deleted.body.data?.deleteLog).toBe(true);
    const again = await server.current.graphql(DELETE_LOG, { id }, { token });
    expect(again.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('upvotes', () => {
  it('counts one upvote per member, log and type, exactly under concurrent calls', async () => {
    const { db } = server.current;
    const author = await buildUser(db);
    const { token } = await buildSession(db);
    const log = await buildLog(db, { user: author, review: 'Worth it.', gratitude: 'Thanks, friend.' });
    const logId = String(log.id);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => server.current.graphql(UPVOTE, { logId, type: 'review' }, { token })),
    );
    for (const result of results) expect(result.body.errors).toBeUndefined();
    const [row] = await selectRows<{ review_upvote_count: number; n: number }>(
      db,
      sql`select review_upvote_count, (select count(*)::int from log_upvotes where log_id = ${log.id}) n from logs where id = ${log.id}`,
    );
    expect(row).toEqual({ review_upvote_count: 1, n: 1 });
    const gratitude = await server.current.graphql<{ upvoteLog: Record<string, unknown> }>(
      UPVOTE,
      { logId, type: 'gratitude' },
      { token },
    );
    expect(gratitude.body.data?.upvoteLog).toMatchObject({
      upvoteCount: { review: 1, gratitude: 1 },
      currentUserUpvotes: { review: true, gratitude: true },
    });
    const removed = await Promise.all(
      Array.from({ length: 5 }, () =>
        server.current.graphql<{ removeLogUpvote: { upvoteCount: { review: number } } }>(
          REMOVE_UPVOTE,
          { logId, type: 'review' },
          { token },
        ),
      ),
    );
    for (const result of removed) expect(result.body.errors).toBeUndefined();
    const [after] = await selectRows<{ review_upvote_count: number }>(
      db,
      sql`select review_upvote_count from logs where id = ${log.id}`,
    );
    expect(after?.review_upvote_count).toBe(0);
  });

  it("refuses one's own log, an unknown type or log, and guests", async () => {
    const { db } = server.current;
    const { token, user } = await buildSession(db);
    const own = await buildLog(db, { user, review: 'Mine.' });
    const other = await buildLog(db, { review: 'Theirs.' });
    expect(
      (await server.current.graphql(UPVOTE, { logId: String(own.id), type: 'review' }, { token })).body
        .errors?.[0]?.extensions?.code,
    ).toBe('FORBIDDEN');
    expect(
      (await server.current.graphql(UPVOTE, { logId: String(other.id), type: 'stars' }, { token })).body
        .errors?.[0]?.extensions,
    ).toMatchObject({ code: 'BAD_USER_INPUT', field: 'type' });
    expect(
      (await server.current.graphql(UPVOTE, { logId: String(other.id), type: 'gratitude' }, { token })).body
        .errors?.[0]?.extensions,
    ).toMatchObject({ code: 'BAD_USER_INPUT', field: 'type' });
    expect(
      (await server.current.graphql(UPVOTE, { logId: '999999', type: 'review' }, { token })).body.errors?.[0]
        ?.extensions?.code,
    ).toBe('NOT_FOUND');
    expect(
      (await server.current.graphql(UPVOTE, { logId: String(other.id), type: 'review' })).body.errors?.[0]
        ?.extensions?.code,
    ).toBe('LOGGED_OUT');
  });
});
