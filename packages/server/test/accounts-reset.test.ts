import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import {
  accountRows,
  CURRENT_USER,
  type CurrentUser,
  clientIp,
  errorOf,
  type Grant,
  LOGIN,
  mimeParts,
  RESET,
  RESET_REQUEST,
  resetToken,
  signUp,
} from './accounts-helpers.ts';
import { MAIL_WAIT } from './smtp-receiver.ts';
import { useTestServer } from './test-server.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'earmark-reset-'));
const outbox = path.join(dataDir, 'outbox');
const publicUrl = 'https://earmark.example.test';
const server = useTestServer({ dataDir, publicUrl, smtpUrl: undefined, trustProxy: '127.0.0.1' });

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
afterEach(() => {
  vi.useRealTimers();
});

const outboxFiles = () => {
  try {
    return readdirSync(outbox)
      .filter((name) => name.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
};

/** Asks for a reset mail and answers the new .eml file's text once it is in the outbox. */
async function requestReset(email: string): Promise<string> {
  const before = outboxFiles();
  const { body } = await server.current.graphql<{ sendResetPwdEmail: boolean }>(RESET_REQUEST, { email });
  expect(body.data?.sendResetPwdEmail).toBe(true);
  const file = await vi.waitFor(() => {
    const added = outboxFiles().filter((name) => !before.includes(name));
    if (added.length !== 1 || !added[0]) throw new Error('no mail yet');
    return added[0];
  }, MAIL_WAIT);
  expect(file).toMatch(/\.eml$/);
  return readFileSync(path.join(outbox, file), 'utf8');
}

async function reset(token: string, newPassword: string, headers: Record<string, string> = clientIp()) {
  const { body } = await server.current.graphql<{ resetPwd: Grant }>(
    RESET,
    { token, newPassword },
    { headers },
  );
  return body;
}

describe('password reset by email (outbox)', () => {
  it('writes a mail with a text and an HTML part linking to PUBLIC_URL/reset-password/{token}', async () => {
    const member = await signUp(server.current);
    const raw = await requestReset(member.email.toUpperCase());
    expect(raw).toMatch(new RegExp(`^To: ${member.email}`, 'mi'));
    expect(raw).toMatch(/^Subject: Reset your Earmark password/m);
    const parts = mimeParts(raw);
    const text = parts.find((part) => part.type === 'text/plain')?.body ?? '';
    const html = parts.find((part) => part.type === 'text/html')?.body ?? '';
    const token = resetToken(text, publicUrl);
    expect(resetToken(html, publicUrl)).toBe(token);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(32);
  });

  it('sets the new password, ends every session and signs in with a fresh one; the link works once', async () => {
    const member = await signUp(server.current);
    const token = resetToken(mimeParts(await requestReset(member.email))[0]?.body ?? '', publicUrl);
    const result = await reset(token, 'a-brand-new-secret-77');
    const grant = result.data?.resetPwd;
    expect(grant?.token).toBeTruthy();
    expect(
      errorOf(await server.current.graphql(CURRENT_USER, {}, { token: member.token }).then((r) => r.body))
        .code,
    ).toBe('UNAUTHENTICATED');
    const fresh = await server.current.graphql<CurrentUser>(CURRENT_USER, {}, { token: grant?.token ?? '' });
    expect(fresh.body.data?.currentUser?.username).toBe(member.username);

    const login = (password: string) =>
      server.current.graphql<{ login: Grant }>(
        LOGIN,
        { usernameOrEmail: member.username, password },
        { headers: clientIp() },
      );
    expect(errorOf((await login(member.password)).body).code).toBe('INVALID_CREDENTIALS');
    expect((await login('a-brand-new-secret-77')).body.data?.login.token).toBeTruthy();

    const again = await reset(token, 'yet-another-secret-88');
    expect(errorOf(again)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'token' });
  });

  it('a link expires after one hour', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2033-02-02T10:00:00Z') });
    const member = await signUp(server.current);
    const token = resetToken(mimeParts(await requestReset(member.email))[0]?.body ?? '', publicUrl);
    vi.setSystemTime(new Date('2033-02-02T11:00:01Z'));
    const before = await accountRows(server.current.db);
    expect(errorOf(await reset(token, 'late-but-strong-99'))).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'token',
    });
    expect(await accountRows(server.current.db)).toBe(before);
  });

  it('refuses a weak new password and keeps the link usable', async () => {
    const member = await signUp(server.current);
    const token = resetToken(mimeParts(await requestReset(member.email))[0]?.body ?? '', publicUrl);
    const before = await accountRows(server.current.db);
    expect(errorOf(await reset(token, 'short'))).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'newPassword',
    });
    expect(errorOf(await reset(token, 'qwertyuiop'))).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'newPassword',
    });
    expect(await accountRows(server.current.db)).toBe(before);
    expect((await reset(token, 'finally-a-good-one-12')).data?.resetPwd.token).toBeTruthy();
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const before = outboxFiles();
    const rows = await accountRows(server.current.db);
    const { body } = await server.current.graphql(RESET_REQUEST, { email: 'nobody@example.test' });
    expect(body).toEqual({ data: { sendResetPwdEmail: true } });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(outboxFiles()).toEqual(before);
    expect(await accountRows(server.current.db)).toBe(rows);
  });

  it('refuses an invalid address as BAD_USER_INPUT', async () => {
    const { body } = await server.current.graphql(RESET_REQUEST, { email: 'not an address' });
    expect(errorOf(body)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'email' });
  });

  it('sends at most 5 mails per address in 30 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2034-04-04T09:00:00Z') });
    const member = await signUp(server.current);
    for (let i = 0; i < 5; i++) await requestReset(member.email);
    const { body } = await server.current.graphql(RESET_REQUEST, { email: member.email });
    expect(errorOf(body).code).toBe('RATE_LIMITED');
    expect(errorOf(body).message).toContain('30 minutes');
    vi.setSystemTime(new Date('2034-04-04T09:30:00Z'));
    await requestReset(member.email);
  });
});

describe('reset safety', () => {
  it('a successful reset lifts the failed-login lockout, and the lockout never blocks the reset mail', async () => {
    const member = await signUp(server.current);
    let code: string | undefined;
    for (let n = 0; n < 26; n++) {
      const { body } = await server.current.graphql(
        LOGIN,
        { usernameOrEmail: member.username, password: `wrong-${n}` },
        { headers: clientIp() },
      );
      code = errorOf(body).code;
    }
    expect(code).toBe('RATE_LIMITED');
    const token = resetToken(mimeParts(await requestReset(member.email))[0]?.body ?? '', publicUrl);
    expect((await reset(token, 'back-in-again-4242')).data?.resetPwd.token).toBeTruthy();
    const { body } = await server.current.graphql<{ login: Grant }>(
      LOGIN,
      { usernameOrEmail: member.username, password: 'back-in-again-4242' },
      { headers: clientIp() },
    );
    expect(body.data?.login.token).toBeTruthy();
  });

  it('limits reset attempts per address, and a wrong token is refused without changing anything', async () => {
    const member = await signUp(server.current);
    const before = await accountRows(server.current.db);
    const headers = clientIp();
    const codes: (string | undefined)[] = [];
    for (let n = 0; n < 11; n++)
      codes.push(errorOf(await reset(`guess-${n}`, 'some-new-secret-99', headers)).code);
    expect(codes.slice(0, 10).every((c) => c === 'BAD_USER_INPUT')).toBe(true);
    expect(codes[10]).toBe('RATE_LIMITED');
    expect(await accountRows(server.current.db)).toBe(before);
    expect(member.username).toBeTruthy();
  });

  it('limits attempts on one token from many addresses', async () => {
    const codes: (string | undefined)[] = [];
    for (let n = 0; n < 6; n++) codes.push(errorOf(await reset('the-same-guess', 'some-new-secret-99')).code);
    expect(codes.slice(0, 5).every((c) => c === 'BAD_USER_INPUT')).toBe(true);
    expect(codes[5]).toBe('RATE_LIMITED');
  });
});
