import { signUpMember, useSession } from '../support/api';
import { expect, test } from '../support/test';

/**
 * The catalog on demand: the e2e server asks a local fake MusicBrainz web service
 * (packages/server/test/musicbrainz-fake.ts, real MusicBrainz documents) instead of musicbrainz.org.
 * The demo catalog has no "The Dark Side of the Moon"; MusicBrainz has.
 */
test.describe('MusicBrainz on demand', () => {
  test('a newcomer searches for an album missing locally, finds it "from MusicBrainz", opens it and logs it', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/');
    const newcomer = await signUpMember(page, 'mbfan_');
    await useSession(page, newcomer);
    await page.goto('/search?query=dark%20side%20of%20the%20moon&type=release');

    // Earmark's own results come first; MusicBrainz's follow, marked as such.
    await expect(
      page.getByRole('heading', { name: 'Search results for "dark side of the moon"' }),
    ).toBeVisible();
    const section = page.getByRole('region', { name: 'From MusicBrainz' });
    await expect(section).toBeVisible({ timeout: 20_000 });
    const card = section.getByRole('link', {
      name: 'The Dark Side of the Moon by Pink Floyd, from MusicBrainz',
    });
    await expect(card).toBeVisible();
    await expect(card.getByText('from MusicBrainz')).toBeVisible();
    await expect(card.getByText('Pink Floyd · 1973')).toBeVisible();

    // Opening it adds it to Earmark with its tracks, and shows its page.
    await card.click();
    await expect(page).toHaveURL(/\/releases\/\d+$/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Dark Side of the Moon');
    await expect(page.getByText('Speak to Me')).toBeVisible();
    // All ten tracks of the 1973 vinyl came with it (the first four shown, the rest behind a button).
    await expect(page.getByRole('button', { name: 'Show 6 More Tracks' })).toBeVisible();

    // Now an ordinary release: the member logs it.
    await page.getByRole('button', { name: 'Reflect', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Reflect on The Dark Side of the Moon' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('radio', { name: '4.5' }).focus();
    await page.keyboard.press('Space');
    await dialog.getByLabel('Review', { exact: true }).fill('Still breathing, fifty years on.');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Reflection logged!')).toBeVisible();

    // Searching again finds it in Earmark itself, no longer "from MusicBrainz".
    await page.goto('/search?query=dark%20side%20of%20the%20moon&type=release');
    await expect(
      page
        .getByRole('main')
        .getByRole('link', { name: /The Dark Side of the Moon/ })
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'From MusicBrainz' })).toHaveCount(0);
  });
});
