import type { APIRequestContext, Page } from '@playwright/test';
import { graphql } from '../support/api';
import { MOBILE } from '../support/devices';
import { expect, test } from '../support/test';

type Release = { id: string; title: string; artists: { name: string }[] };

/** A release of the demo catalog whose title has a word long enough to misspell. */
async function someRelease(request: APIRequestContext): Promise<Release> {
  const data = await graphql<{ newestReleases: { edges: { node: Release }[] } }>(
    { request },
    '{ newestReleases(limit: 50) { edges { node { id title artists { name } } } } }',
  );
  const release = data.newestReleases.edges
    .map((edge) => edge.node)
    .find((node) => node.title.split(' ').some((word) => /^[A-Za-z]{6,}$/.test(word)));
  if (!release) throw new Error('no release with a long word in the demo catalog');
  return release;
}

/**
 * The header's quick search, from the landing page a visitor is first shown: its box is plain HTML
 * until the visitor reaches for it; clicking it boots the app, whose quick search takes the focus.
 */
async function quickSearchFromLanding(page: Page) {
  await page.goto('/');
  // The drawn landing is the app's own page (docs/FIRST-PAINT.md): its quick search is there at once.
  const box = page.getByRole('combobox', { name: 'Search' });
  await box.click();
  await expect(box).toBeFocused();
  return box;
}

/** The title with two letters of its longest word swapped: "Harbor" → "Hrabor". */
function misspell(title: string): string {
  const words = title.split(' ');
  const longest = words.reduce((a, b) => (b.length > a.length ? b : a), '');
  const typo = `${longest[0]}${longest[2]}${longest[1]}${longest.slice(3)}`;
  return words.map((word) => (word === longest ? typo : word)).join(' ');
}

test.describe('search', () => {
  // Typing waits for the 300 ms debounce and the server; the shared CI machine is slow.
  test.describe.configure({ timeout: 90_000 });

  test('quick search finds an album despite a typo and remembers it', async ({ page, request }) => {
    const release = await someRelease(request);
    const box = await quickSearchFromLanding(page);
    await box.fill(`${misspell(release.title)} ${release.artists[0]?.name ?? ''}`);
    const option = page.getByRole('option', { name: new RegExp(release.title) }).first();
    await expect(option).toBeVisible();
    await box.press('ArrowDown');
    const selected = page.getByRole('option', { selected: true });
    await expect(selected).toContainText(release.title);
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/releases/${release.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(release.title);

    await box.click();
    await expect(page.getByText('Recent Searches')).toBeVisible();
    await expect(page.getByRole('option', { name: new RegExp(release.title) })).toBeVisible();
    await box.press('Escape');
    await expect(page.getByText('Recent Searches')).toBeHidden();
  });

  test('typing on the landing page the moment it shows keeps every letter, and the box its focus', async ({
    page,
    request,
  }) => {
    const release = await someRelease(request);
    // The drawn page is shown once the app listens to it (docs/FIRST-PAINT.md): no letter is lost.
    await page.goto('/', { waitUntil: 'commit' });
    const box = page.getByRole('combobox', { name: 'Search' });
    await box.pressSequentially(release.title, { delay: 15 });
    await expect(box).toHaveValue(release.title);
    await expect(box).toBeFocused();
    await expect(page.getByRole('option', { name: new RegExp(release.title) }).first()).toBeVisible();
    // Still there once the app has started and the quick search's code is in (the box was once drawn
    // anew then, the letters and the focus gone).
    await expect(page.locator('html[data-app-started]')).toHaveCount(1);
    await expect(box).toHaveValue(release.title);
    await expect(box).toBeFocused();
  });

  test('"Show all" opens the search page, whose tabs page their results', async ({ page, request }) => {
    const release = await someRelease(request);
    const artist = release.artists[0]?.name ?? '';
    await (await quickSearchFromLanding(page)).fill(artist);
    await page.getByRole('tab', { name: 'Artists' }).click();
    await expect(page.getByRole('option', { name: new RegExp(artist) }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Show all' }).click();
    await expect(page).toHaveURL(/\/search\?query=.+&type=artist$/);
    await expect(page.getByRole('tab', { name: 'Artists', selected: true })).toBeVisible();
    await expect(
      page
        .getByRole('main')
        .getByRole('link', { name: new RegExp(artist) })
        .first(),
    ).toBeVisible();

    await page.getByRole('tab', { name: 'Releases' }).click();
    await expect(page).toHaveURL(/type=release$/);
    await expect(
      page
        .getByRole('main')
        .getByRole('link', { name: new RegExp(release.title) })
        .first(),
    ).toBeVisible();
  });

  test('the search page pages with Find More and explains a bad URL', async ({ page }) => {
    await page.goto('/search?query=the&type=song');
    const cards = page.getByRole('main').locator('a[href^="/songs/"]');
    await expect(cards).toHaveCount(20);
    await page.getByRole('button', { name: 'Find More' }).click();
    await expect(cards).toHaveCount(40);

    await page.goto('/search?query=qqqqzzzz&type=list');
    await expect(page.getByText('No results found')).toBeVisible();
    await page.goto('/search?query=rain&type=planet');
    await expect(page.getByText('Please enter a valid search type')).toBeVisible();
    await page.goto('/search');
    await expect(page.getByText('Please enter a search in the search box')).toBeVisible();
  });

  test(
    'on a small screen the search page has its own box to search again',
    MOBILE,
    async ({ page, isMobile }) => {
      test.skip(!isMobile, 'wide screens search from the top bar');
      await page.goto('/search?query=rain&type=release');
      const box = page.getByRole('main').getByRole('searchbox', { name: 'Search' });
      await expect(box).toHaveValue('rain');
      await box.fill('river');
      await box.press('Enter');
      await expect(page).toHaveURL(/\/search\?query=river&type=release$/);
      await expect(page.getByRole('heading', { name: 'Search results for "river"' })).toBeVisible();
    },
  );
});
