import type { Db } from '../db/open-db.ts';
import { insertBatch, type TableBatch, type TableSpec } from './bulk-insert.ts';

export type SinkOptions = {
  /** Rows per insert statement. */
  batchRows: number;
  /** Insert statements in flight at once (1 inside a transaction; more on a PostgreSQL pool). */
  concurrency: number;
};

/**
 * Collects generated rows per table and writes them in batches while the generator goes on.
 * A table's batch is sent only after every pending batch of its parent tables, so a row never
 * reaches the database before the rows it references.
 */
export class Sink {
  private readonly batches = new Map<string, TableBatch>();
  private readonly pending = new Map<string, Promise<void>>();
  private readonly inFlight = new Set<Promise<void>>();
  private failure: unknown = null;

  constructor(
    private readonly db: Db,
    private readonly options: SinkOptions,
  ) {}

  register(batch: TableBatch): TableBatch {
    this.batches.set(batch.spec.name, batch);
    return batch;
  }

  /** Rows written so far (or queued) per table. */
  counts(): Record<string, number> {
    const out: Record<string, number> = {};
    for (const [name, batch] of this.batches) out[name] = batch.total;
    return out;
  }

  /** Call between generated units: sends the batches that are full, waiting when too many are in flight. */
  async drain(): Promise<void> {
    for (const batch of this.batches.values()) {
      if (batch.size >= this.options.batchRows) await this.send(batch.spec);
    }
  }

  /** Sends everything left and waits until the database has all of it. */
  async flush(): Promise<void> {
    for (const batch of this.batches.values()) await this.send(batch.spec);
    await Promise.all([...this.pending.values()]);
    if (this.failure) throw this.failure;
  }

  private async send(spec: TableSpec): Promise<void> {
    for (const parent of spec.parents) {
      const parentSpec = this.batches.get(parent)?.spec;
      if (parentSpec && (this.batches.get(parent)?.size ?? 0) > 0) await this.send(parentSpec);
    }
    const batch = this.batches.get(spec.name);
    if (!batch || batch.size === 0) return;
    if (this.failure) throw this.failure;
    while (this.inFlight.size >= this.options.concurrency) await Promise.race(this.inFlight);
    const columns = batch.take();
    const waitFor = [this.pending.get(spec.name), ...spec.parents.map((p) => this.pending.get(p))];
    const job = Promise.all(waitFor)
      .then(() => insertBatch(this.db, spec, columns))
      .catch((error: unknown) => {
        this.failure ??= error;
      });
    this.inFlight.add(job);
    void job.finally(() => this.inFlight.delete(job));
    // Batches of one table also go in order, so "pending" is always the latest one.
    this.pending.set(spec.name, job);
  }
}
