import { sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import { readCheckpoint, saveCheckpoint } from '../checkpoint.ts';
import { type ImportProgress, silentProgress } from '../progress.ts';
import type { ImportEntity, OutcomeCounts } from '../records.ts';
import { applyRedirects, type RedirectResult } from './apply-redirects.ts';
import { type Lease, releaseLease, renewLease, takeLease } from './lease.ts';
import type { MirrorQuery, MirrorSource } from './mirror-source.ts';
import { type MirrorBatch, readArtists, readGroups } from './read-batch.ts';
import { type SweepResult, sweepRemoved } from './sweep-removed.ts';
import { artistEntities, batchEntities } from './to-entities.ts';
import { MirrorWriter } from './write-batch.ts';

/** import_checkpoints rows: the last release group id a first load committed, when it began, and the change window. */
export const MIRROR_SOURCES = {
  load: 'musicbrainz-mirror:load',
  loadStarted: 'musicbrainz-mirror:load-started',
  since: 'musicbrainz-mirror:since',
  swept: 'musicbrainz-mirror:swept',
} as const;

/**
 * The removal check reads every catalog MBID (minutes on the full catalog): once a day is enough,
 * merges (which move members' data) are applied every hour.
 */
const SWEEP_EVERY_MS = 24 * 60 * 60_000;

export const DEFAULT_MIRROR_BATCH = 2_000;

/**
 * A change's `last_updated` is MusicBrainz's time of the edit, and a mirror receives it up to a
 * replication packet later: each run reads again the last hour before the previous run's newest
 * change. Rows read twice are written as unchanged.
 */
const OVERLAP_MS = 60 * 60_000;

export type MirrorImportOptions = {
  batchSize?: number;
  progress?: ImportProgress;
  /** How far before the last run's newest change a run reads again (default an hour). */
  overlapMs?: number;
  /** How often a run checks for removed entities (default a day). */
  sweepEveryMs?: number;
};

export type MirrorImportResult = {
  mode: 'load' | 'update';
  /** Release groups read (a first load resumed counts only this run's). */
  groups: number;
  /** Artists read on their own (changed since the last run). */
  artists: number;
  counts: OutcomeCounts;
  redirects: Omit<RedirectResult, 'survivors' | 'newest'>;
  removed: SweepResult;
  problems: string[];
  /** Mirror rows read (groups, releases, media, tracks, recordings, credits, artists, tags, links). */
  rows: number;
  seconds: number;
};

export class MirrorBusyError extends Error {}

function rowCount(batch: MirrorBatch): number {
  const urls = Object.values(batch.urls).reduce((n, rows) => n + rows.length, 0);
  return (
    batch.groups.length +
    batch.genres.length +
    batch.releases.length +
    batch.media.length +
    batch.tracks.length +
    batch.recordings.length +
    batch.credits.length +
    batch.artists.length +
    urls
  );
}

/** The newest change in the mirror (ms), where a first load's change window will start. */
const NEWEST = `select (extract(epoch from greatest(
    (select max(last_updated) from release_group), (select max(last_updated) from release),
    (select max(last_updated) from medium), (select max(last_updated) from track),
    (select max(last_updated) from recording), (select max(last_updated) from artist),
    (select max(last_updated) from release_group_tag),
    (select max(created) from release_group_gid_redirect), (select max(created) from recording_gid_redirect),
    (select max(created) from artist_gid_redirect))) * 1000)::bigint::text as ms`;

/** Release groups with any change after $1: their own row, a release, medium, track, recording or tag. */
const CHANGED_GROUPS = `select id, (extract(epoch from max(at)) * 1000)::bigint::text as ms from (
    select id, last_updated as at from release_group where last_updated > $1
    union all select release_group, last_updated from release where last_updated > $1
    union all select r.release_group, m.last_updated from medium m join release r on r.id = m.release
      where m.last_updated > $1
    union all select r.release_group, t.last_updated from track t join medium m on m.id = t.medium
      join release r on r.id = m.release where t.last_updated > $1
    union all select r.release_group, rec.last_updated from recording rec join track t on t.recording = rec.id
      join medium m on m.id = t.medium join release r on r.id = m.release where rec.last_updated > $1
    union all select release_group, last_updated from release_group_tag where last_updated > $1
  ) changed group by id order by id`;

const CHANGED_ARTISTS = `select id, (extract(epoch from last_updated) * 1000)::bigint::text as ms
  from artist where last_updated > $1 order by id`;

type Changed = { id: number; ms: string };

/** Shared by both modes: the writer, the lease and the counts. */
class MirrorRun {
  readonly writer: MirrorWriter;
  rows = 0;
  groups = 0;

  constructor(
    readonly db: Db,
    readonly mirror: MirrorSource,
    readonly lease: Lease,
    readonly progress: ImportProgress,
    readonly batchSize: number,
  ) {
    this.writer = new MirrorWriter(db, (line) => progress.log(line));
  }

  /** Extends the run's lease: after each batch or page, so a long run keeps it. */
  readonly renew = () => renewLease(this.db, this.lease);

  /**
   * Writes release groups batch by batch; the next batch is read from the mirror while this one
   * is written. `checkpoint` names the position saved with each batch (its last group id).
   */
  async writeGroups(
    batches: AsyncIterable<number[]>,
    checkpoint: string | null,
    done: (lastId: number) => void,
  ) {
    type Read = { ids: number[]; batch: MirrorBatch; entities: ImportEntity[] };
    const iterator = batches[Symbol.asyncIterator]();
    // The next batch is read and mapped while this one is written.
    const readNext = async (): Promise<Read | null> => {
      const item = await iterator.next();
      if (item.done) return null;
      const ids = item.value;
      const batch = await this.mirror.read((query) => readGroups(query, ids));
      return { ids, batch, entities: batchEntities(batch) };
    };
    let next = readNext();
    for (;;) {
      const current = await next;
      if (!current) break;
      next = readNext();
      // A failure surfaces when the batch is awaited.
      next.catch(() => undefined);
      const lastId = current.ids[current.ids.length - 1] ?? 0;
      await this.writer.write(
        current.entities,
        checkpoint ? { source: checkpoint, position: lastId } : undefined,
      );
      await this.renew();
      this.rows += rowCount(current.batch);
      this.groups += current.batch.groups.length;
      done(lastId);
    }
  }

  result(
    mode: MirrorImportResult['mode'],
    extra: Pick<MirrorImportResult, 'artists' | 'redirects' | 'removed'>,
    started: number,
  ): MirrorImportResult {
    return {
      mode,
      groups: this.groups,
      counts: this.writer.counts,
      problems: this.writer.problems,
      rows: this.rows,
      seconds: (Date.now() - started) / 1000,
      ...extra,
    };
  }
}

/** Release group ids after `after`, `size` at a time (keyset on the mirror's id). */
async function* keysetGroups(mirror: MirrorSource, after: number, size: number): AsyncIterable<number[]> {
  let last = after;
  for (;;) {
    const rows = await mirror.read((query) =>
      query<{ id: number }>('select id from release_group where id > $1 order by id limit $2', [last, size]),
    );
    if (rows.length === 0) return;
    const ids = rows.map((r) => r.id);
    yield ids;
    last = ids[ids.length - 1] ?? last;
    if (rows.length < size) return;
  }
}

async function* inSlices(ids: readonly number[], size: number): AsyncIterable<number[]> {
  for (let i = 0; i < ids.length; i += size) yield ids.slice(i, i + size);
}

async function newestChange(query: MirrorQuery): Promise<number> {
  const [row] = await query<{ ms: string | null }>(NEWEST);
  return Number(row?.ms ?? 0);
}

/**
 * The first load: every release group by id, resumable from the last committed batch; then the
 * redirects and removals a catalog imported before may need, and the change window starts at
 * the newest change the mirror held when the load began.
 */
async function firstLoad(run: MirrorRun): Promise<MirrorImportResult> {
  const started = Date.now();
  const { db, mirror, progress } = run;
  let startedAt = await readCheckpoint(db, MIRROR_SOURCES.loadStarted);
  if (startedAt === 0) {
    startedAt = await mirror.read(newestChange);
    await saveCheckpoint(db, MIRROR_SOURCES.loadStarted, Math.max(startedAt, 1));
  }
  const after = await readCheckpoint(db, MIRROR_SOURCES.load);
  const [bounds] = await mirror.read((query) =>
    query<{ max: number | null }>('select max(id) as max from release_group'),
  );
  progress.start(bounds?.max ?? 0);
  progress.update(after, 0);
  if (after > 0) progress.log(`resuming after release group id ${after}`);
  await run.writeGroups(keysetGroups(mirror, after, run.batchSize), MIRROR_SOURCES.load, (lastId) =>
    progress.update(lastId, run.groups),
  );
  progress.stop();
  const redirects = await applyRedirects(db, mirror, null, run.renew);
  const removed = await sweepRemoved(db, mirror, run.renew);
  await db.transaction(async (tx) => {
    await saveCheckpoint(tx, MIRROR_SOURCES.swept, Date.now());
    await saveCheckpoint(tx, MIRROR_SOURCES.since, Math.max(startedAt, 1));
    await tx.execute(
      sql`delete from import_checkpoints where source in (${MIRROR_SOURCES.load}, ${MIRROR_SOURCES.loadStarted})`,
    );
  });
  return run.result('load', { artists: 0, redirects: pick(redirects), removed }, started);
}

function pick(r: RedirectResult) {
  return { merged: r.merged, renamed: r.renamed };
}

/**
 * The hourly step: what changed at MusicBrainz since the last run. Merges first (old rows move to
 * their survivors), then every release group with a changed row, artists changed on their own,
 * and (once a day) removals; the window moves to the newest change seen.
 */
async function update(
  run: MirrorRun,
  since: number,
  { overlapMs, sweepEveryMs }: { overlapMs: number; sweepEveryMs: number },
): Promise<MirrorImportResult> {
  const started = Date.now();
  const { db, mirror, progress } = run;
  const from = new Date(since - overlapMs);
  const redirects = await applyRedirects(db, mirror, from, run.renew);
  const { groups, artists } = await mirror.read(async (query) => ({
    groups: await query<Changed>(CHANGED_GROUPS, [from]),
    artists: await query<Changed>(CHANGED_ARTISTS, [from]),
  }));
  const groupIds = [...new Set([...groups.map((g) => g.id), ...redirects.survivors])].sort((a, b) => a - b);
  progress.start(groupIds.length);
  await run.writeGroups(inSlices(groupIds, run.batchSize), null, () =>
    progress.update(run.groups, run.groups),
  );
  progress.stop();
  for await (const ids of inSlices(
    artists.map((a) => a.id),
    run.batchSize,
  )) {
    const read = await mirror.read((query) => readArtists(query, ids));
    run.rows += read.artists.length + read.urls.length;
    await run.writer.write(artistEntities(read.artists, read.urls));
  }
  const sweep = Date.now() - (await readCheckpoint(db, MIRROR_SOURCES.swept)) >= sweepEveryMs;
  const removed = sweep ? await sweepRemoved(db, mirror, run.renew) : { deleted: 0, kept: 0 };
  if (sweep) await saveCheckpoint(db, MIRROR_SOURCES.swept, Date.now());
  const newest = [...groups, ...artists].reduce(
    (n, c) => Math.max(n, Number(c.ms)),
    Math.max(since, redirects.newest),
  );
  await saveCheckpoint(db, MIRROR_SOURCES.since, newest);
  return run.result('update', { artists: artists.length, redirects: pick(redirects), removed }, started);
}

/**
 * `import musicbrainz --mirror` and the server's hourly step: the first load until one has
 * completed, then only what changed since the last run. Throws MirrorBusyError when another run
 * holds the lease.
 */
export async function importMirror(
  db: Db,
  mirror: MirrorSource,
  options: MirrorImportOptions = {},
): Promise<MirrorImportResult> {
  const lease = await takeLease(db);
  if (!lease) throw new MirrorBusyError('another MusicBrainz mirror run is in progress');
  const run = new MirrorRun(
    db,
    mirror,
    lease,
    options.progress ?? silentProgress,
    options.batchSize ?? DEFAULT_MIRROR_BATCH,
  );
  try {
    const since = await readCheckpoint(db, MIRROR_SOURCES.since);
    return since === 0
      ? await firstLoad(run)
      : await update(run, since, {
          overlapMs: options.overlapMs ?? OVERLAP_MS,
          sweepEveryMs: options.sweepEveryMs ?? SWEEP_EVERY_MS,
        });
  } finally {
    await releaseLease(db, lease).catch(() => undefined);
  }
}
