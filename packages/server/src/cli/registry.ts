import { readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Command } from './command.ts';

const commandsDir = new URL('./commands/', import.meta.url);

function isCommand(value: unknown): value is Command {
  if (typeof value !== 'object' || value === null) return false;
  const c = value as Partial<Command>;
  return typeof c.name === 'string' && typeof c.run === 'function' && Array.isArray(c.usage);
}

/** Every `commands/<name>.ts` that exports `command`, sorted by name. */
export async function loadCommands(): Promise<Command[]> {
  const files = (await readdir(fileURLToPath(commandsDir))).filter(
    (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.endsWith('.d.ts'),
  );
  const commands: Command[] = [];
  for (const file of files) {
    const module: { command?: unknown } = await import(new URL(file, commandsDir).href);
    if (isCommand(module.command)) commands.push(module.command);
  }
  return commands.sort((a, b) => a.name.localeCompare(b.name));
}
