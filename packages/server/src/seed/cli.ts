import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { migrate } from '../db/migrate.ts';
import { openDb } from '../db/open-db.ts';
import { isDatabaseEmpty } from './index.ts';
import { createProgress } from './progress.ts';
import { resetDatabase } from './reset.ts';
import { DEMO_SIZE } from './scale.ts';
import { seed } from './seed.ts';

const USAGE = 'usage: npm run seed -- [--size N] [--database-url postgres://…] [--reset] [--concurrency N]';

/** `npm run seed -- --size N`: the demo generator at any size, for benchmarks. */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      size: { type: 'string', default: String(DEMO_SIZE) },
      'database-url': { type: 'string' },
      reset: { type: 'boolean', default: false },
      concurrency: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const size = Number(values.size);
  if (!Number.isInteger(size) || size < 20)
    throw new Error(`--size must be an integer of at least 20\n${USAGE}`);
  const config = loadConfig();
  const databaseUrl = values['database-url'] ?? config.databaseUrl;
  const opened = await openDb({ databaseUrl, dataDir: config.dataDir, poolSize: 6 });
  const where = databaseUrl ? databaseUrl.replace(/\/\/[^@/]*@/, '//…@') : `PGlite in ${config.dataDir}`;
  try {
    if (values.reset) {
      console.log(`resetting ${where}`);
      await resetDatabase(opened.db);
    }
    await migrate(opened);
    if (!(await isDatabaseEmpty(opened.db))) {
      throw new Error(`${where} already holds data; rerun with --reset to drop everything and seed again`);
    }
    const concurrency = Number(values.concurrency ?? (opened.kind === 'postgres' ? 4 : 1));
    console.log(`seeding ${size} releases into ${where}`);
    const progress = createProgress();
    const summary = await seed(opened.db, {
      size,
      concurrency,
      batchRows: opened.kind === 'postgres' ? 10_000 : 5000,
      rebuildIndexes: true,
      onProgress: progress.update,
    });
    progress.stop();
    const width = Math.max(...Object.keys(summary.rows).map((k) => k.length));
    for (const [table, count] of Object.entries(summary.rows)) {
      console.log(`  ${table.padEnd(width)} ${count.toLocaleString('en-US').padStart(12)}`);
    }
    const total = Object.values(summary.rows).reduce((a, b) => a + b, 0);
    console.log(`${total.toLocaleString('en-US')} rows in ${(summary.elapsedMs / 1000).toFixed(1)} s`);
  } finally {
    await opened.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
