import os from 'node:os';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { migrate } from '../../../packages/server/src/db/migrate.ts';
import { openDb } from '../../../packages/server/src/db/open-db.ts';
import { selectRows } from '../../../packages/server/src/db/select-rows.ts';
import { importMirror } from '../../../packages/server/src/import/mirror/import-mirror.ts';
import { openMirror } from '../../../packages/server/src/import/mirror/mirror-source.ts';
import { type ImportProgress, terminalProgress } from '../../../packages/server/src/import/progress.ts';
import { formatCounts } from '../../../packages/server/src/import/records.ts';
import { recreateDatabase } from '../postgres.ts';
import { fillMirror } from './mirror-fill.ts';

type Recorder = (name: string, value: string) => void;

const mb = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MiB`;
const load = () =>
  `load average ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`;

/**
 * `mirror-load`: fills a generated MusicBrainz mirror (earmark_mirror_bench) with `size` release
 * groups, loads it into an empty Earmark database (earmark_mirror_bench_target) with
 * `import musicbrainz --mirror`'s code, then edits 1,000 groups and 1,000 recordings and runs the
 * hourly step. Records the time, rows per second and the peak resident memory of each.
 */
export async function benchMirrorLoad(
  adminUrl: string,
  size: number,
  batchSize: number,
  record: Recorder,
  progress: ImportProgress = terminalProgress('release groups'),
): Promise<void> {
  let peakRss = 0;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 100);
  const mirrorUrl = await recreateDatabase(adminUrl, 'earmark_mirror_bench');
  const targetUrl = await recreateDatabase(adminUrl, 'earmark_mirror_bench_target');
  const client = new pg.Client({ connectionString: mirrorUrl });
  await client.connect();
  const opened = await openDb({ databaseUrl: targetUrl, poolSize: 2 });
  const mirror = openMirror(mirrorUrl);
  try {
    console.log(`${new Date().toISOString()} filling the mirror with ${size} release groups (${load()})`);
    const filling = Date.now();
    const counts = await fillMirror(client, size);
    record(
      `mirror-load: generated mirror, ${size} release groups`,
      `${((Date.now() - filling) / 1000).toFixed(1)} s: ${Object.entries(counts)
        .map(([t, n]) => `${n} ${t}`)
        .join(', ')}`,
    );
    await migrate(opened);
    console.log(`${new Date().toISOString()} first load, batches of ${batchSize} (${load()})`);
    peakRss = process.memoryUsage().rss;
    const first = await importMirror(opened.db, mirror, { batchSize, progress });
    record(
      `mirror-load: first load of ${size} release groups, batches of ${batchSize}`,
      `${first.seconds.toFixed(1)} s, ${Math.round(first.groups / first.seconds)} release groups/s, ` +
        `${first.rows} mirror rows (${Math.round(first.rows / first.seconds)} rows/s), peak RSS ${mb(peakRss)}; ` +
        `${formatCounts(first.counts)} (${load()} at the end)`,
    );
    const [written] = await selectRows<Record<string, number>>(
      opened.db,
      sql`select (select count(*)::int from releases) as releases, (select count(*)::int from songs) as songs,
        (select count(*)::int from tracks) as tracks, (select count(*)::int from artists) as artists`,
    );
    record('mirror-load: Earmark rows written', JSON.stringify(written));

    // An hour of edits: 1,000 groups and 1,000 recordings renamed.
    const every = (n: number) => Math.max(1, Math.floor(n / 1000));
    await client.query(
      `update musicbrainz.release_group set name = name || ' (edited)', last_updated = now() where id % ${every(size)} = 0`,
    );
    await client.query(
      `update musicbrainz.recording set name = name || ' (edited)', last_updated = now() where id % ${every(counts.recording ?? 0)} = 0`,
    );
    peakRss = process.memoryUsage().rss;
    const hourly = await importMirror(opened.db, mirror, { batchSize });
    record(
      'mirror-load: hourly step after 1,000 group and 1,000 recording edits',
      `${hourly.seconds.toFixed(1)} s (${hourly.groups} release groups read again; the daily removal check is not due), ` +
        `peak RSS ${mb(peakRss)}; ${formatCounts(hourly.counts)} (${load()} at the end)`,
    );
  } finally {
    clearInterval(sampler);
    await mirror.close();
    await opened.close();
    await client.end();
  }
}
