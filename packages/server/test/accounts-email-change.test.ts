import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../src/db/select-rows.ts';
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

const REQUEST = /* GraphQL */ `
  mutation requestEmailChange($newEmail: String!, $currentPassword: String!) {
    requestEmailChange(newEmail: $newEmail, currentPassword: $currentPassword)
  }
`;
const CONFIRM = /* GraphQL */ `mutation confirmEmailChange($token: String!) { confirmEmailChange(token: $token) }`;

const publicUrl = 'http://earmark.email-change.test:8080';
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let server: TestServer;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  server = await startTestServer({ smtpUrl: smtp.url, publicUrl, trustProxy: '127.0.0.1' });
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

function confirmToken(text: string): string {
  const match = /\/confirm-email\/([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no confirmation link in: ${text}`);
  return match[1];
}

async function emailOf(token: string) {
  const me = await server.graphql<CurrentUser>(CURRENT_USER, {}, { token });
  return me.body.data?.currentUser?.email;
}

describe('changing the email address', () => {
  it('mails a single-use link to the new address, tells the old one, and changes only when confirmed', async () => {
    const member = await signUp(server);
    const newEmail = `moved.${member.username}@example.test`;
    const asked = await server.graphql(
      REQUEST,
      { newEmail, currentPassword: STRONG_PASSWORD },
      { token: member.token, headers: clientIp() },
    );
    expect(asked.body).toEqual({ data: { requestEmailChange: true } });

    const confirmation = await smtp.waitFor(newEmail, /Confirm your new Earmark email address/);
    expect(confirmation.text).toContain(`${publicUrl}/confirm-email/`);
    const notice = await smtp.waitFor(member.email, /may change/);
    expect(notice.text).toContain(newEmail);
    expect(await emailOf(member.token)).toBe(member.email);

    const token = confirmToken(confirmation.text);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const stored = await selectRows<{ token_hash: string; new_email: string }>(
      server.db,
      sql`select token_hash, new_email from email_change_tokens`,
    );
    expect(JSON.stringify(stored)).not.toContain(token);

    const confirmed = await server.graphql(CONFIRM, { token }, { headers: clientIp() });
    expect(confirmed.body).toEqual({ data: { confirmEmailChange: newEmail } });
    expect(await emailOf(member.token)).toBe(newEmail);
    const changed = await smtp.waitFor(member.email, /was changed/);
    expect(changed.text).toContain(newEmail);

    const login = await server.graphql<{ login: Grant }>(
      LOGIN,
      { usernameOrEmail: newEmail, password: STRONG_PASSWORD },
      { headers: clientIp() },
    );
    expect(login.body.data?.login.token).toBeTruthy();

    const again = await server.graphql(CONFIRM, { token }, { headers: clientIp() });
    expect(errorOf(again.body)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'token' });
  });

  it('refuses a wrong current password, a taken address and an expired link, changing nothing', async () => {
    const member = await signUp(server);
    const other = await signUp(server);
    const wrong = await server.graphql(
      REQUEST,
      { newEmail: 'someone.new@example.test', currentPassword: 'not-my-password-at-all' },
      { token: member.token, headers: clientIp() },
    );
    expect(errorOf(wrong.body)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'currentPassword' });
    const taken = await server.graphql(
      REQUEST,
      { newEmail: other.email.toUpperCase(), currentPassword: STRONG_PASSWORD },
      { token: member.token, headers: clientIp() },
    );
    expect(errorOf(taken.body)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'newEmail' });
    const guest = await server.graphql(REQUEST, { newEmail: 'x@example.test', currentPassword: 'x' });
    expect(errorOf(guest.body).code).toBe('LOGGED_OUT');

    const newEmail = `late.${member.username}@example.test`;
    await server.graphql(
      REQUEST,
      { newEmail, currentPassword: STRONG_PASSWORD },
      { token: member.token, headers: clientIp() },
    );
    const mail = await smtp.waitFor(newEmail, /Confirm/);
    await server.db.execute(sql`update email_change_tokens set expires_at = now() - interval '1 minute'`);
    const expired = await server.graphql(
      CONFIRM,
      { token: confirmToken(mail.text) },
      { headers: clientIp() },
    );
    expect(errorOf(expired.body)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'token' });
    expect(await emailOf(member.token)).toBe(member.email);
  });

  it('keeps only the newest request open', async () => {
    const member = await signUp(server, newMember());
    const first = `first.${member.username}@example.test`;
    const second = `second.${member.username}@example.test`;
    for (const newEmail of [first, second]) {
      await server.graphql(
        REQUEST,
        { newEmail, currentPassword: STRONG_PASSWORD },
        { token: member.token, headers: clientIp() },
      );
    }
    const old = confirmToken((await smtp.waitFor(first, /Confirm/)).text);
    const refused = await server.graphql(CONFIRM, { token: old }, { headers: clientIp() });
    expect(errorOf(refused.body).field).toBe('token');
    const newest = confirmToken((await smtp.waitFor(second, /Confirm/)).text);
    const confirmed = await server.graphql(CONFIRM, { token: newest }, { headers: clientIp() });
    expect(confirmed.body.data).toEqual({ confirmEmailChange: second });
  });
});
