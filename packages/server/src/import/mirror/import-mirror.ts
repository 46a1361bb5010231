import { sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import { readCheckpoint, saveCheckpoint } from '../checkpoint.ts';
import { type ImportProgress, silentProgress } from '../progress.ts';
import { applyRedirects, type RedirectResult } from './apply-redirects.ts';
import { releaseLease, takeLease } from './lease.ts';
import { inSlices, keysetGroups, type MirrorImportResult, MirrorRun } from './mirror-run.ts';
import type { MirrorQuery, MirrorSource } from './mirror-source.ts';
import { readArtists } from './read-batch.ts';
import { sweepRemoved } from './sweep-removed.ts';
import { artistEntities } from './to-entities.ts';

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

export type { MirrorImportResult } from './mirror-run.ts';

export class MirrorBusyError extends Error {}

/** The newest change in the mirror (ms), where a first load's change window will start. */
const NEWEST = `select (extract(epoch from greatest(
    (select max(last_updated) from release_group), (select max(last_updated) from release),
    (select max(last_updated) from medium), (select max(last_updated) from track),
    (select max(last_updated) from recording), (select max(last_updated) from artist),
    (select max(last_updated) from release_group_tag), (select max(created) from isrc),
    (select max(created) from release_group_gid_redirect), (select max(created) from recording_gid_redirect),
    (select max(created) from artist_gid_redirect))) * 1000)::bigint::text as ms`;

/**
 * Release groups with any change after $1: their own row, a release, medium, track, recording or
 * tag, or an ISRC added to a recording (an `isrc` row of its own, with its `created` time).
 */
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
    union all select r.release_group, i.created from isrc i join track t on t.recording = i.recording
      join medium m on m.id = t.medium join release r on r.id = m.release where i.created > $1
  ) changed group by id order by id`;

const CHANGED_ARTISTS = `select id, (extract(epoch from last_updated) * 1000)::bigint::text as ms
  from artist where last_updated > $1 order by id`;

type Changed = { id: number; ms: string };
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
