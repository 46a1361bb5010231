import autocannon from 'autocannon';

export type LoadResult = {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
};

export type GraphqlLoad = {
  url: string;
  connections: number;
  durationSeconds: number;
  /** Builds the body of each request, so requests spread over many ids. */
  body: () => { query: string; variables: Record<string, unknown> };
};

/** Fires GraphQL POSTs with autocannon and reports throughput and latency percentiles. */
export async function loadGraphql(load: GraphqlLoad): Promise<LoadResult> {
  const result = await autocannon({
    url: `${load.url}/graphql`,
    connections: load.connections,
    duration: load.durationSeconds,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => ({ ...request, body: JSON.stringify(load.body()) }),
      },
    ],
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

/**
 * Seconds of load before the measured run: pool connections open, statements get prepared, and the
 * guests' copies of the demo's 2,000 releases are filled (the embedded database fills them one
 * statement at a time: 5–8 s under 50 connections on this machine, so 3 s measured the refill).
 */
const WARM_UP_SECONDS = 10;

/**
 * The same load after a short warm-up under it (a just-started server on a just-seeded database
 * is not the steady state: connections, prepared statements, JIT-compiled queries, caches and
 * hint bits are all cold).
 */
export async function loadAfterWarmUp(load: GraphqlLoad): Promise<LoadResult> {
  await loadGraphql({ ...load, durationSeconds: WARM_UP_SECONDS });
  return loadGraphql(load);
}

/** A deterministic sequence of ids in 1..max, so runs compare like with like. */
export function idSequence(max: number): () => number {
  let state = 12345;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return (state % max) + 1;
  };
}
