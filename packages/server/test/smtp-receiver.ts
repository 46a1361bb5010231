import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { vi } from 'vitest';
import { mimeParts } from './accounts-helpers.ts';

export type ReceivedMail = { to: string[]; raw: string; subject: string; text: string };

/** How long a test waits for a mail to arrive (sent after the answer): a wait, not a budget. */
export const MAIL_WAIT = { timeout: 30_000, interval: 50 };

/** A real SMTP server on a local port, keeping every message it receives. */
export async function startSmtpReceiver() {
  const received: ReceivedMail[] = [];
  const receiver = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
          subject: /^subject: (.*)$/im.exec(raw)?.[1]?.trim() ?? '',
          text: mimeParts(raw).find((part) => part.type === 'text/plain')?.body ?? '',
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const { port } = receiver.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The first mail to that address whose subject matches, waiting for it to arrive. */
    waitFor(to: string, subject: RegExp): Promise<ReceivedMail> {
      return vi.waitFor(() => {
        const found = received.find((mail) => mail.to.includes(to) && subject.test(mail.subject));
        if (!found) throw new Error(`no mail "${subject.source}" to ${to} yet`);
        return found;
      }, MAIL_WAIT);
    },
    close: () => new Promise<void>((resolve) => receiver.close(() => resolve())),
  };
}
