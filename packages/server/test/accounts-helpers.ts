import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../src/db/open-db.ts';
import { selectRows } from '../src/db/select-rows.ts';
import type { GraphQLBody, GraphQLOptions, TestServer } from './test-server.ts';

export const SIGNUP = /* GraphQL */ `
  mutation signup($username: String!, $password: String!, $email: String!, $allowEmail: Boolean!) {
    signup(username: $username, password: $password, email: $email, allowEmail: $allowEmail) { token expiresAt }
  }
`;
export const LOGIN = /* GraphQL */ `
  mutation login($usernameOrEmail: String!, $password: String!) {
    login(usernameOrEmail: $usernameOrEmail, password: $password) { token expiresAt }
  }
`;
export const LOGOUT = /* GraphQL */ `mutation logout($token: String!) { logout(token: $token) }`;
export const CURRENT_USER = /* GraphQL */ `
  query CurrentUserForSettings {
    currentUser {
      id username email allowEmail firstName lastName bio website avatar
      isAdmin isSupport isSupporter isPastDueSupporter isFAN isVIP spotifyLinkTargetPref
      numberOfChecks numberOfFollowers numberOfFollowees numberOfLists listsCreated
      favoriteArtistsList { id } favoriteReleasesList { id } favoriteSongsList { id }
    }
  }
`;

export type Grant = { token: string; expiresAt: string };
export type CurrentUser = { currentUser: Record<string, unknown> | null };

export const STRONG_PASSWORD = 'violet-harbour-42-lanterns';

let sequence = 0;

/** Signup variables that pass every rule, unique per call. */
export function newMember(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  const stamp = `${Date.now().toString(36)}${sequence}`;
  return {
    username: `listener_${stamp}`,
    email: `listener.${stamp}@example.test`,
    password: STRONG_PASSWORD,
    allowEmail: true,
    ...overrides,
  };
}

export async function signUp(
  server: TestServer,
  vars = newMember(),
  options: GraphQLOptions = { headers: clientIp() },
) {
  const { body } = await server.graphql<{ signup: Grant }>(SIGNUP, vars, options);
  expect(body.errors).toBeUndefined();
  const grant = body.data?.signup;
  if (!grant) throw new Error('signup answered no session');
  return { ...vars, ...grant };
}

/** The first error's code and field, and that nothing internal leaked. */
export function errorOf(body: GraphQLBody<unknown>) {
  const error = body.errors?.[0];
  expect(JSON.stringify(body)).not.toMatch(/stack|node_modules|insert into|\/work\//i);
  return { code: error?.extensions?.code, field: error?.extensions?.field, message: error?.message ?? '' };
}

/** Every account row that a refused call must leave as it was (rate-limit counters aside). */
export async function accountRows(db: Db) {
  const [users, sessions, resets] = await Promise.all([
    selectRows(db, sql`select * from users order by id`),
    selectRows(db, sql`select * from sessions order by id`),
    selectRows(db, sql`select * from password_reset_tokens order by id`),
  ]);
  return JSON.stringify({ users, sessions, resets });
}

/** A distinct client address per test, so rate limits of one test do not reach another. */
let address = 0;
export function clientIp(): Record<string, string> {
  address += 1;
  return { 'x-forwarded-for': `10.0.${Math.floor(address / 250)}.${(address % 250) + 1}` };
}

export const RESET_REQUEST = /* GraphQL */ `mutation sendResetPwdEmail($email: String!) { sendResetPwdEmail(email: $email) }`;
export const RESET = /* GraphQL */ `
  mutation resetPwd($token: String!, $newPassword: String!) {
    resetPwd(token: $token, newPassword: $newPassword) { token expiresAt }
  }
`;

/** The parts of a raw MIME message: each part's content type and decoded (quoted-printable) body. */
export function mimeParts(raw: string): { type: string; body: string }[] {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  const sections = boundary ? raw.split(`--${boundary}`).slice(1, -1) : [raw];
  return sections.map((section) => {
    const [head = '', ...rest] = section.replace(/\r\n/g, '\n').split('\n\n');
    const body = rest.join('\n\n');
    const type = /content-type:\s*([^;\n]+)/i.exec(head)?.[1]?.trim() ?? '';
    const decoded = /quoted-printable/i.test(head)
      ? Buffer.from(
          body
            .replace(/=\n/g, '')
            .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
          'latin1',
        ).toString('utf8')
      : /base64/i.test(head)
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
    return { type, body: decoded };
  });
}

/** The reset token of a mail's link to PUBLIC_URL/reset-password/{token}. */
export function resetToken(text: string, publicUrl: string): string {
  const escaped = publicUrl.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const match = new RegExp(`${escaped}/reset-password/([A-Za-z0-9_-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no reset link in: ${text}`);
  return match[1];
}
