import { defineConfig } from 'vitest/config';

/**
 * The test tiers, chosen by where a file lives (so a new test lands in its tier by its path):
 * - `unit`: `*.test.ts` beside the code in packages/shared/src and packages/server/src — no database,
 *   no server; `web`: the web app's components in happy-dom. `npm run test:unit` runs both.
 * - `api-pglite` / `api-postgres`: every `*.test.ts` under packages/server/test/ — the server's API
 *   against a real database (PGlite always; PostgreSQL too when TEST_DATABASE_URL is set). Each test
 *   file gets its own database (see test/test-server.ts), so the files pass in any order.
 *   `npm run test:api` runs both, shuffled. A worker shares its imported modules across its files.
 * - the journeys in e2e/ (Playwright): `npm run test:e2e`.
 * A test that needs a database belongs in packages/server/test/, never beside the code.
 */
const apiDatabases = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/**
 * `api-postgres-pgbouncer`: a representative set of API files (accounts, listening, lists, social,
 * search) whose servers reach PostgreSQL through a PgBouncer in transaction pooling mode that the
 * project's setup starts (test/scaling/pgbouncer-setup.ts). scripts/test.mjs runs it where
 * pgbouncer is installed.
 */
const POOLED_API_FILES = [
  'accounts-login',
  'listening-check',
  'listening-concurrency',
  'listening-rating',
  'lists-save',
  'social-follow',
  'social-recommend',
  'social-feed',
  'search-api',
  'release',
].map((name) => `packages/server/test/${name}.test.ts`);

const apiProject = (name: string, db: string, include: string[], globalSetup: string[] = []) => ({
  test: {
    name,
    include,
    environment: 'node',
    env: { TEST_DB: db },
    globalSetup: ['packages/server/test/global-setup.ts', ...globalSetup],
    // A worker imports the server once and runs its files one after another: each file still
    // builds its own server on its own database, and the server keeps no state in its modules
    // that one file could leave to the next (caches, rate limits and loaders hang off the
    // server instance). Isolating every file re-imported the whole server per file: ~4 of the
    // tier's ~5 minutes on PostgreSQL.
    isolate: false,
    // Waits, not budgets (speed is the bench's): `npm test` runs these files beside the journeys on
    // a machine kept busy, where the concurrency tests (50 members following one at once, through
    // PgBouncer) took up to 24 s of a 30 s limit, and on a slower day (load 15–21 on two cores) ran
    // past 60 s. A test or hook names a longer wait of its own only above these.
    testTimeout: 180_000,
    hookTimeout: 240_000,
    // In CI a failed test runs once more, as the journeys do (e2e/playwright.config.ts): three runs of
    // the whole suite on a machine at load 12–16 each had one test past a wait or a timing bound
    // (a different one each time). npm test names every test that passed only on its retry, with
    // the first attempt's error.
    retry: process.env.CI ? 1 : 0,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/shared/src/**/*.test.ts', 'packages/server/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      'packages/web/vitest.config.ts',
      ...apiDatabases.map((db) => apiProject(`api-${db}`, db, ['packages/server/test/**/*.test.ts'])),
      ...(process.env.TEST_DATABASE_URL
        ? [
            apiProject('api-postgres-pgbouncer', 'postgres', POOLED_API_FILES, [
              'packages/server/test/scaling/pgbouncer-setup.ts',
            ]),
          ]
        : []),
    ],
  },
});
