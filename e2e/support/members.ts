import { type Browser, expect, type Page, test } from '@playwright/test';
import { type Member, signUpMember, useSession } from './api';

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

/** A new member signed in on a page of their own: a browser context with the project's settings. */
export async function memberPage(browser: Browser, prefix: string): Promise<{ page: Page; member: Member }> {
  const { viewport, isMobile, hasTouch, baseURL } = test.info().project.use;
  const context = await browser.newContext({ viewport, isMobile, hasTouch, baseURL });
  const page = await context.newPage();
  const member = await drawnMember(page, prefix);
  return { page, member };
}
