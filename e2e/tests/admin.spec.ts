import { graphql, signUpMember, useSession } from '../support/api';
import { expect, test } from '../support/test';

test.describe('staff tools', () => {
  test('an admin matches and verifies a release and sees the statistics move; members are turned away', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/');
    // The e2e server starts with SEED_ADMIN=1: the demo member is admin and support.
    const login = await graphql<{ login: { token: string; expiresAt: string } }>(
      page,
      'mutation { login(usernameOrEmail: "demolistener", password: "listen-to-more-music") { token expiresAt } }',
    );
    const member = await signUpMember(page, 'nostaff_');
    await useSession(page, member);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible();

    await useSession(page, { username: 'demolistener', ...login.login });
    await page.goto('/admin/match');
    await expect(page.getByText(/releases wait to be matched/)).toBeVisible();
    const item = page.locator('.mantine-Paper-root').first();
    const title = await item.getByRole('link').first().innerText();
    const mbid = `0e5f${Date.now().toString(16).padStart(12, '0').slice(-12)}`.padEnd(8, '0');
    const uuid = `${mbid.slice(0, 8)}-1111-4111-8111-${Date.now().toString(16).padStart(12, '0').slice(-12)}`;
    await page.getByLabel('Or paste a MusicBrainz id').fill(uuid);
    await page.getByRole('button', { name: 'Set', exact: true }).click();
    await expect(item.getByRole('link').first()).not.toHaveText(title);

    await page.getByRole('tab', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/admin\/verify$/);
    const waiting = page.getByText(/matches wait to be verified/);
    const before = Number((await waiting.innerText()).replace(/\D/g, ''));
    expect(before).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(waiting).toHaveText(`${(before - 1).toLocaleString('en-US')} matches wait to be verified`);

    await page.getByRole('tab', { name: 'Statistics' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    const weeks = page.getByRole('table', { name: 'Staff work by week' });
    await expect(weeks.getByRole('row').nth(1)).toContainText(/\d{4}-\d{2}-\d{2}\s*1\s*1\s*0/);
  });
});
