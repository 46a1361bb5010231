import { migrate } from '../../db/migrate.ts';
import { openDb } from '../../db/open-db.ts';
import { ROLES, type Role, setUserRole } from '../../modules/accounts/index.ts';
import { type CliContext, type Command, UsageError } from '../command.ts';

function parse(args: readonly string[]): { username: string; role: Role } {
  const [username, role, ...extra] = args;
  if (!username || !role || extra.length > 0) throw new UsageError('Give a username and a role.');
  const known = ROLES.find((r) => r === role.toLowerCase());
  if (!known) throw new UsageError(`The role must be one of ${ROLES.join(', ')}, not "${role}".`);
  return { username, role: known };
}

async function run(args: readonly string[], { config, out, err }: CliContext): Promise<number> {
  const { username, role } = parse(args);
  const opened = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 1 });
  try {
    await migrate(opened);
    const user = await setUserRole(opened.db, username, role);
    if (!user) {
      err(`No member is called "${username}".`);
      return 1;
    }
    const roles = [user.isAdmin && 'admin', user.isSupport && 'support'].filter(Boolean);
    out(`${user.username}: ${roles.length > 0 ? roles.join(' and ') : 'no role'}.`);
    return 0;
  } finally {
    await opened.close();
  }
}

export const command: Command = {
  name: 'user:role',
  summary: 'grants a member the admin or support role, or removes both with none',
  usage: ['user:role <username> admin|support|none'],
  run,
};
