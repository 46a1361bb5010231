// `node --import tsx bench/src/mirror-load-only.ts --size 100000`: fills a generated MusicBrainz mirror
// (earmark_mirror_bench) with N release groups, loads it into an empty Earmark database
// (earmark_mirror_bench_target) with `import musicbrainz --mirror`'s code, then changes 1,000 groups
// and runs the hourly step. Prints rows/s, total time and peak memory. Options: --size N,
// --batch-size N, --postgres-url URL (a server where it may create and drop those two databases).
import os from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { migrate } from '../../packages/server/src/db/migrate.ts';
import { openDb } from '../../packages/server/src/db/open-db.ts';
import { importMirror } from '../../packages/server/src/import/mirror/import-mirror.ts';
import { openMirror } from '../../packages/server/src/import/mirror/mirror-source.ts';
import { terminalProgress } from '../../packages/server/src/import/progress.ts';
import { formatCounts } from '../../packages/server/src/import/records.ts';
import { recreateDatabase } from './postgres.ts';
import { fillMirror } from './scenarios/mirror-fill.ts';

const { values } = parseArgs({
  options: {
    size: { type: 'string', default: '100000' },
    'batch-size': { type: 'string', default: '2000' },
    'postgres-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const size = Number(values.size);
const batchSize = Number(values['batch-size']);

let peakRss = 0;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 100);
const mb = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MiB`;
const load = () =>
  `load average ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`;

const mirrorUrl = await recreateDatabase(values['postgres-url'], 'earmark_mirror_bench');
const targetUrl = await recreateDatabase(values['postgres-url'], 'earmark_mirror_bench_target');
console.log(`${new Date().toISOString()} filling the mirror with ${size} release groups (${load()})`);
const filling = Date.now();
const client = new pg.Client({ connectionString: mirrorUrl });
await client.connect();
const counts = await fillMirror(client, size);
console.log(`mirror filled in ${((Date.now() - filling) / 1000).toFixed(1)} s: ${JSON.stringify(counts)}`);

const opened = await openDb({ databaseUrl: targetUrl, poolSize: 2 });
await migrate(opened);
const mirror = openMirror(mirrorUrl);
console.log(`${new Date().toISOString()} first load, batches of ${batchSize} (${load()})`);
peakRss = process.memoryUsage().rss;
const first = await importMirror(opened.db, mirror, {
  batchSize,
  progress: terminalProgress('release groups'),
});
console.log(
  `first load: ${first.seconds.toFixed(1)} s, ${first.groups} release groups (${Math.round(first.groups / first.seconds)}/s), ` +
    `${first.rows} mirror rows (${Math.round(first.rows / first.seconds)} rows/s), peak RSS ${mb(peakRss)}; ${formatCounts(first.counts)} (${load()})`,
);
const written = await opened.db.execute(
  'select (select count(*) from releases) as releases, (select count(*) from songs) as songs, (select count(*) from tracks) as tracks, (select count(*) from artists) as artists' as never,
);
console.log(`Earmark rows: ${JSON.stringify((written as unknown as { rows: unknown[] }).rows[0])}`);

// An hour of edits: 1,000 groups renamed, 1,000 recordings renamed.
await client.query(
  `update musicbrainz.release_group set name = name || ' (edited)', last_updated = now() where id % ${Math.max(1, Math.floor(size / 1000))} = 0`,
);
await client.query(
  `update musicbrainz.recording set name = name || ' (edited)', last_updated = now() where id % ${Math.max(1, Math.floor((size * 10) / 1000))} = 0`,
);
peakRss = process.memoryUsage().rss;
const hourly = await importMirror(opened.db, mirror, { batchSize });
console.log(
  `hourly step after 1,000 group and 1,000 recording edits: ${hourly.seconds.toFixed(1)} s, ${hourly.groups} release groups read, ` +
    `removed ${hourly.removed.deleted}/${hourly.removed.kept}, peak RSS ${mb(peakRss)}; ${formatCounts(hourly.counts)} (${load()})`,
);
clearInterval(sampler);
await mirror.close();
await opened.close();
await client.end();
