import { migrate } from '../../db/migrate.ts';
import { openDb } from '../../db/open-db.ts';
import { refreshCharts } from '../../modules/lists/index.ts';
import { type CliContext, type Command, UsageError } from '../command.ts';

async function run(args: readonly string[], { config, out }: CliContext): Promise<number> {
  if (args.length > 0) throw new UsageError('charts:refresh takes no arguments.');
  const opened = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 1 });
  try {
    await migrate(opened);
    const { listId, items } = await refreshCharts(opened.db);
    out(`The charts list (${listId}) now holds ${items} releases.`);
    return 0;
  } finally {
    await opened.close();
  }
}

export const command: Command = {
  name: 'charts:refresh',
  summary: 'recomputes the charts list from members’ checks and ratings now (the server does it hourly)',
  usage: ['charts:refresh'],
  run,
};
