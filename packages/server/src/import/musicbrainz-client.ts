import { MusicBrainzApi } from 'musicbrainz-api';
import { Throttle } from './throttle.ts';

/**
 * MusicBrainz allows one request per second per client. musicbrainz-api's own limiter allows
 * bursts (15 in 18 s) and retries a busy answer after 500 ms, so the importer turns both off
 * and spaces every single HTTP request itself, retries included, a second after the previous
 * answer arrived.
 */
export const REQUEST_INTERVAL_MS = 1000;
/** How long one request may take, answer body included, before it is tried again. */
export const REQUEST_TIMEOUT_MS = 30_000;
/** The longest Retry-After the importer waits for; a longer one counts as this. */
const MAX_RETRY_AFTER_MS = 60_000;
const ATTEMPTS = 3;

export const APP_NAME = 'Earmark';
export const APP_VERSION = '0.1.0';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * MusicBrainz kept answering with an error, did not answer in time, or could not be reached, after
 * every attempt; `retryAfterMs` is what its last busy answer asked for (0 when it did not say).
 */
export class MusicBrainzHttpError extends Error {
  constructor(
    readonly status: number | 'timeout' | 'unreachable',
    readonly url: string,
    attempts: number,
    readonly retryAfterMs = 0,
  ) {
    super(
      status === 'timeout'
        ? `MusicBrainz did not answer ${url} in time (${attempts} attempts)`
        : status === 'unreachable'
          ? `MusicBrainz could not be reached at ${url}`
          : `MusicBrainz answered ${status} for ${url}${attempts > 1 ? ` (${attempts} attempts)` : ''}`,
    );
  }
}

/** Retry-After in seconds or as an HTTP date, in milliseconds from now (at most a minute). */
export function retryAfterMs(header: string | null, now = Date.now()): number {
  if (!header) return 0;
  const seconds = /^\s*\d+\s*$/.test(header) ? Number(header) * 1000 : Date.parse(header) - now;
  return Number.isFinite(seconds) ? Math.min(Math.max(seconds, 0), MAX_RETRY_AFTER_MS) : 0;
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

type Get = MusicBrainzApi['httpClient']['get'];

class ThrottledMusicBrainzApi extends MusicBrainzApi {
  constructor(baseUrl: string, contact: string, options: { intervalMs: number; timeoutMs: number }) {
    super({
      baseUrl,
      appName: APP_NAME,
      appVersion: APP_VERSION,
      appContactInfo: contact,
      disableRateLimiting: true,
    });
    // The package exports no HttpClient type to subclass, so its instance's get is wrapped.
    const throttle = new Throttle(options.intervalMs);
    const client = this.httpClient;
    const get: Get = client.get.bind(client);
    client.get = async (path, requestOptions) => {
      const url = `${baseUrl}${path}`;
      for (let attempt = 1; ; attempt += 1) {
        let response: Response;
        try {
          // The whole answer is read inside the timeout, so a stalled body is retried too.
          response = await throttle.run(async () => {
            const signal = AbortSignal.timeout(options.timeoutMs);
            const answer = await get(path, {
              ...requestOptions,
              retryLimit: 1,
              signal,
            } as typeof requestOptions);
            const body = await answer.text();
            return new Response(body, { status: answer.status, headers: answer.headers });
          });
        } catch (error) {
          // fetch's own failure (refused, no such host, reset): the service cannot be reached.
          if (error instanceof TypeError) throw new MusicBrainzHttpError('unreachable', url, attempt);
          if (!isTimeout(error)) throw error;
          if (attempt < ATTEMPTS) continue;
          throw new MusicBrainzHttpError('timeout', url, attempt);
        }
        const busy = response.status === 503 || response.status === 429;
        if (busy && attempt < ATTEMPTS) {
          // The throttle's interval runs meanwhile: the retry waits whichever is longer.
          await sleep(retryAfterMs(response.headers.get('retry-after')));
          continue;
        }
        if (!response.ok && response.status !== 400)
          throw new MusicBrainzHttpError(
            response.status,
            url,
            attempt,
            busy ? retryAfterMs(response.headers.get('retry-after')) : 0,
          );
        return response;
      }
    };
  }
}

/** musicbrainz-api wants the server root and adds /ws/2 itself; MUSICBRAINZ_URL names /ws/2. */
export function serverRoot(webServiceUrl: string): string {
  return webServiceUrl.replace(/\/+$/, '').replace(/\/ws\/2$/, '');
}

export type MusicBrainzClientOptions = {
  /** The web service root, MUSICBRAINZ_URL (https://musicbrainz.org/ws/2). */
  url: string;
  /** An e-mail address or URL where MusicBrainz can reach the operator (User-Agent). */
  contact: string;
  intervalMs?: number;
  timeoutMs?: number;
};

export function createMusicBrainzClient(options: MusicBrainzClientOptions): MusicBrainzApi {
  return new ThrottledMusicBrainzApi(serverRoot(options.url), options.contact, {
    intervalMs: options.intervalMs ?? REQUEST_INTERVAL_MS,
    timeoutMs: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
  });
}
