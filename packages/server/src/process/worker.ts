import pino from 'pino';
import { loadConfig } from '../config.ts';
import { openDb } from '../db/open-db.ts';
import { scheduleChartsRefresh } from '../modules/lists/index.ts';
import { buildServer } from '../server.ts';
import { CHARTS_DUTY_ENV } from './concurrency.ts';

/** One worker: opens the (already migrated) database and serves HTTP on the shared port. */
export async function runWorker(): Promise<void> {
  const config = loadConfig();
  const logger = pino({ level: config.logLevel });
  const opened = await openDb({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    statementTimeoutMs: config.statementTimeoutMs,
  });
  const app = await buildServer({ config, db: opened.db, lookupDb: opened.lookupDb, logger });
  const stopCharts =
    process.env[CHARTS_DUTY_ENV] === '1'
      ? scheduleChartsRefresh(opened.db, (error) => logger.error({ err: error }, 'charts refresh failed'))
      : () => {};

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'worker shutting down');
    try {
      stopCharts();
      await app.close();
      await opened.close();
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'worker shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
}
