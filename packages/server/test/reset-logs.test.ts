import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { buildServer } from '../src/server.ts';
import { mimeParts, newMember, RESET, RESET_REQUEST, resetToken, SIGNUP } from './accounts-helpers.ts';
import { MAIL_WAIT } from './smtp-receiver.ts';
import { openTestDb } from './test-server.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'earmark-reset-logs-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it('a whole reset flow, logged at trace level, never writes a reset or session token to the log', async () => {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const publicUrl = 'http://earmark.example.test';
  const { opened, drop } = await openTestDb();
  const config = { ...loadConfig({}), dataDir, publicUrl, smtpUrl: undefined, seed: 'none' as const };
  const app = await buildServer({
    config,
    db: opened.db,
    lookupDb: opened.lookupDb,
    logger: pino({ level: 'trace' }, sink),
  });
  try {
    await app.ready();
    const graphql = async (query: string, variables: Record<string, unknown>) =>
      (await app.inject({ method: 'POST', url: '/graphql', payload: { query, variables } })).json();
    const member = newMember();
    const signup = (await graphql(SIGNUP, member)).data.signup.token as string;
    await graphql(RESET_REQUEST, { email: member.email });
    const outbox = path.join(dataDir, 'outbox');
    const file = await vi.waitFor(() => {
      const found = readdirSync(outbox).find((name) => name.endsWith('.eml'));
      if (!found) throw new Error('no mail yet');
      return found;
    }, MAIL_WAIT);
    const raw = readFileSync(path.join(outbox, file), 'utf8');
    const token = resetToken(mimeParts(raw)[0]?.body ?? '', publicUrl);
    const reset = await graphql(RESET, { token, newPassword: 'a-brand-new-secret-77' });
    expect(reset.errors).toBeUndefined();
    const session = reset.data.resetPwd.token as string;
    expect(session).toBeTruthy();
    const log = lines.join('');
    expect(log).toContain('mail written to the outbox');
    expect(log).not.toContain(token);
    expect(log).not.toContain(session);
    expect(log).not.toContain(signup);
  } finally {
    await app.close();
    await opened.close();
    await drop();
  }
});
