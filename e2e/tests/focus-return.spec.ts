import type { Locator, Page } from '@playwright/test';
import { graphql, pickRelease, signUpMember, useSession } from '../support/api';
import { expect, test } from '../support/test';

const LOG = `mutation($id: ID!, $fields: LogFieldsInput!) { logRelease(releaseId: $id, fields: $fields) { id } }`;

/** The control that opened a dialog has the focus again (not the page's <body>). */
async function expectFocused(page: Page, control: Locator) {
  await expect(control).toBeFocused();
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
}

test.describe('focus after dialogs', () => {
  test('closing a dialog or menu gives focus back to the control that opened it', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/faq');
    const member = await signUpMember(page, 'focus_');
    const album = await pickRelease(page, 6);
    await useSession(page, member);
    await page.goto(`/releases/${album.id}`);

    // Reflect, by keyboard: its form loads on first use, then Escape closes it.
    const reflect = page.getByRole('button', { name: 'Reflect', exact: true }).first();
    await reflect.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Reflect on ${album.title}` });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expectFocused(page, reflect);

    // Add to lists, from the item's menu: the menu's button has the focus afterwards.
    const more = page.getByRole('button', { name: 'More actions for this album' }).first();
    await more.click();
    await page.getByRole('menuitem', { name: 'Add to lists' }).click();
    const lists = page.getByRole('dialog', { name: 'Add to lists' });
    await expect(lists).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(lists).toBeHidden();
    await expectFocused(page, more);

    // Rate, from a track row's menu.
    const trackMenu = page.getByRole('button', { name: /^More actions for / }).nth(1);
    await trackMenu.click();
    await page.getByRole('menuitem', { name: 'Rate' }).click();
    const rate = page.getByRole('dialog');
    await expect(rate).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(rate).toBeHidden();
    await expectFocused(page, trackMenu);

    // A confirm dialog: Cancel gives the focus back to Delete.
    const logged = await graphql<{ logRelease: { id: string } }>(
      page,
      LOG,
      { id: album.id, fields: { review: 'Worth the wait.' } },
      member.token,
    );
    await page.goto(`/reflections/${logged.logRelease.id}`);
    const remove = page.getByRole('button', { name: 'Delete reflection' });
    await remove.click();
    const confirm = page.getByRole('dialog', { name: 'Delete this reflection?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expectFocused(page, remove);
  });

  test("unchecking a rated album asks in the app's own dialog, and Cancel keeps everything", async ({
    page,
  }) => {
    await page.goto('/faq');
    const member = await signUpMember(page, 'uncheck_');
    const album = await pickRelease(page, 7);
    await graphql(
      page,
      'mutation($id: ID!) { rateRelease(releaseId: $id, rating: 4) { id } }',
      { id: album.id },
      member.token,
    );
    await useSession(page, member);
    await page.goto(`/releases/${album.id}`);

    const listened = page.getByRole('button', { name: 'Listened', exact: true }).first();
    await expect(listened).toHaveAttribute('aria-pressed', 'true');
    await listened.click();
    const question = page.getByRole('dialog', { name: 'Remove your rating too?' });
    await expect(question.getByText('Marking this album as not listened removes it.')).toBeVisible();
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect(question).toBeHidden();
    await expectFocused(page, listened);
    await expect(listened).toHaveAttribute('aria-pressed', 'true');

    await listened.click();
    await question.getByRole('button', { name: 'Mark as not listened' }).click();
    await expect(question).toBeHidden();
    const notListened = page.getByRole('button', { name: 'Mark as listened', exact: true }).first();
    await expect(notListened).toHaveAttribute('aria-pressed', 'false');
    await page.reload();
    await expect(notListened).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('button', { name: 'Rate', exact: true }).first()).toBeVisible();
  });
});
