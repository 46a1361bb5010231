import { createServer, type Server } from 'node:http';
import pg from 'pg';

/**
 * A page's baseline: one hand-written SQL statement that answers the page's whole JSON (the
 * `body` column), with its parameters read from the GraphQL request's variables.
 */
export type RawStatement = {
  name: string;
  text: string;
  values: (variables: Record<string, unknown>) => unknown[];
  /** The answer when the statement returns no row. */
  empty: unknown;
};

export type RawServer = { url: string; close: () => Promise<void> };

/**
 * Serves a baseline behind a bare node:http server, with a pool the size of Earmark's main pool:
 * one prepared statement per request, the row's JSON written as it comes.
 */
export async function startRawServer(
  databaseUrl: string,
  statement: RawStatement,
  port: number,
): Promise<RawServer> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const { variables } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        variables: Record<string, unknown>;
      };
      pool
        .query({ name: statement.name, text: statement.text, values: statement.values(variables) })
        .then((result) => {
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end(JSON.stringify(result.rows[0]?.body ?? statement.empty));
        })
        .catch(() => {
          response.writeHead(500);
          response.end();
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await pool.end();
    },
  };
}
