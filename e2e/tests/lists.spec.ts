import type { Locator, Page } from '@playwright/test';
import { graphql, pickRelease } from '../support/api';
import { memberPage } from '../support/members';
import { expect, test } from '../support/test';

const LAYOUT = `query($id: ID!) { list(id: $id) { name itemsCount sections { id title }
  items(limit: 50) { edges { node { sectionId description item { ... on Release { title } } } } } } }`;
type Layout = {
  list: {
    name: string;
    itemsCount: number;
    sections: { id: string; title: string }[];
    items: {
      edges: {
        node: { sectionId: string | null; description: string | null; item: { id: string; title: string } };
      }[];
    };
  };
};

async function layoutOf(page: Page, id: string): Promise<string[]> {
  const { list } = await graphql<Layout>(page, LAYOUT, { id });
  const titles = new Map(list.sections.map((s) => [s.id, s.title]));
  return list.items.edges.map(
    ({ node }) => `${node.item.title}@${node.sectionId ? titles.get(node.sectionId) : '-'}`,
  );
}

async function addBySearch(page: Page, title: string) {
  const search = page.getByLabel('Search to add items');
  await search.fill(title);
  const add = page.getByRole('button', { name: `Add ${title}`, exact: true }).first();
  await expect(add).toBeVisible({ timeout: 15_000 });
  await add.click();
  await expect(page.getByRole('button', { name: `Drag ${title}` })).toBeVisible();
}

/** Drags with the mouse in small steps, as dnd-kit's pointer sensor expects. */
async function dragTo(page: Page, from: Locator, to: Locator) {
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  if (!a || !b) throw new Error('nothing to drag');
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2 + 10, { steps: 5 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 20 });
  await page.waitForTimeout(200);
  await page.mouse.up();
}

test.describe('lists', () => {
  test('build a sectioned ranked list by search and drag and drop, edit it, add from a menu, follow and like', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const ann = await memberPage(browser, 'lister_');
    const [one, two, three, four] = [
      await pickRelease(ann.page, 4),
      await pickRelease(ann.page, 5),
      await pickRelease(ann.page, 6),
      await pickRelease(ann.page, 7),
    ];

    await ann.page.goto('/lists/new');
    await ann.page.getByLabel('Name').fill('Journey: the ranked three');
    for (const release of [one, two, three]) await addBySearch(ann.page, release.title);
    await ann.page.getByRole('button', { name: 'Add section after' }).first().click();
    await ann.page.getByLabel('Section title').fill('Deep cuts');

    // The mouse drags the third album into the new section; the keyboard moves the first one down.
    await dragTo(
      ann.page,
      ann.page.getByRole('button', { name: `Drag ${three.title}` }),
      ann.page.getByText('Drop items here'),
    );
    await expect(
      ann.page.getByRole('region', { name: 'Section Deep cuts' }).getByText(three.title),
    ).toBeVisible();
    const handle = ann.page.getByRole('button', { name: `Drag ${one.title}` });
    await handle.focus();
    await ann.page.keyboard.press('Space');
    await ann.page.waitForTimeout(150);
    await ann.page.keyboard.press('ArrowDown');
    await ann.page.waitForTimeout(150);
    await ann.page.keyboard.press('Space');
    await ann.page.waitForTimeout(300);

    await ann.page.getByRole('button', { name: 'Save list' }).first().click();
    await expect(ann.page).toHaveURL(/\/lists\/\d+\/edit$/);
    const listId = /\/lists\/(\d+)\/edit/.exec(ann.page.url())?.[1] ?? '';
    expect(await layoutOf(ann.page, listId)).toEqual([
      `${two.title}@-`,
      `${one.title}@-`,
      `${three.title}@Deep cuts`,
    ]);

    // Edit: a description, then View List asks nothing once saved.
    await ann.page.getByRole('button', { name: `Edit the description of ${two.title}` }).click();
    await ann.page.getByRole('textbox', { name: `Description of ${two.title}` }).fill('Where it all starts.');
    await ann.page.getByRole('link', { name: 'View List' }).click();
    const leave = ann.page.getByRole('dialog', { name: 'Leave the editor?' });
    await leave.getByRole('button', { name: 'Cancel' }).click();
    await expect(leave).toBeHidden();
    await expect(ann.page).toHaveURL(/\/edit$/);
    await ann.page.getByRole('button', { name: 'Save list' }).first().click();
    await expect(ann.page.getByText('Your list has been saved.')).toBeVisible();
    await ann.page.getByRole('link', { name: 'View List' }).click();
    await expect(ann.page.getByRole('heading', { name: 'Journey: the ranked three' })).toBeVisible();
    await expect(ann.page.getByText('Where it all starts.')).toBeVisible();
    await expect(ann.page.getByRole('heading', { name: 'Deep cuts' })).toBeVisible();

    // An album's menu adds it to the list's section.
    await ann.page.goto(`/releases/${four.id}`);
    await ann.page.getByRole('button', { name: 'More actions for this album' }).first().click();
    await ann.page.getByRole('menuitem', { name: 'Add to lists' }).click();
    const dialog = ann.page.getByRole('dialog', { name: 'Add to lists' });
    await dialog.getByLabel('Journey: the ranked three').check();
    await expect(dialog.getByText('Item will be added to unsectioned area')).toBeVisible();
    await dialog.getByRole('button', { name: 'Add to lists' }).click();
    await expect(ann.page.getByText('All of your lists have been updated.')).toBeVisible();
    expect(await layoutOf(ann.page, listId)).toEqual([
      `${two.title}@-`,
      `${one.title}@-`,
      `${four.title}@-`,
      `${three.title}@Deep cuts`,
    ]);

    // Another member follows and likes it; the owner cannot like their own list.
    const bob = await memberPage(browser, 'follower_');
    await bob.page.goto(`/lists/${listId}`);
    await bob.page.getByRole('button', { name: /^Like · 0/ }).click();
    await expect(bob.page.getByRole('button', { name: /^Liked · 1/ })).toBeVisible();
    await bob.page.getByRole('button', { name: /^Follow · 0/ }).click();
    await expect(bob.page.getByRole('button', { name: /^Following · 1/ })).toBeVisible();
    await bob.page.goto(`/lists/${listId}/users?status=followed`);
    await expect(bob.page.getByRole('link', { name: `@${bob.member.username}` })).toBeVisible();
    await bob.page.goto(`/lists/${listId}/users?status=loved`);
    await expect(bob.page.getByText('Please enter a valid status.')).toBeVisible();
    await ann.page.goto(`/lists/${listId}`);
    await expect(ann.page.getByRole('button', { name: /^Like · 1/ })).toBeDisabled();
  });

  test("a guest's draft survives signup", async ({ page }) => {
    test.setTimeout(120_000);
    const release = await pickRelease(page, 8);
    await page.goto('/lists/new');
    await page.getByLabel('Name').fill('Made before signing up');
    await addBySearch(page, release.title);
    await page.getByRole('button', { name: 'Save list' }).first().click();
    await expect(page).toHaveURL(/\/signup$/);
    const stamp = Date.now().toString(36);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(`draft.${stamp}@example.test`);
    await page.getByRole('textbox', { name: 'Username', exact: true }).fill(`drafter_${stamp}`);
    await page.locator('input[type="password"]').fill('a-guest-with-a-list-2025');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/lists\/\d+\/edit$/, { timeout: 20_000 });
    await expect(page.getByLabel('Name')).toHaveValue('Made before signing up');
    await expect(page.getByRole('button', { name: `Drag ${release.title}` })).toBeVisible();
  });
});
