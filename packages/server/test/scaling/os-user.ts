import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync } from 'node:fs';

/**
 * PostgreSQL's and PgBouncer's programs refuse to run as root: as root the harness runs them as the
 * `postgres` OS user, otherwise as the current user.
 */
const root = process.getuid?.() === 0;

function postgresIds(): { uid: number; gid: number } | undefined {
  const uid = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) return undefined;
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/** The user to run as: postgres's ids when root, nothing to change otherwise. */
function runAs(): { uid?: number; gid?: number } {
  if (!root) return {};
  const ids = postgresIds();
  if (!ids) throw new Error('running as root without a postgres OS user');
  return ids;
}

/** Gives a directory the harness made to the user that will run the programs in it. */
export function handOver(dir: string): void {
  if (!root) return;
  const { uid, gid } = runAs();
  chownSync(dir, uid ?? 0, gid ?? 0);
}

/** Why the harness cannot run the database programs here, or undefined. */
export function rootProblem(): string | undefined {
  if (root && !postgresIds()) return 'running as root and there is no postgres OS user to run PostgreSQL as';
  return undefined;
}

/** The first of the paths that exists, or what PATH finds. */
export function findProgram(name: string, candidates: string[]): string | undefined {
  for (const candidate of candidates) if (existsSync(candidate)) return candidate;
  const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : undefined;
}

/** Runs a program as the database user to its end; its output is the error when it fails. */
export function runAsDatabaseUser(program: string, args: string[]): string {
  const result = spawnSync(program, args, { encoding: 'utf8', ...runAs(), cwd: '/tmp' });
  if (result.status !== 0)
    throw new Error(
      `${program} ${args.join(' ')} failed (${result.status}): ${result.stderr}${result.stdout}`,
    );
  return result.stdout;
}

/** Starts a long-running program as the database user. */
export function spawnAsDatabaseUser(program: string, args: string[]): ChildProcess {
  return spawn(program, args, { stdio: ['ignore', 'pipe', 'pipe'], ...runAs(), cwd: '/tmp' });
}
