import type { Command } from '../command.ts';

export const command: Command = {
  name: 'help',
  summary: 'lists the commands and how to call them',
  usage: ['help'],
  async run(_args, { commands, out }) {
    out('Usage: npm run cli -- <command> [arguments]');
    out('');
    for (const c of commands) {
      out(`${c.name}  ${c.summary}`);
      for (const line of c.usage) out(`    ${line}`);
    }
    return 0;
  },
};
