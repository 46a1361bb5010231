import { expect, type Page } from '@playwright/test';

/**
 * A section of the landing page or the member home, scrolled to: those under the first screen
 * render only as they come near (web ui/WhenNearView), so this scrolls down half a screen at a
 * time, as a reader would, until the section is there.
 */
export async function revealSection(page: Page, name: string) {
  const region = page.getByRole('region', { name });
  await expect(async () => {
    if ((await region.count()) > 0) return;
    await page.evaluate(() => window.scrollBy(0, window.innerHeight / 2));
    expect(await region.count()).toBeGreaterThan(0);
  }).toPass({ timeout: 15_000 });
  await region.scrollIntoViewIfNeeded();
  return region;
}

/**
 * The first album card of the landing page's Newest Albums, and its title. A card's accessible
 * name is its visible text (title, artists, year), so the title is read from its first line.
 */
export async function firstNewestAlbum(page: Page) {
  const link = (await revealSection(page, 'Newest Albums')).locator('a[href^="/releases/"]').first();
  await link.waitFor();
  const title = ((await link.locator('p').first().textContent()) ?? '').trim();
  return { link, title };
}
