import type { Cluster, Worker } from 'node:cluster';
import type { Logger } from 'pino';
import { CHARTS_DUTY_ENV } from './concurrency.ts';
import { restartBudget } from './restart-budget.ts';

/** Restarts allowed per worker in a minute before the supervisor gives up and exits 1. */
const RESTARTS_PER_WORKER_PER_MINUTE = 5;
/** How long the workers get to finish their requests and close the database when stopped. */
const SHUTDOWN_GRACE_MS = 15_000;

export type SupervisorOptions = {
  cluster: Pick<Cluster, 'fork' | 'on' | 'workers'>;
  workers: number;
  logger: Pick<Logger, 'info' | 'error' | 'fatal'>;
  exit: (code: number) => void;
  now?: () => number;
};

/**
 * Forks the workers and keeps them running: a worker that dies is logged (exit code or signal)
 * and replaced; more than 5 deaths per worker within a minute stop everything with exit 1.
 * Exactly one worker at a time carries the hourly charts refresh (its replacement inherits it).
 * `stop` ends the workers (SIGTERM, then SIGKILL after the grace period) and exits.
 */
export function superviseWorkers({ cluster, workers, logger, exit, now = Date.now }: SupervisorOptions) {
  const budget = restartBudget(RESTARTS_PER_WORKER_PER_MINUTE * workers, 60_000);
  const alive = () => Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
  let chartsWorker: Worker | undefined;
  let stopping = false;

  const fork = (chartsDuty: boolean) => {
    const worker = cluster.fork(chartsDuty ? { [CHARTS_DUTY_ENV]: '1' } : {});
    if (chartsDuty) chartsWorker = worker;
    const pid = worker.process.pid;
    logger.info({ worker: pid, chartsDuty }, 'worker started');
    worker.on('listening', (address) => logger.info({ worker: pid, port: address.port }, 'worker serving'));
  };

  const stop = (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    const running = alive();
    if (running.length === 0) return exit(exitCode);
    for (const worker of running) worker.process.kill('SIGTERM');
    cluster.on('exit', () => {
      if (alive().length === 0) exit(exitCode);
    });
    setTimeout(() => {
      logger.error('workers did not stop in time; killing them');
      for (const worker of alive()) worker.process.kill('SIGKILL');
      exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
  };

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    const how = signal ? `signal ${signal}` : `exit code ${code}`;
    if (!budget.take(now())) {
      logger.fatal(
        { worker: worker.process.pid, code, signal },
        `worker died (${how}): workers died more than ${budget.limit} times within a minute, so the server stops. Look at the errors above.`,
      );
      stop(1);
      return;
    }
    logger.error(
      { worker: worker.process.pid, code, signal },
      `worker died (${how}); starting a replacement`,
    );
    fork(worker === chartsWorker);
  });

  for (let index = 0; index < workers; index += 1) fork(index === 0);
  return { stop };
}
