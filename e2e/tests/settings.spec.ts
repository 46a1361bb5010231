import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { graphql, signUpMember, useSession } from '../support/api';
import { MOBILE } from '../support/devices';
import { expect, test } from '../support/test';

const PASSWORD = 'settings-journey-2026';
const NEW_PASSWORD = 'settings-journey-renewed-2027';

/** The path of the newest outbox link to `email` that matches `pattern` (no SMTP_URL in the journeys). */
function linkFromOutbox(email: string, pattern: RegExp): string | null {
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
    const match = pattern.exec(raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '='));
    if (match?.[1]) return match[1];
  }
  return null;
}

/** A 200×120 PNG drawn by the browser, as a member's photo would be. */
async function drawnPicture(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 200;
    canvas.height = 120;
    const context = canvas.getContext('2d');
    if (context) {
      context.fillStyle = '#c2185b';
      context.fillRect(0, 0, 200, 120);
    }
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

const isLive = async (page: Page, token: string) =>
  (await graphql<{ currentUser: { id: string } | null }>(page, '{ currentUser { id } }', {}, token).catch(
    () => null,
  )) !== null;

test.describe('settings', () => {
  test(
    'a member changes their address (confirmed by mail), password, news emails, privacy and avatar',
    MOBILE,
    async ({ page, browser }) => {
      // Several argon2 hashes and mails on a busy machine: like the accounts journey, a longer budget.
      test.setTimeout(150_000);
      await page.goto('/welcome');
      const member = await signUpMember(page, 'settings', PASSWORD);
      const email = `${member.username}@example.test`;
      const other = await graphql<{ login: { token: string } }>(
        page,
        'mutation($u: String!, $p: String!) { login(usernameOrEmail: $u, password: $p) { token } }',
        { u: member.username, p: PASSWORD },
      );
      await useSession(page, member);
      await page.goto('/settings?tab=account');
      await expect(page.getByText(email, { exact: true })).toBeVisible();

      // A new address: nothing changes until the link mailed to it is opened.
      const newEmail = `moved.${member.username}@example.test`;
      await page.getByRole('button', { name: 'Change email' }).click();
      const emailForm = page.getByRole('form', { name: 'Change email' });
      await emailForm.getByRole('textbox', { name: 'New email' }).fill(newEmail);
      await emailForm.getByLabel('Current password').fill(PASSWORD);
      await emailForm.getByRole('button', { name: 'Send confirmation link' }).click();
      await expect(page.getByText(`We sent a confirmation link to ${newEmail}.`)).toBeVisible();
      await expect(page.getByText(email, { exact: true })).toBeVisible();
      let confirmPath: string | null = null;
      await expect
        .poll(() => {
          confirmPath = linkFromOutbox(newEmail, /https?:\/\/[^\s"<]+(\/confirm-email\/[A-Za-z0-9_-]+)/);
          return confirmPath;
        })
        .not.toBeNull();
      await page.goto(confirmPath ?? '/');
      await expect(page.getByText(`Your Earmark account now uses ${newEmail}.`)).toBeVisible();
      await page.goto('/settings?tab=account');
      await expect(page.getByText(newEmail, { exact: true })).toBeVisible();

      // The password: the current one is asked for; the other session ends, this one stays.
      const passwordForm = page.getByRole('form', { name: 'Change password' });
      await passwordForm.getByLabel('Current password').fill('not-my-password-at-all');
      await passwordForm.getByLabel('New password').fill(NEW_PASSWORD);
      await passwordForm.getByRole('button', { name: 'Change password' }).click();
      await expect(passwordForm.getByText('Current password is incorrect.')).toBeVisible();
      await passwordForm.getByLabel('Current password').fill(PASSWORD);
      await passwordForm.getByRole('button', { name: 'Change password' }).click();
      await expect(page.getByText('Your other devices have been logged out.')).toBeVisible();
      expect(await isLive(page, member.token)).toBe(true);
      expect(await isLive(page, other.login.token)).toBe(false);

      // News emails off and a private profile: kept after a reload.
      await page.getByRole('switch', { name: 'News emails' }).uncheck();
      await page.getByRole('switch', { name: /^Private profile/ }).check();
      await expect(page.getByText('Your settings have been updated.').first()).toBeVisible();
      await page.reload();
      await expect(page.getByRole('switch', { name: 'News emails' })).not.toBeChecked();
      await expect(page.getByRole('switch', { name: /^Private profile/ })).toBeChecked();

      // A visitor sees the profile is private.
      const visitor = await browser.newContext();
      const guestPage = await visitor.newPage();
      await guestPage.goto(`/users/${member.username}`);
      await expect(guestPage.getByText(/Private profile: only their friends/)).toBeVisible();
      await visitor.close();

      // An avatar: uploaded, squared, shown; then removed.
      await page.goto('/settings');
      await page.locator('input[type="file"]').setInputFiles({
        name: 'me.png',
        mimeType: 'image/png',
        buffer: await drawnPicture(page),
      });
      await expect(page.getByText('Your new avatar is in place.')).toBeVisible();
      const preview = page.getByRole('img', { name: `@${member.username}'s avatar` });
      await expect(preview).toHaveAttribute('src', /^\/avatars\/\d+-[a-f0-9]{16}\.webp$/);
      const src = (await preview.getAttribute('src')) ?? '';
      const served = await page.request.get(src);
      expect(served.headers()['content-type']).toBe('image/webp');
      await page.goto(`/users/${member.username}`);
      await expect(page.locator(`img[src="${src}"]`).first()).toBeVisible();
      await page.goto('/settings');
      await page.getByRole('button', { name: 'Remove' }).click();
      await expect(page.getByText('Your avatar has been removed.')).toBeVisible();
      expect((await page.request.get(src)).status()).toBe(404);
    },
  );
});
