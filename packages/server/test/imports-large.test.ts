import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../src/db/select-rows.ts';
import { KEPT_ROWS_CAP } from '../src/modules/imports/commands/import-chunk.ts';
import { claimImportJob, runImportJob } from '../src/modules/imports/run-job.ts';
import { buildUser } from './factories.ts';
import { buildImportCatalog, queueImportJob } from './imports-helpers.ts';
import { useTestServer } from './test-server.ts';

const server = useTestServer();
/**
 * 100,000 rows on PostgreSQL (ten heap samples); 50,000 on the embedded database, whose in-process
 * engine writes about 450 listens a second on a loaded two-core machine (200,000 took 7 minutes there).
 */
const ROWS = process.env.TEST_DB === 'postgres' ? 100_000 : 50_000;
/** Measure after a full collection every this many rows: what the import holds, not its garbage. */
const SAMPLE_ROWS = 10_000;
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;
const MB = 1024 * 1024;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'earmark-imports-large-'));
  await buildImportCatalog(server.current.db);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** Writes a Last.fm export of `rows` scrobbles: every tenth a catalog song, the rest 1,000 unknown tracks. */
async function writeLastfmExport(file: string, rows: number): Promise<void> {
  const out = createWriteStream(file);
  out.write('uts,utc_time,artist,artist_mbid,album,album_mbid,track,track_mbid\n');
  for (let i = 0; i < rows; i++) {
    const line =
      i % 10 === 0
        ? `${1_500_000_000 + i * 30},,Pink Floyd,,The Dark Side of the Moon,,${['Time', 'Money', 'Breathe'][i % 3]},\n`
        : `${1_500_000_000 + i * 30},,Garage Band ${i % 1000},,Demo Tape,,"Song ${i % 997}, Take ${i % 7}",\n`;
    if (!out.write(line)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

describe('a large history file', () => {
  it(`streams ${ROWS.toLocaleString('en')} Last.fm rows within a memory bound (heap growth under 150 MB), keeping at most ${KEPT_ROWS_CAP} rows for review`, {
    timeout: 600_000,
  }, async () => {
    const user = await buildUser(server.current.db);
    const file = path.join(dir, 'scrobbles.csv');
    await writeLastfmExport(file, ROWS);
    const bytes = (await stat(file)).size;
    const id = await queueImportJob(server.current.db, {
      userId: user.id,
      format: 'lastfm',
      filePath: file,
      fileName: 'scrobbles.csv',
      fileBytes: bytes,
    });
    const job = await claimImportJob(server.current.db, id);
    if (!job) throw new Error('not claimed');
    collectGarbage();
    const start = process.memoryUsage();
    let peakHeap = start.heapUsed;
    let peakRss = start.rss;
    const started = Date.now();
    const outcome = await runImportJob(server.current.db, job, {
      onChunk: (rowsRead) => {
        if (rowsRead % SAMPLE_ROWS !== 0) return;
        collectGarbage();
        const now = process.memoryUsage();
        peakHeap = Math.max(peakHeap, now.heapUsed);
        peakRss = Math.max(peakRss, now.rss);
      },
    });
    const seconds = (Date.now() - started) / 1000;
    const heapGrowth = (peakHeap - start.heapUsed) / MB;
    const rssGrowth = (peakRss - start.rss) / MB;
    console.info(
      `imports-large: ${ROWS} rows (${(bytes / MB).toFixed(1)} MB) in ${seconds.toFixed(1)} s (${Math.round(ROWS / seconds)} rows/s); ` +
        `after collections the heap grew at most ${heapGrowth.toFixed(1)} MB, rss ${rssGrowth.toFixed(1)} MB`,
    );
    expect(outcome).toBe('done');
    expect(heapGrowth).toBeLessThan(150);
    const [counts] = await selectRows<{
      rows: number;
      matched: number;
      unmatched: number;
      listens: number;
      kept: number;
    }>(
      server.current.db,
      sql`select j.rows, j.matched, j.unmatched,
          (select count(*)::int from listens where user_id = ${user.id}) as listens,
          (select count(*)::int from import_job_rows where job_id = j.id) as kept
        from import_jobs j where j.id = ${id}`,
    );
    expect(counts).toEqual({
      rows: ROWS,
      matched: ROWS / 10,
      unmatched: ROWS - ROWS / 10,
      listens: ROWS,
      kept: KEPT_ROWS_CAP,
    });
  });
});
