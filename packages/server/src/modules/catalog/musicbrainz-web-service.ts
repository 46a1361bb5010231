import { sql } from 'drizzle-orm';
import { MusicBrainzApi } from 'musicbrainz-api';
import type { Db } from '../../db/open-db.ts';
import { APP_NAME, APP_VERSION, retryAfterMs, serverRoot } from '../../import/musicbrainz-client.ts';

/**
 * MusicBrainz's web service as members and staff reach it while Earmark runs (on-demand search,
 * release groups fetched on demand, refreshes): one shared pace for every process of the server,
 * kept in the database, a short timeout, no retries (someone is waiting), and every way it can
 * fail turned into one error a page can explain.
 */

/** How long a request may wait for its turn before it gives up (MusicBrainz busy here). */
export const MAX_QUEUE_WAIT_MS = 25_000;
/** The longest Retry-After honoured; a longer one counts as this. */
const MAX_BACK_OFF_MS = 60_000;

export type UnavailableReason = 'unreachable' | 'timeout' | 'busy' | 'refused' | 'garbage' | 'queue';

/** MusicBrainz could not answer usefully now; `retryAfterMs` is when it may (0: unknown). */
export class MusicBrainzUnavailableError extends Error {
  constructor(
    readonly reason: UnavailableReason,
    readonly retryAfterMs = 0,
    detail = '',
  ) {
    super(`MusicBrainz unavailable (${reason})${detail ? `: ${detail}` : ''}`);
    this.name = 'MusicBrainzUnavailableError';
  }
}

/** MusicBrainz has no such entity (404). */
export class MusicBrainzNotFoundError extends Error {
  constructor(readonly path: string) {
    super(`MusicBrainz has nothing at ${path}`);
    this.name = 'MusicBrainzNotFoundError';
  }
}

/** The sentence staff read when MusicBrainz cannot answer (a member sees a quieter note). */
export function staffMessage(error: MusicBrainzUnavailableError): string {
  const seconds = error.retryAfterMs > 0 ? Math.max(1, Math.ceil(error.retryAfterMs / 1000)) : 60;
  const wait = error.retryAfterMs > 0 ? `${seconds} second${seconds === 1 ? '' : 's'}` : 'a minute';
  const why: Record<UnavailableReason, string> = {
    unreachable: 'The MusicBrainz service cannot be reached right now.',
    timeout: 'The MusicBrainz service did not answer in time.',
    busy: 'The MusicBrainz service is busy right now.',
    refused: 'The MusicBrainz service refused the request.',
    garbage: 'The MusicBrainz service answered something Earmark could not read.',
    queue: 'Earmark is waiting on many MusicBrainz requests right now.',
  };
  return `${why[error.reason]} Please try again in ${wait}.`;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

type Rows<T> = { rows: T[] };

/**
 * Reserves the next departure time in the shared row and answers how long to wait for it, or
 * null when the wait would exceed `maxWaitMs`. One statement, so concurrent processes never get
 * the same slot.
 */
export async function reserveSlot(db: Db, spacingMs: number, maxWaitMs: number): Promise<number | null> {
  const result = (await db.execute(sql`update musicbrainz_throttle
    set next_at = greatest(next_at, clock_timestamp()) + ${spacingMs} * interval '1 millisecond'
    where id = 1
      and greatest(next_at, clock_timestamp()) <= clock_timestamp() + ${maxWaitMs} * interval '1 millisecond'
    returning (extract(epoch from (next_at - clock_timestamp())) * 1000)::float8 as wait_ms`)) as unknown as Rows<{
    wait_ms: number;
  }>;
  const row = result.rows[0];
  return row ? Math.max(0, Number(row.wait_ms) - spacingMs) : null;
}

/** A busy answer pushes every process's next request back by its Retry-After. */
async function backOff(db: Db, ms: number): Promise<void> {
  await db.execute(sql`update musicbrainz_throttle
    set next_at = greatest(next_at, clock_timestamp() + ${ms} * interval '1 millisecond') where id = 1`);
}

export type WebServiceOptions = {
  /** MUSICBRAINZ_URL, the /ws/2 root. */
  url: string;
  /** SUPPORT_EMAIL, named in the User-Agent. */
  contact: string;
  /** Per request, answer body included (MUSICBRAINZ_TIMEOUT_MS, 10 s). */
  timeoutMs: number;
  /** The spacing between two requests' departures (MUSICBRAINZ_REQUEST_SPACING_MS). */
  spacingMs: number;
  maxQueueWaitMs?: number;
};

/** The package exports no HttpClient type, and its client is protected: a subclass reaches it. */
class WebServiceApi extends MusicBrainzApi {
  replaceGet(get: (path: string, options?: unknown) => Promise<Response>): void {
    this.httpClient.get = get as typeof this.httpClient.get;
  }
}

/**
 * A musicbrainz-api client whose every request takes its turn in the database's pace, carries
 * Earmark's User-Agent, and is sent once: a 404 is MusicBrainzNotFoundError, any other failure
 * (no connection, no full answer within the timeout, 503/429 with Retry-After, another error
 * status, a body that is not JSON) MusicBrainzUnavailableError.
 */
export function createWebServiceClient(db: Db, options: WebServiceOptions): MusicBrainzApi {
  const root = serverRoot(options.url);
  const spacing = options.spacingMs;
  const maxWait = options.maxQueueWaitMs ?? MAX_QUEUE_WAIT_MS;
  const userAgent = `${APP_NAME}/${APP_VERSION} ( ${options.contact} )`;
  const api = new WebServiceApi({
    baseUrl: root,
    appName: APP_NAME,
    appVersion: APP_VERSION,
    appContactInfo: options.contact,
    disableRateLimiting: true,
  });
  const get = async (path: string, requestOptions?: unknown): Promise<Response> => {
    const url = new URL(`${root}${path.startsWith('/') ? '' : '/'}${path}`);
    const query = (requestOptions as { query?: Record<string, unknown> } | undefined)?.query ?? {};
    for (const [key, value] of Object.entries(query))
      if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
    const wait = await reserveSlot(db, spacing, maxWait);
    if (wait === null) throw new MusicBrainzUnavailableError('queue', 5_000);
    if (wait > 0) await sleep(wait);
    let status: number;
    let headers: Headers;
    let body: string;
    try {
      // The whole answer is read inside the timeout: a stalled body is as slow as no answer.
      const signal = AbortSignal.timeout(options.timeoutMs);
      const response = await fetch(url, {
        headers: { 'user-agent': userAgent, accept: 'application/json' },
        signal,
        redirect: 'follow',
      });
      status = response.status;
      headers = response.headers;
      body = await response.text();
    } catch (error) {
      const name = error instanceof Error ? error.name : '';
      if (name === 'TimeoutError' || name === 'AbortError')
        throw new MusicBrainzUnavailableError('timeout', 0, url.pathname);
      throw new MusicBrainzUnavailableError('unreachable', 0, url.pathname);
    }
    if (status === 503 || status === 429) {
      const after = Math.min(retryAfterMs(headers.get('retry-after')), MAX_BACK_OFF_MS);
      if (after > 0) await backOff(db, after).catch(() => undefined);
      throw new MusicBrainzUnavailableError('busy', after, `${status} ${url.pathname}`);
    }
    if (status === 404) throw new MusicBrainzNotFoundError(url.pathname);
    if (status < 200 || status >= 300)
      throw new MusicBrainzUnavailableError('refused', 0, `${status} ${url.pathname}`);
    try {
      const parsed: unknown = JSON.parse(body);
      if (parsed === null || typeof parsed !== 'object') throw new Error('not an object');
    } catch {
      throw new MusicBrainzUnavailableError('garbage', 0, url.pathname);
    }
    return new Response(body, { status, headers: { 'content-type': 'application/json' } });
  };
  api.replaceGet(get);
  return api;
}

/** Anything a web-service call threw that is not ours (a shape zod refused): MusicBrainz answered garbage. */
export function asUnavailable(error: unknown): MusicBrainzUnavailableError | MusicBrainzNotFoundError {
  if (error instanceof MusicBrainzUnavailableError || error instanceof MusicBrainzNotFoundError) return error;
  return new MusicBrainzUnavailableError(
    'garbage',
    0,
    error instanceof Error ? error.message : String(error),
  );
}
