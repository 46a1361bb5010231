import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUrl, quoteIdent, withAdminClient } from './admin-db.ts';
import { type ApiNode, startApiNode } from './scaling/nodes.ts';
import { type Pgbouncer, pgbouncerMissing, startPgbouncer } from './scaling/pgbouncer.ts';

/**
 * `npm start` behind PgBouncer in transaction pooling mode (?pgbouncer=true): two nodes started at
 * once on an empty database both migrate it through the pooler (the migrations take turns on a
 * transaction-scoped advisory lock), then serve through it. The API files of the
 * api-postgres-pgbouncer project run through the same kind of pooler.
 */
const postgres = process.env.TEST_DB === 'postgres';
const missing = postgres ? pgbouncerMissing() : undefined;
const runs = postgres && !missing;
const name = `earmark_pooled_${process.pid}`;
let pgbouncer: Pgbouncer | undefined;
let nodes: ApiNode[] = [];

beforeAll(async () => {
  if (!runs) return;
  await withAdminClient(async (client) => {
    await client.query(`drop database if exists ${quoteIdent(name)}`);
    await client.query(`create database ${quoteIdent(name)}`);
  });
  pgbouncer = await startPgbouncer(databaseUrl(name), 3);
});

afterAll(async () => {
  if (!runs) return;
  await Promise.all(nodes.map((node) => node.stop()));
  await pgbouncer?.stop();
  await withAdminClient((client) => client.query(`drop database if exists ${quoteIdent(name)} with (force)`));
});

describe.skipIf(!runs)(
  `two API nodes through PgBouncer in transaction mode${missing ? ` (skipped: ${missing})` : postgres ? '' : ' (skipped on the embedded database)'}`,
  () => {
    it('both migrate an empty database at once and serve through the pooler', {
      timeout: 180_000,
    }, async () => {
      const url = pgbouncer?.url(databaseUrl(name)) ?? '';
      nodes = await Promise.all([startApiNode({ DATABASE_URL: url }), startApiNode({ DATABASE_URL: url })]);
      for (const node of nodes) {
        const body = await node.graphql<{ newestReleases: { pageInfo: { totalCount: number } } }>(
          '{ newestReleases { pageInfo { totalCount } } }',
        );
        expect(body.errors).toBeUndefined();
        expect(body.data?.newestReleases.pageInfo.totalCount).toBe(0);
      }
      const direct = new pg.Client({ connectionString: databaseUrl(name) });
      await direct.connect();
      try {
        const { rows } = await direct.query(
          'select count(*)::int as applied from drizzle.__drizzle_migrations',
        );
        const { rows: files } = await direct.query(
          'select count(distinct hash)::int as distinct from drizzle.__drizzle_migrations',
        );
        // Each migration applied once, not once per node.
        expect(rows[0].applied).toBe(files[0].distinct);
        expect(rows[0].applied).toBeGreaterThan(10);
      } finally {
        await direct.end();
      }
    });
  },
);
