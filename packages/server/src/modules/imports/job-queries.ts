import type { ImportJobAnswer, ImportKeptRow, ImportStatus } from '@earmark/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import { selectRows } from '../../db/select-rows.ts';
import type { ImportFormat } from './formats/detect.ts';

/** A job as GET /api/imports/:id answers it, but the format's display name (added by the route). */
export type ImportJobStatus = Omit<ImportJobAnswer, 'format' | 'formatName'> & { format: ImportFormat };

type JobRow = {
  id: number;
  format: ImportFormat;
  status: ImportStatus;
  file_name: string;
  file_bytes: number | string;
  bytes_read: number | string;
  rows: number;
  matched: number;
  unmatched: number;
  skipped: number;
  written: number;
  kept: number;
  fetched: number;
  musicbrainz_lookups: number;
  to_review: number;
  error: string | null;
  created_at: Date | string;
  started_at: Date | string | null;
  finished_at: Date | string | null;
  updated_at: Date | string;
};

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function present(row: JobRow): ImportJobStatus {
  return {
    id: row.id,
    format: row.format,
    status: row.status,
    fileName: row.file_name,
    fileBytes: Number(row.file_bytes),
    bytesRead: Number(row.bytes_read),
    rows: row.rows,
    matched: row.matched,
    unmatched: row.unmatched,
    skipped: row.skipped,
    written: row.written,
    kept: row.kept,
    fetched: row.fetched,
    musicBrainzLookups: row.musicbrainz_lookups,
    toReview: row.to_review,
    error: row.error,
    createdAt: iso(row.created_at) ?? '',
    startedAt: iso(row.started_at),
    finishedAt: iso(row.finished_at),
    updatedAt: iso(row.updated_at) ?? '',
  };
}

const JOB_COLUMNS = sql`j.id, j.format, j.status, j.file_name, j.file_bytes, j.bytes_read, j.rows, j.matched, j.unmatched, j.skipped,
  j.written, j.kept, j.fetched, j.musicbrainz_lookups, j.error, j.created_at, j.started_at, j.finished_at, j.updated_at,
  (select count(*)::int from import_job_rows r where r.job_id = j.id and r.status in ('unmatched', 'low')) as to_review`;

/** The member's job, or null when it is someone else's or does not exist. */
export async function importJobStatus(db: Db, userId: number, id: number): Promise<ImportJobStatus | null> {
  const [row] = await selectRows<JobRow>(
    db,
    sql`select ${JOB_COLUMNS} from import_jobs j where j.id = ${id} and j.user_id = ${userId}`,
  );
  return row ? present(row) : null;
}

/** The member's latest jobs, newest first. */
export async function recentImportJobs(db: Db, userId: number, limit: number): Promise<ImportJobStatus[]> {
  const rows = await selectRows<JobRow>(
    db,
    sql`select ${JOB_COLUMNS} from import_jobs j where j.user_id = ${userId} order by j.id desc limit ${limit}`,
  );
  return rows.map(present);
}

/** A kept row as the review screen and the skipped list show it. */
export type KeptImportRow = ImportKeptRow;

type KeptRowRow = {
  row_number: number;
  status: KeptImportRow['status'];
  reason: string;
  data: {
    artist: string;
    title: string | null;
    release: string | null;
    listenedAt: string | null;
    rating: number | null;
  };
  item_type: 'RELEASE' | 'SONG' | null;
  item_id: number | null;
  item_title: string | null;
  item_artist: string | null;
};

export const REVIEW_VIEWS = {
  review: ['unmatched', 'low'],
  skipped: ['skipped'],
  resolved: ['resolved'],
} as const;
export type ReviewView = keyof typeof REVIEW_VIEWS;

/** A page of a job's kept rows of one view, in file order, with the total of that view. */
export async function keptImportRows(
  db: Db,
  jobId: number,
  view: ReviewView,
  offset: number,
  limit: number,
): Promise<{ rows: KeptImportRow[]; total: number }> {
  const statuses = `{${REVIEW_VIEWS[view].join(',')}}`;
  const rows = await selectRows<KeptRowRow>(
    db,
    sql`select r.row_number, r.status, r.reason, r.data, r.item_type, r.item_id,
        coalesce(rel.title, s.title) as item_title, coalesce(rel.artist_name, s.artist_name) as item_artist
      from import_job_rows r
      left join releases rel on r.item_type = 'RELEASE' and rel.id = r.item_id
      left join songs s on r.item_type = 'SONG' and s.id = r.item_id
      where r.job_id = ${jobId} and r.status = any(${statuses}::text[])
      order by r.row_number limit ${limit} offset ${offset}`,
  );
  const [count] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from import_job_rows where job_id = ${jobId} and status = any(${statuses}::text[])`,
  );
  return {
    total: count?.n ?? 0,
    rows: rows.map((row) => ({
      rowNumber: row.row_number,
      status: row.status,
      reason: row.reason,
      artist: row.data.artist,
      title: row.data.title,
      release: row.data.release,
      listenedAt: row.data.listenedAt,
      rating: row.data.rating,
      item:
        row.item_type && row.item_id !== null && row.item_title !== null
          ? { type: row.item_type, id: row.item_id, title: row.item_title, artistName: row.item_artist ?? '' }
          : null,
    })),
  };
}
