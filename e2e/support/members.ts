import { type Browser, expect, type Page, request, test } from '@playwright/test';
import { type Member, sessionState, signUpMember, useSession } from './api';

/**
 * Signs `member` in on `page` the way the app keeps a session: stored in the browser, with the
 * session cookies beside it (web lib/session.ts, written once the app has run), so the server draws
 * their pages for them from the first visit on.
 */
export async function signInAs(page: Page, member: Member): Promise<void> {
  await useSession(page, member);
  await page.reload();
  await expect
    .poll(async () => (await page.context().cookies()).map((cookie) => cookie.name))
    .toContain('earmark_session');
}

/** A new member, signed up through the API and signed in on the page (left on the FAQ). */
export async function drawnMember(page: Page, prefix: string): Promise<Member> {
  const member = await signUpMember(page, prefix);
  await page.goto('/faq');
  await signInAs(page, member);
  return member;
}

/**
 * A new member signed in on a page of their own (left on the FAQ): signed up through the API, then a
 * browser context with the project's settings that holds their session from its first page on.
 */
export async function memberPage(browser: Browser, prefix: string): Promise<{ page: Page; member: Member }> {
  const { viewport, isMobile, hasTouch, baseURL = '' } = test.info().project.use;
  const api = await request.newContext({ baseURL });
  const member = await signUpMember({ request: api }, prefix).finally(() => api.dispose());
  const context = await browser.newContext({
    viewport,
    isMobile,
    hasTouch,
    baseURL,
    storageState: sessionState(baseURL, member),
  });
  const page = await context.newPage();
  await page.goto('/faq');
  return { page, member };
}
