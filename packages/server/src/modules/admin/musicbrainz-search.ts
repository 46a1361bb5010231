import { LRUCache } from 'lru-cache';
import type { MusicBrainzApi } from 'musicbrainz-api';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/open-db.ts';
import { AppError, type AppErrorExtensions } from '../../errors.ts';
import { MusicBrainzHttpError } from '../../import/musicbrainz-client.ts';
import {
  createWebServiceClient,
  MusicBrainzUnavailableError as WebServiceUnavailable,
} from '../catalog/index.ts';

/** A candidate match from MusicBrainz search, as the staff pages list them. */
export type MbCandidate = { mbid: string; title: string; artist: string; date: string | null; score: number };

const SEARCH_LIMIT = 10;
const CACHE_MS = 10 * 60_000;

type Credit = { name: string; joinphrase?: string | null };
const creditText = (credits: readonly Credit[] | null | undefined) =>
  (credits ?? []).map((credit) => `${credit.name}${credit.joinphrase ?? ''}`).join('');

/**
 * MusicBrainz busy (503, 429), failing, too slow or unreachable: the staff member is told to try
 * again, and when (its Retry-After, else a minute). The nearest code of the contract's list is
 * RATE_LIMITED: the query was fine, the service is not answering for now.
 */
class MusicBrainzUnavailableError extends AppError {
  override readonly extensions: AppErrorExtensions;

  constructor(error: { retryAfterMs: number }) {
    const seconds = error.retryAfterMs > 0 ? Math.max(1, Math.ceil(error.retryAfterMs / 1000)) : 60;
    const wait = error.retryAfterMs > 0 ? `${seconds} second${seconds === 1 ? '' : 's'}` : 'a minute';
    super('RATE_LIMITED', `The MusicBrainz service is unavailable right now. Please try again in ${wait}.`);
    this.extensions = { code: 'RATE_LIMITED', retryAfterSeconds: seconds };
  }
}

/**
 * MusicBrainz search for the staff matching pages, through one throttled client per process (at
 * most a request a second, with Earmark's User-Agent) and a ten-minute cache of answers.
 */
export class MusicBrainzSearch {
  private readonly cache = new LRUCache<string, MbCandidate[]>({ max: 1_000, ttl: CACHE_MS });

  constructor(private readonly client: MusicBrainzApi) {}

  async releaseGroups(query: string): Promise<MbCandidate[]> {
    return this.cached(`rg:${query}`, async () => {
      const answer = await this.client.search('release-group', { query, limit: SEARCH_LIMIT });
      return answer['release-groups'].map((group) => ({
        mbid: group.id,
        title: group.title,
        artist: creditText(group['artist-credit']),
        date: group['first-release-date'] || null,
        score: group.score ?? 0,
      }));
    });
  }

  async recordings(query: string): Promise<MbCandidate[]> {
    return this.cached(`rec:${query}`, async () => {
      const answer = await this.client.search('recording', { query, limit: SEARCH_LIMIT });
      return answer.recordings.map((recording) => ({
        mbid: recording.id,
        title: recording.title,
        artist: creditText(recording['artist-credit']),
        date: recording['first-release-date'] || null,
        score: recording.score ?? 0,
      }));
    });
  }

  private async cached(key: string, fetch: () => Promise<MbCandidate[]>): Promise<MbCandidate[]> {
    const hit = this.cache.get(key);
    if (hit) return hit;
    try {
      const found = await fetch();
      this.cache.set(key, found);
      return found;
    } catch (error) {
      if (error instanceof MusicBrainzHttpError || error instanceof WebServiceUnavailable)
        throw new MusicBrainzUnavailableError(error);
      if (error instanceof AppError) throw error;
      // Anything else is an answer that was not MusicBrainz's JSON (a proxy's page, another shape).
      throw new MusicBrainzUnavailableError({ retryAfterMs: 0 });
    }
  }
}

const searches = new WeakMap<Db, Map<string, MusicBrainzSearch>>();

/**
 * The server's MusicBrainz search for MUSICBRAINZ_URL: its requests take their turn in the
 * database's pace with members' on-demand requests (one a second for the whole server) and give
 * up after MUSICBRAINZ_TIMEOUT_MS.
 */
export function musicBrainzSearch(
  config: Pick<Config, 'musicbrainzUrl' | 'supportEmail' | 'musicbrainzTimeoutMs' | 'musicbrainzSpacingMs'>,
  db: Db,
) {
  let byUrl = searches.get(db);
  if (!byUrl) {
    byUrl = new Map();
    searches.set(db, byUrl);
  }
  let search = byUrl.get(config.musicbrainzUrl);
  if (!search) {
    search = new MusicBrainzSearch(
      createWebServiceClient(db, {
        url: config.musicbrainzUrl,
        contact: config.supportEmail,
        timeoutMs: config.musicbrainzTimeoutMs,
        spacingMs: config.musicbrainzSpacingMs,
      }),
    );
    byUrl.set(config.musicbrainzUrl, search);
  }
  return search;
}
