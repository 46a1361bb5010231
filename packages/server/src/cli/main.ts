import { pathToFileURL } from 'node:url';
import { loadConfig } from '../config.ts';
import { type CliContext, UsageError } from './command.ts';
import { loadCommands } from './registry.ts';

/** `npm run cli -- <command> [args]`: the operator's tasks. */
export async function runCli(
  argv: readonly string[],
  context: Omit<CliContext, 'commands'>,
): Promise<number> {
  const commands = await loadCommands();
  const [name = 'help', ...args] = argv;
  const command = commands.find((c) => c.name === name);
  const full: CliContext = { ...context, commands };
  if (!command) {
    full.err(`Unknown command "${name}". Run "npm run cli -- help" for the list.`);
    return 2;
  }
  try {
    return await command.run(args, full);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    full.err(error.message);
    for (const line of command.usage) full.err(`usage: npm run cli -- ${line}`);
    return 2;
  }
}

const entry = process.argv[1];
const isMain = entry !== undefined && import.meta.url === pathToFileURL(entry).href;

if (isMain) {
  runCli(process.argv.slice(2), {
    config: loadConfig(),
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
  }).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    },
  );
}
