import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { counter, createdAt, id, updatedAt } from './columns.ts';
import { itemType } from './enums.ts';

/** The history formats an import reads (modules/imports/formats). */
export const IMPORT_FORMATS = ['lastfm', 'spotify', 'listenbrainz', 'rym', 'plain', 'earmark'] as const;
export const IMPORT_STATUSES = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;
/** A row kept for the member: not matched, matched with low confidence, skipped, or resolved. */
export const IMPORT_ROW_STATUSES = ['unmatched', 'low', 'skipped', 'resolved'] as const;

/**
 * One uploaded history file and its progress. The worker reads it from `filePath`, writing
 * a chunk of rows and moving `checkpointRow` in one transaction, so a restart goes on from there.
 */
export const importJobs = pgTable(
  'import_jobs',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    format: text({ enum: IMPORT_FORMATS }).notNull(),
    status: text({ enum: IMPORT_STATUSES }).notNull().default('queued'),
    filePath: text().notNull(),
    fileName: text().notNull(),
    fileBytes: bigint({ mode: 'number' }).notNull().default(0),
    /** How far the reading has come, for the progress bar. */
    bytesRead: bigint({ mode: 'number' }).notNull().default(0),
    rows: counter(),
    matched: counter(),
    unmatched: counter(),
    skipped: counter(),
    written: counter(),
    kept: counter(),
    /** Rows asked of MusicBrainz so far (the per-import cap), and rows matched to what it brought in. */
    musicbrainzLookups: counter(),
    fetched: counter(),
    checkpointRow: counter(),
    error: text(),
    createdAt: createdAt(),
    startedAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('import_jobs_user_idx').on(t.userId, t.id.desc()),
    index('import_jobs_pending_idx').on(t.id).where(sql`${t.status} in ('queued', 'running')`),
    // One import at a time per member, whatever arrives at once (a check before the upload let two
    // uploads sent together both in).
    uniqueIndex('import_jobs_one_active_idx').on(t.userId).where(sql`${t.status} in ('queued', 'running')`),
    check(
      'import_jobs_format',
      sql`${t.format} in ('lastfm', 'spotify', 'listenbrainz', 'rym', 'plain', 'earmark')`,
    ),
    check('import_jobs_status', sql`${t.status} in ('queued', 'running', 'done', 'failed', 'cancelled')`),
  ],
);

/** Rows of a job the member may want to see: unmatched and low-confidence (to review), skipped (with why). */
export const importJobRows = pgTable(
  'import_job_rows',
  {
    jobId: integer()
      .notNull()
      .references(() => importJobs.id, { onDelete: 'cascade' }),
    rowNumber: integer().notNull(),
    status: text({ enum: IMPORT_ROW_STATUSES }).notNull(),
    reason: text().notNull(),
    /** The normalized text the member's choice is remembered under. */
    sourceKey: text(),
    /** The suggestion of a low-confidence match, or what the member chose. */
    itemType: itemType(),
    itemId: integer(),
    /** The row as read (artist, title, release, time, rating, review). */
    data: jsonb().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.jobId, t.rowNumber] }),
    index('import_job_rows_status_idx').on(t.jobId, t.status, t.rowNumber),
    check('import_job_rows_status', sql`${t.status} in ('unmatched', 'low', 'skipped', 'resolved')`),
  ],
);

/** A member's answer for one normalized text: this item, or skip it. Later imports follow it. */
export const importMatchChoices = pgTable(
  'import_match_choices',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sourceKey: text().notNull(),
    itemType: itemType(),
    itemId: integer(),
    skipped: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.sourceKey] }),
    check('import_match_choices_pick', sql`${t.skipped} = (${t.itemId} is null)`),
  ],
);
