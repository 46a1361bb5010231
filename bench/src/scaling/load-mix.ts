import autocannon from 'autocannon';
import { drawRequest } from './mix.ts';

export type MixResult = {
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  graphqlErrors: number;
};

/** How many visitors the guests' requests come from. */
const VISITORS = 1000;

/**
 * The guest request's visitor, as a load balancer in front of the nodes names it: the nodes trust
 * this machine's X-Forwarded-For (topology.ts sets TRUST_PROXY=127.0.0.1), so fair sharing sees a
 * thousand visitors, as it would in production, not one address holding a client's share.
 */
const visitorAddress = (index: number) => `10.0.${index >> 8}.${index & 255}`;

/** The realistic mix against one node, `connections` at once, as fast as it answers or at `rate` req/s. */
export async function loadMix(options: {
  url: string;
  tokens: string[];
  connections: number;
  seconds: number;
  rate?: number;
}): Promise<MixResult> {
  let graphqlErrors = 0;
  const result = await autocannon({
    url: `${options.url}/graphql`,
    connections: options.connections,
    duration: options.seconds,
    ...(options.rate ? { overallRate: options.rate } : {}),
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const drawn = drawRequest(options.tokens);
          return {
            ...request,
            headers: {
              'content-type': 'application/json',
              ...(drawn.token
                ? { authorization: `Bearer ${drawn.token}` }
                : { 'x-forwarded-for': visitorAddress(Math.floor(Math.random() * VISITORS)) }),
            },
            body: JSON.stringify(drawn.body),
          };
        },
        onResponse: (_status, body) => {
          if (body.includes('"errors"')) graphqlErrors += 1;
        },
      },
    ],
  });
  return {
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    graphqlErrors,
  };
}

/** The same load split over several nodes (a load balancer's round robin), summed. */
export async function loadMixOver(urls: string[], options: Omit<Parameters<typeof loadMix>[0], 'url'>) {
  const parts = await Promise.all(
    urls.map((url) =>
      loadMix({
        ...options,
        url,
        connections: Math.ceil(options.connections / urls.length),
        ...(options.rate ? { rate: options.rate / urls.length } : {}),
      }),
    ),
  );
  return {
    requests: parts.reduce((sum, part) => sum + part.requests, 0),
    requestsPerSecond: parts.reduce((sum, part) => sum + part.requestsPerSecond, 0),
    p50: Math.max(...parts.map((part) => part.p50)),
    p99: Math.max(...parts.map((part) => part.p99)),
    errors: parts.reduce((sum, part) => sum + part.errors, 0),
    non2xx: parts.reduce((sum, part) => sum + part.non2xx, 0),
    graphqlErrors: parts.reduce((sum, part) => sum + part.graphqlErrors, 0),
  } satisfies MixResult;
}
