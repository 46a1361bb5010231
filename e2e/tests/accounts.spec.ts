import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { graphql, RESET_RETRIES, signUpMember } from '../support/api';
import { MOBILE } from '../support/devices';
import { expect, test } from '../support/test';

const PASSWORD = 'first-listening-diary-2025';
const NEW_PASSWORD = 'second-listening-diary-2026';

/** The reset link of the newest outbox mail to `email` (the server runs without SMTP_URL). */
function resetPathFromOutbox(email: string): string | null {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  let files: string[];
  try {
    files = readdirSync(outbox)
      .filter((name) => name.endsWith('.eml'))
      .sort()
      .reverse();
  } catch {
    return null;
  }
  for (const file of files) {
    const raw = readFileSync(path.join(outbox, file), 'utf8');
    if (!raw.includes(`To: ${email}`)) continue;
    const decoded = raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
    const match = /https?:\/\/[^\s"<]+(\/reset-password\/[A-Za-z0-9_-]+)/.exec(decoded);
    if (match?.[1]) return match[1];
  }
  return null;
}

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('earmark.token'));

test.describe('accounts', () => {
  test(
    'sign up, log out, fail a login, reset the password by email, edit the profile, delete the account',
    MOBILE,
    async ({ page }, testInfo) => {
      // A long walk with three argon2 hashes; the budget of one short spec is not enough.
      test.setTimeout(150_000);
      const stamp = `${testInfo.project.name.slice(0, 3)}${Date.now().toString(36)}`;
      const username = `journey_${stamp}`;
      const email = `journey.${stamp}@example.test`;
      const desktop = testInfo.project.name === 'desktop';

      // A guest checks an album on this device; it is saved to the account right after signup.
      const newest = await graphql<{ newestReleases: { edges: { node: { id: string } }[] } }>(
        page,
        '{ newestReleases(limit: 1) { edges { node { id } } } }',
      );
      const releaseId = newest.newestReleases.edges[0]?.node.id ?? '';
      await page.goto('/signup');
      await page.evaluate(
        (id) => localStorage.setItem('earmark.guestChecks', JSON.stringify({ releases: [id], songs: [] })),
        releaseId,
      );

      // Sign up: the form's own rules first, then the welcome toast.
      await page.getByRole('button', { name: 'Sign Up', exact: true }).last().click();
      await expect(page.getByText('Username must be at least 5 characters long')).toBeVisible();
      await expect(page.getByText('At least 8 characters long', { exact: true })).toBeVisible();
      await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
      await page.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
      await page.locator('input[type="password"]').fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign Up', exact: true }).last().click();
      await expect(page.getByText('Welcome to Earmark!')).toBeVisible();
      await expect(
        page.getByText('Feel free to check some releases & create your first list!'),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
      // A new member is welcomed (not "welcome back") with first steps and members to follow.
      await expect(page.getByRole('heading', { name: `welcome, @${username}`, exact: true })).toBeVisible();
      const steps = page.getByRole('region', { name: 'Your first steps' });
      await expect(steps.getByRole('link', { name: 'Pick your favorite albums' })).toBeVisible();
      await expect(
        steps.getByRole('region', { name: 'Members to follow' }).getByRole('button').first(),
      ).toBeVisible();
      const token = (await storedToken(page)) ?? '';
      expect(token).not.toBe('');
      const checked = await graphql<{ release: { currentUserHasChecked: boolean } }>(
        page,
        `{ release(id: "${releaseId}") { currentUserHasChecked } }`,
        {},
        token,
      );
      expect(checked.release.currentUserHasChecked).toBe(true);
      expect(await page.evaluate(() => localStorage.getItem('earmark.guestChecks'))).toBeNull();
      if (desktop)
        await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toHaveCount(0);

      // Log out: the server forgets the session and the page goes to /login.
      await page.goto('/logout');
      await expect(page).toHaveURL(/\/login$/);
      expect(await storedToken(page)).toBeNull();
      const me = await page.request.post('/graphql', {
        data: { query: '{ currentUser { id } }' },
        headers: { authorization: token },
        maxRetries: RESET_RETRIES,
      });
      expect(JSON.stringify(await me.json())).toContain('UNAUTHENTICATED');
      if (desktop) await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
      await expect(page.getByText('Facebook login is no longer available.')).toBeVisible();

      // A wrong password is refused with the server's message, and the page stays.
      await page.getByRole('textbox', { name: 'Username or Email' }).fill(username);
      await page.locator('input[type="password"]').fill('not-my-password');
      await page.getByRole('button', { name: 'Log in', exact: true }).last().click();
      await expect(page.getByRole('alert')).toHaveText('The username, email or password is incorrect.');
      await expect(page).toHaveURL(/\/login$/);

      // Reset by email: the link arrives in the outbox.
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await expect(page).toHaveURL(/\/request-password-reset$/);
      // Exact: while the lazy page loads, the login page (with "Username or Email") is still shown.
      await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await expect(page.getByText('Email sent').first()).toBeVisible();
      await expect(page.getByText('Check your email for a password reset link').first()).toBeVisible();
      let resetPath: string | null = null;
      await expect
        .poll(() => {
          resetPath = resetPathFromOutbox(email);
          return resetPath;
        })
        .not.toBeNull();
      await page.goto(resetPath ?? '/');
      await page.locator('input[type="password"]').fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Set new password' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { name: `welcome, @${username}`, exact: true })).toBeVisible();

      // Edit the profile; it is still there after a reload.
      await page.goto('/settings');
      await page.getByRole('textbox', { name: 'First name' }).fill('Journey');
      await page.getByRole('textbox', { name: 'Website' }).fill('not a url');
      await page.getByRole('button', { name: 'Save Profile' }).click();
      await expect(page.getByText('Website must be a URL starting with http:// or https://')).toBeVisible();
      await page.getByRole('textbox', { name: 'Website' }).fill('https://journey.example.test');
      await page.getByRole('button', { name: 'Save Profile' }).click();
      await expect(page.getByText('Your profile has been updated.')).toBeVisible();
      await page.reload();
      await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Journey');

      // Delete the account: signed out, and the new password no longer opens anything.
      await page.getByRole('tab', { name: 'Account' }).click();
      await expect(page.getByText(email, { exact: true })).toBeVisible();
      await page.getByRole('button', { name: 'Delete my account' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
      await expect(dialog.getByRole('button', { name: 'Delete account' })).toBeDisabled();
      await dialog.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
      await dialog.getByRole('button', { name: 'Delete account' }).click();
      await expect(page.getByText('Account deleted')).toBeVisible();
      expect(await storedToken(page)).toBeNull();
      await page.goto('/login');
      await page.getByRole('textbox', { name: 'Username or Email' }).fill(email);
      await page.locator('input[type="password"]').fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Log in', exact: true }).last().click();
      await expect(page.getByRole('alert')).toHaveText('The username, email or password is incorrect.');
    },
  );

  test('the session warning opens within 10 minutes of the end and offers to log out', async ({ page }) => {
    const { token } = await signUpMember(page, 'expiring_');
    // Planted before any page script runs: set after the app has booted as a guest, the token could
    // be cleared by the guest's one-time anonymous-session action still in flight.
    await page.addInitScript(
      ([value, expiresAt]) => {
        localStorage.setItem('earmark.token', value);
        localStorage.setItem('earmark.tokenExpiresAt', expiresAt);
      },
      [token, new Date(Date.now() + 5 * 60_000).toISOString()] as const,
    );
    await page.goto('/faq');
    const dialog = page.getByRole('dialog', { name: 'Session Expiring Soon' });
    const warning = dialog.getByText(
      'For your security, we automatically end sessions after a certain amount of time.',
      { exact: false },
    );
    await expect(warning).toBeVisible();
    // A page the server draws for the member waits for a touch before starting the app, unless the
    // warning is due: it is checked at load there too.
    await expect
      .poll(async () => (await page.context().cookies()).map((cookie) => cookie.name))
      .toContain('earmark_session');
    await page.goto('/');
    await expect(page.locator('#earmark-cache[data-for="member"]')).toHaveCount(1);
    await expect(warning).toBeVisible();
    await dialog.getByRole('link', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedToken(page)).toBeNull();
  });
});
