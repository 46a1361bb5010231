import cluster, { type Worker } from 'node:cluster';
import pino from 'pino';
import { loadConfig } from '../config.ts';
import { CHARTS_DUTY_ENV, readWebConcurrency } from './concurrency.ts';
import { prepareDatabase } from './prepare-database.ts';
import { restartBudget } from './restart-budget.ts';

/** Restarts allowed per worker in a minute before the primary gives up and exits 1. */
const RESTARTS_PER_WORKER_PER_MINUTE = 5;
/** How long the workers get to finish their requests and close the database on SIGTERM. */
const SHUTDOWN_GRACE_MS = 15_000;

/**
 * The supervising primary of `npm start`: prepares the database once, forks WEB_CONCURRENCY
 * workers that share the port, replaces a worker that dies (saying so in the log) and ends them
 * all on SIGTERM or SIGINT. Exactly one worker at a time carries the hourly charts refresh.
 */
export async function runPrimary(): Promise<void> {
  const config = loadConfig();
  const workers = readWebConcurrency(process.env);
  const logger = pino({ level: config.logLevel }).child({ role: 'primary' });
  await prepareDatabase(config, logger);

  const budget = restartBudget(RESTARTS_PER_WORKER_PER_MINUTE * workers, 60_000);
  let chartsWorker: Worker | undefined;
  let stopping = false;

  const fork = (chartsDuty: boolean) => {
    const worker = cluster.fork(chartsDuty ? { [CHARTS_DUTY_ENV]: '1' } : {});
    if (chartsDuty) chartsWorker = worker;
    const pid = worker.process.pid;
    logger.info({ worker: pid, chartsDuty }, 'worker started');
    worker.on('listening', (address) => logger.info({ worker: pid, port: address.port }, 'worker serving'));
  };

  const stopAll = (exitCode: number) => {
    stopping = true;
    const alive = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
    if (alive.length === 0) process.exit(exitCode);
    for (const worker of alive) worker.process.kill('SIGTERM');
    cluster.on('exit', () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
    });
    setTimeout(() => {
      logger.error('workers did not stop in time; killing them');
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
  };

  cluster.on('exit', (worker, code, signal) => {
    const hadChartsDuty = worker === chartsWorker;
    if (stopping) return;
    const how = signal ? `signal ${signal}` : `exit code ${code}`;
    if (!budget.take(Date.now())) {
      logger.fatal(
        { worker: worker.process.pid, code, signal },
        `worker died (${how}): workers died more than ${budget.limit} times within a minute, so the server stops. Look at the errors above.`,
      );
      stopAll(1);
      return;
    }
    logger.error(
      { worker: worker.process.pid, code, signal },
      `worker died (${how}); starting a replacement`,
    );
    fork(hadChartsDuty);
  });

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      logger.info({ signal }, 'stopping the workers');
      stopAll(0);
    });
  }

  for (let index = 0; index < workers; index += 1) fork(index === 0);
}
