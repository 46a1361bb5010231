import { sql } from 'drizzle-orm';
import type { MusicBrainzApi } from 'musicbrainz-api';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Context } from '../../context.ts';
import type { Db } from '../../db/open-db.ts';
import { fetchReleaseGroup, writeReleaseGroup } from '../../import/import-release-group.ts';
import { mapReleaseGroup } from '../../import/map-entities.ts';
import { mbReleaseGroupSchema } from '../../import/mb-json.ts';
import { idForMbid, mergeItems } from '../../import/merge-items.ts';
import type { GroupRecord } from '../../import/records.ts';
import {
  asUnavailable,
  createWebServiceClient,
  MusicBrainzNotFoundError,
  MusicBrainzUnavailableError,
} from './musicbrainz-web-service.ts';
import { forgetRelease } from './public-cache.ts';

/** Fewer local releases than this and a member's search also asks MusicBrainz. */
export const ON_DEMAND_BELOW = 5;
/** MusicBrainz results shown after the local ones, at most. */
export const ON_DEMAND_RESULTS = 10;
/** A search's MusicBrainz answer is kept this long, for every process. */
export const SEARCH_CACHE_MS = 60 * 60_000;
/** A background refresh waits at most this long for its turn; a longer queue skips it for now. */
export const BACKGROUND_QUEUE_WAIT_MS = 2_000;
/** A refresh that failed is not tried again for this long. */
export const RETRY_AFTER_FAILURE_MS = 10 * 60_000;
const RELEASE_GROUP = 'release-group';
/** At most this many recordings that left a track list are looked up after one refresh. */
export const MAX_RECORDING_CHECKS = 10;
const recordingAnswer = z.object({ id: z.string().length(36) });

/** A release group MusicBrainz knows and the catalog does not (yet). */
export type MissingRelease = GroupRecord & { disambiguation: string | null };

export type OnDemandSearch = { releases: MissingRelease[]; unavailable: MusicBrainzUnavailableError | null };

export type MusicBrainzSettings = Pick<
  Config,
  | 'musicbrainzUrl'
  | 'supportEmail'
  | 'musicbrainzRefreshHours'
  | 'musicbrainzTimeoutMs'
  | 'musicbrainzSpacingMs'
>;

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

const searchEntry = mbReleaseGroupSchema.extend({ disambiguation: z.string().nullish() });
const searchAnswer = z.object({ 'release-groups': z.array(z.unknown()) });

/** Lucene's special characters, escaped so a member's words are searched as words. */
function luceneQuery(text: string): string {
  return text
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[+\-&|!(){}[\]^"~*?:\\/]/g, (c) => `\\${c}`);
}

/**
 * Earmark's link to MusicBrainz's web service for one database (every process of the server
 * shares the database's pace): on-demand search, release groups imported on demand, refreshes.
 */
export class MusicBrainzOnDemand {
  /** For someone waiting: queues up to MAX_QUEUE_WAIT_MS for its turn. */
  readonly client: MusicBrainzApi;
  /** For background refreshes: only when the queue is short, so members never wait behind them. */
  readonly backgroundClient: MusicBrainzApi;
  private readonly inFlight = new Map<string, Promise<unknown>>();
  /** Recording merges being followed, one after another. */
  private recordingChecks: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    readonly settings: MusicBrainzSettings,
  ) {
    const options = {
      url: settings.musicbrainzUrl,
      contact: settings.supportEmail,
      timeoutMs: settings.musicbrainzTimeoutMs,
      spacingMs: settings.musicbrainzSpacingMs,
    };
    this.client = createWebServiceClient(db, options);
    this.backgroundClient = createWebServiceClient(db, {
      ...options,
      maxQueueWaitMs: BACKGROUND_QUEUE_WAIT_MS,
    });
  }

  /** One promise per key in this process: twenty members asking the same thing cost one request. */
  private once<T>(key: string, work: () => Promise<T>): Promise<T> {
    const running = this.inFlight.get(key) as Promise<T> | undefined;
    if (running) return running;
    const started = work().finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, started);
    return started;
  }

  /**
   * Release groups MusicBrainz finds for the words and the catalog lacks, best first, from the
   * shared cache when another member asked within the hour. MusicBrainz unavailable: no results
   * and the reason.
   */
  async searchMissing(text: string): Promise<OnDemandSearch> {
    const query = luceneQuery(text).slice(0, 200);
    if (query === '') return { releases: [], unavailable: null };
    let found: MissingRelease[];
    try {
      found = await this.once(`search:${query.toLowerCase()}`, () => this.searchReleaseGroups(query));
    } catch (error) {
      const failure = asUnavailable(error);
      if (failure instanceof MusicBrainzNotFoundError) return { releases: [], unavailable: null };
      return { releases: [], unavailable: failure };
    }
    if (found.length === 0) return { releases: [], unavailable: null };
    const local = new Set(
      rowsOf<{ mbid: string }>(
        await this.db.execute(sql`select mbid::text as mbid from releases
          where mbid in (select (jsonb_array_elements_text(${JSON.stringify(found.map((f) => f.mbid))}::jsonb))::uuid)`),
      ).map((r) => r.mbid),
    );
    return {
      releases: found.filter((f) => !local.has(f.mbid)).slice(0, ON_DEMAND_RESULTS),
      unavailable: null,
    };
  }

  private async searchReleaseGroups(query: string): Promise<MissingRelease[]> {
    const key = `search:release-group:${query.toLowerCase()}`;
    const cached = rowsOf<{ answer: unknown }>(
      await this.db.execute(sql`select answer from musicbrainz_cache
        where key = ${key} and fetched_at > now() - ${SEARCH_CACHE_MS} * interval '1 millisecond'`),
    )[0];
    let answer: unknown = cached?.answer;
    if (answer === undefined) {
      answer = await this.client.search('release-group', { query, limit: 25 });
      searchAnswer.parse(answer);
      await this.db.execute(sql`insert into musicbrainz_cache (key, answer, fetched_at)
        values (${key}, ${JSON.stringify(answer)}::jsonb, now())
        on conflict (key) do update set answer = excluded.answer, fetched_at = excluded.fetched_at`);
      // Old answers go as new ones come, so the table stays the size of an hour's searches.
      await this.db.execute(sql`delete from musicbrainz_cache
        where fetched_at < now() - ${SEARCH_CACHE_MS * 24} * interval '1 millisecond'`);
    }
    const entries = searchAnswer.parse(answer)['release-groups'];
    const out: MissingRelease[] = [];
    for (const entry of entries) {
      const parsed = searchEntry.safeParse(entry);
      if (!parsed.success) continue;
      out.push({ ...mapReleaseGroup(parsed.data), disambiguation: parsed.data.disambiguation || null });
    }
    return out;
  }

  /** The Earmark release with this MBID, if the catalog has it. */
  async localRelease(mbid: string): Promise<number | null> {
    const row = rowsOf<{ id: number }>(
      await this.db.execute(sql`select id from releases where mbid = ${mbid}::uuid`),
    )[0];
    return row ? Number(row.id) : null;
  }

  /**
   * Reads the release group with its tracks from MusicBrainz and writes it with the import's
   * mapping; answers the release's id, or null when MusicBrainz does not know the MBID. Throws
   * MusicBrainzUnavailableError.
   */
  importReleaseGroup(mbid: string, options: { background?: boolean } = {}): Promise<number | null> {
    return this.once(`import:${mbid}`, async () => {
      let fetched: Awaited<ReturnType<typeof fetchReleaseGroup>>;
      try {
        fetched = await fetchReleaseGroup(options.background ? this.backgroundClient : this.client, mbid);
      } catch (error) {
        const failure = asUnavailable(error);
        if (failure instanceof MusicBrainzNotFoundError) {
          await this.markFetched(mbid);
          return null;
        }
        throw failure;
      }
      // A merged group's old row (merged into the new one's when both are here) leaves the caches too.
      const oldId = fetched.group.id !== mbid ? await this.localRelease(mbid) : null;
      const before = await this.trackRecordings([mbid, fetched.group.id]);
      const id = await writeReleaseGroup(this.db, fetched);
      await this.markFetched(mbid);
      if (fetched.group.id !== mbid) await this.markFetched(fetched.group.id);
      if (id !== null) forgetRelease(this.db, id);
      if (oldId !== null && oldId !== id) forgetRelease(this.db, oldId);
      if (id !== null) {
        const after = new Set(await this.trackRecordings([fetched.group.id]));
        const left = before.filter((recording) => !after.has(recording)).slice(0, MAX_RECORDING_CHECKS);
        // A failure leaves those songs as they are; the next checks still run.
        if (left.length > 0)
          this.recordingChecks = this.recordingChecks
            .then(() => this.followRecordings(left))
            .catch(() => undefined);
      }
      return id;
    });
  }

  /** The MBIDs of the recordings on the track lists of the groups with these MBIDs. */
  private async trackRecordings(groups: string[]): Promise<string[]> {
    return rowsOf<{ mbid: string }>(
      await this.db.execute(sql`select distinct s.mbid::text as mbid
        from releases r join tracks t on t.release_id = r.id join songs s on s.id = t.song_id
        where s.mbid is not null
          and r.mbid in (select (jsonb_array_elements_text(${JSON.stringify(groups)}::jsonb))::uuid)`),
    ).map((r) => r.mbid);
  }

  /**
   * Recordings a refresh took off a track list may have been merged at MusicBrainz into the ones
   * that replaced them: each is looked up (in the background, under the shared pace) and, when
   * MusicBrainz answers another MBID the catalog also has, its song is merged into that one.
   */
  private async followRecordings(recordings: string[]): Promise<void> {
    for (const recording of recordings) {
      let answered: string;
      try {
        const answer = recordingAnswer.parse(await this.backgroundClient.lookup('recording', recording));
        answered = answer.id;
      } catch {
        continue; // unknown (deleted), unavailable or garbage: the song stays as it is
      }
      if (answered === recording) continue;
      await this.db.transaction(async (tx) => {
        const from = await idForMbid(tx, 'song', recording);
        const into = await idForMbid(tx, 'song', answered);
        if (from === null) return;
        if (into === null)
          await tx.execute(sql`update songs set mbid = ${answered}::uuid where id = ${from}`);
        else await mergeItems(tx, 'song', from, into);
      });
    }
  }

  /** Resolves when the recording checks started so far are done (tests, shutdown). */
  settled(): Promise<void> {
    return this.recordingChecks;
  }

  /** The release for an MBID: the catalog's, else fetched from MusicBrainz now. */
  async releaseForMbid(mbid: string): Promise<number | null> {
    return (await this.localRelease(mbid)) ?? this.importReleaseGroup(mbid);
  }

  private async markFetched(mbid: string): Promise<void> {
    await this.db.execute(sql`insert into musicbrainz_fetches (kind, mbid, fetched_at, tried_at)
      values (${RELEASE_GROUP}, ${mbid}::uuid, now(), now())
      on conflict (kind, mbid) do update set fetched_at = now(), tried_at = now()`);
  }

  /**
   * Claims the refresh of a release group whose MusicBrainz data is older than
   * MUSICBRAINZ_REFRESH_HOURS (or was never read from the web service), unless a process tried
   * within the last minutes. One statement: of several processes, one wins.
   */
  async claimStale(mbid: string): Promise<boolean> {
    const hours = this.settings.musicbrainzRefreshHours;
    const claimed = rowsOf<{ mbid: string }>(
      await this.db.execute(sql`insert into musicbrainz_fetches as f (kind, mbid, tried_at)
        values (${RELEASE_GROUP}, ${mbid}::uuid, now())
        on conflict (kind, mbid) do update set tried_at = now()
        where (f.fetched_at is null or f.fetched_at < now() - ${hours} * interval '1 hour')
          and f.tried_at < now() - ${RETRY_AFTER_FAILURE_MS} * interval '1 millisecond'
        returning f.mbid`),
    );
    return claimed.length > 0;
  }
}

const services = new WeakMap<Db, Map<string, MusicBrainzOnDemand>>();

/** The server's on-demand link for this database and MUSICBRAINZ_URL. */
export function musicBrainzOnDemand(db: Db, settings: MusicBrainzSettings): MusicBrainzOnDemand {
  let byUrl = services.get(db);
  if (!byUrl) {
    byUrl = new Map();
    services.set(db, byUrl);
  }
  const key = `${settings.musicbrainzUrl} ${settings.musicbrainzTimeoutMs} ${settings.musicbrainzRefreshHours} ${settings.musicbrainzSpacingMs}`;
  let service = byUrl.get(key);
  if (!service) {
    service = new MusicBrainzOnDemand(db, settings);
    byUrl.set(key, service);
  }
  return service;
}

export const onDemandOf = (ctx: Pick<Context, 'db' | 'config'>) => musicBrainzOnDemand(ctx.db, ctx.config);

/**
 * A member viewed a release: when its MusicBrainz data is stale, refresh it in the background
 * under the shared pace. Never delays the answer and never fails it.
 */
export function refreshInBackground(ctx: Pick<Context, 'db' | 'config' | 'log'>, mbid: string | null): void {
  if (!mbid) return;
  const service = onDemandOf(ctx);
  void (async () => {
    if (!(await service.claimStale(mbid))) return;
    await service.importReleaseGroup(mbid, { background: true });
  })().catch((error: unknown) => {
    if (error instanceof MusicBrainzUnavailableError)
      ctx.log.info({ mbid, reason: error.reason }, 'MusicBrainz refresh skipped');
    else ctx.log.warn({ err: error, mbid }, 'MusicBrainz refresh failed');
  });
}
