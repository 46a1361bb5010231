import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { runImport } from '../../src/cli/commands/import.ts';
import { loadConfig } from '../../src/config.ts';
import { CATALOG_TABLES, rows, useFreshDbPerTest } from './import-support.ts';
import { RADIOHEAD, startWebService } from './live-server.ts';

const SLOW = { timeout: 480_000 };
const database = useFreshDbPerTest();
let service: Awaited<ReturnType<typeof startWebService>>;

beforeEach(async () => {
  service = await startWebService(150);
});
afterEach(() => service.close());

/** `npm run cli -- import musicbrainz --artist <mbid>` against the stand-in, on the test's database. */
async function cli(timing: { intervalMs: number; timeoutMs: number } = { intervalMs: 5, timeoutMs: 2000 }) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runImport(
    ['musicbrainz', '--artist', RADIOHEAD],
    {
      config: loadConfig({ MUSICBRAINZ_URL: service.url }),
      out: (l) => out.push(l),
      err: (l) => err.push(l),
      commands: [],
    },
    { clientOptions: timing, open: async () => ({ ...database.current, close: async () => {} }) },
  );
  return { code, out, err };
}

const count = async (table: string) =>
  (await rows<{ n: number }>(database.current.db, sql.raw(`select count(*)::int as n from ${table}`)))[0]?.n;

it(
  'pages through an artist with more than 100 release groups; a second run reads "0 new, 301 unchanged"',
  SLOW,
  async () => {
    const first = await cli();
    expect(first.code).toBe(0);
    expect(first.out[0]).toMatch(
      /^Imported Radiohead: 150 release groups from 150 releases in [\d.]+ s; 151 new, 0 unchanged, 150 merged, 0 updated, 0 skipped\.$/,
    );
    const pages = service.hits.filter((h) => h.path === '/ws/2/release-group');
    expect(pages.map((h) => [h.query.get('offset'), h.query.get('limit')])).toEqual([
      ['0', '100'],
      ['100', '100'],
    ]);
    expect(await count('releases')).toBe(150);
    expect(await count('tracks')).toBe(150);
    expect(
      await rows(
        database.current.db,
        sql`select title, artist_name, year, label from releases where title = 'Session 150'`,
      ),
    ).toEqual([{ title: 'Session 150', artist_name: 'Radiohead', year: 1993, label: 'Parlophone' }]);

    const second = await cli();
    expect(second.out[0]).toContain('; 0 new, 301 unchanged, 0 merged, 0 updated, 0 skipped.');
  },
);

it('waits as long as a 503 Retry-After says, then goes on', SLOW, async () => {
  let busy = true;
  service.intercept((url, res) => {
    if (url.pathname !== '/ws/2/release' || !busy) return false;
    busy = false;
    service.json(
      res,
      503,
      { error: 'Your requests are exceeding the allowable rate limit.' },
      { 'retry-after': '1' },
    );
    return true;
  });
  const { code } = await cli();
  expect(code).toBe(0);
  const browses = service.hits.filter((h) => h.path === '/ws/2/release');
  expect(browses[1]?.query.get('release-group')).toBe(browses[0]?.query.get('release-group'));
  expect((browses[1]?.at ?? 0) - (browses[0]?.at ?? 0)).toBeGreaterThanOrEqual(1000);
  expect(await count('releases')).toBe(150);
});

it('retries a request that times out, then reports it; no group is half-written', SLOW, async () => {
  // The third group's releases never come.
  const stuck = 'b-0000-4000-8000-000000000003';
  service.intercept((url) => (url.searchParams.get('release-group') ?? '').endsWith(stuck));
  const { code, err } = await cli({ intervalMs: 5, timeoutMs: 300 });
  expect(code).toBe(1);
  expect(err.join('\n')).toMatch(
    /did not answer .*\/ws\/2\/release in time \(3 attempts\); 2 of 150 release groups were imported/,
  );
  expect(service.hits.filter((h) => (h.query.get('release-group') ?? '').endsWith(stuck))).toHaveLength(3);
  expect(
    await rows(
      database.current.db,
      sql`select r.title, count(t.id)::int as tracks from releases r
      left join tracks t on t.release_id = r.id group by r.title order by r.title`,
    ),
  ).toEqual([
    { title: 'Session 001', tracks: 1 },
    { title: 'Session 002', tracks: 1 },
  ]);
});

it('writes nothing when the list of release groups cannot be read', SLOW, async () => {
  service.intercept(
    (url) => url.pathname === '/ws/2/release-group' && url.searchParams.get('offset') === '100',
  );
  const { code, err } = await cli({ intervalMs: 5, timeoutMs: 300 });
  expect(code).toBe(1);
  expect(err.join('\n')).toMatch(/did not answer .* \(3 attempts\); nothing was imported\./);
  for (const table of CATALOG_TABLES) expect(await count(table)).toBe(0);
});
