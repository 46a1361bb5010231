import { defineConfig } from 'vitest/config';

/**
 * Test projects: `unit` (beside the code; web components in happy-dom) and `api` (the server's
 * GraphQL API against a real database: PGlite always, PostgreSQL too when TEST_DATABASE_URL is set).
 */
const apiDatabases = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

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
      ...apiDatabases.map((db) => ({
        test: {
          name: `api-${db}`,
          include: ['packages/server/test/**/*.test.ts'],
          environment: 'node',
          env: { TEST_DB: db },
          globalSetup: ['packages/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      })),
    ],
  },
});
