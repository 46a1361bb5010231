// `npm run bench`: measures what issue budgets name and prints a table for bench/README.md.
// Never part of `npm test`. Options: --connections 50 --duration 10 --postgres-url URL --skip-postgres
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isReachable, recreateDatabase } from './postgres.ts';
import { benchArtistDiscography } from './scenarios/artist-discography.ts';
import { landingRouteJsGzipBytes } from './scenarios/bundle-size.ts';
import { benchCollection } from './scenarios/collection.ts';
import { benchReleasePage } from './scenarios/release-page.ts';
import { benchSearchScenario } from './scenarios/search-run.ts';
import { repoRoot, startServer } from './server-process.ts';

const { values: options } = parseArgs({
  options: {
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '10' },
    'postgres-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    'skip-postgres': { type: 'boolean', default: false },
    // A database already seeded with `npm run seed -- --size N` for the search latencies.
    'search-database-url': { type: 'string' },
    // A scratch database for the collection budget: seeded with --collection-size releases when smaller.
    'collection-database-url': { type: 'string' },
    'collection-size': { type: 'string', default: '100000' },
    // A database seeded with `npm run seed -- --size N` for the release page and discography latencies.
    'catalog-database-url': { type: 'string' },
  },
});
const connections = Number(options.connections);
const duration = Number(options.duration);
const demoReleaseCount = 2000;
const rows: Array<[string, string]> = [];
const record = (name: string, value: string) => {
  rows.push([name, value]);
  console.log(`${name}: ${value}`);
};

// Embedded database: first start on a fresh DATA_DIR (migrations + demo seed), then a second start.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'earmark-bench-'));
const pgliteEnv = { DATA_DIR: dataDir, DATABASE_URL: '', SEED: 'demo' };
const first = await startServer(pgliteEnv, 3301);
record('first start (fresh DATA_DIR, seeds the demo)', `${(first.startedInMs / 1000).toFixed(1)} s`);
await first.stop();
const second = await startServer(pgliteEnv, 3301);
record('second start', `${(second.startedInMs / 1000).toFixed(1)} s`);
const pglite = await benchReleasePage(second.url, demoReleaseCount, connections, duration);
record(
  `release page, PGlite, ${connections} connections ${duration} s`,
  `${pglite.requestsPerSecond} req/s, p50 ${pglite.p50} ms, p99 ${pglite.p99} ms (errors ${pglite.errors}, non-2xx ${pglite.non2xx})`,
);
await second.stop();

const adminUrl = options['postgres-url'];
if (!options['skip-postgres'] && (await isReachable(adminUrl))) {
  const databaseUrl = await recreateDatabase(adminUrl, 'earmark_bench');
  const server = await startServer({ DATABASE_URL: databaseUrl, SEED: 'demo' }, 3302);
  const postgres = await benchReleasePage(server.url, demoReleaseCount, connections, duration);
  record(
    `release page, PostgreSQL, ${connections} connections ${duration} s`,
    `${postgres.requestsPerSecond} req/s, p50 ${postgres.p50} ms, p99 ${postgres.p99} ms (errors ${postgres.errors}, non-2xx ${postgres.non2xx})`,
  );
  await server.stop();
} else {
  record('release page, PostgreSQL', 'skipped (no PostgreSQL reachable)');
}

if (options['search-database-url']) await benchSearchScenario(options['search-database-url'], record);
else record('search latency', 'skipped (pass --search-database-url of a seeded database)');

const collectionUrl = options['collection-database-url'];
if (collectionUrl) await benchCollection(collectionUrl, Number(options['collection-size']), record);
else record('collection latency', 'skipped (pass --collection-database-url of a scratch database)');

const catalogUrl = options['catalog-database-url'];
if (catalogUrl) await benchArtistDiscography(catalogUrl, record);
else
  record(
    'release page and discography latency',
    'skipped (pass --catalog-database-url of a seeded database)',
  );

const bundle = landingRouteJsGzipBytes();
record(
  'landing route JavaScript, gzipped',
  `${(bundle.bytes / 1024).toFixed(1)} KB in ${bundle.files.length} files`,
);

const resultsDir = path.join(repoRoot, 'bench/results');
mkdirSync(resultsDir, { recursive: true });
writeFileSync(
  path.join(resultsDir, 'latest.json'),
  JSON.stringify({ at: new Date().toISOString(), rows }, null, 2),
);
console.log(
  `\n| measure | result |\n|---|---|\n${rows.map(([name, value]) => `| ${name} | ${value} |`).join('\n')}`,
);
