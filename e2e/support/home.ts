import type { Page } from '@playwright/test';

/**
 * The first album card of the landing page's Newest Albums, and its title. A card's accessible
 * name is its visible text (title, artists, year), so the title is read from its first line.
 */
export async function firstNewestAlbum(page: Page) {
  const link = page.getByRole('region', { name: 'Newest Albums' }).locator('a[href^="/releases/"]').first();
  await link.waitFor();
  const title = ((await link.locator('p').first().textContent()) ?? '').trim();
  return { link, title };
}
