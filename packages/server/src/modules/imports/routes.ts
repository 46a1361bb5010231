import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findViewer, readToken } from '../../context.ts';
import type { Db } from '../../db/open-db.ts';
import { AppError } from '../../errors.ts';
import { isItemKind } from '../catalog/index.ts';
import { cancelImportJob } from './commands/cancel-import-job.ts';
import { createImportJob, hasActiveImport } from './commands/create-import-job.ts';
import { resolveImportRow } from './commands/resolve-import-row.ts';
import { detectFileFormat, IMPORT_FORMAT_NAMES } from './formats/detect.ts';
import { PLAIN_TEMPLATE } from './formats/plain.ts';
import { importWorkerOf } from './import-worker.ts';
import {
  importJobStatus,
  keptImportRows,
  REVIEW_VIEWS,
  type ReviewView,
  recentImportJobs,
} from './job-queries.ts';

export type ImportRoutesOptions = { db: Db; dataDir: string; maxFileBytes?: number };

/** The largest history file an upload may be (a decade of scrobbles is well under 100 MB). */
export const MAX_IMPORT_BYTES = 1024 ** 3;
const PAGE_MAX = 100;
const STILL_RUNNING = 'An import of yours is still running; wait for it or cancel it first.';

function answer(reply: FastifyReply, status: number, message: string, code?: string) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .send({ message, ...(code ? { code } : {}) });
}

async function memberId(db: Db, request: FastifyRequest, reply: FastifyReply): Promise<number | null> {
  const token = readToken(request.headers.authorization);
  const viewer = token ? await findViewer(db, token) : null;
  if (!viewer) {
    await answer(reply, 401, 'Please log in to import your history', 'LOGGED_OUT');
    return null;
  }
  return viewer.id;
}

function wholeNumber(value: unknown): number | null {
  const n = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : Number.NaN;
  return Number.isSafeInteger(n) ? n : null;
}

/** Only what CONTRACT names, plus the counts and times the page shows. */
function statusBody(job: NonNullable<Awaited<ReturnType<typeof importJobStatus>>>) {
  return { ...job, formatName: IMPORT_FORMAT_NAMES[job.format] };
}

/** The upload: the one `file` field streamed to DATA_DIR/imports, refused past the size limit. */
async function receiveFile(request: FastifyRequest, dir: string, maxBytes: number) {
  const part = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 0, parts: 1 } });
  if (part?.fieldname !== 'file')
    return { error: 'Send the history file in a form field named "file".' } as const;
  await mkdir(dir, { recursive: true });
  const filePath = path.join(dir, `${randomUUID()}.upload`);
  await pipeline(part.file, createWriteStream(filePath));
  if (part.file.truncated) {
    await rm(filePath, { force: true });
    return { error: `The file is larger than ${Math.round(maxBytes / 1024 ** 2)} MB.`, status: 413 } as const;
  }
  return {
    filePath,
    fileName: part.filename.slice(0, 255) || 'history',
    bytes: (await stat(filePath)).size,
  } as const;
}

/**
 * History imports (REST, the session token in `authorization`): POST /api/imports (multipart,
 * one `file` field) → `{ id, format }`; GET /api/imports/:id → the job's status and counts;
 * DELETE /api/imports/:id cancels it; GET /api/imports/:id/rows?view=review|skipped|resolved the
 * rows kept for the member; POST /api/imports/:id/rows/:row `{ itemType, itemId }` or `{ skip:
 * true }` resolves one (and the rows with its text); GET /api/imports/template.csv the plain CSV.
 */
export async function importRoutes(
  app: FastifyInstance,
  { db, dataDir, maxFileBytes = MAX_IMPORT_BYTES }: ImportRoutesOptions,
) {
  const dir = path.join(dataDir, 'imports');
  await app.register(fastifyMultipart, { limits: { fileSize: maxFileBytes, files: 1 } });
  app.setErrorHandler((error: { statusCode?: number; code?: string; message?: string }, request, reply) => {
    if (error instanceof AppError) {
      const code = error.extensions.code;
      return answer(reply, code === 'NOT_FOUND' ? 404 : 400, error.message, code);
    }
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'Import call failed');
    return answer(reply, status, status === 500 ? 'The import call failed' : 'The request is not valid');
  });

  app.get('/api/imports/template.csv', async (_request, reply) =>
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="earmark-import-template.csv"')
      .send(PLAIN_TEMPLATE),
  );

  app.post('/api/imports', async (request, reply) => {
    const userId = await memberId(db, request, reply);
    if (userId === null) return reply;
    if (!request.isMultipart()) return answer(reply, 415, 'Send the file as multipart/form-data.');
    if (await hasActiveImport(db, userId)) return answer(reply, 409, STILL_RUNNING);
    const file = await receiveFile(request, dir, maxFileBytes);
    if ('error' in file) return answer(reply, file.status ?? 400, file.error ?? '');
    const format = await detectFileFormat(file.filePath);
    if (!format) {
      await rm(file.filePath, { force: true });
      return answer(
        reply,
        400,
        'The file is not one of the formats Earmark reads: a Last.fm CSV, a Spotify streaming history JSON, a ListenBrainz export, a RateYourMusic CSV, the plain CSV template or an Earmark export (zip).',
        'BAD_USER_INPUT',
      );
    }
    const id = await createImportJob(db, {
      userId,
      format,
      filePath: file.filePath,
      fileName: file.fileName,
      fileBytes: file.bytes,
    });
    if (id === null) {
      // Another upload of the member's got its job in while this file arrived.
      await rm(file.filePath, { force: true });
      return answer(reply, 409, STILL_RUNNING);
    }
    importWorkerOf(db)?.wake();
    return reply
      .code(202)
      .header('cache-control', 'no-store')
      .send({ id, format, formatName: IMPORT_FORMAT_NAMES[format] });
  });

  app.get('/api/imports', async (request, reply) => {
    const userId = await memberId(db, request, reply);
    if (userId === null) return reply;
    const jobs = await recentImportJobs(db, userId, 10);
    return reply.header('cache-control', 'no-store').send({ imports: jobs.map(statusBody) });
  });

  app.get<{ Params: { id: string } }>('/api/imports/:id', async (request, reply) => {
    const userId = await memberId(db, request, reply);
    if (userId === null) return reply;
    const id = wholeNumber(request.params.id);
    const job = id === null ? null : await importJobStatus(db, userId, id);
    if (!job) return answer(reply, 404, 'That import does not exist.', 'NOT_FOUND');
    return reply.header('cache-control', 'no-store').send(statusBody(job));
  });

  app.delete<{ Params: { id: string } }>('/api/imports/:id', async (request, reply) => {
    const userId = await memberId(db, request, reply);
    if (userId === null) return reply;
    const id = wholeNumber(request.params.id);
    const job = id === null ? null : await importJobStatus(db, userId, id);
    if (!job || id === null) return answer(reply, 404, 'That import does not exist.', 'NOT_FOUND');
    const cancelled = await cancelImportJob(db, userId, id);
    // A queued job's file goes now; a running job's worker removes it when it sees the cancel.
    if (cancelled && job.status === 'queued') await rm(cancelled.filePath, { force: true });
    const after = await importJobStatus(db, userId, id);
    return reply.header('cache-control', 'no-store').send(after ? statusBody(after) : null);
  });

  app.get<{ Params: { id: string }; Querystring: { view?: string; offset?: string; limit?: string } }>(
    '/api/imports/:id/rows',
    async (request, reply) => {
      const userId = await memberId(db, request, reply);
      if (userId === null) return reply;
      const id = wholeNumber(request.params.id);
      const job = id === null ? null : await importJobStatus(db, userId, id);
      if (!job || id === null) return answer(reply, 404, 'That import does not exist.', 'NOT_FOUND');
      const view = request.query.view ?? 'review';
      const offset = wholeNumber(request.query.offset ?? '0');
      const limit = wholeNumber(request.query.limit ?? '50');
      if (!Object.hasOwn(REVIEW_VIEWS, view))
        return answer(reply, 400, 'view must be review, skipped or resolved', 'BAD_USER_INPUT');
      if (offset === null || limit === null || limit < 1 || limit > PAGE_MAX)
        return answer(
          reply,
          400,
          `offset must be a whole number and limit 1 to ${PAGE_MAX}`,
          'BAD_USER_INPUT',
        );
      const page = await keptImportRows(db, id, view as ReviewView, offset, limit);
      return reply.header('cache-control', 'no-store').send(page);
    },
  );

  app.post<{
    Params: { id: string; row: string };
    Body: { itemType?: unknown; itemId?: unknown; skip?: unknown } | undefined;
  }>('/api/imports/:id/rows/:row', async (request, reply) => {
    const userId = await memberId(db, request, reply);
    if (userId === null) return reply;
    const id = wholeNumber(request.params.id);
    const row = wholeNumber(request.params.row);
    if (id === null || row === null)
      return answer(reply, 404, 'That import row does not exist.', 'NOT_FOUND');
    const body = request.body ?? {};
    const itemId =
      typeof body.itemId === 'string' || typeof body.itemId === 'number'
        ? wholeNumber(String(body.itemId))
        : null;
    let choice: Parameters<typeof resolveImportRow>[4];
    if (body.skip === true) choice = { skip: true };
    else if (isItemKind(body.itemType) && itemId !== null)
      choice = { item: { type: body.itemType, id: itemId } };
    else
      return answer(
        reply,
        400,
        'Send { itemType: "SONG" | "RELEASE", itemId } or { skip: true }.',
        'BAD_USER_INPUT',
      );
    const result = await resolveImportRow(db, userId, id, row, choice);
    const job = await importJobStatus(db, userId, id);
    return reply
      .header('cache-control', 'no-store')
      .send({ ...result, import: job ? statusBody(job) : null });
  });
}
