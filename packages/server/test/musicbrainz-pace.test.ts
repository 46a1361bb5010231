import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Config, MUSICBRAINZ_REQUEST_SPACING_MS } from '../src/config.ts';
import { createWebServiceClient } from '../src/modules/catalog/musicbrainz-web-service.ts';
import { buildSession } from './factories.ts';
import { type FakeMusicBrainz, startFakeMusicBrainz } from './musicbrainz-fake.ts';
import { useTestServer } from './test-server.ts';

/**
 * The pace Earmark keeps with MusicBrainz's web service at its default (MUSICBRAINZ_REQUEST_SPACING_MS),
 * against a local stand-in (musicbrainz-fake.ts), on the embedded database and on PostgreSQL: every
 * process of the server takes its turn in the database, so members at once, or two clients that share
 * nothing else, never send MusicBrainz more than one request a second.
 */

let fake: FakeMusicBrainz;
const overrides: Partial<Config> = { supportEmail: 'support@earmark.test', musicbrainzTimeoutMs: 1_500 };
beforeAll(async () => {
  fake = await startFakeMusicBrainz();
  overrides.musicbrainzUrl = fake.url;
});
afterAll(() => fake.close());

const api = useTestServer(overrides);
const member = async () => (await buildSession(api.current.db)).token;

const MB_SEARCH = /* GraphQL */ `
  query MusicBrainzReleaseSearch($query: String!) {
    musicBrainzReleaseSearch(query: $query) { asked note releases { mbid } }
  }
`;
type MbSearch = { musicBrainzReleaseSearch: { asked: boolean; note: string | null; releases: unknown[] } };

/**
 * Measured where MusicBrainz counts them: one request a second, never two close together.
 * (Requests leave 1,050 ms apart, but arrivals are read in this test's own busy process: on a loaded
 * machine one may arrive late and the next on time — one gap of 868 ms at load 10 on 2 cores; a first
 * arrival 500 ms late took a sixth off the mean of five gaps at load 15. A late arrival lengthens one
 * gap and shortens the next, so the median gap still reads the pace. Unpaced requests arrive
 * milliseconds apart: both bounds tell them apart.)
 */
function expectPaced(arrivals: number[]) {
  const gaps = arrivals
    .slice(1)
    .map((at, i) => at - (arrivals[i] ?? 0))
    .sort((a, b) => a - b);
  expect(gaps[0]).toBeGreaterThanOrEqual(500);
  expect(gaps[Math.floor(gaps.length / 2)]).toBeGreaterThanOrEqual(1_000);
}

describe('throttling', () => {
  it('paces two clients that share nothing but the database (as two worker processes would)', async () => {
    const options = {
      url: fake.url,
      contact: 'support@earmark.test',
      timeoutMs: 1_500,
      spacingMs: MUSICBRAINZ_REQUEST_SPACING_MS,
    };
    const workers = [
      createWebServiceClient(api.current.db, options),
      createWebServiceClient(api.current.db, options),
    ];
    const before = fake.requests.length;
    await Promise.all(
      [0, 1, 2].flatMap((n) =>
        workers.map((client, w) => client.search('release-group', { query: `worker ${w} ${n}` })),
      ),
    );
    const arrivals = fake.requests.slice(before).map((r) => r.at);
    expect(arrivals).toHaveLength(6);
    expectPaced(arrivals);
  });

  it('sends at most one request a second to MusicBrainz under 10 concurrent members, and answers them all', async () => {
    const tokens = await Promise.all(Array.from({ length: 10 }, () => member()));
    const before = fake.requests.length;
    const answers = await Promise.all(
      tokens.map((token, i) =>
        api.current.graphql<MbSearch>(MB_SEARCH, { query: `crowd ${i} dark side` }, { token }),
      ),
    );
    for (const { body } of answers)
      expect(body.data?.musicBrainzReleaseSearch).toMatchObject({ asked: true, note: null });
    expect(answers.every(({ body }) => body.data?.musicBrainzReleaseSearch.releases.length === 0)).toBe(true);
    const arrivals = fake.requests.slice(before).map((r) => r.at);
    expect(arrivals).toHaveLength(10);
    expectPaced(arrivals);
  });
});
