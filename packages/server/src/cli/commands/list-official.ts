import { migrate } from '../../db/migrate.ts';
import { openDb } from '../../db/open-db.ts';
import { parseId } from '../../graphql/ids.ts';
import { setListOfficial } from '../../modules/lists/index.ts';
import { type CliContext, type Command, UsageError } from '../command.ts';

function parse(args: readonly string[]): { listId: number; official: boolean } {
  const [id, flag, ...extra] = args;
  const listId = parseId(id);
  if (listId === null || extra.length > 0 || (flag !== undefined && flag !== '--off'))
    throw new UsageError('Give a list id, and --off to make it a member list again.');
  return { listId, official: flag !== '--off' };
}

async function run(args: readonly string[], { config, out, err }: CliContext): Promise<number> {
  const { listId, official } = parse(args);
  const opened = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 1 });
  try {
    await migrate(opened);
    const list = await setListOfficial(opened.db, listId, official);
    if (!list) {
      err(`There is no list ${listId}.`);
      return 1;
    }
    out(`List ${list.id} "${list.name}" is ${list.isOfficial ? 'official' : 'a member list'}.`);
    return 0;
  } finally {
    await opened.close();
  }
}

export const command: Command = {
  name: 'list:official',
  summary: 'marks a list official (shown under Official Lists), or a member list again with --off',
  usage: ['list:official <list id> [--off]'],
  run,
};
