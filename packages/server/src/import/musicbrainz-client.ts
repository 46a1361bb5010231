import { MusicBrainzApi } from 'musicbrainz-api';
import { Throttle } from './throttle.ts';

/**
 * MusicBrainz allows one request per second per client. musicbrainz-api's own limiter allows
 * bursts (15 in 18 s) and retries a busy answer after 500 ms, so the importer turns both off
 * and spaces every single HTTP request itself, retries included, a second after the previous
 * answer arrived.
 */
export const REQUEST_INTERVAL_MS = 1000;
const ATTEMPTS = 3;

export const APP_NAME = 'Earmark';
export const APP_VERSION = '0.1.0';

export class MusicBrainzHttpError extends Error {
  constructor(
    readonly status: number,
    readonly url: string,
  ) {
    super(`MusicBrainz answered ${status} for ${url}`);
  }
}

class ThrottledMusicBrainzApi extends MusicBrainzApi {
  constructor(baseUrl: string, contact: string, intervalMs: number) {
    super({
      baseUrl,
      appName: APP_NAME,
      appVersion: APP_VERSION,
      appContactInfo: contact,
      disableRateLimiting: true,
    });
    // The package exports no HttpClient type to subclass, so its instance's get is wrapped.
    const throttle = new Throttle(intervalMs);
    const client = this.httpClient;
    const get = client.get.bind(client);
    client.get = async (path, options) => {
      for (let attempt = 1; ; attempt += 1) {
        const response = await throttle.run(() => get(path, { ...options, retryLimit: 1 }));
        const busy = response.status === 503 || response.status === 429;
        if (busy && attempt < ATTEMPTS) continue;
        if (!response.ok && response.status !== 400)
          throw new MusicBrainzHttpError(response.status, response.url);
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
};

export function createMusicBrainzClient(options: MusicBrainzClientOptions): MusicBrainzApi {
  return new ThrottledMusicBrainzApi(
    serverRoot(options.url),
    options.contact,
    options.intervalMs ?? REQUEST_INTERVAL_MS,
  );
}
