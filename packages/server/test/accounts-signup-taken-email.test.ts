import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/modules/accounts/passwords.ts';
import {
  accountRows,
  CURRENT_USER,
  clientIp,
  errorOf,
  type Grant,
  newMember,
  SIGNUP,
  signUp,
} from './accounts-helpers.ts';
import { startSmtpReceiver } from './smtp-receiver.ts';
import { startTestServer, type TestServer } from './test-server.ts';

/**
 * Signup must not tell whether an email address has an account (account enumeration): a taken
 * address gets the answer a new member gets, no account is made, and the owner hears of it.
 */
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let server: TestServer;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  server = await startTestServer({
    smtpUrl: smtp.url,
    publicUrl: 'http://earmark.signup.test',
    trustProxy: '127.0.0.1',
  });
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

/** The answer as a client sees it: status, shape and kinds of values, never the values. */
function outline(status: number, body: { data?: { signup?: Grant } | null; errors?: unknown }) {
  const grant = body.data?.signup;
  return {
    status,
    errors: body.errors,
    keys: Object.keys(body.data?.signup ?? {}),
    tokenBytes: grant ? Buffer.from(grant.token, 'base64url').length : 0,
    lifetimeDays: grant ? Math.round((new Date(grant.expiresAt).getTime() - Date.now()) / 86_400_000) : 0,
  };
}

describe('signup with an email address that already has an account', () => {
  it('answers as a fresh signup does, makes no account, and mails the owner', async () => {
    const owner = await signUp(server, newMember({ email: 'owner.taken@example.test' }));
    const fresh = await server.graphql<{ signup: Grant }>(SIGNUP, newMember(), { headers: clientIp() });

    const before = await accountRows(server.db);
    const attempt = newMember({ email: 'Owner.Taken@EXAMPLE.test' });
    const taken = await server.graphql<{ signup: Grant }>(SIGNUP, attempt, { headers: clientIp() });

    expect(outline(taken.status, taken.body)).toEqual(outline(fresh.status, fresh.body));
    expect(taken.body.errors).toBeUndefined();
    expect(await accountRows(server.db)).toBe(before);

    const mail = await smtp.waitFor(owner.email, /tried to sign up/);
    expect(mail.text).toContain(`Hi ${owner.username},`);
    expect(mail.text).toContain('No new account was made.');
    expect(mail.text).toContain('http://earmark.signup.test/login');
    expect(mail.text).toContain('/request-password-reset');
    expect(mail.to).toEqual([owner.email]);

    // The answer's token opens no session: the client is a guest who must log in.
    const token = taken.body.data?.signup.token ?? '';
    const { body } = await server.graphql(CURRENT_USER, {}, { token });
    expect(errorOf(body).code).toBe('UNAUTHENTICATED');
  });

  it('still hashes the password, so the answer takes as long as a fresh signup', async () => {
    await signUp(server, newMember({ email: 'timing.owner@example.test' }));
    // The work done for an answer, as processor time (argon2id runs on libuv's threads, counted in
    // the process's time): unlike the clock, a busy machine does not stretch it.
    const work = async (vars: Record<string, unknown>) => {
      const before = process.cpuUsage();
      const { body } = await server.graphql(SIGNUP, vars, { headers: clientIp() });
      expect(body.errors).toBeUndefined();
      const { user, system } = process.cpuUsage(before);
      return (user + system) / 1000;
    };
    const hash = async () => {
      const before = process.cpuUsage();
      await hashPassword('a-password-of-some-length');
      const { user, system } = process.cpuUsage(before);
      return (user + system) / 1000;
    };
    // Warmed up first: the first calls of each path pay for compiling it.
    await hash();
    await work(newMember({ email: 'timing.owner@example.test' }));
    const taken: number[] = [];
    const hashes: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      taken.push(await work(newMember({ email: 'timing.owner@example.test' })));
      hashes.push(await hash());
      await work(newMember());
    }
    // The least of each: the process's time also counts work a window did not ask for (the mails
    // that leave after an answer, the server's timers, garbage collection), which only adds, and
    // under the whole suite it had made the medians' ratio 0.41. The answer for a taken address does
    // a hash's work (argon2id, as for a fresh signup): about one hash's time or more; one that
    // skipped it does a small fraction of that on PostgreSQL.
    expect(Math.min(...taken)).toBeGreaterThan(Math.min(...hashes) * 0.7);
  });

  it('still reports a taken username: usernames are public', async () => {
    const owner = await signUp(server);
    const { body } = await server.graphql(SIGNUP, newMember({ username: owner.username.toUpperCase() }), {
      headers: clientIp(),
    });
    expect(errorOf(body)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'username' });
  });

  it('mails the owner at most 3 times an hour, answering the same beyond', async () => {
    const owner = await signUp(server, newMember({ email: 'often.tried@example.test' }));
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const { body } = await server.graphql(SIGNUP, newMember({ email: owner.email }), {
        headers: clientIp(),
      });
      expect(body.errors).toBeUndefined();
    }
    await smtp.waitFor(owner.email, /tried to sign up/);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.received.filter((mail) => mail.to.includes(owner.email))).toHaveLength(3);
  });
});
