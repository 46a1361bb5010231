import autocannon from 'autocannon';
import { percentiles, type Timing } from '../percentiles.ts';
import { drawRequest, type MixKind } from './mix.ts';

export type MixResult = {
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  graphqlErrors: number;
  byKind: Partial<Record<MixKind, Timing>>;
};

/** How many visitors the guests' requests come from. */
const VISITORS = 1000;

/**
 * The guest request's visitor, as a load balancer in front of the nodes names it: the nodes trust
 * this machine's X-Forwarded-For (topology.ts sets TRUST_PROXY=127.0.0.1), so fair sharing sees a
 * thousand visitors, as it would in production, not one address holding a client's share.
 */
const visitorAddress = (index: number) => `10.0.${index >> 8}.${index & 255}`;

/** Response times by kind of request; autocannon itself keeps one histogram for the whole mix. */
class KindTimes {
  private readonly times = new Map<MixKind, number[]>();

  add(kind: MixKind, ms: number) {
    const list = this.times.get(kind);
    if (list) list.push(ms);
    else this.times.set(kind, [ms]);
  }

  /** Percentiles of each kind; `others` are further runs of the same mix (several nodes). */
  summary(others: KindTimes[] = []): Partial<Record<MixKind, Timing>> {
    const kinds = new Set([this, ...others].flatMap((times) => [...times.times.keys()]));
    return Object.fromEntries(
      [...kinds].map((kind) => [
        kind,
        percentiles([this, ...others].flatMap((times) => times.times.get(kind) ?? [])),
      ]),
    );
  }
}

/** The realistic mix against one node, `connections` at once, as fast as it answers or at `rate` req/s. */
async function loadMix(
  times: KindTimes,
  options: { url: string; tokens: string[]; connections: number; seconds: number; rate?: number },
): Promise<Omit<MixResult, 'byKind'>> {
  let graphqlErrors = 0;
  // The kind of the response being completed: autocannon calls a request's `onResponse` and then,
  // in the same synchronous step, emits the client's `response` event with its duration.
  let completing: MixKind | undefined;
  const result = await autocannon({
    url: `${options.url}/graphql`,
    connections: options.connections,
    duration: options.seconds,
    ...(options.rate ? { overallRate: options.rate } : {}),
    // Every figure is the response's own time. autocannon's correction for coordinated omission
    // (on by default with a rate) fills in a made-up sample every millisecond below each slow
    // response (it takes the per-connection interval, a fraction of a second, as 1 ms): one 300 ms
    // answer added 300 samples, which made the soak's whole-mix p99 1,256 ms where no kind's p99
    // passed 310 ms.
    ignoreCoordinatedOmission: true,
    setupClient: (client) => {
      client.on('response', (_status: number, _bytes: number, ms: number) => {
        if (completing) times.add(completing, ms);
        completing = undefined;
      });
    },
    requests: [
      {
        method: 'POST',
        setupRequest: (request, context) => {
          const drawn = drawRequest(options.tokens);
          (context as { kind?: MixKind }).kind = drawn.kind;
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
        onResponse: (_status, body, context) => {
          completing = (context as { kind?: MixKind }).kind;
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

/** The mix split over several nodes (a load balancer's round robin), summed, with each kind's percentiles. */
export async function loadMixOver(
  urls: string[],
  options: { tokens: string[]; connections: number; seconds: number; rate?: number },
): Promise<MixResult> {
  const times = urls.map(() => new KindTimes());
  const parts = await Promise.all(
    urls.map((url, index) =>
      loadMix(times[index] as KindTimes, {
        ...options,
        url,
        connections: Math.ceil(options.connections / urls.length),
        ...(options.rate ? { rate: options.rate / urls.length } : {}),
      }),
    ),
  );
  const [first, ...rest] = times as [KindTimes, ...KindTimes[]];
  return {
    requests: parts.reduce((sum, part) => sum + part.requests, 0),
    requestsPerSecond: parts.reduce((sum, part) => sum + part.requestsPerSecond, 0),
    p50: Math.max(...parts.map((part) => part.p50)),
    p99: Math.max(...parts.map((part) => part.p99)),
    errors: parts.reduce((sum, part) => sum + part.errors, 0),
    non2xx: parts.reduce((sum, part) => sum + part.non2xx, 0),
    graphqlErrors: parts.reduce((sum, part) => sum + part.graphqlErrors, 0),
    byKind: first.summary(rest),
  };
}
