import cluster from 'node:cluster';
import pino from 'pino';
import { loadConfig } from '../config.ts';
import { readWebConcurrency } from './concurrency.ts';
import { prepareDatabase } from './prepare-database.ts';
import { superviseWorkers } from './supervisor.ts';

/**
 * The supervising primary of `npm start`: prepares the database once, then forks WEB_CONCURRENCY
 * workers that share the port and keeps them running (supervisor.ts); SIGTERM or SIGINT ends
 * them all and exits 0.
 */
export async function runPrimary(): Promise<void> {
  const config = loadConfig();
  const workers = readWebConcurrency(process.env);
  const logger = pino({ level: config.logLevel }).child({ role: 'primary' });
  await prepareDatabase(config, logger);
  const supervision = superviseWorkers({ cluster, workers, logger, exit: (code) => process.exit(code) });
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      logger.info({ signal }, 'stopping the workers');
      supervision.stop(0);
    });
  }
}
