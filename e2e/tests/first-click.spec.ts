import type { BrowserContext, Page } from '@playwright/test';
import { graphql, type Member, signUpMember } from '../support/api';
import { firstScreenDevice, MOBILE } from '../support/devices';
import { expect, test } from '../support/test';

/**
 * The first click counts (docs/FIRST-PAINT.md): on a slow phone's CPU (four times slower, Chrome
 * DevTools' "mid-tier mobile"), each main control of a drawn page is used the moment it is on the
 * screen, and does what it says the first time. Nothing is recorded and replayed: a drawn page is
 * shown once the app listens to it.
 */

const SLOW_CPU = 4;

/** A new page in `context` on a CPU slowed down like a mid-tier phone's. */
async function slowPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_CPU });
  return page;
}

/** Opens `path` and answers as soon as the response has started: the journey does not wait for load. */
async function open(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'commit' });
}

/** The session cookies and stored session a signed-in browser has (web lib/session.ts). */
async function signIn(context: BrowserContext, baseURL: string, member: Member) {
  await context.addCookies([
    { name: 'earmark_member', value: '1', url: baseURL },
    { name: 'earmark_session', value: encodeURIComponent(member.token), url: baseURL, sameSite: 'Strict' },
  ]);
  await context.addInitScript(({ token, expiresAt }) => {
    localStorage.setItem('earmark.token', token);
    localStorage.setItem('earmark.tokenExpiresAt', expiresAt);
  }, member);
}

/** A release page's own buttons: check, like, love, rate, reflect and its "…" menu. */
const actions = (page: Page) => page.getByRole('group', { name: 'Listening actions' }).first();

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function aReleaseAndArtist(page: Page) {
  const data = await graphql<{
    newestReleases: { edges: { node: { id: string; title: string; artists: { id: string }[] } }[] };
  }>(page, '{ newestReleases(limit: 5) { edges { node { id title artists { id } } } } }');
  const release = data.newestReleases.edges[0]?.node;
  if (!release?.artists[0]) throw new Error('no release');
  return { release, artist: release.artists[0].id };
}

test.describe('the first click on a drawn page, on a slow CPU', () => {
  test.describe.configure({ timeout: 240_000 });

  test(
    "a visitor's first clicks: the artist's Grid, the landing page's menu or log in",
    MOBILE,
    async ({ browser, page: setup, isMobile }) => {
      const { release, artist } = await aReleaseAndArtist(setup);
      const context = await browser.newContext({ ...firstScreenDevice(isMobile), serviceWorkers: 'block' });
      const page = await slowPage(context);

      await open(page, `/artists/${artist}`);
      const grid = page.getByRole('radio', { name: 'Grid' });
      // Mantine's segmented control: the label is what a reader clicks.
      await page.locator('label', { hasText: /^Grid$/ }).click();
      await expect(grid).toBeChecked();
      await expect(page.getByTestId('discography-grid')).toBeVisible();

      // A visitor's check, kept in the browser until they sign up.
      await open(page, `/releases/${release.id}`);
      await actions(page).getByRole('button', { name: 'Mark as listened' }).click();
      await expect(actions(page).getByRole('button', { name: 'Listened' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );

      await open(page, '/');
      if (isMobile) {
        await page.getByRole('button', { name: 'Open navigation' }).click();
        await expect(page.getByRole('button', { name: 'Close navigation' })).toBeVisible();
      } else {
        await page.getByRole('link', { name: 'Log in' }).first().click();
        await expect(page).toHaveURL(/\/login$/);
      }
      await context.close();
    },
  );

  test(
    "a member's first clicks: a release's menu is complete and each entry acts, check and rate, Reflect, the user menu, typed text stays",
    MOBILE,
    async ({ browser, page: setup, baseURL, isMobile }) => {
      const { release } = await aReleaseAndArtist(setup);
      const member = await signUpMember(setup, 'firstclick');
      const context = await browser.newContext({ ...firstScreenDevice(isMobile), serviceWorkers: 'block' });
      await signIn(context, baseURL ?? '', member);
      const page = await slowPage(context);

      // The release's "…" menu, opened the moment it shows: every entry is there at once. On a phone
      // the first one is below the fold: the tap scrolls to it first, and the app adopting the page
      // must leave the page where it is (it used to scroll to the top, and the tap hit the header).
      await open(page, `/releases/${release.id}`);
      await page.getByRole('button', { name: 'More actions for this album' }).first().click();
      const menu = page.getByRole('menu');
      await expect(menu.getByRole('menuitem', { name: 'Mark as listened' })).toBeVisible();
      // What features add is there as the menu opens, not a moment later.
      const entries = (await menu.getByRole('menuitem').allTextContents()).map((text) => text.trim());
      for (const entry of ['Reflect', 'Add to lists', 'Recommend', 'Copy link'])
        expect(entries).toContain(entry);
      await page.keyboard.press('Escape');

      // Each entry of that menu, chosen on a page just opened, does what it says the first time.
      const chosen: Array<[string, RegExp]> = [
        ['Add to lists', /^Add to lists$/],
        ['Recommend', new RegExp(`^Recommend ${escapeRegExp(release.title)}`)],
        ['Reflect', new RegExp(`^Reflect on ${escapeRegExp(release.title)}`)],
      ];
      for (const [entry, dialog] of chosen) {
        await open(page, `/releases/${release.id}`);
        await page.getByRole('button', { name: 'More actions for this album' }).first().click();
        await page.getByRole('menuitem', { name: entry, exact: true }).click();
        await expect(page.getByRole('dialog', { name: dialog }), `${entry} opens its dialog`).toBeVisible();
        await page.keyboard.press('Escape');
      }

      // Check and rate, each the first click on a page just opened.
      await open(page, `/releases/${release.id}`);
      await actions(page).getByRole('button', { name: 'Mark as listened' }).click();
      await expect(actions(page).getByRole('button', { name: 'Listened' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await open(page, `/releases/${release.id}`);
      await actions(page).getByRole('button', { name: 'Rate', exact: true }).click();
      await page.getByRole('dialog').getByRole('radio', { name: '4 stars', exact: true }).click();
      await page.getByRole('button', { name: 'Save rating' }).click();
      await expect(actions(page).getByRole('button', { name: 'Rated 4' })).toBeVisible();

      // Reflect, clicked the moment the page shows, opens its form.
      await open(page, `/releases/${release.id}`);
      await page
        .getByRole('button', { name: /^Reflect/ })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();

      // The user menu on the member's home.
      await open(page, '/');
      await page.getByRole('button', { name: 'Open user menu' }).click();
      await expect(page.getByRole('menuitem', { name: 'Log Out' })).toBeVisible();
      await page.keyboard.press('Escape');

      // Typed into the search box the moment it shows: every letter stays, and Enter searches.
      await open(page, '/');
      const box = page
        .getByRole('combobox', { name: 'Search' })
        .or(page.getByRole('searchbox', { name: 'Search' }));
      await box.first().pressSequentially('blue', { delay: 10 });
      await expect(box.first()).toHaveValue('blue');
      await box.first().press('Enter');
      await expect(page).toHaveURL(/\/search\?query=blue/);
      await context.close();
    },
  );
});
