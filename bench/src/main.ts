// `npm run bench`: measures what issue budgets name and prints a table for bench/README.md.
// Never part of `npm test`. Options: --connections 50 --duration 10 --postgres-url URL --skip-postgres
// --port 3301 (the servers it starts listen on this port and the next three)
// --only startup,release-page,artist-page,suggestions,search,collection,catalog,stats,bundle,lighthouse,abuse
// (default: all of them), or mirror-load (--mirror-size N release groups, never by default: minutes)
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { LoadResult } from './load.ts';
import { isReachable, recreateDatabase } from './postgres.ts';
import { benchAbuse } from './scenarios/abuse.ts';
import { benchArtistDiscography } from './scenarios/artist-discography.ts';
import { artistPageScenario } from './scenarios/artist-page.ts';
import { landingRouteJsGzipBytes } from './scenarios/bundle-size.ts';
import { benchCollection } from './scenarios/collection.ts';
import { benchDiary } from './scenarios/diary.ts';
import { runLighthouse } from './scenarios/lighthouse.ts';
import { benchLists } from './scenarios/lists.ts';
import { benchMirrorLoad } from './scenarios/mirror-load.ts';
import { benchPageVsRaw, type PageScenario, throughputRatio } from './scenarios/page-vs-raw.ts';
import { benchReleasePage, releasePageScenario } from './scenarios/release-page.ts';
import { benchSearchScenario } from './scenarios/search-run.ts';
import { benchSocial } from './scenarios/social.ts';
import { benchStats } from './scenarios/stats.ts';
import { suggestionsScenario } from './scenarios/suggestions.ts';
import { repoRoot, startServer } from './server-process.ts';

const { values: options } = parseArgs({
  options: {
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '10' },
    'postgres-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    'skip-postgres': { type: 'boolean', default: false },
    // The first of four ports for the servers the bench starts (Earmark on PGlite and on PostgreSQL,
    // Lighthouse's, the hand-written baselines).
    port: { type: 'string', default: '3301' },
    // A database already seeded with `npm run seed -- --size N` for the search latencies.
    'search-database-url': { type: 'string' },
    // A scratch database for the collection budget: seeded with --collection-size releases when smaller.
    'collection-database-url': { type: 'string' },
    'collection-size': { type: 'string', default: '100000' },
    // A database seeded with `npm run seed -- --size N` for the release page and discography latencies.
    'catalog-database-url': { type: 'string' },
    // A seeded database for friends activity, the member home and the profile (else the catalog one).
    'social-database-url': { type: 'string' },
    // A seeded database (at least --size 8000) for the stats pages' member with 20,000 checks (else the catalog one).
    'stats-database-url': { type: 'string' },
    // Release groups in the generated MusicBrainz mirror of the mirror-load scenario.
    'mirror-size': { type: 'string', default: '100000' },
    // A comma-separated subset of the scenarios below, to re-measure one budget on its own.
    only: {
      type: 'string',
      default:
        'startup,release-page,artist-page,suggestions,search,collection,catalog,diary,social,lists,stats,bundle,lighthouse,abuse',
    },
  },
});
const scenarios = new Set(options.only.split(',').map((name) => name.trim()));
const runs = (scenario: string) => scenarios.has(scenario);
const connections = Number(options.connections);
const duration = Number(options.duration);
const port = Number(options.port);
const demoReleaseCount = 2000;
const rows: Array<[string, string]> = [];
const record = (name: string, value: string) => {
  rows.push([name, value]);
  console.log(`${name}: ${value}`);
};

type Recorder = (name: string, value: string) => void;

/** Embedded database: first start on a fresh DATA_DIR (migrations + demo seed), then a second start. */
async function startupAndPgliteLoad(record: Recorder) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'earmark-bench-'));
  const pgliteEnv = { DATA_DIR: dataDir, DATABASE_URL: '', SEED: 'demo' };
  const first = await startServer(pgliteEnv, port);
  record('first start (fresh DATA_DIR, seeds the demo)', `${(first.startedInMs / 1000).toFixed(1)} s`);
  await first.stop();
  const second = await startServer(pgliteEnv, port);
  record('second start', `${(second.startedInMs / 1000).toFixed(1)} s`);
  if (runs('release-page')) {
    const pglite = await benchReleasePage(second.url, demoReleaseCount, connections, duration);
    record(`release page, PGlite, ${connections} connections ${duration} s`, describeLoad(pglite));
  }
  await second.stop();
}

/** Pages under load on the demo data in PostgreSQL, each against its hand-written baseline. */
async function postgresLoad(record: Recorder, pages: PageScenario[]) {
  const adminUrl = options['postgres-url'];
  if (options['skip-postgres'] || !(await isReachable(adminUrl))) {
    for (const page of pages) record(`${page.label}, PostgreSQL`, 'skipped (no PostgreSQL reachable)');
    return;
  }
  const databaseUrl = await recreateDatabase(adminUrl, 'earmark_bench');
  // The first start seeds the demo; the measured server is a second start, as in production.
  const seeding = await startServer({ DATABASE_URL: databaseUrl, SEED: 'demo' }, port + 1);
  await seeding.stop();
  const server = await startServer({ DATABASE_URL: databaseUrl, SEED: 'none' }, port + 1);
  try {
    for (const page of pages) {
      const runs = await benchPageVsRaw(
        page,
        { url: server.url, databaseUrl, rawPort: port + 3 },
        connections,
        duration,
      );
      for (const [i, run] of runs.graphql.entries()) {
        record(
          `${page.label}, PostgreSQL, ${connections} connections ${duration} s, run ${i + 1}`,
          describeLoad(run),
        );
      }
      for (const [i, run] of runs.raw.entries()) {
        record(
          `${page.label}: same JSON from one hand-written SQL statement (pg + node:http), run ${i + 1}`,
          describeLoad(run),
        );
      }
      record(`${page.label} ÷ raw SQL (mean req/s)`, throughputRatio(runs).toFixed(2));
    }
  } finally {
    await server.stop();
  }
}

function describeLoad(load: LoadResult): string {
  return `${load.requestsPerSecond} req/s, p50 ${load.p50} ms, p99 ${load.p99} ms (errors ${load.errors}, non-2xx ${load.non2xx})`;
}

/** A scenario that needs a seeded scratch database, skipped with a hint when none was given. */
async function withDatabase(
  url: string | undefined,
  flag: string,
  what: string,
  bench: (url: string) => Promise<void>,
) {
  if (url) await bench(url);
  else record(what, `skipped (pass --${flag} of a seeded database)`);
}

if (runs('startup') || runs('release-page')) await startupAndPgliteLoad(record);
const pagesUnderLoad = [releasePageScenario, artistPageScenario, suggestionsScenario].filter((page) =>
  runs(page.name),
);
if (pagesUnderLoad.length > 0) await postgresLoad(record, pagesUnderLoad);
if (runs('search')) {
  await withDatabase(options['search-database-url'], 'search-database-url', 'search latency', (url) =>
    benchSearchScenario(url, record, true),
  );
}
if (runs('collection')) {
  await withDatabase(
    options['collection-database-url'],
    'collection-database-url',
    'collection latency',
    (url) => benchCollection(url, Number(options['collection-size']), record),
  );
}
if (runs('catalog')) {
  await withDatabase(
    options['catalog-database-url'],
    'catalog-database-url',
    'release page and discography latency',
    (url) => benchArtistDiscography(url, record, port + 3),
  );
}
if (runs('bundle')) {
  const bundle = landingRouteJsGzipBytes();
  record(
    'landing route JavaScript, gzipped',
    `${(bundle.bytes / 1024).toFixed(1)} KB in ${bundle.files.length} files`,
  );
}

if (runs('diary')) {
  await withDatabase(
    options['catalog-database-url'],
    'catalog-database-url',
    'diary and logRelease latency',
    (url) => benchDiary(url, record),
  );
}
if (runs('social')) {
  await withDatabase(
    options['social-database-url'] ?? options['catalog-database-url'],
    'social-database-url',
    'friends activity, home and profile latency',
    (url) => benchSocial(url, record),
  );
}
if (runs('lists')) {
  await withDatabase(
    options['catalog-database-url'],
    'catalog-database-url',
    'list items, lists index and updateList latency',
    (url) => benchLists(url, record),
  );
}
if (runs('stats')) {
  await withDatabase(
    options['stats-database-url'] ?? options['catalog-database-url'],
    'stats-database-url',
    'stats and year-in-review latency',
    (url) => benchStats(url, record),
  );
}
if (runs('lighthouse')) {
  // A second start on a fresh demo database, as a new user meets it.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'earmark-lighthouse-'));
  const env = { DATA_DIR: dataDir, DATABASE_URL: '', SEED: 'demo' };
  await (await startServer(env, port + 2)).stop();
  const server = await startServer(env, port + 2);
  for (const score of await runLighthouse(server.url)) {
    record(
      `Lighthouse mobile, ${score.name}, ${score.cache} cache`,
      `performance ${score.performance}, accessibility ${score.accessibility}, LCP ${score.lcpMs} ms, CLS ${score.cls}, TBT ${score.tbtMs} ms${score.failing.length ? `; failing: ${score.failing.join(', ')}` : ''}`,
    );
  }
  // Dark mode (issue #33): every page's accessibility in the dark scheme too.
  for (const score of await runLighthouse(server.url, { scheme: 'dark', accessibilityOnly: true })) {
    record(
      `Lighthouse mobile, ${score.name}, dark`,
      `accessibility ${score.accessibility}${score.failing.length ? `; failing: ${score.failing.join(', ')}` : ''}`,
    );
  }
  await server.stop();
}

if (runs('abuse')) {
  // Issue #26: the server as `npm start` runs it (fair sharing at its defaults), on both databases.
  const abuseSeconds = Math.max(duration, 15);
  const report = async (database: string, url: string) => {
    const result = await benchAbuse(url, abuseSeconds);
    record(
      `abuse, ${database}: reader's release page p95 alone / under four guests (${result.document})`,
      `${result.quietP95.toFixed(1)} ms / ${result.attackedP95.toFixed(1)} ms (x${(result.attackedP95 / result.quietP95).toFixed(2)}; p50 ${result.attackedP50.toFixed(1)} ms); guests answered ${result.guestsAnswered}, refused ${result.guestsRefused}`,
    );
  };
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'earmark-abuse-'));
  const env = { DATA_DIR: dataDir, DATABASE_URL: '', SEED: 'demo' };
  await (await startServer(env, port + 2, { fairShare: 'default' })).stop();
  const embedded = await startServer(env, port + 2, { fairShare: 'default' });
  try {
    await report('embedded', embedded.url);
  } finally {
    await embedded.stop();
  }
  const adminUrl = options['postgres-url'];
  if (!options['skip-postgres'] && (await isReachable(adminUrl))) {
    const databaseUrl = await recreateDatabase(adminUrl, 'earmark_bench_abuse');
    await (await startServer({ DATABASE_URL: databaseUrl, SEED: 'demo' }, port + 2)).stop();
    const server = await startServer({ DATABASE_URL: databaseUrl, SEED: 'none' }, port + 2, {
      fairShare: 'default',
    });
    try {
      await report('PostgreSQL', server.url);
    } finally {
      await server.stop();
    }
  }
}

if (runs('mirror-load')) {
  if (!options['skip-postgres'] && (await isReachable(options['postgres-url'])))
    await benchMirrorLoad(options['postgres-url'], Number(options['mirror-size']), 2000, record);
  else record('mirror-load', 'skipped (no PostgreSQL reachable)');
}

const resultsDir = path.join(repoRoot, 'bench/results');
mkdirSync(resultsDir, { recursive: true });
writeFileSync(
  path.join(resultsDir, 'latest.json'),
  JSON.stringify({ at: new Date().toISOString(), rows }, null, 2),
);
console.log(
  `\n| measure | result |\n|---|---|\n${rows.map(([name, value]) => `| ${name} | ${value} |`).join('\n')}`,
);
