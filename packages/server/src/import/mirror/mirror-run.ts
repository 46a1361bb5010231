/** One mirror run's state and its batch loop, shared by the first load and the hourly step (import-mirror.ts). */
import type { Db } from '../../db/open-db.ts';
import type { ImportProgress } from '../progress.ts';
import type { ImportEntity, OutcomeCounts } from '../records.ts';
import type { RedirectResult } from './apply-redirects.ts';
import { type Lease, renewLease } from './lease.ts';
import type { MirrorSource } from './mirror-source.ts';
import { type MirrorBatch, readGroups } from './read-batch.ts';
import type { SweepResult } from './sweep-removed.ts';
import { batchEntities } from './to-entities.ts';
import { MirrorWriter } from './write-batch.ts';

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

/** Shared by both modes: the writer, the lease and the counts. */
export class MirrorRun {
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
export async function* keysetGroups(
  mirror: MirrorSource,
  after: number,
  size: number,
): AsyncIterable<number[]> {
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

export async function* inSlices(ids: readonly number[], size: number): AsyncIterable<number[]> {
  for (let i = 0; i < ids.length; i += size) yield ids.slice(i, i + size);
}
