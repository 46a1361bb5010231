import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashToken } from '../src/context.ts';
import { selectRows } from '../src/db/select-rows.ts';
import { commonPasswordCount } from '../src/modules/accounts/passwords.ts';
import {
  accountRows,
  CURRENT_USER,
  type CurrentUser,
  clientIp,
  errorOf,
  newMember,
  SIGNUP,
  signUp,
} from './accounts-helpers.ts';
import { useTestServer } from './test-server.ts';

// Behind one trusted proxy, so each test's X-Forwarded-For (clientIp) is its own rate-limit address.
const server = useTestServer({ trustProxy: '127.0.0.1' });

describe('signup', () => {
  it('creates the member with an argon2id hash and answers a 14-day session stored only as a hash', async () => {
    const before = Date.now();
    const member = await signUp(server.current, newMember({ allowEmail: false }));
    expect(Buffer.from(member.token, 'base64url').length).toBeGreaterThanOrEqual(32);
    const lifetime = new Date(member.expiresAt).getTime() - before;
    expect(lifetime).toBeGreaterThanOrEqual(14 * 86_400_000 - 1000);
    expect(lifetime).toBeLessThanOrEqual(14 * 86_400_000 + 60_000);

    const [row] = await selectRows<{ password_hash: string; allow_email: boolean; token_hash: string }>(
      server.current.db,
      sql`select u.password_hash, u.allow_email, s.token_hash from users u join sessions s on s.user_id = u.id
          where u.username = ${member.username}`,
    );
    expect(row?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.password_hash).not.toContain(member.password);
    expect(row?.allow_email).toBe(false);
    expect(row?.token_hash).toBe(hashToken(member.token));
  });

  it('signs the member in: currentUser answers every own field', async () => {
    const member = await signUp(server.current);
    const { body } = await server.current.graphql<CurrentUser>(CURRENT_USER, {}, { token: member.token });
    expect(body.errors).toBeUndefined();
    expect(body.data?.currentUser).toMatchObject({
      username: member.username,
      email: member.email,
      allowEmail: true,
      isAdmin: false,
      isSupport: false,
      isSupporter: false,
      isFAN: false,
      isVIP: false,
      spotifyLinkTargetPref: 'WEB',
      numberOfChecks: 0,
      numberOfLists: 0,
      listsCreated: 0,
      favoriteReleasesList: null,
    });
  });

  it('accepts a 64-character password and names with dots, underscores and hyphens', async () => {
    await signUp(server.current, newMember({ password: `${'Q7-'.repeat(21)}x` }));
    await signUp(server.current, newMember({ username: `a.b-c_${Date.now()}` }));
  });

  it('bundles at least 10,000 common passwords', () => {
    expect(commonPasswordCount()).toBeGreaterThanOrEqual(10_000);
  });

  const taken = newMember({ username: 'TakenName', email: 'Taken@Example.test' });
  const refusals: [string, Record<string, unknown>, string][] = [
    ['a username under 5 characters', { username: 'abcd' }, 'username'],
    ['a username over 50 characters', { username: 'a'.repeat(51) }, 'username'],
    ['a username with spaces', { username: 'two words' }, 'username'],
    ['a username with other characters', { username: 'café_au_lait' }, 'username'],
    ['the placeholder username', { username: 'Deleted-Member' }, 'username'],
    ['a username taken in another case', { username: 'takenname' }, 'username'],
    ['an invalid email', { email: 'not-an-address' }, 'email'],
    ['an empty email', { email: '' }, 'email'],
    ['a password under 8 characters', { password: 'Ab3$xyz' }, 'password'],
    ['a password over 128 characters', { password: 'x'.repeat(129) }, 'password'],
    ['a common password', { password: 'password123' }, 'password'],
    ['a common password in another case', { password: 'Iloveyou1' }, 'password'],
    ['a password of only spaces', { password: ' '.repeat(10) }, 'password'],
  ];

  it.each(refusals)(
    'refuses %s with BAD_USER_INPUT naming the field, changing nothing',
    async (_, change, field) => {
      const { db } = server.current;
      if ((await selectRows(db, sql`select 1 from users where username = 'TakenName'`)).length === 0) {
        await signUp(server.current, taken);
      }
      const before = await accountRows(db);
      const { body } = await server.current.graphql(SIGNUP, newMember(change), { headers: clientIp() });
      const error = errorOf(body);
      expect(error.code).toBe('BAD_USER_INPUT');
      expect(error.field).toBe(field);
      expect(error.message.toLowerCase()).toContain(field === 'email' ? 'email' : field);
      expect(await accountRows(db)).toBe(before);
    },
  );

  it('limits signups to 20 an hour from one address, saying when to retry', async () => {
    const headers = clientIp();
    for (let i = 0; i < 20; i++) await signUp(server.current, newMember(), { headers });
    const before = await accountRows(server.current.db);
    const { body } = await server.current.graphql(SIGNUP, newMember(), { headers });
    expect(errorOf(body).code).toBe('RATE_LIMITED');
    expect(errorOf(body).message).toMatch(/try again in \d+ minutes?/);
    expect(body.errors?.[0]?.extensions).toMatchObject({ retryAfterSeconds: expect.any(Number) });
    expect(await accountRows(server.current.db)).toBe(before);
    await signUp(server.current, newMember(), { headers: clientIp() });
  });
});
