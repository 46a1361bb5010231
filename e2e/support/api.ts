import type { APIRequestContext, BrowserContextOptions, Page } from '@playwright/test';

type Data<T> = { data: T; errors?: { message: string }[] };

/** Whatever can send a request to the app: a page, a browser context, or a request context. */
type Requester = Page | { request: APIRequestContext };

/**
 * Playwright's request client keeps connections open, and the server closes one idle for 5 s
 * (KEEP_ALIVE_TIMEOUT_MS): a call sent on it the moment it closes meets ECONNRESET (CI once had a
 * journey fail so). The request never reached the server, so sending it again is safe.
 */
export const RESET_RETRIES = 2;

/** A GraphQL call from the page's context (same origin as the app), failing on any error. */
export async function graphql<T>(
  page: Requester,
  query: string,
  variables: Record<string, unknown> = {},
  token = '',
) {
  const response = await page.request.post('/graphql', {
    data: { query, variables },
    headers: { authorization: token },
    maxRetries: RESET_RETRIES,
  });
  const body = (await response.json()) as Data<T>;
  if (body.errors) throw new Error(body.errors[0]?.message);
  return body.data;
}

export type Member = { username: string; token: string; expiresAt: string };

/** Signs a new member up through the API (not the form: other journeys test that). */
export async function signUpMember(
  page: Requester,
  prefix: string,
  password = 'journey-password-2025',
): Promise<Member> {
  const username = `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`.slice(0, 40);
  const data = await graphql<{ signup: { token: string; expiresAt: string } }>(
    page,
    'mutation($u: String!, $p: String!, $e: String!) { signup(username: $u, password: $p, email: $e, allowEmail: false) { token expiresAt } }',
    { u: username, p: password, e: `${username}@example.test` },
  );
  return { username, ...data.signup };
}

/** Makes the page's app signed in as `member` from its next load (the session lives in local storage). */
export async function useSession(page: Page, member: Member): Promise<void> {
  await page.evaluate(({ token, expiresAt }) => {
    localStorage.setItem('earmark.token', token);
    localStorage.setItem('earmark.tokenExpiresAt', expiresAt);
  }, member);
}

/**
 * A browser state holding `member`'s session as the app keeps it once it has run (web lib/session.ts):
 * the token in local storage and the two cookies the server draws their pages by. A context made with
 * it is signed in from its first page on, with no page loaded as a guest first.
 */
export function sessionState(baseURL: string, member: Member): BrowserContextOptions['storageState'] {
  const { hostname } = new URL(baseURL);
  const expires = Math.floor(Date.parse(member.expiresAt) / 1000);
  const cookie = { domain: hostname, path: '/', expires, httpOnly: false, secure: false };
  return {
    cookies: [
      { ...cookie, name: 'earmark_member', value: '1', sameSite: 'Lax' },
      { ...cookie, name: 'earmark_session', value: encodeURIComponent(member.token), sameSite: 'Strict' },
    ],
    origins: [
      {
        origin: new URL(baseURL).origin,
        localStorage: [
          { name: 'earmark.token', value: member.token },
          { name: 'earmark.tokenExpiresAt', value: member.expiresAt },
        ],
      },
    ],
  };
}

/** A release from the demo catalog's newest (index picks one). */
export async function pickRelease(page: Page, index: number): Promise<{ id: string; title: string }> {
  const data = await graphql<{ newestReleases: { edges: { node: { id: string; title: string } }[] } }>(
    page,
    '{ newestReleases(limit: 20) { edges { node { id title } } } }',
  );
  const node = data.newestReleases.edges[index]?.node;
  if (!node) throw new Error('no release');
  return node;
}
