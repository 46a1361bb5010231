import pino from 'pino';
import { loadConfig } from '../config.ts';
import { openDb } from '../db/open-db.ts';
import { openReadRouting } from '../db/read-routing.ts';
import { mirrorUrl, scheduleMirrorSync } from '../import/mirror/schedule-mirror.ts';
import { musicBrainzImportOptions, startImportWorker } from '../modules/imports/index.ts';
import { scheduleChartsRefresh } from '../modules/lists/index.ts';
import { buildServer } from '../server.ts';
import { CHARTS_DUTY_ENV } from './concurrency.ts';

/** One worker: opens the (already migrated) database and serves HTTP on the shared port. */
export async function runWorker(): Promise<void> {
  const config = loadConfig();
  const logger = pino({ level: config.logLevel });
  let stop: ((signal: string, exitCode: number) => Promise<void>) | undefined;
  const opened = await openDb({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    statementTimeoutMs: config.statementTimeoutMs,
    pooler: config.databasePooler,
    statementsPerClient: config.fairShare.dbStatements,
    // The embedded database's thread died (out of memory, say): every request would fail from now
    // on, so this worker stops and the supervisor starts another on the same data.
    onDatabaseFailure: (error) => {
      logger.fatal({ err: error }, 'the embedded database stopped; this worker exits to be replaced');
      if (stop) void stop('database stopped', 1);
      else process.exit(1);
    },
  });
  const readRouting =
    config.databaseUrl && config.replicas.urls.length > 0
      ? await openReadRouting({
          primary: { db: opened.db, lookupDb: opened.lookupDb },
          urls: config.replicas.urls,
          maxLagSeconds: config.replicas.maxLagSeconds,
          statementTimeoutMs: config.statementTimeoutMs,
          statementsPerClient: config.fairShare.dbStatements,
          log: ({ msg, ...fields }) => logger.warn(fields, msg),
        })
      : undefined;
  const app = await buildServer({ config, db: opened.db, lookupDb: opened.lookupDb, readRouting, logger });
  const stopCharts =
    process.env[CHARTS_DUTY_ENV] === '1'
      ? scheduleChartsRefresh(opened.db, (error) => logger.error({ err: error }, 'charts refresh failed'))
      : () => {};
  // The same one worker runs history imports in the background, resuming any a restart interrupted.
  const imports =
    process.env[CHARTS_DUTY_ENV] === '1'
      ? startImportWorker(opened.db, {
          musicbrainz: musicBrainzImportOptions(config),
          onError: (error) => logger.error({ err: error }, 'history import failed'),
        })
      : null;
  // The hourly MusicBrainz mirror step runs beside the charts on one worker; its lease keeps other
  // nodes' workers from running it at the same time.
  const mirror = mirrorUrl();
  const stopMirror =
    mirror && process.env[CHARTS_DUTY_ENV] === '1'
      ? scheduleMirrorSync(opened.db, mirror, {
          onResult: (result) =>
            logger.info(
              { mode: result.mode, groups: result.groups, seconds: result.seconds },
              'MusicBrainz mirror step done',
            ),
          onError: (error) => logger.error({ err: error }, 'MusicBrainz mirror step failed'),
        })
      : async () => {};

  let closing = false;
  const shutdown = async (signal: string, exitCode = 0) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'worker shutting down');
    try {
      stopCharts();
      // A chunk being written finishes (or rolls back); the next start resumes the job after it.
      await imports?.stop();
      // A first load in progress is not waited for: its batch rolls back and the next start resumes it.
      void stopMirror().catch(() => undefined);
      await app.close();
      await readRouting?.close();
      await opened.close();
      process.exit(exitCode);
    } catch (error) {
      logger.error({ err: error }, 'worker shutdown failed');
      process.exit(1);
    }
  };
  stop = shutdown;
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
}
