import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/open-db.ts';
import { selectRows } from '../../../db/select-rows.ts';
import { AppError, badUserInput } from '../../../errors.ts';
import { ITEM_SQL, type ItemKey, notFound } from '../../catalog/index.ts';
import { type ImportRow, type RowSummary, rowFromSummary } from '../import-row.ts';
import { writeItemExtras } from '../item-extras.ts';

/** The member's answer for a row under review: this item, or skip it. */
export type ImportChoice = { item: ItemKey } | { skip: true };

type ReviewRow = { source_key: string | null; status: string };
type Resolved = { row_number: number; data: RowSummary };

async function reviewRow(
  db: Db,
  userId: number,
  jobId: number,
  rowNumber: number,
): Promise<{ key: string; kind: ImportRow['kind'] }> {
  const [row] = await selectRows<ReviewRow>(
    db,
    sql`select r.source_key, r.status from import_job_rows r join import_jobs j on j.id = r.job_id
      where r.job_id = ${jobId} and r.row_number = ${rowNumber} and j.user_id = ${userId}`,
  );
  if (!row) throw new AppError('NOT_FOUND', 'That import row does not exist.');
  if ((row.status !== 'unmatched' && row.status !== 'low') || row.source_key === null)
    throw badUserInput('rowNumber', 'must be a row waiting for review');
  return { key: row.source_key, kind: row.source_key.startsWith('release:') ? 'release' : 'listen' };
}

async function requireItem(db: Db, item: ItemKey): Promise<void> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`select id from ${ITEM_SQL[item.type].table} where id = ${item.id}`,
  );
  if (rows.length === 0) throw notFound(item.type);
}

/** Points the member's unmatched listens of these rows at the chosen song (and its release). */
async function linkListens(tx: Db, userId: number, songId: number, rows: Resolved[]): Promise<number> {
  const listens = rows.flatMap(({ data }) =>
    data.listenedAt && data.title ? [{ at: data.listenedAt, artist: data.artist, track: data.title }] : [],
  );
  if (listens.length === 0) return 0;
  const linked = await selectRows<{ id: number }>(
    tx,
    sql`update listens l set song_id = ${songId}, release_id = (select s.release_id from songs s where s.id = ${songId})
      from jsonb_to_recordset(${JSON.stringify(listens)}::jsonb) as x(at timestamptz, artist text, track text)
      where l.user_id = ${userId} and l.song_id is null and l.listened_at = x.at
        and lower(l.artist_name) = lower(x.artist) and lower(l.track_name) = lower(x.track)
      returning l.id`,
  );
  return linked.length;
}

/**
 * Resolves a row under review and every row of the job with the same text: the chosen item is
 * applied as the import would have (its listens linked, the item checked, rating and review
 * written where the member has none), or the rows are skipped. The choice is remembered, so
 * later imports of the same text follow it. Answers how many rows it resolved.
 */
export async function resolveImportRow(
  db: Db,
  userId: number,
  jobId: number,
  rowNumber: number,
  choice: ImportChoice,
): Promise<{ resolved: number }> {
  const { key, kind } = await reviewRow(db, userId, jobId, rowNumber);
  const item = 'item' in choice ? choice.item : null;
  if (item) {
    if (item.type !== (kind === 'release' ? 'RELEASE' : 'SONG'))
      throw badUserInput(
        'itemType',
        kind === 'release' ? 'must be RELEASE for a release row' : 'must be SONG for a listen',
      );
    await requireItem(db, item);
  }
  return db.transaction(async (tx) => {
    await tx.execute(sql`insert into import_match_choices (user_id, source_key, item_type, item_id, skipped)
      values (${userId}, ${key}, ${item?.type ?? null}, ${item?.id ?? null}, ${item === null})
      on conflict (user_id, source_key) do update set item_type = excluded.item_type,
        item_id = excluded.item_id, skipped = excluded.skipped, created_at = now()`);
    const rows = await selectRows<Resolved>(
      tx,
      sql`update import_job_rows set status = ${item ? 'resolved' : 'skipped'},
          reason = ${item ? 'matched by you' : 'you chose to skip it'},
          item_type = ${item?.type ?? null}, item_id = ${item?.id ?? null}
        where job_id = ${jobId} and source_key = ${key} and status in ('unmatched', 'low')
        returning row_number, data`,
    );
    let written = 0;
    if (item) {
      if (item.type === 'SONG') written += await linkListens(tx as Db, userId, item.id, rows);
      const extras = await writeItemExtras(
        tx,
        userId,
        rows.map(({ row_number, data }) => ({
          row: rowFromSummary(row_number, kind, data),
          item,
          check: true,
        })),
      );
      written += extras.items + extras.logs;
    }
    const n = rows.length;
    await tx.execute(sql`update import_jobs set unmatched = unmatched - ${n},
        matched = matched + ${item ? n : 0}, skipped = skipped + ${item ? 0 : n},
        written = written + ${written}, updated_at = now()
      where id = ${jobId}`);
    return { resolved: n };
  });
}
