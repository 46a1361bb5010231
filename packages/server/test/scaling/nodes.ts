import { randomBytes } from 'node:crypto';
import { databaseUrl, quoteIdent, withAdminClient } from '../admin-db.ts';
import { type StartedProcess, startServerProcess } from '../server-process.ts';
import { APOLLO_ACCEPT, type GraphQLBody } from '../test-server.ts';

/** A clone of the run's migrated template database, and how to drop it. */
export async function cloneTemplateDatabase(
  template: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `earmark_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient((client) =>
    client.query(`create database ${quoteIdent(name)} template ${quoteIdent(template)}`),
  );
  return {
    url: databaseUrl(name),
    drop: () =>
      withAdminClient(async (client) => {
        await client.query(`drop database if exists ${quoteIdent(name)} with (force)`);
      }),
  };
}

/** One API node: `npm start` as a separate process tree with its own port, serving once it answers. */
export type ApiNode = {
  process: StartedProcess;
  port: number;
  graphql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    options?: { token?: string; ip?: string },
  ): Promise<GraphQLBody<T>>;
  stop(): Promise<number | null>;
};

export async function startApiNode(env: Record<string, string>): Promise<ApiNode> {
  const started = await startServerProcess({ WEB_CONCURRENCY: '1', TRUST_PROXY: '127.0.0.1', ...env });
  try {
    await started.waitForLine((line) => line.msg === 'worker serving', 240_000);
  } catch (error) {
    // A node that did not start in time is not left running after the tests.
    started.child.kill('SIGTERM');
    throw error;
  }
  return {
    process: started,
    port: started.port,
    async graphql<T>(
      query: string,
      variables: Record<string, unknown> = {},
      options: { token?: string; ip?: string } = {},
    ) {
      const response = await fetch(`http://127.0.0.1:${started.port}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: APOLLO_ACCEPT,
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...(options.ip ? { 'x-forwarded-for': options.ip } : {}),
        },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as GraphQLBody<T>;
    },
    async stop() {
      started.child.kill('SIGTERM');
      return started.exited();
    },
  };
}
