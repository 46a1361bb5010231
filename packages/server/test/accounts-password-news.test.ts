import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Config, loadConfig } from '../src/config.ts';
import { sendNewsMail } from '../src/modules/accounts/commands/send-news-mail.ts';
import {
  CURRENT_USER,
  type CurrentUser,
  clientIp,
  errorOf,
  type Grant,
  LOGIN,
  newMember,
  STRONG_PASSWORD,
  signUp,
} from './accounts-helpers.ts';
import { startSmtpReceiver } from './smtp-receiver.ts';
import { startTestServer, type TestServer } from './test-server.ts';

const CHANGE_PASSWORD = /* GraphQL */ `
  mutation changePassword($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)
  }
`;
const PRIVACY = /* GraphQL */ `
  mutation updatePrivacySettings($allowEmail: Boolean, $isPrivate: Boolean) {
    updatePrivacySettings(allowEmail: $allowEmail, isPrivate: $isPrivate) { id allowEmail isPrivate }
  }
`;

let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let server: TestServer;
let config: Config;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  config = { ...loadConfig({}), smtpUrl: smtp.url, publicUrl: 'http://earmark.news.test' };
  server = await startTestServer({ smtpUrl: smtp.url, publicUrl: config.publicUrl, trustProxy: '127.0.0.1' });
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

async function logIn(usernameOrEmail: string, password: string) {
  return server.graphql<{ login: Grant }>(LOGIN, { usernameOrEmail, password }, { headers: clientIp() });
}

const isSignedIn = async (token: string) =>
  (await server.graphql<CurrentUser>(CURRENT_USER, {}, { token })).body.data?.currentUser != null;

describe('changing the password', () => {
  it('needs the current password, ends every other session and keeps this one', async () => {
    const member = await signUp(server);
    const other = (await logIn(member.username, STRONG_PASSWORD)).body.data?.login.token ?? '';
    expect(await isSignedIn(other)).toBe(true);

    const wrong = await server.graphql(
      CHANGE_PASSWORD,
      { currentPassword: 'not-the-password-9', newPassword: 'a-brand-new-secret-77' },
      { token: member.token, headers: clientIp() },
    );
    expect(errorOf(wrong.body)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'currentPassword' });
    expect(await isSignedIn(other)).toBe(true);

    const changed = await server.graphql(
      CHANGE_PASSWORD,
      { currentPassword: STRONG_PASSWORD, newPassword: 'a-brand-new-secret-77' },
      { token: member.token, headers: clientIp() },
    );
    expect(changed.body).toEqual({ data: { changePassword: true } });
    expect(await isSignedIn(member.token)).toBe(true);
    expect(await isSignedIn(other)).toBe(false);
    expect(errorOf((await logIn(member.username, STRONG_PASSWORD)).body).code).toBe('INVALID_CREDENTIALS');
    expect((await logIn(member.username, 'a-brand-new-secret-77')).body.data?.login.token).toBeTruthy();
  });

  it('refuses a short or common new password, and a guest', async () => {
    const member = await signUp(server);
    const short = await server.graphql(
      CHANGE_PASSWORD,
      { currentPassword: STRONG_PASSWORD, newPassword: 'short' },
      { token: member.token, headers: clientIp() },
    );
    expect(errorOf(short.body)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'newPassword' });
    const common = await server.graphql(
      CHANGE_PASSWORD,
      { currentPassword: STRONG_PASSWORD, newPassword: 'password123' },
      { token: member.token, headers: clientIp() },
    );
    expect(errorOf(common.body)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'newPassword' });
    const guest = await server.graphql(CHANGE_PASSWORD, { currentPassword: 'x', newPassword: 'yyyyyyyyyy' });
    expect(errorOf(guest.body).code).toBe('LOGGED_OUT');
  });

  it('is rate limited like login: guesses of the current password stop after ten a minute', async () => {
    const member = await signUp(server);
    const headers = clientIp();
    const guess = (currentPassword: string) =>
      server.graphql(
        CHANGE_PASSWORD,
        { currentPassword, newPassword: 'a-brand-new-secret-77' },
        { token: member.token, headers },
      );
    for (let i = 0; i < 10; i += 1) {
      expect(errorOf((await guess(`guess-number-${i}`)).body).field).toBe('currentPassword');
    }
    expect(errorOf((await guess('guess-number-10')).body).code).toBe('RATE_LIMITED');
    expect(errorOf((await guess(STRONG_PASSWORD)).body).code).toBe('RATE_LIMITED');
  });
});

describe('news mails', () => {
  it('go only to members who accept them; the switch in Settings turns them off', async () => {
    const staying = await signUp(server, newMember({ allowEmail: true }));
    const leaving = await signUp(server, newMember({ allowEmail: true }));
    const neverAsked = await signUp(server, newMember({ allowEmail: false }));
    const off = await server.graphql(PRIVACY, { allowEmail: false }, { token: leaving.token });
    expect(off.body.data).toEqual({
      updatePrivacySettings: expect.objectContaining({ allowEmail: false, isPrivate: false }),
    });

    const sent = await sendNewsMail(
      server.db,
      { subject: 'Earmark news: year in review', body: 'Your year in music is ready.\n\nEnjoy!' },
      { config, log: pino({ level: 'silent' }) },
    );
    expect(sent).toBeGreaterThanOrEqual(1);
    const news = await smtp.waitFor(staying.email, /year in review/);
    expect(news.text).toContain('Your year in music is ready.');
    expect(news.text).toContain('http://earmark.news.test/settings?tab=account');
    const newsTo = smtp.received.filter((mail) => /year in review/.test(mail.subject)).flatMap((m) => m.to);
    expect(newsTo).not.toContain(leaving.email);
    expect(newsTo).not.toContain(neverAsked.email);
  });

  it('a guest cannot change the switches', async () => {
    const guest = await server.graphql(PRIVACY, { allowEmail: false });
    expect(errorOf(guest.body).code).toBe('LOGGED_OUT');
  });
});
