import { sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import { applyEntities } from '../apply-batch.ts';
import { saveCheckpoint } from '../checkpoint.ts';
import { emptyCounts, type ImportEntity } from '../records.ts';
import { TrackChoices } from '../track-choice.ts';

/**
 * The server's connections cancel statements after STATEMENT_TIMEOUT_MS (a request's limit); a
 * batch of 2,000 release groups writes tens of thousands of rows in one statement.
 */
export const NO_TIMEOUT = sql`set local statement_timeout = 0`;

function entityMbid(e: ImportEntity): string {
  if (e.kind === 'artist') return `artist ${e.artist.mbid}`;
  if (e.kind === 'release-group') return `release group ${e.group.mbid}`;
  if (e.kind === 'release') return `release ${e.release.mbid}`;
  return `recording ${e.song.mbid}`;
}

function message(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error ? cause.message : String(cause);
}

/**
 * Writes the mirror's batches through the import's own writer (apply-batch.ts), one transaction
 * per batch with its checkpoint. A batch the database refuses is written entity by entity, so
 * one bad row is reported and skipped and the rest goes in.
 */
export class MirrorWriter {
  readonly choices = new TrackChoices();
  readonly counts = emptyCounts();
  readonly problems: string[] = [];

  constructor(
    readonly db: Db,
    readonly report: (line: string) => void,
  ) {}

  async write(entities: readonly ImportEntity[], checkpoint?: { source: string; position: number }) {
    try {
      await this.commit(entities, checkpoint);
    } catch {
      for (const entity of entities) {
        try {
          await this.commit([entity]);
        } catch (error) {
          this.skip(`${entityMbid(entity)}: not written: ${message(error)}`);
        }
      }
      if (checkpoint) await saveCheckpoint(this.db, checkpoint.source, checkpoint.position);
    }
  }

  private skip(problem: string): void {
    this.problems.push(problem);
    this.counts.skipped += 1;
    this.report(problem);
  }

  private async commit(entities: readonly ImportEntity[], checkpoint?: { source: string; position: number }) {
    let result: Awaited<ReturnType<typeof applyEntities>>;
    try {
      result = await this.db.transaction(async (tx) => {
        await tx.execute(NO_TIMEOUT);
        const applied = await applyEntities(tx, entities, this.choices);
        if (checkpoint) await saveCheckpoint(tx, checkpoint.source, checkpoint.position);
        return applied;
      });
    } catch (error) {
      this.choices.rollback();
      throw error;
    }
    this.choices.commit();
    for (const entity of entities) {
      const refused = result.refused.get(entity);
      if (refused !== undefined) this.skip(`${entityMbid(entity)}: ${refused}`);
      else if (!entity.embedded) this.counts[result.outcomes.get(entity) ?? 'unchanged'] += 1;
    }
  }
}
