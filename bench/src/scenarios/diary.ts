import pg from 'pg';
import { startServer } from '../server-process.ts';
import { timeQuery } from './collection-timing.ts';

/** The web client's UserForActivity (packages/web/src/modules/reflections/graphql/UserForActivity.ts), first page. */
const USER_FOR_ACTIVITY = /* GraphQL */ `
  query UserForActivity($username: String!, $type: LogView, $sortBy: LogSortBy, $offset: Int, $limit: Int) {
    user(username: $username) { id username
      logs(type: $type, sortBy: $sortBy, offset: $offset, limit: $limit) {
        edges { node { id link rawDate dateText dateFull createdAt rating review reviewTitle gratitude hadChills
          hasWriting wasDeepListen listenedBefore liked loved favorited isCurrentUsers itemType
          upvoteCount { review gratitude } currentUserUpvotes { review gratitude }
          user { id username avatar }
          item { ... on Release { id title year image thumb link artists { id name joinPhrase } }
                 ... on Song { id title year image link artists { id name joinPhrase } release { id title } } } } }
        pageInfo { hasMore totalCount } } } }
`;
const LOG_RELEASE = /* GraphQL */ `
  mutation logRelease($releaseId: ID!, $fields: LogFieldsInput!) {
    logRelease(releaseId: $releaseId, fields: $fields) { id item { ... on Release { id currentUserHasChecked numberOfChecks } } }
  }
`;

const DIARY_SIZE = 5_000;

/**
 * A member with 5,000 dated logs (written straight into the database of a seeded PostgreSQL), then:
 * the first page of their Diary Feed, and logRelease, each one request at a time.
 */
export async function benchDiary(databaseUrl: string, record: (name: string, value: string) => void) {
  const server = await startServer({ DATABASE_URL: databaseUrl, SEED: 'none' }, 3305);
  try {
    const username = `diary${Date.now().toString(36)}`;
    const signup = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `mutation { signup(username: "${username}", email: "${username}@bench.test", password: "bench-diary-2026", allowEmail: false) { token } }`,
      }),
    });
    const { data } = (await signup.json()) as { data: { signup: { token: string } } };
    const token = data.signup.token;
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(
      `insert into logs (user_id, item_type, release_id, date, rating, review)
       select u.id, 'RELEASE', r.id, date '2025-01-01' - (g % 700), ((g % 10) + 1) / 2.0,
         case when g % 3 = 0 then 'A bench review, number ' || g end
       from users u, generate_series(1, $2::int) g
       join lateral (select id from releases order by id offset (g % (select count(*) from releases)) limit 1) r on true
       where u.username = $1`,
      [username, DIARY_SIZE],
    );
    const [{ id: releaseId }] = (await client.query('select id from releases order by id limit 1')).rows as [
      { id: number },
    ];
    await client.end();
    const diary = await timeQuery(server.url, token, USER_FOR_ACTIVITY, {
      username,
      type: 'DIARY',
      sortBy: 'DATE_NEWEST',
      offset: 0,
      limit: 20,
    });
    record(
      `Diary Feed first page, member with ${DIARY_SIZE.toLocaleString('en-US')} logs`,
      `p50 ${diary.p50} ms, p99 ${diary.p99} ms (budget p50 ≤ 15 ms)`,
    );
    const log = await timeQuery(server.url, token, LOG_RELEASE, {
      releaseId: String(releaseId),
      fields: { rating: 4, review: 'Again.' },
    });
    record('logRelease', `p50 ${log.p50} ms, p99 ${log.p99} ms (budget p50 ≤ 10 ms)`);
  } finally {
    await server.stop();
  }
}
