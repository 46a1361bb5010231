import { MOBILE } from '../support/devices';
import { firstNewestAlbum, revealSection } from '../support/home';
import { expect, test } from '../support/test';

test.describe('a visitor walks the catalog', () => {
  test('landing page → newest album → its artist → the FAQ', MOBILE, async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Earmark/);
    await expect(page.getByRole('link', { name: "Get Started - It's Free!" })).toBeVisible();

    const newest = await revealSection(page, 'Newest Albums');
    await expect(newest.getByRole('heading', { name: 'Newest Albums' })).toBeVisible();
    const { link: firstAlbum, title: albumTitle } = await firstNewestAlbum(page);
    await expect(firstAlbum).toBeVisible();
    expect(albumTitle).not.toBe('');

    await firstAlbum.click();
    await expect(page).toHaveURL(/\/releases\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(albumTitle);
    await expect(page).toHaveTitle(new RegExp(escapeRegExp(albumTitle)));

    const tracklist = page.getByRole('region', { name: 'Tracks' });
    await expect(tracklist.getByRole('listitem').first()).toBeVisible();

    const artistLink = page
      .getByRole('main')
      .getByRole('link', { name: /.+/ })
      .and(page.locator('a[href^="/artists/"]'))
      .first();
    const artistName = (await artistLink.textContent())?.trim() ?? '';
    await artistLink.click();
    await expect(page).toHaveURL(/\/artists\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(artistName);

    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/deep listen/i).first()).toBeVisible();
  });

  test('an unknown release shows a not-found page, not an error', async ({ page }) => {
    await page.goto('/releases/999999999');
    await expect(page.getByText(/not found/i).first()).toBeVisible();
    await expect(page.getByText(/We're sorry, an error occurred/)).toHaveCount(0);
  });

  test('every route of the spec renders inside the layout', MOBILE, async ({ page }) => {
    // Eighteen pages, each a fresh load.
    test.setTimeout(90_000);
    const routes = [
      '/welcome',
      '/faq',
      '/privacy-policy',
      '/login',
      '/signup',
      '/request-password-reset',
      '/reset-password/some-token',
      '/settings',
      '/subscribe',
      '/search?query=blue',
      '/collection',
      '/lists',
      '/lists/new',
      '/lists/new/favorite-releases',
      '/users/demolistener',
      '/users/demolistener/lists',
      '/spotify/callback',
      '/admin',
    ];
    for (const route of routes) {
      await page.goto(route);
      await expect(page.getByRole('contentinfo'), `footer on ${route}`).toBeVisible();
      await expect(page.getByText(/We're sorry, an error occurred/), `no error on ${route}`).toHaveCount(0);
    }
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
