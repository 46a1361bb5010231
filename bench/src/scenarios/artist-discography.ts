import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import { percentiles, type Timing } from '../percentiles.ts';
import { startServer } from '../server-process.ts';
import { releasePageQuery } from './release-page.ts';

/**
 * The catalog pages' budgets: the release page and the first page of an artist's discography, one
 * request at a time (latency at 1 connection), on a PostgreSQL database seeded with
 * `npm run seed -- --size N`. The queries are the web client's (packages/web/src/modules/artists).
 */
export const discographyQuery = /* GraphQL */ `
  query artistQueryForArtistReleases($id: ID!, $releaseSortBy: ReleaseSortBy, $primaryTypes: [ReleasePrimaryType!],
    $secondaryTypes: [ReleaseSecondaryType!], $offset: Int, $limit: Int) {
    artist(id: $id) { id
      releases(releaseSortBy: $releaseSortBy, primaryTypes: $primaryTypes, secondaryTypes: $secondaryTypes,
        offset: $offset, limit: $limit) {
        edges { node { id title year image thumb primaryType secondaryTypes artists { id name joinPhrase } } }
        pageInfo { hasMore totalCount }
        currentUserNumberOfChecks } } }
`;

const artistHeaderQuery = /* GraphQL */ `
  query ArtistForArtistPage($id: ID!) {
    artist(id: $id) { id name disambiguation image profile numberOfFavorites dataSources { type url } releaseStats }
  }
`;

type Sample = { query: string; variables: Record<string, unknown> };

async function post(url: string, token: string, { query, variables }: Sample): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token ? `Bearer ${token}` : '' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { errors?: { message: string }[] };
  const elapsed = performance.now() - started;
  if (body.errors) throw new Error(body.errors[0]?.message ?? 'GraphQL error');
  return elapsed;
}

/**
 * Cycles through the samples sequentially (one connection): one warm-up pass over every sample (so
 * the figures are the warm server's, with each page's rows in PostgreSQL's buffers and every
 * statement prepared on the pool's connections), then `rounds` measured requests.
 */
async function time(url: string, token: string, samples: Sample[], rounds: number): Promise<Timing> {
  for (const sample of samples) await post(url, token, sample);
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) times.push(await post(url, token, samples[i % samples.length] as Sample));
  return percentiles(times);
}

type Targets = { artists: number[]; largest: number[]; releases: number[]; total: number; token: string };

/** 100 spread-out artists with albums, the 5 with the most releases, 200 releases and a member session. */
async function pickTargets(databaseUrl: string): Promise<Targets> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const artists = await client.query<{ id: number }>(
      `select a.id from artists a
       where a.id % (select greatest(1, count(*) / 100) from artists) = 0
         and exists (select 1 from release_artists ra join releases r on r.id = ra.release_id
                     where ra.artist_id = a.id and r.primary_type = 'ALBUM')
       order by a.id limit 100`,
    );
    const largest = await client.query<{ id: number }>(
      'select artist_id id from release_artists group by 1 order by count(*) desc, 1 limit 5',
    );
    const total = await client.query<{ n: number }>('select count(*)::int n from releases');
    const releases = await client.query<{ id: number }>(
      'select id from releases where id % (select greatest(1, count(*) / 200) from releases) = 0 order by id limit 200',
    );
    // The member with the most checks, so currentUserNumberOfChecks and the flags do real work.
    const member = await client.query<{ id: number }>(
      'select user_id id from user_releases group by 1 order by count(*) desc limit 1',
    );
    const token = randomBytes(24).toString('hex');
    const userId = member.rows[0]?.id;
    if (userId !== undefined) {
      await client.query(
        `insert into sessions (user_id, token_hash, expires_at) values ($1, $2, now() + interval '1 day')`,
        [userId, createHash('sha256').update(token).digest('hex')],
      );
    }
    return {
      artists: artists.rows.map((row) => row.id),
      largest: largest.rows.map((row) => row.id),
      releases: releases.rows.map((row) => row.id),
      total: total.rows[0]?.n ?? 0,
      token: userId === undefined ? '' : token,
    };
  } finally {
    await client.end();
  }
}

/** Records p50/p99 of the release page and the discography's first page, as a guest and as a member. */
export async function benchArtistDiscography(
  databaseUrl: string,
  record: (name: string, value: string) => void,
  port = 3304,
): Promise<void> {
  const targets = await pickTargets(databaseUrl);
  const server = await startServer({ DATABASE_URL: databaseUrl, SEED: 'none' }, port);
  const label = `PostgreSQL, --size ${targets.total}, 1 connection`;
  const format = (t: Timing) => `p50 ${t.p50} ms, p95 ${t.p95} ms, p99 ${t.p99} ms (n=${t.n})`;
  const releasePages = targets.releases.map((id) => ({
    query: releasePageQuery,
    variables: { id: String(id) },
  }));
  const firstPage = (id: number, secondaryTypes: string[] = []) => ({
    query: discographyQuery,
    variables: {
      id: String(id),
      releaseSortBy: 'YEAR_NEWEST',
      primaryTypes: ['ALBUM'],
      secondaryTypes,
      offset: 0,
      limit: 25,
    },
  });
  const firstPages = targets.artists.map((id) => firstPage(id));
  const headers = targets.artists.map((id) => ({ query: artistHeaderQuery, variables: { id: String(id) } }));
  try {
    for (const [who, token] of [
      ['guest', ''],
      ['member', targets.token],
    ] as const) {
      record(`release page, ${who} (${label})`, format(await time(server.url, token, releasePages, 400)));
      record(
        `artist discography first page (100 sampled artists), ${who} (${label})`,
        format(await time(server.url, token, firstPages, 400)),
      );
      record(
        `artist discography first page (5 largest artists, up to thousands of releases), ${who} (${label})`,
        format(
          await time(
            server.url,
            token,
            targets.largest.map((id) => firstPage(id)),
            50,
          ),
        ),
      );
      // The "Compilation" filter: albums without a secondary type or with Compilation among them.
      record(
        `artist discography Compilation tab (5 largest artists), ${who} (${label})`,
        format(
          await time(
            server.url,
            token,
            targets.largest.map((id) => firstPage(id, ['COMPILATION'])),
            50,
          ),
        ),
      );
    }
    record(
      `artist page header + releaseStats, guest (${label})`,
      format(await time(server.url, '', headers, 200)),
    );
    const largestHeaders = targets.largest.map((id) => ({
      query: artistHeaderQuery,
      variables: { id: String(id) },
    }));
    record(
      `artist page header + releaseStats (5 largest artists), guest (${label})`,
      format(await time(server.url, '', largestHeaders, 50)),
    );
  } finally {
    await server.stop();
  }
}
