import pino from 'pino';
import { loadConfig } from './config.ts';
import { migrate } from './db/migrate.ts';
import { openDb } from './db/open-db.ts';
import { setUserRole } from './modules/accounts/commands/set-user-role.ts';
import { scheduleChartsRefresh } from './modules/lists/commands/refresh-charts.ts';
import { DEMO_USER, isDatabaseEmpty, seedDemo } from './seed/index.ts';
import { buildServer } from './server.ts';

/** Starts Earmark: configuration, database (migrated, seeded on first start), HTTP server. */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = pino({ level: config.logLevel });
  const location = { databaseUrl: config.databaseUrl, dataDir: config.dataDir };
  // Migrations and the first seed may run long, so on PostgreSQL they get a connection of their own
  // without the statement timeout that every request's statements get.
  const setup = config.databaseUrl ? await openDb(location) : undefined;
  const opened = await openDb({ ...location, statementTimeoutMs: config.statementTimeoutMs });
  logger.info({ database: opened.kind }, 'database opened');
  const unlimited = setup ?? opened;
  await migrate(unlimited);
  if (config.seed === 'demo' && (await isDatabaseEmpty(unlimited.db))) {
    logger.info('seeding the demo data into the empty database');
    await seedDemo(unlimited.db, { log: (message) => logger.info(message) });
  }
  if (config.seedAdmin) {
    // Only on request: the demo member's password is printed in the README.
    await setUserRole(unlimited.db, DEMO_USER.username, 'admin');
    await setUserRole(unlimited.db, DEMO_USER.username, 'support');
    logger.warn(`SEED_ADMIN=1: ${DEMO_USER.username} is an admin and support member`);
  }
  await setup?.close();
  const app = await buildServer({ config, db: opened.db, lookupDb: opened.lookupDb, logger });
  const stopCharts = scheduleChartsRefresh(opened.db, (error) =>
    logger.error({ err: error }, 'charts refresh failed'),
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    try {
      stopCharts();
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
