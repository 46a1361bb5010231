import pino from 'pino';
import { loadConfig } from './config.ts';
import { migrate } from './db/migrate.ts';
import { openDb } from './db/open-db.ts';
import { isDatabaseEmpty, seedDemo } from './seed/index.ts';
import { buildServer } from './server.ts';

/** Starts Earmark: configuration, database (migrated, seeded on first start), HTTP server. */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = pino({ level: config.logLevel });
  const opened = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  logger.info({ database: opened.kind }, 'database opened');
  await migrate(opened);
  if (config.seed === 'demo' && (await isDatabaseEmpty(opened.db))) {
    logger.info('seeding the demo data into the empty database');
    await seedDemo(opened.db, { log: (message) => logger.info(message) });
  }
  const app = await buildServer({ config, db: opened.db, lookupDb: opened.lookupDb, logger });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    try {
      await app.close();
      await opened.close();
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
