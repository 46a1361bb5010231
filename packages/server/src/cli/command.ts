import type { Config } from '../config.ts';

/** What every command gets: the configuration and where to print. */
export type CliContext = {
  config: Config;
  out: (line: string) => void;
  err: (line: string) => void;
  /** All registered commands, for `help`. */
  commands: readonly Command[];
};

/**
 * One operator command, in its own file under commands/ exporting `command`; main.ts finds it
 * there, so adding a command touches no other file.
 */
export type Command = {
  name: string;
  summary: string;
  /** Usage lines, without the `npm run cli --` prefix. */
  usage: readonly string[];
  /** Returns the process exit code. */
  run(args: readonly string[], context: CliContext): Promise<number>;
};

/** Thrown for a mistake in the command line: printed with the command's usage, exit code 2. */
export class UsageError extends Error {}
