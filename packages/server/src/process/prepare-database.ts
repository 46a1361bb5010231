import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import { migrate } from '../db/migrate.ts';
import { openDb } from '../db/open-db.ts';
import { setUserRole } from '../modules/accounts/index.ts';
import { DEMO_USER, isDatabaseEmpty, seedDemo } from '../seed/index.ts';

/**
 * Once per start, in the primary before any worker: migrations, the demo seed into an empty
 * database, SEED_ADMIN. Its own connection without the requests' statement timeout (these may run
 * long), closed before the workers open theirs (PGlite's data directory admits one process).
 */
export async function prepareDatabase(config: Config, logger: Logger): Promise<void> {
  const opened = await openDb({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    pooler: config.databasePooler,
  });
  try {
    logger.info({ database: opened.kind }, 'database opened');
    await migrate(opened);
    if (config.seed === 'demo' && (await isDatabaseEmpty(opened.db))) {
      logger.info('seeding the demo data into the empty database');
      await seedDemo(opened.db, { log: (message) => logger.info(message), dataDir: config.dataDir });
    }
    if (config.seedAdmin) {
      // Only on request: the demo member's password is printed in the README.
      await setUserRole(opened.db, DEMO_USER.username, 'admin');
      await setUserRole(opened.db, DEMO_USER.username, 'support');
      logger.warn(`SEED_ADMIN=1: ${DEMO_USER.username} is an admin and support member`);
    }
  } finally {
    await opened.close();
  }
}
