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

/** A line not imported whole: partly (some of its entities written) or skipped (none), with why. */
export type LineProblem = { line: number; outcome: 'partial' | 'skipped'; reasons: string[] };

export type DumpImportResult = {
  lines: number;
  /** Lines skipped because a previous run had committed them. */
  resumedFrom: number;
  imported: Record<EntityKind, number>;
  /** What the entities of the lines did to the catalog; skipped = entities reported bad. */
  counts: OutcomeCounts;
  /** Distinct non-empty lines read in this run, by outcome. */
  lineCounts: { imported: number; partial: number; skipped: number };
  /** Every line imported partly or not at all, in line order, with its reasons. */
  problems: LineProblem[];
  /** Lines imported with a warning (a release group left without any artist credit). */
  warnings: BadLine[];
  /** Every reason reported, one per bad entity (a line may have several). */
  bad: BadLine[];
  seconds: number;
};

export const DEFAULT_BATCH_SIZE = 5000;

type Pending = { line: number; entity: ImportEntity };

/** The state of one run over one file. */
class DumpRun {
  readonly choices = new TrackChoices();
  readonly bad: BadLine[] = [];
  readonly warnings: BadLine[] = [];
  /** Non-empty lines read after the resume point. */
  processed = 0;
  /** Lines that had at least one entity written. */
  readonly written = new Set<number>();
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
          this.reportBad(item.line, `not written: ${databaseMessage(error)}`);
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
    const warned = new Set<string>();
    for (const p of batch) {
      const reason = result.refused.get(p.entity);
      if (reason !== undefined) {
        this.reportBad(p.line, reason);
        continue;
      }
      this.written.add(p.line);
      const group =
        p.entity.kind === 'release'
          ? p.entity.release.group.mbid
          : p.entity.kind === 'release-group'
            ? p.entity.group.mbid
            : null;
      if (group !== null && result.uncredited.has(group) && !warned.has(`${p.line} ${group}`)) {
        warned.add(`${p.line} ${group}`);
        this.warn(
          p.line,
          `release group ${group} has no artist credit on the line or in the catalog; imported without one`,
        );
      }
      if (p.entity.embedded) continue;
      this.imported[p.entity.kind] += 1;
      this.counts[result.outcomes.get(p.entity) ?? 'unchanged'] += 1;
    }
  }

  warn(line: number, warning: string): void {
    this.warnings.push({ line, error: warning });
    this.progress.log(`line ${line}: warning: ${warning}`);
  }

  /** Each line with a reported problem: partly imported when something of it was written. */
  problems(): LineProblem[] {
    const byLine = new Map<number, string[]>();
    for (const { line, error } of this.bad) byLine.set(line, [...(byLine.get(line) ?? []), error]);
    return [...byLine]
      .sort(([a], [b]) => a - b)
      .map(([line, reasons]) => ({ line, outcome: this.written.has(line) ? 'partial' : 'skipped', reasons }));
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
  const problems = run.problems();
  const partial = problems.filter((p) => p.outcome === 'partial').length;
  const skipped = problems.length - partial;
  return {
    lines,
    resumedFrom,
    imported: run.imported,
    counts: run.counts,
    lineCounts: { imported: run.processed - partial - skipped, partial, skipped },
    problems,
    warnings: run.warnings.sort((a, b) => a.line - b.line),
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
      run.processed += 1;
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
