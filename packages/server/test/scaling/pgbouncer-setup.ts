import type { TestProject } from 'vitest/node';
import { pgbouncerMissing, startPgbouncer } from './pgbouncer.ts';

declare module 'vitest' {
  interface ProvidedContext {
    /** api-postgres-pgbouncer: the port of the PgBouncer (transaction mode) every test server goes through. */
    pgbouncerPort: number;
  }
}

/**
 * For api-postgres-pgbouncer: one PgBouncer in transaction pooling mode in front of TEST_DATABASE_URL's
 * server for the run; each test file's server reaches its database through it (test-server.ts).
 * scripts/test.mjs runs this project only where pgbouncer can run, and says why it skips it otherwise.
 */
export default async function setup(project: TestProject) {
  const missing = pgbouncerMissing();
  if (missing) throw new Error(`api-postgres-pgbouncer needs PgBouncer: ${missing}`);
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL must be set for api-postgres-pgbouncer');
  const pgbouncer = await startPgbouncer(url);
  project.provide('pgbouncerPort', pgbouncer.port);
  return () => pgbouncer.stop();
}
