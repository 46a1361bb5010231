import { pickRelease, signUpMember, useSession } from '../support/api';
import { expect, test } from '../support/test';

test.describe('reflections', () => {
  test('a member reflects on an album with every field, edits it; another member upvotes the review; the author deletes it', async ({
    page,
  }) => {
    // Two members, every field of the form, an edit, an upvote and a delete.
    test.setTimeout(90_000);
    await page.goto('/');
    const author = await signUpMember(page, 'reflect_');
    const album = await pickRelease(page, 5);
    await useSession(page, author);
    await page.goto(`/releases/${album.id}`);

    await page.getByRole('button', { name: 'Reflect', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: `Reflect on ${album.title}` });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Date').fill('2026-01-02');
    await dialog.getByText('Repeat', { exact: true }).click();
    await dialog.getByRole('switch', { name: 'Deep listen' }).check({ force: true });
    await dialog.getByRole('switch', { name: 'Chills' }).check({ force: true });
    await dialog.getByText('Love', { exact: true }).click();
    // The half stars are radio buttons: by keyboard, 4.5.
    await dialog.getByRole('radio', { name: '4.5' }).focus();
    await page.keyboard.press('Space');
    await expect(dialog.getByRole('button', { name: 'Clear' })).toBeVisible();
    await dialog.getByLabel('Review title').fill('A whole world');
    await dialog
      .getByLabel('Review', { exact: true })
      .fill('Side two opens like a door into a room you did not know was there.');
    await dialog.getByLabel('Gratitude').fill('For the long walk home.');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Reflection logged!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Recommend to friends' })).toBeVisible();
    await expect(dialog).toBeHidden();
    // The item's flags follow the log: listened, loved.
    await expect(page.getByRole('button', { name: 'Loved' }).first()).toBeVisible();

    // The diary shows it, grouped by month.
    await page.goto(`/users/${author.username}/activity`);
    await expect(page.getByRole('heading', { name: 'January 2026' })).toBeVisible();
    const card = page.getByRole('article', { name: `Reflection by @${author.username}` }).first();
    await expect(card.getByText('A whole world')).toBeVisible();
    await expect(card.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeVisible();

    // Edit from the diary.
    await card.getByRole('button', { name: 'Edit reflection' }).click();
    const edit = page.getByRole('dialog', { name: `Edit reflection on ${album.title}` });
    await expect(edit.getByLabel('Review title')).toHaveValue('A whole world');
    await edit.getByLabel('Review title').fill('A whole new world');
    await edit.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Reflection updated!')).toBeVisible();
    await expect(card.getByText('A whole new world')).toBeVisible();
    const logLink = await card.getByRole('link', { name: 'Jan 2, 2026' }).getAttribute('href');
    expect(logLink).toMatch(/^\/reflections\/\d+$/);

    // Another member upvotes the review on the reflection page.
    const reader = await signUpMember(page, 'reader_');
    await useSession(page, reader);
    await page.goto(logLink ?? '/');
    const upvote = page.getByRole('button', { name: /Upvote review/ });
    await expect(upvote).toHaveText('0');
    await upvote.click();
    await expect(upvote).toHaveText('1');
    await expect(upvote).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(page.getByRole('button', { name: /Upvote review/ })).toHaveText('1');
    await expect(page.getByRole('button', { name: 'Delete reflection' })).toHaveCount(0);

    // The author deletes it.
    await useSession(page, author);
    await page.goto(logLink ?? '/');
    await page.getByRole('button', { name: 'Delete reflection' }).click();
    await page
      .getByRole('dialog', { name: 'Delete this reflection?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText('Log deleted')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/users/${author.username}/activity$`));
    await page.goto(logLink ?? '/');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});
