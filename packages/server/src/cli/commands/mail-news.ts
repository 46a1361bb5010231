import { readFile } from 'node:fs/promises';
import pino from 'pino';
import { migrate } from '../../db/migrate.ts';
import { openDb } from '../../db/open-db.ts';
import { sendNewsMail } from '../../modules/accounts/index.ts';
import { type CliContext, type Command, UsageError } from '../command.ts';

async function run(args: readonly string[], { config, out }: CliContext): Promise<number> {
  const [subject, file, ...extra] = args;
  if (!subject || !file || extra.length > 0) throw new UsageError('Give a subject and a text file.');
  const body = await readFile(file, 'utf8');
  const opened = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 1 });
  try {
    await migrate(opened);
    const sent = await sendNewsMail(opened.db, { subject, body }, { config, log: pino({ level: 'warn' }) });
    out(`News mail sent to ${sent} member${sent === 1 ? '' : 's'} who accept news emails.`);
    return 0;
  } finally {
    await opened.close();
  }
}

export const command: Command = {
  name: 'mail:news',
  summary: 'mails product news (paragraphs from a text file) to the members who accept news emails',
  usage: ['mail:news "<subject>" <text file>'],
  run,
};
