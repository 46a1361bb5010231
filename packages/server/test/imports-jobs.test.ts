import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../src/db/select-rows.ts';
import { startImportWorker } from '../src/modules/imports/index.ts';
import { claimImportJob, runImportJob } from '../src/modules/imports/run-job.ts';
import { buildSession } from './factories.ts';
import { buildImportCatalog, finished, queueImportJob, upload } from './imports-helpers.ts';
import { useTestServer } from './test-server.ts';

const server = useTestServer();
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'earmark-imports-'));
  await buildImportCatalog(server.current.db);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** A Last.fm export of `rows` scrobbles, one a minute, cycling over three catalog songs. */
function lastfmCsv(rows: number, start = 1_600_000_000): string {
  const songs = ['Time', 'Money', 'Breathe'];
  const lines = ['uts,utc_time,artist,artist_mbid,album,album_mbid,track,track_mbid'];
  for (let i = 0; i < rows; i++)
    lines.push(`${start + i * 60},,Pink Floyd,,The Dark Side of the Moon,,${songs[i % 3]},`);
  return `${lines.join('\n')}\n`;
}

async function queued(userId: number, name: string, content: string) {
  const filePath = path.join(dir, name);
  await writeFile(filePath, content);
  return {
    id: await queueImportJob(server.current.db, {
      userId,
      format: 'lastfm',
      filePath,
      fileName: name,
      fileBytes: content.length,
    }),
    filePath,
  };
}

async function listensOf(userId: number): Promise<number> {
  const [row] = await selectRows<{ n: number }>(
    server.current.db,
    sql`select count(*)::int as n from listens where user_id = ${userId}`,
  );
  return row?.n ?? 0;
}

describe('import jobs', () => {
  it('a job interrupted by a restart goes on from its checkpoint: every row once, counts exact', async () => {
    const { user, token } = await buildSession(server.current.db);
    const { id, filePath } = await queued(user.id, 'resume.csv', lastfmCsv(250));
    const job = await claimImportJob(server.current.db, id);
    if (!job) throw new Error('not claimed');
    let chunks = 0;
    // The process stops after two chunks of 50: the job stays running with its checkpoint.
    expect(
      await runImportJob(server.current.db, job, { chunkRows: 50, shouldPause: () => ++chunks === 2 }),
    ).toBe('paused');
    const [paused] = await selectRows<{
      status: string;
      checkpoint_row: number;
      rows: number;
      bytes_read: number;
    }>(
      server.current.db,
      sql`select status, checkpoint_row, rows, bytes_read::int from import_jobs where id = ${id}`,
    );
    expect(paused).toMatchObject({ status: 'running', checkpoint_row: 100, rows: 100 });
    expect(paused?.bytes_read).toBeGreaterThan(0);
    expect(await listensOf(user.id)).toBe(100);
    // The next start's worker takes the running job first.
    const worker = startImportWorker(server.current.db, { pollMs: 20, chunkRows: 50 });
    try {
      const done = await finished(server.current, token, id);
      expect(done).toMatchObject({
        status: 'done',
        rows: 250,
        matched: 250,
        written: 250,
        unmatched: 0,
        skipped: 0,
      });
    } finally {
      await worker.stop();
    }
    expect(await listensOf(user.id)).toBe(250);
    await expect(stat(filePath)).rejects.toThrow();
  });

  it('a cancelled job stops before its next chunk; the chunk being written is rolled back, the file removed', async () => {
    const { user, token } = await buildSession(server.current.db);
    const { id, filePath } = await queued(user.id, 'cancel.csv', lastfmCsv(400, 1_610_000_000));
    const job = await claimImportJob(server.current.db, id);
    if (!job) throw new Error('not claimed');
    let chunks = 0;
    const outcome = await runImportJob(server.current.db, job, {
      chunkRows: 50,
      onChunk: async () => {
        chunks++;
        if (chunks === 2)
          await server.current.app.inject({
            method: 'DELETE',
            url: `/api/imports/${id}`,
            headers: { authorization: token },
          });
      },
    });
    expect(outcome).toBe('cancelled');
    const status = await finished(server.current, token, id);
    expect(status).toMatchObject({ status: 'cancelled', rows: 100 });
    expect(await listensOf(user.id)).toBe(status.rows);
    await expect(stat(filePath)).rejects.toThrow();
    // Cancelling what has ended changes nothing.
    const again = await server.current.app.inject({
      method: 'DELETE',
      url: `/api/imports/${id}`,
      headers: { authorization: token },
    });
    expect(again.json()).toMatchObject({ status: 'cancelled', rows: status.rows });
  });

  it('a second upload while one runs is refused; a queued job cancelled never runs', async () => {
    const { user, token } = await buildSession(server.current.db);
    const first = await upload(server.current, token, 'a.csv', lastfmCsv(5, 1_620_000_000));
    expect(first.statusCode).toBe(202);
    const second = await upload(server.current, token, 'b.csv', lastfmCsv(5, 1_620_000_000));
    expect(second.statusCode).toBe(409);
    const { id } = first.json() as { id: number };
    const cancelled = await server.current.app.inject({
      method: 'DELETE',
      url: `/api/imports/${id}`,
      headers: { authorization: token },
    });
    expect(cancelled.json()).toMatchObject({ id, status: 'cancelled', rows: 0 });
    const worker = startImportWorker(server.current.db, { pollMs: 20 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await worker.stop();
    expect(await listensOf(user.id)).toBe(0);
  });

  it('uploads sent at once make one job; the others are refused and leave no file behind', async () => {
    const { user, token } = await buildSession(server.current.db);
    const uploads = async () => {
      const [job] = await selectRows<{ file_path: string }>(
        server.current.db,
        sql`select file_path from import_jobs order by id desc limit 1`,
      );
      const folder = path.dirname(job?.file_path ?? '');
      return job ? (await readdir(folder)).map((name) => path.join(folder, name)) : [];
    };
    await upload(server.current, (await buildSession(server.current.db)).token, 'seed.csv', lastfmCsv(1));
    const before = new Set(await uploads());
    const answers = await Promise.all(
      [1, 2, 3].map((n) => upload(server.current, token, `at-once-${n}.csv`, lastfmCsv(50, 1_640_000_000))),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([202, 409, 409]);
    const jobs = await selectRows<{ file_path: string }>(
      server.current.db,
      sql`select file_path from import_jobs where user_id = ${user.id}`,
    );
    expect(jobs.map((job) => job.file_path)).toEqual((await uploads()).filter((file) => !before.has(file)));
  });

  it('a file that breaks mid-way fails with a readable error after the rows before it', async () => {
    const { user, token } = await buildSession(server.current.db);
    const broken = `${lastfmCsv(3, 1_630_000_000)}1630000300,,"Pink Floyd,,unclosed quote\n`;
    const { id } = await queued(user.id, 'broken.csv', broken);
    const job = await claimImportJob(server.current.db, id);
    if (!job) throw new Error('not claimed');
    expect(await runImportJob(server.current.db, job, { chunkRows: 2 })).toBe('failed');
    const status = (
      await server.current.app.inject({
        method: 'GET',
        url: `/api/imports/${id}`,
        headers: { authorization: token },
      })
    ).json();
    expect(status).toMatchObject({ status: 'failed', rows: 2 });
    expect(status.error).toMatch(/could not be read as CSV after row 2/);
  });
});
