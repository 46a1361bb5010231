import { stat } from 'node:fs/promises';
import type { Db } from '../db/open-db.ts';
import { applyEntities, type BatchResult } from './apply-batch.ts';
import { checkpointSource, readCheckpoint, saveCheckpoint } from './checkpoint.ts';
import { readLines } from './line-reader.ts';
import { kindFromFileName, parseLine } from './parse-line.ts';
import { type ImportProgress, silentProgress } from './progress.ts';
import { type EntityKind, emptyCounts, type ImportEntity, type OutcomeCounts } from './records.ts';
import { TrackChoices } from './track-choice.ts';

export type BadLine = { line: number; error: string };

export type DumpImportOptions = {
  file: string;
  /** Start after the line of the file's last checkpoint. */
  resume?: boolean;
  /** Lines per transaction. */
  batchSize?: number;
  progress?: ImportProgress;
};

export type DumpImportResult = {
  lines: number;
  /** Lines skipped because a previous run had committed them. */
  resumedFrom: number;
  imported: Record<EntityKind, number>;
  /** What the entities of the lines did to the catalog; skipped = every part of a line reported bad. */
  counts: OutcomeCounts;
  bad: BadLine[];
  seconds: number;
};

export const DEFAULT_BATCH_SIZE = 5000;

type Pending = { line: number; entity: ImportEntity };

/** The state of one run over one file. */
class DumpRun {
  readonly choices = new TrackChoices();
  readonly bad: BadLine[] = [];
  readonly imported: Record<EntityKind, number> = { artist: 0, 'release-group': 0, release: 0, recording: 0 };
  readonly counts = emptyCounts();

  constructor(
    readonly db: Db,
    readonly source: string,
    readonly progress: ImportProgress,
  ) {}

  private inflight: Promise<void> = Promise.resolve();

  /**
   * Starts writing a batch once the previous one is committed, and returns without waiting for
   * it: the next batch is read and parsed while the database writes this one.
   */
  async enqueue(batch: readonly Pending[], position: number): Promise<void> {
    await this.inflight;
    this.inflight = this.flush(batch, position);
    // Handled here so a failure while the reader is busy is not an unhandled rejection;
    // the next enqueue or drain still throws it.
    this.inflight.catch(() => undefined);
  }

  /** Waits for the batch in flight; `quiet` when the run is already failing for another reason. */
  async drain(quiet = false): Promise<void> {
    if (quiet) await this.inflight.catch(() => undefined);
    else await this.inflight;
  }

  reportBad(line: number, error: string): void {
    this.bad.push({ line, error });
    this.counts.skipped += 1;
    this.progress.log(`line ${line}: ${error}`);
  }

  /** One transaction for the batch and its checkpoint; on failure, line by line to find the culprit. */
  async flush(batch: readonly Pending[], position: number): Promise<void> {
    try {
      await this.commit(batch, position);
    } catch {
      for (const item of batch) {
        try {
          await this.commit([item], item.line);
        } catch (error) {
          if (!item.entity.embedded) this.reportBad(item.line, `not written: ${databaseMessage(error)}`);
        }
      }
      await saveCheckpoint(this.db, this.source, position);
    }
  }

  private async commit(batch: readonly Pending[], position: number): Promise<void> {
    let result: BatchResult;
    try {
      result = await this.db.transaction(async (tx) => {
        const applied = await applyEntities(
          tx,
          batch.map((p) => p.entity),
          this.choices,
        );
        await saveCheckpoint(tx, this.source, position);
        return applied;
      });
    } catch (error) {
      this.choices.rollback();
      throw error;
    }
    this.choices.commit();
    for (const p of batch) {
      if (p.entity.embedded) continue;
      const reason = result.refused.get(p.entity);
      if (reason !== undefined) {
        this.reportBad(p.line, reason);
        continue;
      }
      this.imported[p.entity.kind] += 1;
      this.counts[result.outcomes.get(p.entity) ?? 'unchanged'] += 1;
    }
  }
}

function databaseMessage(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error ? cause.message : String(cause);
}

/**
 * Imports a MusicBrainz JSON dump file (one web-service JSON entity per line), upserting by MBID.
 * Bad lines are reported with their numbers and skipped; every batch saves a checkpoint.
 */
export async function importDump(db: Db, options: DumpImportOptions): Promise<DumpImportResult> {
  const started = Date.now();
  const progress = options.progress ?? silentProgress;
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const source = checkpointSource(options.file);
  const resumedFrom = options.resume ? await readCheckpoint(db, source) : 0;
  const hint = kindFromFileName(options.file);
  const run = new DumpRun(db, source, progress);
  progress.start((await stat(options.file)).size);
  let lines = 0;
  try {
    lines = await readBatches(run, options.file, { resumedFrom, batchSize, hint });
    await run.drain();
  } catch (error) {
    await run.drain(true);
    throw error;
  }
  progress.update((await stat(options.file)).size, lines);
  progress.stop();
  const bad = run.bad.sort((a, b) => a.line - b.line);
  return {
    lines,
    resumedFrom,
    imported: run.imported,
    counts: run.counts,
    bad,
    seconds: (Date.now() - started) / 1000,
  };
}

/** Reads the file, handing full batches to the run; returns the number of lines. */
async function readBatches(
  run: DumpRun,
  file: string,
  options: { resumedFrom: number; batchSize: number; hint: EntityKind | null },
): Promise<number> {
  const { resumedFrom, batchSize, hint } = options;
  let batch: Pending[] = [];
  let lines = 0;
  for await (const { number, text, bytesRead } of readLines(file)) {
    lines = number;
    if (number <= resumedFrom) {
      replay(run.choices, text, hint);
    } else if (text.trim() !== '') {
      const parsed = parseLine(text, hint);
      for (const entity of parsed.entities) batch.push({ line: number, entity });
      for (const error of parsed.errors) run.reportBad(number, error);
    }
    if (batch.length >= batchSize || number % 5000 === 0) run.progress.update(bytesRead, number);
    if (batch.length >= batchSize) {
      await run.enqueue(batch, number);
      batch = [];
    }
  }
  if (lines > resumedFrom) await run.enqueue(batch, lines);
  return lines;
}

/**
 * Lines a previous run committed are not written again, but their releases still count for
 * the track-list rule (first official release wins), so a resumed run chooses as a full one.
 */
function replay(choices: TrackChoices, text: string, hint: EntityKind | null): void {
  if (hint !== null && hint !== 'release' && hint !== 'recording') return;
  for (const entity of parseLine(text, hint).entities) {
    if (entity.kind === 'release' && entity.release.complete) {
      choices.choose(entity.release, true);
      choices.commit();
    }
  }
}
