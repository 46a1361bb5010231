import { existsSync, readdirSync, readFileSync } from 'node:fs';
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
/** Processor time (ns) of each of this process's threads, from Linux's /proc (schedstat: ns on the CPU). */
function threadTimes(): Map<string, number> {
  const times = new Map<string, number>();
  for (const task of readdirSync('/proc/self/task')) {
    try {
      times.set(task, Number(readFileSync(`/proc/self/task/${task}/schedstat`, 'utf8').split(' ')[0]));
    } catch {
      // A thread that ended meanwhile.
    }
  }
  return times;
}

/** What each thread used between two readings, in ms. */
function used(before: Map<string, number>, after: Map<string, number>, of?: Set<string>): number {
  let ns = 0;
  for (const [task, time] of after) if (!of || of.has(task)) ns += time - (before.get(task) ?? 0);
  return ns / 1e6;
}

const PER_THREAD = existsSync('/proc/self/task') ? '' : 'needs Linux /proc to read each thread’s time';

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

  it.skipIf(PER_THREAD)(
    `still hashes the password, so the answer takes as long as a fresh signup${PER_THREAD ? ` (skipped: ${PER_THREAD})` : ''}`,
    async () => {
      // argon2id runs on libuv's thread pool; the answer's other work (SQL on the embedded database's
      // own thread, the mail sent and received by this process, its parsing) runs elsewhere. So the
      // pool's processor time tells a hash from none, on any machine and under any load: measured
      // on the whole process, the mail alone cost as much as a hash, and an answer that skipped it
      // passed. The pool's threads are those four hashes at once keep busy.
      const hashOnce = () => hashPassword('a-password-of-some-length');
      await hashOnce();
      const start = threadTimes();
      await Promise.all([hashOnce(), hashOnce(), hashOnce(), hashOnce()]);
      const end = threadTimes();
      const pool = new Set(
        [...end].filter(([task, time]) => time - (start.get(task) ?? 0) > 2e6).map(([t]) => t),
      );
      pool.delete(String(process.pid));
      expect(pool.size).toBeGreaterThan(0);

      const onPool = async (work: () => Promise<unknown>) => {
        const before = threadTimes();
        await work();
        return used(before, threadTimes(), pool);
      };
      const hashes: number[] = [];
      for (let round = 0; round < 5; round += 1) hashes.push(await onPool(hashOnce));
      await signUp(server, newMember({ email: 'timing.owner@example.test' }));
      const taken: number[] = [];
      for (let round = 0; round < 5; round += 1)
        taken.push(
          await onPool(async () => {
            const { body } = await server.graphql(SIGNUP, newMember({ email: 'timing.owner@example.test' }), {
              headers: clientIp(),
            });
            expect(body.errors).toBeUndefined();
          }),
        );
      // The least of each (other work only adds): the answer for a taken address does a hash's work.
      expect(Math.min(...taken)).toBeGreaterThan(Math.min(...hashes) * 0.7);
    },
  );

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
