import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import { repoRoot, startServer } from '../server-process.ts';
import { timeCheckMutation, timeCollectionPage, timeQuery, USERNAME } from './collection-timing.ts';

export { USERNAME };

/**
 * The collection budget: a member with 20,000 checks and 2,000 For Later items on a catalog
 * seeded with `--size 100000`; the first page under each filter, and a check mutation, measured
 * one request at a time (latency, not throughput) against a running server.
 */
export const COLLECTION_CHECKS = 20_000;
export const COLLECTION_FOR_LATER = 2_000;
export const COLLECTION_FILTERS: Record<string, Record<string, unknown>> = {
  listened: {},
  'standard-listened': { filters: { listenDepth: 'STANDARD_LISTENED' } },
  'deep-listened': { filters: { listenDepth: 'DEEP_LISTENED' } },
  'listened, reactions liked+loved': { reactions: ['LIKED', 'LOVED'] },
  'listened, my status unlistened': { currentUserListenStatus: 'UNLISTENED' },
  'for-later': { filters: { listenToStatus: 'ALL' } },
  'first-listen': { filters: { listenToStatus: 'UNLISTENED' } },
  'listen-again': { filters: { listenToStatus: 'RELISTEN' } },
  'first-listen + followed lists': { filters: { listenToStatus: 'UNLISTENED' }, includeFollowedLists: true },
  'songs, listened': { filters: { type: 'SONG' } },
};

export const COLLECTION_SORTS = [
  'YEAR_NEWEST',
  'YEAR_OLDEST',
  'ARTIST_NAME_ASC',
  'TITLE_ASC',
  'DATE_NEWEST',
  'RATING_HIGHEST',
  'RANDOM',
];

/** Creates (or recreates) the bench member's 20,000 checks and 2,000 For Later rows; answers a token. */
export async function prepareCollectionMember(
  databaseUrl: string,
): Promise<{ token: string; totalReleases: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>('select count(*)::int n from releases');
    const totalReleases = rows[0]?.n ?? 0;
    await client.query('delete from users where username = $1', [USERNAME]);
    const user = await client.query<{ id: number }>(
      `insert into users (username, email) values ($1, $1 || '@bench.test') returning id`,
      [USERNAME],
    );
    const userId = user.rows[0]?.id;
    // Every fifth release from a deterministic start: 20,000 checks with a spread of states,
    // 5% of the checks (1,000) are listen-agains, plus 1,000 first listens on releases in between.
    await client.query(
      `insert into user_releases (user_id, release_id, checked_at, deep_listened, rating, rated_at, reaction, reacted_at, listen_to, listen_to_added_at)
       select $1, r.id, now() - (r.id || ' minutes')::interval, r.id % 4 = 0,
         case when r.id % 3 = 0 then ((r.id % 10) + 1) / 2.0 end, case when r.id % 3 = 0 then now() end,
         (array['LIKED','LOVED','FAVORITED'])[r.id % 7 + 1]::reaction, case when r.id % 7 < 3 then now() end,
         case when r.id % 100 = 0 then 'LISTEN_AGAIN'::listen_to_kind end, case when r.id % 100 = 0 then now() end
       from (select id from releases order by id limit $2 * 5) r where r.id % 5 = 0`,
      [userId, COLLECTION_CHECKS],
    );
    await client.query(
      `insert into user_releases (user_id, release_id, listen_to, listen_to_added_at)
       select $1, r.id, 'FIRST_LISTEN', now() - (r.id || ' seconds')::interval
       from (select id from releases where id % 5 = 1 order by id limit $2) r`,
      [userId, COLLECTION_FOR_LATER - COLLECTION_CHECKS / 20],
    );
    await client.query(
      `insert into user_songs (user_id, song_id, checked_at) select $1, id, now() from songs order by id limit 2000`,
      [userId],
    );
    await client.query(
      `insert into list_follows (user_id, list_id) select $1, id from lists order by id limit 5 on conflict do nothing`,
      [userId],
    );
    const token = randomBytes(24).toString('hex');
    await client.query(
      `insert into sessions (user_id, token_hash, expires_at) values ($1, $2, now() + interval '1 day')`,
      [userId, createHash('sha256').update(token).digest('hex')],
    );
    await client.query('vacuum analyze user_releases');
    await client.query('vacuum analyze user_songs');
    return { token, totalReleases };
  } finally {
    await client.end();
  }
}

async function releaseCount(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      "select case when to_regclass('releases') is null then 0 else (select count(*)::int from releases) end n",
    );
    return rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

/** The whole scenario: seeds the catalog when it is smaller than `size`, then records every figure. */
export async function benchCollection(
  databaseUrl: string,
  size: number,
  record: (name: string, value: string) => void,
): Promise<void> {
  if ((await releaseCount(databaseUrl)) < size) {
    const seeded = spawnSync('npm', ['run', 'seed', '--', '--size', String(size), '--reset'], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: 'inherit',
    });
    if (seeded.status !== 0) throw new Error('seeding the collection catalog failed');
  }
  const { token, totalReleases } = await prepareCollectionMember(databaseUrl);
  const server = await startServer({ DATABASE_URL: databaseUrl, SEED: 'none' }, 3303);
  try {
    // The floor under these conditions: a request that reads one row.
    const floor = await timeQuery(server.url, token, '{ currentUser { id } }', {});
    record(
      'floor: currentUser query, same server',
      `p50 ${floor.p50} ms, p99 ${floor.p99} ms (n=${floor.n})`,
    );
    const label = `${COLLECTION_CHECKS} checks + ${COLLECTION_FOR_LATER} for later, --size ${totalReleases}, PostgreSQL`;
    for (const [name, variables] of Object.entries(COLLECTION_FILTERS)) {
      const t = await timeCollectionPage(server.url, token, variables);
      record(`collection first page, ${name} (${label})`, `p50 ${t.p50} ms, p99 ${t.p99} ms (n=${t.n})`);
    }
    for (const sort of COLLECTION_SORTS) {
      const t = await timeCollectionPage(server.url, token, { sort });
      record(`collection first page, listened, sort ${sort}`, `p50 ${t.p50} ms, p99 ${t.p99} ms (n=${t.n})`);
    }
    const check = await timeCheckMutation(server.url, token, totalReleases);
    record(`checkRelease mutation (${label})`, `p50 ${check.p50} ms, p99 ${check.p99} ms (n=${check.n})`);
  } finally {
    await server.stop();
  }
}
