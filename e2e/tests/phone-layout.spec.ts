import type { Locator, Page } from '@playwright/test';
import { graphql, pickRelease, signUpMember, useSession } from '../support/api';
import { MOBILE } from '../support/devices';
import { expect, test } from '../support/test';

/**
 * Issue #29's layout and touch findings, checked on the boxes the browser drew: tab bars on one
 * line, nothing wider than the screen, touch targets of at least 24 px (WCAG 2.5.8). Tagged for the
 * phone project (375x740); the checks hold on the desktop too.
 */

/** The on-screen box of every element `locator` matches. */
async function boxes(locator: Locator) {
  return locator.evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      return { width: box.width, height: box.height, top: box.top, left: box.left, right: box.right };
    }),
  );
}

async function expectTargetsAtLeast24(locator: Locator) {
  const drawn = await boxes(locator);
  expect(drawn.length).toBeGreaterThan(0);
  for (const box of drawn) {
    expect(box.width).toBeGreaterThanOrEqual(24);
    expect(box.height).toBeGreaterThanOrEqual(24);
  }
}

async function signedIn(page: Page, prefix: string) {
  await page.goto('/');
  const member = await signUpMember(page, prefix);
  await useSession(page, member);
  return member;
}

test.describe('phone layout and touch', () => {
  test(
    'the rating is a radio group of half stars: 24 px targets, arrows choose, Enter and Space submit nothing',
    MOBILE,
    async ({ page }) => {
      test.setTimeout(60_000);
      await signedIn(page, 'rate_');
      const album = await pickRelease(page, 7);
      await page.goto(`/releases/${album.id}`);

      // The quick Rate dialog.
      await page.getByRole('button', { name: 'Rate', exact: true }).first().click();
      const rate = page.getByRole('dialog', { name: `Rate ${album.title}` });
      const stars = rate.getByRole('radiogroup', { name: 'Rating' });
      await expect(stars.getByRole('radio')).toHaveCount(10);
      await expectTargetsAtLeast24(stars.getByRole('radio'));
      await stars.getByRole('radio', { name: '3 stars', exact: true }).click();
      await expect(stars.getByRole('radio', { name: '3 stars', exact: true })).toBeChecked();
      await page.keyboard.press('ArrowRight');
      await expect(stars.getByRole('radio', { name: '3.5 stars' })).toBeChecked();
      await expect(stars.getByRole('radio', { name: '3.5 stars' })).toBeFocused();
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await expect(stars.getByRole('radio', { name: '2.5 stars' })).toBeChecked();
      await expect(rate.getByText('2.5 out of 5')).toBeVisible();
      await rate.getByRole('button', { name: 'Save rating' }).click();
      await expect(page.getByRole('button', { name: 'Rated 2.5' }).first()).toBeVisible();

      // The Reflect form: Tab reaches the chosen half, arrows choose, Enter and Space stay in the stars.
      await page.getByRole('button', { name: 'Reflect', exact: true }).first().click();
      const form = page.getByRole('dialog', { name: `Reflect on ${album.title}` });
      const formStars = form.getByRole('radiogroup', { name: 'Rating' });
      await expect(formStars.getByRole('radio')).toHaveCount(10);
      await expectTargetsAtLeast24(formStars.getByRole('radio'));
      await formStars.getByRole('radio', { name: '4 stars' }).focus();
      await page.keyboard.press('Space');
      await expect(formStars.getByRole('radio', { name: '4 stars' })).toBeChecked();
      await page.keyboard.press('ArrowRight');
      await expect(formStars.getByRole('radio', { name: '4.5 stars' })).toBeChecked();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Space');
      await expect(form).toBeVisible();
      await expect(page.getByText('Reflection logged!')).toHaveCount(0);
      await expect(formStars.getByRole('radio', { name: '4.5 stars' })).toBeChecked();
      await expect(form.getByRole('switch', { name: 'Deep listen' })).not.toBeChecked();
      await expect(form.getByRole('button', { name: 'Clear' })).toBeVisible();
      await expectTargetsAtLeast24(form.getByRole('button', { name: 'Clear' }));
    },
  );
  test('tab bars and pagers stay on one line; no page is wider than the screen', MOBILE, async ({ page }) => {
    test.setTimeout(90_000);
    // A long name (up to 40 characters here) is what a page must hold without growing past the screen.
    const member = await signedIn(page, 'tabs_and_a_rather_long_username_');
    const width = page.viewportSize()?.width ?? 0;
    for (const path of [
      '/search?query=blue',
      `/users/${member.username}`,
      '/lists',
      `/users/${member.username}/activity`,
    ]) {
      await page.goto(path);
      const tablist = page.getByRole('main').getByRole('tablist').first();
      await expect(tablist.getByRole('tab').first()).toBeVisible();
      const tops = new Set((await boxes(tablist.getByRole('tab'))).map((box) => Math.round(box.top)));
      expect(tops.size, `tabs of ${path} on one line`).toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(
        width,
      );
    }
    // The home greets the member by that name.
    await page.goto('/');
    await expect(page.getByRole('heading', { name: `welcome, @${member.username}` })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'home').toBeLessThanOrEqual(
      width,
    );
    // The lists pager: one row of controls, each a 24 px target.
    await page.goto('/lists');
    const pager = page.getByRole('main').locator('.mantine-Pagination-root');
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect(pager).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    const controls = pager.locator('button');
    const tops = new Set((await boxes(controls)).map((box) => Math.round(box.top)));
    expect(tops.size).toBe(1);
    await expectTargetsAtLeast24(controls);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });

  test(
    'a toast opens at the bottom, clear of the header: the Sign Up button it names stays visible',
    MOBILE,
    async ({ page }) => {
      const album = await pickRelease(page, 3);
      await page.goto(`/releases/${album.id}`);
      const bar = page.getByRole('group', { name: 'Listening actions' }).first();
      await bar.getByRole('button', { name: 'Like', exact: true }).click();
      await expect(page.getByText('Please sign up to like albums.')).toBeVisible();
      await bar.getByRole('button', { name: /^(Mark as listened|Listened)$/ }).click();
      const toast = page.getByRole('alert').filter({ hasText: 'Sign up to save your data' });
      await expect(toast).toBeVisible();
      // The product's own words for this prompt, kept as written.
      await expect(toast).toContainText('Click the green signup button to get started!');
      const signUp = page.getByRole('banner').getByRole('link', { name: 'Sign Up' });
      // And the button it names is green.
      const [red, green, blue] = (
        await signUp.evaluate((element) => getComputedStyle(element).backgroundColor)
      )
        .match(/\d+/g)
        ?.map(Number) ?? [0, 0, 0];
      expect(green).toBeGreaterThan(Math.max(red ?? 0, blue ?? 0) + 40);
      const header = await page.getByRole('banner').boundingBox();
      const toastBox = await toast.boundingBox();
      expect(toastBox?.y ?? 0).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
      // What a tap on the Sign Up button's centre reaches is the button itself.
      const box = await signUp.boundingBox();
      if (!box) throw new Error('no Sign Up button');
      const hit = await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('a')?.textContent ?? null,
        { x: box.x + box.width / 2, y: box.y + box.height / 2 },
      );
      expect(hit).toBe('Sign Up');
    },
  );

  test('the search box is at the top of the page, one tap away', MOBILE, async ({ page, isMobile }) => {
    test.skip(!isMobile, 'wide screens search from the top bar');
    await page.goto('/faq');
    const box = page.getByRole('searchbox', { name: 'Search' });
    await expect(box).toBeVisible();
    expect((await box.boundingBox())?.y ?? 999).toBeLessThan(140);
    await box.fill('blue');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?query=blue&type=release$/);
    // The search page has its own box, and only that one.
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveCount(1);
  });

  test(
    'a release shows its title on the first screen; a review reads across its card',
    MOBILE,
    async ({ page }) => {
      const album = await pickRelease(page, 0);
      await page.goto(`/releases/${album.id}`);
      const title = page.getByRole('heading', { level: 1, name: album.title });
      await expect(title).toBeVisible();
      const height = page.viewportSize()?.height ?? 0;
      expect(((await title.boundingBox())?.y ?? height) + 40).toBeLessThan(height);
      // The cover leaves room beside it (it was 320 px, the whole width of a phone).
      const cover = page.getByRole('img', { name: `Cover of ${album.title}` }).first();
      expect((await cover.boundingBox())?.width ?? 999).toBeLessThanOrEqual(
        (page.viewportSize()?.width ?? 0) * 0.6,
      );

      // A reflection with a review, on its own page: the text takes most of the card's width.
      const data = await graphql<{
        newestReleases: {
          edges: { node: { logs: { edges: { node: { id: string; review: string | null } }[] } } }[];
        };
      }>(
        page,
        '{ newestReleases(limit: 20) { edges { node { logs(limit: 5) { edges { node { id review } } } } } } }',
      );
      const log = data.newestReleases.edges
        .flatMap((edge) => edge.node.logs.edges.map((logEdge) => logEdge.node))
        .find((node) => (node.review ?? '').length > 120);
      if (!log) throw new Error('no review in the demo data');
      await page.goto(`/reflections/${log.id}`);
      const card = page.getByRole('article').first();
      await expect(card).toBeVisible();
      const review = card
        .locator('p')
        .filter({ hasText: /\w{4,}.*\s\w+.*\s\w+/ })
        .last();
      const cardWidth = (await card.boundingBox())?.width ?? 0;
      const reviewWidth = (await review.boundingBox())?.width ?? 0;
      expect(reviewWidth).toBeGreaterThan(cardWidth * 0.6);
    },
  );
  test(
    'the list editor: a section title keeps its width and its buttons stay on the screen',
    MOBILE,
    async ({ page }) => {
      await signedIn(page, 'editor_');
      await page.goto('/lists/new');
      await page.getByRole('button', { name: 'Add section after' }).first().click();
      const title = page.getByRole('textbox', { name: 'Section title' });
      const remove = page.getByRole('button', { name: 'Remove section' });
      await expect(title).toBeVisible();
      const width = page.viewportSize()?.width ?? 0;
      expect((await title.boundingBox())?.width ?? 0).toBeGreaterThan(150);
      const removeBox = await remove.boundingBox();
      expect((removeBox?.x ?? width) + (removeBox?.width ?? 0)).toBeLessThanOrEqual(width);
    },
  );

  test(
    'discography titles take two lines before they are cut; staff tables scroll in their own box',
    MOBILE,
    async ({ page }) => {
      // A wait, not a budget: five pages, three of them the staff's, each waited on to be still; on a
      // slow CI machine its retry ran past a minute.
      test.setTimeout(120_000);
      await page.goto('/');
      const data = await graphql<{ newestReleases: { edges: { node: { artists: { id: string }[] } }[] } }>(
        page,
        '{ newestReleases(limit: 1) { edges { node { artists { id } } } } }',
      );
      const artistId = data.newestReleases.edges[0]?.node.artists[0]?.id;
      await page.goto(`/artists/${artistId}`);
      const rows = page.getByTestId('discography-list').locator('a[href^="/releases/"] p:first-child');
      await expect(rows.first()).toBeVisible();
      const cut = await rows.evaluateAll((titles) =>
        titles
          .filter((title) => (title.textContent ?? '').length <= 26)
          .filter((title) => title.scrollHeight > title.clientHeight + 1)
          .map((title) => title.textContent),
      );
      expect(cut).toEqual([]);

      // The staff pages, as the demo member (an admin in the e2e server).
      const login = await graphql<{ login: { token: string; expiresAt: string } }>(
        page,
        'mutation { login(usernameOrEmail: "demolistener", password: "listen-to-more-music") { token expiresAt } }',
      );
      await useSession(page, { username: 'demolistener', ...login.login });
      const width = page.viewportSize()?.width ?? 0;
      for (const path of ['/admin', '/admin/releases', '/admin/match']) {
        await page.goto(path);
        await expect(page.getByRole('tab', { name: 'Match' })).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(
          width,
        );
      }
    },
  );
});
