import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { type Config, loadConfig } from '../src/config.ts';
import { migrate } from '../src/db/migrate.ts';
import { type Db, type OpenedDb, openDb } from '../src/db/open-db.ts';
import {
  type RecordedStatement,
  recordStatements,
  statementRecorderLogger,
} from '../src/db/statement-recorder.ts';
import { buildServer } from '../src/server.ts';
import { databaseUrl, quoteIdent, withAdminClient } from './admin-db.ts';

/** What Apollo Client 4, the web app's client, sends: GraphQL-over-HTTP's own media type first. */
export const APOLLO_ACCEPT = 'application/graphql-response+json,application/json;q=0.9';

export type GraphQLErrorBody = { message: string; extensions?: { code?: string; field?: string } };
export type GraphQLBody<T> = { data?: T | null; errors?: GraphQLErrorBody[] };
export type GraphQLResult<T> = { status: number; body: GraphQLBody<T> };
export type GraphQLOptions = { token?: string; method?: 'POST' | 'GET'; headers?: Record<string, string> };

export type TestServer = {
  app: FastifyInstance;
  db: Db;
  graphql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    options?: GraphQLOptions,
  ): Promise<GraphQLResult<T>>;
  /** The same, with every SQL statement the operation issued. */
  recorded<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    options?: GraphQLOptions,
  ): Promise<GraphQLResult<T> & { statements: RecordedStatement[] }>;
  close(): Promise<void>;
};

/** A fresh migrated database for one test file: PGlite in memory, or a clone of the template. */
export async function openTestDb(): Promise<{ opened: OpenedDb; drop: () => Promise<void> }> {
  if (process.env.TEST_DB !== 'postgres') {
    const snapshot = inject('pgliteSnapshot');
    if (!snapshot) {
      const opened = await openDb({ logger: statementRecorderLogger });
      await migrate(opened);
      return { opened, drop: async () => {} };
    }
    const loadDataDir = new Blob([readFileSync(snapshot)]);
    const opened = await openDb({ logger: statementRecorderLogger, loadDataDir });
    return { opened, drop: async () => {} };
  }
  const template = inject('templateDatabase');
  if (!template) throw new Error('global-setup did not create the template database');
  const name = `earmark_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient((client) =>
    client.query(`create database ${quoteIdent(name)} template ${quoteIdent(template)}`),
  );
  const opened = await openDb({
    databaseUrl: throughPooler(databaseUrl(name)),
    logger: statementRecorderLogger,
    poolSize: 4,
  });
  const drop = () =>
    withAdminClient(async (client) => {
      await client.query(`drop database if exists ${quoteIdent(name)} with (force)`);
    });
  return { opened, drop };
}

/** api-postgres-pgbouncer: the server's URL goes through the run's PgBouncer (scaling/pgbouncer-setup.ts). */
function throughPooler(directUrl: string): string {
  const port = inject('pgbouncerPort');
  if (!port) return directUrl;
  const url = new URL(directUrl);
  url.port = String(port);
  url.searchParams.set('pgbouncer', 'true');
  return url.toString();
}

export async function startTestServer(overrides: Partial<Config> = {}): Promise<TestServer> {
  const { opened, drop } = await openTestDb();
  const config = {
    // A release viewed may be refreshed from MusicBrainz in the background: tests never reach
    // musicbrainz.org (port 9 refuses at once); the MusicBrainz tests point it at their fake.
    ...loadConfig({ WEB_DIST_DIR: '/nonexistent-earmark-dist', MUSICBRAINZ_URL: 'http://127.0.0.1:9/ws/2' }),
    seed: 'none' as const,
    ...overrides,
  };
  const app = await buildServer({ config, db: opened.db, lookupDb: opened.lookupDb, logger: false });
  await app.ready();

  const graphql = async <T>(
    query: string,
    variables: Record<string, unknown> = {},
    options: GraphQLOptions = {},
  ) => {
    const headers: Record<string, string> = {
      accept: APOLLO_ACCEPT,
      ...options.headers,
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    };
    const response =
      options.method === 'GET'
        ? await app.inject({
            method: 'GET',
            url: '/graphql',
            query: { query, variables: JSON.stringify(variables) },
            headers,
          })
        : await app.inject({ method: 'POST', url: '/graphql', payload: { query, variables }, headers });
    return { status: response.statusCode, body: response.json() as GraphQLBody<T> };
  };

  return {
    app,
    db: opened.db,
    graphql,
    async recorded<T>(query: string, variables?: Record<string, unknown>, options?: GraphQLOptions) {
      const { result, statements } = await recordStatements(() => graphql<T>(query, variables, options));
      return { ...result, statements };
    },
    async close() {
      await app.close();
      await opened.close();
      await drop();
    },
  };
}

/** Starts a server before the file's tests and closes it (dropping its database) after them. */
export function useTestServer(overrides: Partial<Config> = {}): { readonly current: TestServer } {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer(overrides);
  });
  afterAll(async () => {
    await server?.close();
  });
  return {
    get current() {
      if (!server) throw new Error('The test server starts in beforeAll');
      return server;
    },
  };
}
