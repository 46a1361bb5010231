import type { Page } from '@playwright/test';
import { graphql, type Member, signUpMember, useSession } from '../support/api';
import { expect, test } from '../support/test';

// Issue #29's numbers and states, as a member meets them: search tabs with their counts, a
// collection page past the last, the view kept on the device, a deep listen's headphones, the
// For Later page at /users/{username}/listen-to, being offline, and the header's scroll shadow.

async function newestReleaseIds(page: Page, count: number): Promise<string[]> {
  const data = await graphql<{ newestReleases: { edges: { node: { id: string } }[] } }>(
    page,
    `{ newestReleases(limit: ${count}) { edges { node { id } } } }`,
  );
  return data.newestReleases.edges.map((edge) => edge.node.id);
}

async function member(page: Page): Promise<Member> {
  await page.goto('/');
  const signedUp = await signUpMember(page, 'states');
  await useSession(page, signedUp);
  return signedUp;
}

// Pages here wait on the server's answers; on a busy machine those take seconds.
test.use({ actionTimeout: 30_000 });
test.describe.configure({ timeout: 120_000 });
const SLOW = { timeout: 30_000 };

test.describe('member numbers and states', () => {
  test('search tabs show their counts', async ({ page }) => {
    await page.goto('/search?query=blue&type=release');
    const releases = page.getByRole('tab', { name: /^Releases \d[\d,]*\+?$/ });
    await expect(releases).toBeVisible(SLOW);
    await expect(page.getByRole('tab', { name: /^Songs \d[\d,]*\+?$/ })).toBeVisible();
    await expect(page.getByRole('tab', { name: /^Users \d[\d,]*\+?$/ })).toBeVisible();
  });

  test('the collection: a page past the last, the view remembered, a deep listen, For Later at /listen-to', async ({
    page,
  }) => {
    const { username, token } = await member(page);
    const [deep, plain, later] = await newestReleaseIds(page, 3);
    for (const id of [deep, plain]) {
      await graphql(
        page,
        'mutation($id: ID!) { checkRelease(releaseId: $id) { __typename } }',
        { id },
        token,
      );
    }
    await graphql(
      page,
      'mutation($id: ID!) { markDeepListen(itemId: $id, itemType: RELEASE) { __typename } }',
      { id: deep },
      token,
    );
    await graphql(
      page,
      'mutation($id: ID!) { addToListenTo(releaseId: $id) { __typename } }',
      { id: later },
      token,
    );

    // ?page=99 of a two-item collection: the page does not exist, so the last one is shown in its
    // place (the first, whose address names no page), never an empty page.
    await page.goto('/collection?page=99');
    await expect(page).toHaveURL(/\/collection$/, SLOW);
    await expect(page.getByText('2 items')).toBeVisible();
    await expect(page.getByText('No items have been added to your collection yet.')).toHaveCount(0);

    // The compact view, kept after a reload; the deep listen shows its headphones there.
    await page.getByRole('radiogroup', { name: 'View' }).getByText('Compact', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Compact' })).toBeChecked();
    await page.reload();
    await expect(page.getByRole('radio', { name: 'Compact' })).toBeChecked();
    await expect(page.getByRole('table').getByRole('img', { name: 'Deep listened' })).toHaveCount(1);
    await expect(page.getByRole('table').getByRole('img', { name: 'Listened', exact: true })).toHaveCount(1);

    // The member's For Later page, at the address the help links.
    await page.goto(`/users/${username}/listen-to`);
    await expect(page).toHaveTitle(`For Later · @${username} | Earmark`);
    await expect(page.getByText('1 item', { exact: true })).toBeVisible();
    await expect(page.getByTestId('collection-item')).toHaveCount(1);
  });

  test('offline, an action says so instead of "Failed to fetch"', async ({ page, context }) => {
    await member(page);
    const [id] = await newestReleaseIds(page, 1);
    await page.goto(`/releases/${id}`);
    const actions = page.getByRole('group', { name: 'Listening actions' }).first();
    await expect(actions.getByRole('button', { name: 'Like', exact: true })).toBeVisible(SLOW);
    await context.setOffline(true);
    await actions.getByRole('button', { name: 'Like', exact: true }).click();
    await expect(page.getByText('You are offline')).toBeVisible();
    await expect(page.getByText('Failed to fetch')).toHaveCount(0);
    // The optimistic like is undone: nothing was saved.
    await expect(actions.getByRole('button', { name: 'Like', exact: true })).toBeVisible();
    await context.setOffline(false);
  });

  test("a session kept without its cookies gets the member's page, drawn for them, and its first click counts", async ({
    page,
    context,
  }) => {
    // A browser that signed in before the session cookies existed, or whose cookies were cleared:
    // the server draws a visitor's page, and the app asks for it again, drawn for this session,
    // before it is shown (web app/restoreDrawnCache.ts), instead of leaving a visitor's buttons.
    await member(page);
    await context.clearCookies();
    const [releaseId] = await newestReleaseIds(page, 1);
    const documents: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'document') documents.push(response.url());
    });
    // The page drawn again takes its time (as on a busy server): the visitor's page must not be
    // there to click meanwhile.
    await page.route(`**/releases/${releaseId}`, async (route) => {
      if (route.request().resourceType() === 'document' && documents.length === 1)
        await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.continue();
    });
    await page.goto(`/releases/${releaseId}`);
    // Clicked the moment it shows, as a member would.
    const actions = page.getByRole('group', { name: 'Listening actions' }).first();
    await actions.getByRole('button', { name: 'Like', exact: true }).click();
    await expect(actions.getByRole('button', { name: 'Liked', exact: true })).toBeVisible();
    expect(documents, 'asked once more, drawn for the member').toHaveLength(2);
    await expect(page.locator('#earmark-cache')).toHaveAttribute('data-for', 'member');
    await expect(page.getByRole('button', { name: 'Open user menu' })).toBeVisible();
    await expect(page.locator('html[data-app-started]')).toHaveCount(1, SLOW);
  });

  test('the header casts its shadow once the page scrolls past 16 px, and not at the top', async ({
    page,
  }) => {
    await page.goto('/search?query=blue&type=release');
    await expect(page.getByRole('link', { name: /Blue/ }).first()).toBeVisible(SLOW);
    const header = page.locator('header').first();
    await expect(header).not.toHaveAttribute('data-scrolled');
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    expect(await header.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe('none');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).not.toHaveAttribute('data-scrolled');
  });
});
