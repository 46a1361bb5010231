import { type GraphqlLoad, type LoadResult, loadAfterWarmUp } from '../load.ts';
import { type RawStatement, startRawServer } from './raw-server.ts';

/** A page of the web app measured under load against a hand-written baseline of the same JSON. */
export type PageScenario = {
  /** The name `--only` selects it by. */
  name: string;
  /** How the figures name it. */
  label: string;
  /** A fresh, deterministic sequence of GraphQL request bodies, so every run sends the same ones. */
  bodies: () => GraphqlLoad['body'];
  /** The same answers from one SQL statement. */
  raw: RawStatement;
};

export type PageVsRaw = { graphql: LoadResult[]; raw: LoadResult[] };

/**
 * The page under load from Earmark and from its baseline (started on `rawPort`), interleaved so both
 * see the same machine: GraphQL, raw SQL, GraphQL, raw SQL. Same connections, duration and requests.
 */
export async function benchPageVsRaw(
  scenario: PageScenario,
  server: { url: string; databaseUrl: string; rawPort: number },
  connections: number,
  durationSeconds: number,
  rounds = 2,
): Promise<PageVsRaw> {
  const raw = await startRawServer(server.databaseUrl, scenario.raw, server.rawPort);
  const result: PageVsRaw = { graphql: [], raw: [] };
  const run = (url: string) =>
    loadAfterWarmUp({ url, connections, durationSeconds, body: scenario.bodies() });
  try {
    for (let round = 0; round < rounds; round++) {
      result.graphql.push(await run(server.url));
      result.raw.push(await run(raw.url));
    }
  } finally {
    await raw.close();
  }
  return result;
}

/** Earmark's mean throughput over the baseline's. */
export function throughputRatio({ graphql, raw }: PageVsRaw): number {
  const mean = (runs: LoadResult[]) =>
    runs.reduce((sum, run) => sum + run.requestsPerSecond, 0) / runs.length;
  return mean(graphql) / mean(raw);
}
