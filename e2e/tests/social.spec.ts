import { graphql, pickRelease } from '../support/api';
import { MOBILE } from '../support/devices';
import { revealSection } from '../support/home';
import { drawnMember, memberPage } from '../support/members';
import { expect, test } from '../support/test';

const CHECK = 'mutation($id: ID!) { checkRelease(releaseId: $id) { id } }';

test.describe('social', () => {
  test('two members follow each other, see each other on their homes, recommend, respond and decline', async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const ann = await memberPage(browser, 'ann_');
    const bob = await memberPage(browser, 'bob_');
    const first = await pickRelease(ann.page, 2);
    const second = await pickRelease(ann.page, 3);

    // Ann follows Bob from his page; Bob follows back from hers: friends.
    await ann.page.goto(`/users/${bob.member.username}`);
    await ann.page.getByRole('button', { name: `Follow @${bob.member.username}` }).click();
    await expect(ann.page.getByRole('button', { name: `Unfollow @${bob.member.username}` })).toBeVisible();
    await bob.page.goto(`/users/${ann.member.username}`);
    await expect(bob.page.getByText('Follows you')).toBeVisible();
    await bob.page.getByRole('button', { name: `Follow back @${ann.member.username}` }).click();
    await expect(bob.page.getByText('Mutual followers')).toBeVisible();
    await bob.page.getByRole('tab', { name: 'Network' }).click();
    await expect(bob.page.getByRole('heading', { name: 'Followed by' })).toBeVisible();
    const followedBy = bob.page.getByRole('region', { name: 'Followed by' });
    await expect(followedBy.getByRole('link', { name: `@${bob.member.username}` })).toBeVisible();
    await expect(bob.page.getByRole('region', { name: 'Follows' }).getByText('Mutual followers')).toHaveCount(
      0,
    );

    // Each listens to an album; the other sees it on their home.
    await graphql(ann.page, CHECK, { id: first.id }, ann.member.token);
    await graphql(bob.page, CHECK, { id: second.id }, bob.member.token);
    await ann.page.goto('/');
    await expect(
      ann.page.getByRole('heading', { name: `welcome back, @${ann.member.username}` }),
    ).toBeVisible();
    const annFriends = ann.page.getByRole('region', { name: 'Recent Activity From Friends' });
    await expect(annFriends.getByRole('link', { name: `@${bob.member.username}` })).toBeVisible();
    await bob.page.goto('/');
    const bobFriends = bob.page.getByRole('region', { name: 'Recent Activity From Friends' });
    await expect(bobFriends.getByRole('link', { name: `@${ann.member.username}` })).toBeVisible();
    // Ann's follow rang Bob's bell (and Bob's hers).
    await expect(bob.page.getByRole('button', { name: 'Notifications (1 new)' })).toBeVisible();

    // Ann recommends her album to Bob from its menu.
    await ann.page.goto(`/releases/${first.id}`);
    await ann.page.getByRole('button', { name: 'More actions for this album' }).first().click();
    await ann.page.getByRole('menuitem', { name: 'Recommend' }).click();
    const modal = ann.page.getByRole('dialog', { name: `Recommend ${first.title}` });
    await modal.getByText(`@${bob.member.username}`).click();
    await modal.getByLabel('Explanation (optional)').fill('The second side is the one.');
    await modal.getByRole('button', { name: 'Recommend' }).click();
    await expect(ann.page.getByText('Your recommendation has been shared.')).toBeVisible();

    // Bob's bell turns green without a reload (it polls), and the drawer shows the rec.
    const bell = bob.page.getByRole('button', { name: 'Notifications (2 new)' });
    await expect(bell).toBeVisible({ timeout: 45_000 });
    await bell.click();
    const drawer = bob.page.getByRole('dialog', { name: 'Notifications' });
    await expect(drawer.getByText('The second side is the one.')).toBeVisible();
    await bob.page.keyboard.press('Escape');
    await expect(bob.page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

    // Bob responds from Recs For You on his profile.
    await bob.page.goto(`/users/${bob.member.username}`);
    const rec = bob.page.getByRole('article', { name: `Recommendation: ${first.title}` });
    await expect(rec.getByText('The second side is the one.')).toBeVisible();
    await rec.getByRole('button', { name: 'Respond' }).click();
    const respond = bob.page.getByRole('dialog', { name: `Respond to @${ann.member.username}` });
    await respond.getByLabel('Your response').fill('On repeat all week, thank you!');
    await respond.getByRole('button', { name: 'Send response' }).click();
    await expect(rec.getByText('You responded: On repeat all week, thank you!')).toBeVisible();

    // Bob recommends his album back; Ann sees both in the bell and declines the rec.
    await bob.page.goto(`/releases/${second.id}`);
    await bob.page.getByRole('button', { name: 'More actions for this album' }).first().click();
    await bob.page.getByRole('menuitem', { name: 'Recommend' }).click();
    const back = bob.page.getByRole('dialog', { name: `Recommend ${second.title}` });
    await back.getByText(`@${ann.member.username}`).click();
    await back.getByRole('button', { name: 'Recommend' }).click();
    await expect(bob.page.getByText('Shared!')).toBeVisible();

    await ann.page.goto(`/users/${ann.member.username}`);
    // Bob's follow, his response and his rec.
    await expect(ann.page.getByRole('button', { name: 'Notifications (3 new)' })).toBeVisible();
    await ann.page.getByRole('button', { name: 'Notifications (3 new)' }).click();
    await expect(ann.page.getByText(/responded to your recommendation of/)).toBeVisible();
    await ann.page.keyboard.press('Escape');
    const annRec = ann.page.getByRole('article', { name: `Recommendation: ${second.title}` });
    await annRec.getByRole('button', { name: 'Decline' }).click();
    await expect(annRec).toBeHidden();
    // Their own contexts (the fixture's page closes by itself): their bells would go on asking.
    await Promise.all([ann.page.context().close(), bob.page.context().close()]);
  });

  test('the drawn landing page opens its menu at the first tap', MOBILE, async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the menu button shows on phones only');
    // Tapped the moment it shows: the page is shown once the app listens (docs/FIRST-PAINT.md).
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(page.getByRole('button', { name: 'Close navigation' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  test("a member's home is drawn with their data, and the app adopts it without asking who they are", async ({
    page,
  }) => {
    const member = await drawnMember(page, 'drawn');
    const html = await (await page.request.get('/')).text();
    expect(html).toContain('data-for="member"');
    expect(html).toContain(`"username":"${member.username}"`);
    expect(html).toContain(`welcome, @${member.username}`);

    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql')) asked.push(request.postDataJSON()?.operationName ?? '');
    });
    // The app adopts the drawn markup (hydration): React reports a mismatch as an error. (Not every
    // console error: this run blocks the service worker, whose registration logs one when idle.)
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /react|hydrat/i.test(message.text())) errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/', { waitUntil: 'commit' });
    // Its first click counts, from the data the page was drawn with.
    await page.getByRole('button', { name: 'Open user menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Log Out' })).toBeVisible();
    expect(asked).not.toContain('CurrentUser');
    expect(asked).not.toContain('CurrentUserForHomePage');
    expect(errors).toEqual([]);
  });

  test('what a member types on their drawn home the moment it shows stays in the search box, and Enter searches', async ({
    page,
  }) => {
    await drawnMember(page, 'typing');
    const release = await pickRelease(page, 3);
    await page.goto('/', { waitUntil: 'commit' });
    const box = page.getByRole('combobox', { name: 'Search' });
    await box.pressSequentially(release.title, { delay: 15 });
    await expect(box).toHaveValue(release.title);
    await expect(box).toBeFocused();
    await expect(page.getByRole('option', { name: new RegExp(release.title) }).first()).toBeVisible();
    // A slow connection: the entry arrives a second late, and the page waits for it before it shows.
    await page.route('**/assets/index-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    await box.pressSequentially('blue', { delay: 15 });
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?query=blue/);
    await expect(page.getByRole('heading', { name: 'Search results for "blue"' })).toBeVisible();
  });

  test('a visitor sees the landing page; an unknown member is not found', MOBILE, async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: "Get Started - It's Free!" })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
    const community = await revealSection(page, 'Recent Activity From The Community');
    await expect(
      community.getByRole('heading', { name: 'Recent Activity From The Community' }),
    ).toBeVisible();
    await expect(
      (await revealSection(page, 'Ready to Join?')).getByRole('heading', { name: 'Ready to Join?' }),
    ).toBeVisible();
    await page.goto('/users/nobody-at-all-here');
    await expect(page.getByRole('heading', { name: 'User not found' })).toBeVisible();
    await expect(page.getByText('This user does not exist.')).toBeVisible();
  });
});
