import type { Page } from '@playwright/test';
import { graphql, pickRelease, signUpMember } from '../support/api';
import { signInAs } from '../support/members';
import { expect, test } from '../support/test';

/**
 * Dark mode and an item page's keys (issue #33): a drawn page arrives in the device's scheme (no
 * flash of light before the app runs), and a shortcut goes through the same operation as its button.
 */

test.skip(({ isMobile }) => isMobile, 'desktop only: neither differs on a phone');

const DARK_PAGE = 'rgb(31, 31, 31)'; // --mantine-color-dark-8 behind the page

const pageBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test('a drawn page is dark from its first frame for a device that chose dark, or follows a dark system', async ({
  browser,
  baseURL,
  page,
}) => {
  const release = await pickRelease(page, 0);
  const url = `${baseURL}/releases/${release.id}`;

  // The HTML as served, before any script: the scheme is on <html>, no script needed for it.
  const served = await (await page.request.get(url, { headers: { cookie: 'earmark_scheme=dark' } })).text();
  expect(served).toContain('<html lang="en" data-mantine-color-scheme="dark">');
  expect(served).not.toContain('<script>(function');

  // With the app's code held back, what paints is the drawn page alone: already dark.
  const chose = await browser.newContext({ serviceWorkers: 'block' });
  await chose.addCookies([{ name: 'earmark_scheme', value: 'dark', url: baseURL ?? '' }]);
  const drawnOnly = await chose.newPage();
  await drawnOnly.route('**/assets/*.js', (route) => route.abort());
  await drawnOnly.goto(url, { waitUntil: 'domcontentloaded' });
  await expect(drawnOnly.getByRole('heading', { level: 1, name: release.title })).toBeVisible();
  expect(await pageBackground(drawnOnly)).toBe(DARK_PAGE);
  // With its code, the app adopts the page as drawn (no React error) and it stays dark.
  const adopted = await chose.newPage();
  const errors: string[] = [];
  adopted.on('console', (message) => {
    // The service worker is blocked in these runs: its registration's error, logged once the browser
    // is idle, is not the page's.
    if (message.type() === 'error' && !/service ?worker|sw\.js/i.test(message.text()))
      errors.push(message.text());
  });
  adopted.on('pageerror', (error) => errors.push(error.message));
  await adopted.goto(url);
  await expect(adopted.locator('html[data-app-started]')).toHaveCount(1);
  await expect(adopted.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  expect(await pageBackground(adopted)).toBe(DARK_PAGE);
  expect(errors).toEqual([]);
  await chose.close();

  // A device following a dark system: the head's inline script (allowed by the CSP's hash) sets it.
  const system = await browser.newContext({ serviceWorkers: 'block', colorScheme: 'dark' });
  const followed = await system.newPage();
  const blocked: string[] = [];
  followed.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
  });
  await followed.route('**/assets/*.js', (route) => route.abort());
  await followed.goto(url, { waitUntil: 'domcontentloaded' });
  await expect(followed.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  expect(await pageBackground(followed)).toBe(DARK_PAGE);
  expect(blocked).toEqual([]);
  await system.close();
});

test('l likes the release from the keyboard, announced, and the server keeps it', async ({ page }) => {
  const release = await pickRelease(page, 2);
  const member = await signUpMember(page, 'keys');
  // Signed in with the session cookies too: a page drawn for a guest is loaded again for the
  // member, and an `l` pressed on the guest's copy would be lost with it.
  await page.goto('/');
  await signInAs(page, member);
  await page.goto(`/releases/${release.id}`);
  await expect(page.locator('html[data-app-started]')).toHaveCount(1);
  const actions = page.getByRole('group', { name: 'Listening actions' }).first();
  await expect(actions.getByRole('button', { name: 'Like', exact: true })).toBeVisible();

  await page.keyboard.press('l');
  await expect(actions.getByRole('button', { name: 'Liked', exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: `Liked ${release.title}` })).toHaveCount(1);
  await expect
    .poll(async () => {
      const data = await graphql<{ release: { currentUserHasLiked: boolean } }>(
        page,
        'query($id: ID!) { release(id: $id) { currentUserHasLiked } }',
        { id: release.id },
        member.token,
      );
      return data.release.currentUserHasLiked;
    })
    .toBe(true);

  // ? lists the shortcuts.
  await page.keyboard.press('Shift+?');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
});
