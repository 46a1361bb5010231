import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CURRENT_USER,
  type CurrentUser,
  type Grant,
  mimeParts,
  RESET,
  RESET_REQUEST,
  resetToken,
  signUp,
} from './accounts-helpers.ts';
import { MAIL_WAIT } from './smtp-receiver.ts';
import { startTestServer, type TestServer } from './test-server.ts';

type Received = { from: string; to: string[]; raw: string };

const received: Received[] = [];
const publicUrl = 'http://earmark.smtp.test:8080';
let receiver: SMTPServer;
let server: TestServer;

beforeAll(async () => {
  receiver = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const { port } = receiver.server.address() as AddressInfo;
  server = await startTestServer({ smtpUrl: `smtp://127.0.0.1:${port}`, publicUrl });
});

afterAll(async () => {
  await server?.close();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

describe('password reset through a real SMTP relay', () => {
  it('delivers the mail, and its link resets the password', async () => {
    const member = await signUp(server);
    const { body } = await server.graphql(RESET_REQUEST, { email: member.email });
    expect(body).toEqual({ data: { sendResetPwdEmail: true } });

    const mail = await vi.waitFor(() => {
      const found = received.find((item) => item.to.includes(member.email));
      if (!found) throw new Error('no mail received yet');
      return found;
    }, MAIL_WAIT);
    expect(mail.from).toBe('support@earmark.localhost');
    const parts = mimeParts(mail.raw);
    expect(parts.map((part) => part.type).sort()).toEqual(['text/html', 'text/plain']);
    const token = resetToken(parts.find((part) => part.type === 'text/plain')?.body ?? '', publicUrl);

    const reset = await server.graphql<{ resetPwd: Grant }>(RESET, {
      token,
      newPassword: 'relay-delivered-secret-5',
    });
    const grant = reset.body.data?.resetPwd;
    expect(grant?.token).toBeTruthy();
    const me = await server.graphql<CurrentUser>(CURRENT_USER, {}, { token: grant?.token ?? '' });
    expect(me.body.data?.currentUser?.username).toBe(member.username);
  });
});
