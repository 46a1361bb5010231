import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/open-db.ts';
import { selectRows } from '../../db/select-rows.ts';
import {
  asUnavailable,
  MusicBrainzNotFoundError,
  type MusicBrainzSettings,
  MusicBrainzUnavailableError,
  musicBrainzOnDemand,
} from '../catalog/index.ts';
import { bareTitle, mainArtist, nameKey } from '../listens/index.ts';
import type { ImportRow } from './import-row.ts';
import { JobCancelled } from './job-cancelled.ts';
import { matchRows, type RowMatch, rowSourceKey } from './match-rows.ts';

/**
 * Rows the catalog lacks, asked of MusicBrainz while an import runs: a recording MBID is looked up
 * (its releases name their groups), a release group MBID imported directly, otherwise the names
 * are searched (a recording by title and artist, a release group by title and artist). The group
 * found is imported with its first releases' tracks through the on-demand fetch (the same mapping,
 * the server's shared pace of one request a second), and the rows are matched again by the
 * ordinary matcher, which says how sure the match is.
 */

export type MusicBrainzImportOptions = {
  settings: MusicBrainzSettings;
  /** Rows one import may ask about (MUSICBRAINZ_IMPORT_LOOKUPS); 0 asks nothing. */
  lookups: number;
};

/** The server's settings: MUSICBRAINZ_URL and its pace, MUSICBRAINZ_IMPORT_LOOKUPS. */
export function musicBrainzImportOptions(
  config: MusicBrainzSettings & Pick<Config, 'musicbrainzImportLookups'>,
): MusicBrainzImportOptions {
  return { settings: config, lookups: config.musicbrainzImportLookups };
}

/** After MusicBrainz failed, the run asks nothing for this long (or its Retry-After). */
export const QUIET_AFTER_FAILURE_MS = 60_000;
/** Search answers read per question. */
const SEARCH_LIMIT = 5;

/** The run stopped between two questions (the worker is shutting down): the chunk is done again later. */
export class LookupsPaused extends Error {}

const score = z.coerce.number().nullish();
const groupRef = z.object({
  id: z.guid(),
  title: z.string().nullish(),
  'primary-type': z.string().nullish(),
  'secondary-types': z.array(z.string()).nullish(),
});
const releaseRef = z.object({
  title: z.string().nullish(),
  status: z.string().nullish(),
  'release-group': groupRef.nullish(),
});
const recordingAnswer = z.object({ releases: z.array(releaseRef).nullish() });
const recordingSearch = z.object({
  recordings: z.array(
    z.object({ title: z.string(), score, releases: z.array(releaseRef).nullish() }).passthrough(),
  ),
});
const groupSearch = z.object({
  'release-groups': z.array(groupRef.extend({ title: z.string(), score }).passthrough()),
});

type ReleaseRef = z.infer<typeof releaseRef>;

/** The group to bring in from a recording's releases: the row's release by name, else an album as released. */
function groupOf(releases: ReleaseRef[] | null | undefined, releaseName: string | null): string | null {
  const wanted = releaseName ? nameKey(releaseName, 'title') : null;
  let best: { id: string; points: number } | null = null;
  for (const release of releases ?? []) {
    const group = release['release-group'];
    if (!group) continue;
    const points =
      (wanted !== null && nameKey(release.title ?? group.title ?? '', 'title') === wanted ? 8 : 0) +
      (group['primary-type'] === 'Album' ? 4 : 0) +
      ((group['secondary-types'] ?? []).length === 0 ? 2 : 0) +
      (release.status === 'Official' ? 1 : 0);
    if (!best || points > best.points) best = { id: group.id, points };
  }
  return best?.id ?? null;
}

/** A Lucene phrase: the words as written, quotes and backslashes escaped. */
const phrase = (text: string) => `"${text.replace(/[\\"]/g, (c) => `\\${c}`)}"`;

/** The answer when nothing came of asking: the row stays unmatched with this reason. */
const REASONS = {
  notFound: 'not found in the catalog or at MusicBrainz',
  other: 'not found in the catalog; MusicBrainz found only other names',
  unavailable: 'not found in the catalog; MusicBrainz could not be reached',
  unreadable: "not found in the catalog; MusicBrainz's answer could not be used",
  cap: (cap: number) => `not found in the catalog; this import's ${cap} MusicBrainz look-ups are used`,
} as const;

type Outcome = { releaseId: number } | { reason: string; again: boolean };

/** One import run's questions to MusicBrainz (the cap is the job's, kept across restarts). */
export class MusicBrainzLookups {
  private readonly service;
  private used: number | null = null;
  /** What came of each question this run, by the row's MBID or names: asked once. */
  private readonly answered = new Map<string, string>();
  private quietUntil = 0;

  constructor(
    private readonly db: Db,
    private readonly jobId: number,
    private readonly options: MusicBrainzImportOptions,
    private readonly shouldPause: () => boolean = () => false,
  ) {
    this.service = musicBrainzOnDemand(db, options.settings);
  }

  /**
   * Asks MusicBrainz about the chunk's rows the matcher found nothing for (in the rows' order,
   * each MBID or text once), and rewrites `matches` in place: rows now matched (or suggested, the
   * reason saying it was found at MusicBrainz), or left unmatched with why. Answers the indexes of
   * the rows matched to what MusicBrainz brought in.
   */
  async resolve(userId: number, rows: readonly ImportRow[], matches: RowMatch[]): Promise<Set<number>> {
    const fetched = new Set<number>();
    if (this.options.lookups <= 0) return fetched;
    const open = rows.flatMap((row, i) =>
      matches[i]?.kind === 'none' && (row.kind === 'listen' || row.kind === 'release') ? [i] : [],
    );
    for (const i of open) {
      const row = rows[i];
      if (!row || matches[i]?.kind !== 'none') continue;
      const key = row.recordingMbid ?? row.releaseGroupMbid ?? rowSourceKey(row);
      const earlier = this.answered.get(key);
      if (earlier !== undefined) {
        matches[i] = { kind: 'none', reason: earlier };
        continue;
      }
      if (Date.now() < this.quietUntil) {
        matches[i] = { kind: 'none', reason: REASONS.unavailable };
        continue;
      }
      if (!(await this.take())) {
        matches[i] = { kind: 'none', reason: REASONS.cap(this.options.lookups) };
        continue;
      }
      const outcome = await this.ask(row);
      if ('reason' in outcome) {
        if (!outcome.again) this.answered.set(key, outcome.reason);
        matches[i] = { kind: 'none', reason: outcome.reason };
        continue;
      }
      // What came in may match other rows of the chunk too: they are matched again, not asked.
      const still = open.filter((j) => matches[j]?.kind === 'none');
      const again = await matchRows(
        this.db,
        userId,
        still.flatMap((j) => (rows[j] ? [rows[j]] : [])),
      );
      still.forEach((j, n) => {
        const match = again[n];
        if (!match || match.kind === 'none' || match.kind === 'skippedByChoice') return;
        matches[j] =
          match.kind === 'low' ? { ...match, reason: `found at MusicBrainz: ${match.reason}` } : match;
        fetched.add(j);
      });
      if (matches[i]?.kind === 'none') {
        this.answered.set(key, REASONS.other);
        matches[i] = { kind: 'none', reason: REASONS.other };
      }
    }
    return fetched;
  }

  /** Counts one question against the job's cap; false when the cap is reached. A cancelled job stops here. */
  private async take(): Promise<boolean> {
    if (this.shouldPause()) throw new LookupsPaused(`import ${this.jobId} paused`);
    if (this.used === null) {
      const [job] = await selectRows<{ used: number }>(
        this.db,
        sql`select musicbrainz_lookups as used from import_jobs where id = ${this.jobId}`,
      );
      this.used = job?.used ?? 0;
    }
    if (this.used >= this.options.lookups) return false;
    const counted = await selectRows<{ used: number }>(
      this.db,
      sql`update import_jobs set musicbrainz_lookups = musicbrainz_lookups + 1, updated_at = now()
        where id = ${this.jobId} and status = 'running' returning musicbrainz_lookups as used`,
    );
    const [row] = counted;
    if (!row) throw new JobCancelled(`import ${this.jobId} is no longer running`);
    this.used = row.used;
    return true;
  }

  /** One row's question: its recording, its release group, then its names. */
  private async ask(row: ImportRow): Promise<Outcome> {
    try {
      let group: string | null = null;
      if (row.recordingMbid) {
        const answer = await this.found(() =>
          // `release-groups` embeds each release's group (the package's types do not list it).
          this.service.client.lookup('recording', row.recordingMbid ?? '', [
            'releases',
            'release-groups',
          ] as unknown as ['releases']),
        );
        group = answer === null ? null : groupOf(recordingAnswer.parse(answer).releases, row.release);
      }
      group ??= row.releaseGroupMbid;
      if (group === null) group = await this.search(row);
      if (group === null) return { reason: REASONS.notFound, again: false };
      const releaseId = await this.service.importReleaseGroup(group);
      return releaseId === null ? { reason: REASONS.notFound, again: false } : { releaseId };
    } catch (error) {
      if (error instanceof JobCancelled || error instanceof LookupsPaused) throw error;
      const failure = asUnavailable(error);
      if (failure instanceof MusicBrainzNotFoundError) return { reason: REASONS.notFound, again: false };
      if (error instanceof MusicBrainzUnavailableError) {
        this.quietUntil = Date.now() + Math.max(QUIET_AFTER_FAILURE_MS, error.retryAfterMs);
        return { reason: REASONS.unavailable, again: true };
      }
      return { reason: REASONS.unreadable, again: false };
    }
  }

  /** The best search hit's release group whose title is the row's (compared as the matcher does). */
  private async search(row: ImportRow): Promise<string | null> {
    const artist = mainArtist(row.artist);
    if (artist === '') return null;
    if (row.kind === 'listen' && row.title) {
      const title = nameKey(row.title, 'title');
      const answer = recordingSearch.parse(
        await this.service.client.search('recording', {
          query: `recording:${phrase(bareTitle(row.title))} AND artist:${phrase(artist)}`,
          limit: SEARCH_LIMIT,
        }),
      );
      const hit = answer.recordings
        .filter((recording) => nameKey(recording.title, 'title') === title)
        .sort((a, b) => (b.score ?? 0) - (a.score ?? 0))[0];
      return hit ? groupOf(hit.releases, row.release) : null;
    }
    if (row.kind === 'release' && row.release) {
      const title = nameKey(row.release, 'title');
      const answer = groupSearch.parse(
        await this.service.client.search('release-group', {
          query: `releasegroup:${phrase(bareTitle(row.release))} AND artist:${phrase(artist)}`,
          limit: SEARCH_LIMIT,
        }),
      );
      const hit = answer['release-groups']
        .filter((group) => nameKey(group.title, 'title') === title)
        .sort((a, b) => (b.score ?? 0) - (a.score ?? 0))[0];
      return hit?.id ?? null;
    }
    return null;
  }

  /** A lookup's answer, or null when MusicBrainz has no such entity. */
  private async found<T>(ask: () => Promise<T>): Promise<T | null> {
    try {
      return await ask();
    } catch (error) {
      if (error instanceof MusicBrainzNotFoundError) return null;
      throw error;
    }
  }
}
