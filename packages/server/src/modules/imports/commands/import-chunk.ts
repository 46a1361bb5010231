import type { ImportJobAnswer } from '@earmark/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/open-db.ts';
import type { ListenSource } from '../../../db/schema/index.ts';
import { selectRows } from '../../../db/select-rows.ts';
import { type NewListen, recordListens } from '../../listens/index.ts';
import type { ImportRow } from '../import-row.ts';
import { rowSummary } from '../import-row.ts';
import { type ItemRow, writeItemExtras } from '../item-extras.ts';
import { JobCancelled } from '../job-cancelled.ts';
import { matchRows, type RowMatch, rowSourceKey } from '../match-rows.ts';
import type { MusicBrainzLookups } from '../musicbrainz-lookups.ts';
import { type RestoreRow, restoreEarmarkRows } from '../restore-earmark.ts';

/** The most unmatched, low-confidence and skipped rows one job keeps for the member to see. */
export const KEPT_ROWS_CAP = 5000;

/** What one chunk adds to its job's counts (the same fields the job answers with). */
export type ChunkCounts = Pick<
  ImportJobAnswer,
  'rows' | 'matched' | 'unmatched' | 'skipped' | 'written' | 'kept' | 'fetched'
>;

export type ChunkJob = { id: number; userId: number; format: ListenSource };

type KeptRow = {
  row_number: number;
  status: 'unmatched' | 'low' | 'skipped';
  reason: string;
  source_key: string | null;
  item_type: string | null;
  item_id: number | null;
  data: ReturnType<typeof rowSummary>;
};

/** An Earmark export's record whose item is not here is skipped: only states and logs are reviewed. */
const REVIEWED_RESTORES = new Set(['releases', 'songs', 'logs']);

function keptRow(row: ImportRow, match: RowMatch | null): KeptRow | null {
  const base = { row_number: row.rowNumber, data: rowSummary(row), item_type: null, item_id: null };
  if (row.skip !== null) return { ...base, status: 'skipped', reason: row.skip, source_key: null };
  if (row.kind === 'record') return null;
  const key = rowSourceKey(row);
  if (match?.kind === 'none' && row.restore && !REVIEWED_RESTORES.has(row.restore.section))
    return {
      ...base,
      status: 'skipped',
      reason: `${match.reason}: ${row.title ?? row.release}`,
      source_key: null,
    };
  if (match?.kind === 'skippedByChoice')
    return { ...base, status: 'skipped', reason: 'you chose to skip it', source_key: key };
  if (match?.kind === 'none') return { ...base, status: 'unmatched', reason: match.reason, source_key: key };
  if (match?.kind === 'low')
    return {
      ...base,
      status: 'low',
      reason: match.reason,
      source_key: key,
      item_type: match.suggestion.type,
      item_id: match.suggestion.id,
    };
  return null;
}

function skippedRecord(row: ImportRow, reason: string): KeptRow {
  return {
    row_number: row.rowNumber,
    data: rowSummary(row),
    item_type: null,
    item_id: null,
    status: 'skipped',
    reason,
    source_key: null,
  };
}

/**
 * Imports one chunk of a job's rows in one transaction: the matching reads first (and, with
 * `lookups`, MusicBrainz asked about rows the catalog lacks, before the transaction), then the
 * listens (through the listens module, which checks their songs), the releases, ratings,
 * reactions and reviews, the rows kept for review, and the job's counts and checkpoint. A job no
 * longer running (cancelled) rolls the chunk back.
 */
export async function importChunk(
  db: Db,
  job: ChunkJob,
  rows: readonly ImportRow[],
  bytesRead = 0,
  lookups?: MusicBrainzLookups,
): Promise<ChunkCounts> {
  const importable = rows.filter((row) => row.skip === null);
  const matchable = importable.filter((row) => row.kind !== 'record');
  const found = await matchRows(db, job.userId, matchable);
  const fetched = lookups ? await lookups.resolve(job.userId, matchable, found) : new Set<number>();
  const matchOf = new Map(matchable.map((row, i) => [row.rowNumber, found[i] ?? null]));
  const restoreRows = importable.flatMap((row): RestoreRow[] => {
    const match = matchOf.get(row.rowNumber);
    if (!row.restore) return [];
    if (row.kind === 'record') return [{ row, item: null }];
    return match?.kind === 'matched' ? [{ row, item: match.item }] : [];
  });
  const listenRows = importable.filter((row) => row.kind === 'listen' && row.listenedAt !== null);
  const listens: NewListen[] = listenRows.map((row) => ({
    artistName: row.artist,
    trackName: row.title ?? '',
    releaseName: row.release,
    listenedAt: row.listenedAt ?? new Date(0),
    durationMs: row.durationMs,
  }));
  const listenMatches = listenRows.map((row) => {
    const match = matchOf.get(row.rowNumber);
    return match?.kind === 'matched' && match.item.type === 'SONG'
      ? { songId: match.item.id, releaseId: match.releaseId }
      : null;
  });
  const itemRows: ItemRow[] = importable.flatMap((row) => {
    const match = matchOf.get(row.rowNumber);
    const extra =
      row.kind === 'release' ||
      row.listenedAt === null ||
      row.rating !== null ||
      row.review !== null ||
      row.reaction !== null;
    return match?.kind === 'matched' && extra && !row.restore
      ? [{ row, item: match.item, check: row.kind === 'release' || row.listenedAt === null }]
      : [];
  });
  let kept = rows.flatMap((row) => keptRow(row, matchOf.get(row.rowNumber) ?? null) ?? []);
  const records = importable.length - matchable.length;
  const counts: ChunkCounts = {
    rows: rows.length,
    matched: found.filter((match) => match.kind === 'matched').length + records,
    unmatched: kept.filter((row) => row.status !== 'skipped').length,
    skipped: kept.filter((row) => row.status === 'skipped').length,
    written: 0,
    kept: 0,
    fetched: [...fetched].filter((i) => found[i]?.kind === 'matched').length,
  };
  const last = rows.at(-1)?.rowNumber ?? 0;
  return db.transaction(async (tx) => {
    // An export's item states go first: a listen then finds its song checked at the exported time.
    const restored = await restoreEarmarkRows(tx, job.userId, restoreRows);
    kept = [...kept, ...restored.skipped.map(({ row, reason }) => skippedRecord(row, reason))];
    counts.matched -= restored.skipped.length;
    counts.skipped += restored.skipped.length;
    const recorded = await recordListens(tx as Db, job.userId, listens, {
      source: job.format,
      matches: listenMatches,
    });
    const extras = await writeItemExtras(tx, job.userId, itemRows);
    counts.written = recorded.stored + extras.items + extras.logs + restored.written;
    counts.kept = extras.kept + restored.kept;
    if (kept.length > 0)
      await tx.execute(sql`insert into import_job_rows (job_id, row_number, status, reason, source_key, item_type, item_id, data)
        select ${job.id}, k.row_number, k.status, k.reason, k.source_key, k.item_type::item_type, k.item_id, k.data
        from jsonb_to_recordset(${JSON.stringify(kept)}::jsonb) as k(row_number int, status text, reason text,
          source_key text, item_type text, item_id int, data jsonb)
        order by k.row_number
        limit greatest(0, ${KEPT_ROWS_CAP} - (select count(*) from import_job_rows where job_id = ${job.id}))
        on conflict do nothing`);
    const updated = await selectRows<{ id: number }>(
      tx,
      sql`update import_jobs set rows = rows + ${counts.rows}, matched = matched + ${counts.matched},
          unmatched = unmatched + ${counts.unmatched}, skipped = skipped + ${counts.skipped},
          written = written + ${counts.written}, kept = kept + ${counts.kept}, fetched = fetched + ${counts.fetched},
          checkpoint_row = ${last}, bytes_read = greatest(bytes_read, ${bytesRead}), updated_at = now()
        where id = ${job.id} and status = 'running' returning id`,
    );
    if (updated.length === 0) throw new JobCancelled(`import ${job.id} is no longer running`);
    return counts;
  });
}
