import type { Page } from '@playwright/test';
import { firstNewestAlbum } from '../support/home';
import { expect, test } from '../support/test';

/** The artist page's release-type buttons, e.g. "Album (4)". */
const typeButtons = (page: Page) => page.getByRole('group', { name: 'Release types' }).getByRole('button');

test.describe('a visitor browses the catalog', () => {
  test('landing page → artist → filtered discography → release → full track list → song', async ({
    page,
  }) => {
    await page.goto('/');
    const { link: firstAlbum, title: albumTitle } = await firstNewestAlbum(page);
    await firstAlbum.click();
    await expect(page).toHaveURL(/\/releases\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(albumTitle);

    // The release's first credited artist leads to the artist page.
    const artistLink = page.getByRole('main').locator('a[href^="/artists/"]').first();
    const artistName = (await artistLink.textContent())?.trim() ?? '';
    await artistLink.click();
    await expect(page).toHaveURL(/\/artists\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(artistName);
    await expect(page.getByRole('tab', { name: 'Discography' })).toHaveAttribute('aria-selected', 'true');

    // Defaults: albums only, newest first, list view; the progress counts every album.
    const album = typeButtons(page).filter({ hasText: /^Album \(\d+\)$/ });
    await expect(album).toHaveAttribute('aria-pressed', 'true');
    const albums = Number((await album.textContent())?.match(/\((\d+)\)/)?.[1]);
    await expect(page.getByText(`Listened 0 of ${albums}`)).toBeVisible();
    await expect(page.getByLabel('Sort')).toHaveValue('YEAR_NEWEST');

    // Add a second type: the URL keeps it and the total grows by its count.
    const otherLabel =
      (await typeButtons(page).and(page.locator('[aria-pressed="false"]')).first().textContent()) ?? '';
    const [, otherName, otherCount] = otherLabel.match(/^(.+) \((\d+)\)$/) ?? [];
    const other = typeButtons(page).filter({ hasText: new RegExp(`^${otherName} \\(`) });
    await other.click();
    await expect(page).toHaveURL(/primaryTypes=/);
    await expect(other).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(`Listened 0 of ${albums + Number(otherCount)}`)).toBeVisible();

    // The secondary types live behind "More Filters".
    await page.getByRole('button', { name: /^More Filters/ }).click();
    // The checkbox follows the URL, which updates a moment after the click.
    await page.getByRole('checkbox', { name: /^Live \(\d+\)$/ }).click();
    await expect(page).toHaveURL(/secondaryTypes=live/);
    await page.keyboard.press('Escape');
    await page.getByRole('checkbox', { name: /^Live/ }).waitFor({ state: 'hidden' });

    // Back to albums only, sorted by title, in the compact view; the URL holds only what differs.
    await other.click();
    await page.getByRole('button', { name: /^More Filters/ }).click();
    await page.getByRole('checkbox', { name: /^Live/ }).click();
    await expect(page).not.toHaveURL(/secondaryTypes/);
    await page.keyboard.press('Escape');
    await page.getByLabel('Sort').selectOption('TITLE_ASC');
    await page.locator('label', { hasText: 'Compact' }).click();
    await expect(page).toHaveURL(/\/artists\/\d+\?sortBy=title-asc&view=compact$/);
    await expect(page.getByText(`Listened 0 of ${albums}`)).toBeVisible();

    const titles = page.getByTestId('discography-compact').locator('tbody a');
    await expect(titles).toHaveCount(Math.min(albums, 25));
    const texts = await titles.allTextContents();
    expect(texts).toEqual([...texts].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));

    // Open the first album: four tracks, then all of them, then four again.
    const releaseTitle = texts[0] ?? '';
    await titles.first().click();
    await expect(page).toHaveURL(/\/releases\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(releaseTitle);
    const tracks = page.getByRole('region', { name: 'Tracks' }).getByRole('listitem');
    await expect(tracks).toHaveCount(4);
    const more = page.getByRole('button', { name: /^Show \d+ More Tracks?$/ });
    const hidden = Number((await more.textContent())?.match(/\d+/)?.[0]);
    await more.click();
    await expect(tracks).toHaveCount(4 + hidden);
    await expect(page.getByRole('button', { name: 'Show Less' })).toBeVisible();

    // The last track (hidden at first) opens its song page, which links back to the release.
    const lastTrack = tracks.last().getByRole('link').first();
    const songTitle = (await lastTrack.textContent())?.trim() ?? '';
    await lastTrack.click();
    await expect(page).toHaveURL(/\/songs\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(songTitle);
    await expect(page.getByRole('main').getByRole('link', { name: releaseTitle }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Credits' })).toBeVisible();

    // Its users tab starts on "liked".
    await page.getByRole('tab', { name: 'Users' }).click();
    await expect(page).toHaveURL(/\/songs\/\d+\/users$/);
    await expect(page.getByRole('radio', { name: 'Liked' })).toBeChecked();
  });

  test('bad filter values fall back to the defaults and unknown ids are not found', async ({ page }) => {
    await page.goto('/');
    await (await firstNewestAlbum(page)).link.click();
    await expect(page.getByRole('region', { name: 'Tracks' })).toBeVisible();
    const artistHref = await page
      .getByRole('main')
      .locator('a[href^="/artists/"]')
      .first()
      .getAttribute('href');
    await page.goto(`${artistHref}?sortBy=sideways&primaryTypes=nothing&view=table`);
    await expect(typeButtons(page).filter({ hasText: /^Album/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByLabel('Sort')).toHaveValue('YEAR_NEWEST');
    await expect(page.getByTestId('discography-list')).toBeVisible();

    await page.goto('/artists/999999999');
    await expect(page.getByRole('heading', { name: 'Artist not found' })).toBeVisible();
    await page.goto('/songs/999999999/users');
    await expect(page.getByRole('heading', { name: 'Song not found' })).toBeVisible();
  });
});

test.describe("a visitor's catalog pages, drawn by the server", () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('search, release, artist and profile pages read and link as plain HTML', async ({ page }) => {
      await page.goto('/search?query=blue');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "blue"');
      const result = page.getByRole('main').locator('a[href^="/releases/"]').first();
      const resultText = (await result.textContent()) ?? '';
      await result.click();
      await expect(page).toHaveURL(/\/releases\/\d+$/);
      const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
      expect(title).not.toBe('');
      expect(resultText).toContain(title);
      // The page's own title is in the HTML, not set later by a script.
      const documentTitle = await page.title();
      expect(documentTitle).toContain(`${title} by `);
      expect(documentTitle).toMatch(/ \| Earmark$/);
      await expect(page.getByRole('region', { name: 'Tracks' }).getByRole('listitem').first()).toBeVisible();
      await expect(
        page
          .getByRole('group', { name: 'Listening actions' })
          .getByRole('button', { name: /^(Mark as listened|Listened)$/ }),
      ).toBeVisible();

      const artistLink = page.getByRole('main').locator('a[href^="/artists/"]').first();
      const artistName = (await artistLink.textContent())?.trim() ?? '';
      await artistLink.click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(artistName);
      // The discography, a query of its own, is drawn too.
      await expect(typeButtons(page).first()).toHaveText(/\(\d+\)$/);

      await page.goto('/users/demolistener');
      await expect(page.getByText('Recent Activity')).toBeVisible();
      await page.goto('/artists/999999999');
      await expect(page.getByRole('heading', { name: 'Artist not found' })).toBeVisible();
    });
  });

  test('the app adopts the drawn page from the data it was drawn with, and its first press counts', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql')) asked.push(request.postDataJSON()?.operationName ?? '');
    });
    await page.goto('/search?query=blue');
    const href = await page.getByRole('main').locator('a[href^="/releases/"]').first().getAttribute('href');
    asked.length = 0;
    await page.goto(href ?? '/releases/1');
    const tracks = page.getByRole('region', { name: 'Tracks' }).getByRole('listitem');
    await expect(tracks).toHaveCount(4);
    // Pressed the moment it shows: the app already listens (it adopted the page before it was shown).
    const more = page.getByRole('button', { name: /^Show \d+ More Tracks?$/ });
    const hidden = Number((await more.textContent())?.match(/\d+/)?.[0]);
    await more.click();
    await expect(tracks).toHaveCount(4 + hidden);
    await expect(page.getByRole('button', { name: 'Show Less' })).toBeVisible();
    // The release came with the page: the app did not ask for it again.
    expect(asked).not.toContain('releaseQuery');
  });
});
