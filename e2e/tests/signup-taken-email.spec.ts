import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { RESET_RETRIES } from '../support/api';
import { MOBILE } from '../support/devices';
import { expect, test } from '../support/test';

const PASSWORD = 'first-listening-diary-2025';

/** Whether the outbox (the server runs without SMTP_URL) holds a mail to `email` with that subject. */
function outboxHolds(email: string, subject: string): boolean {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  try {
    return readdirSync(outbox)
      .filter((name) => name.endsWith('.eml'))
      .map((name) => readFileSync(path.join(outbox, name), 'utf8'))
      .some((raw) => raw.includes(`To: ${email}`) && raw.replace(/\r?\n\s+/g, ' ').includes(subject));
  } catch {
    return false;
  }
}

test(
  'signing up with an address that has an account says to check the email, and mails its owner',
  MOBILE,
  async ({ page }) => {
    test.setTimeout(90_000);
    const stamp = Date.now().toString(36);
    const email = `owner.${stamp}@example.test`;
    const created = await page.request.post('/graphql', {
      data: {
        query: `mutation { signup(username: "owner_${stamp}", email: "${email}", password: "${PASSWORD}", allowEmail: true) { token } }`,
      },
      maxRetries: RESET_RETRIES,
    });
    expect(created.ok()).toBe(true);

    await page.goto('/signup');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email.toUpperCase());
    await page.getByRole('textbox', { name: 'Username', exact: true }).fill(`another_${stamp}`);
    await page.locator('input[type="password"]').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign Up', exact: true }).last().click();

    const notice = page.getByRole('status').filter({ hasText: 'Check your email' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('already has an Earmark account, we have sent it a message');
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByText('Welcome to Earmark!')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('earmark.token'))).toBeFalsy();
    await expect.poll(() => outboxHolds(email, 'Someone tried to sign up to Earmark')).toBe(true);

    await notice.getByRole('link', { name: 'log in' }).click();
    await expect(page).toHaveURL(/\/login$/);
  },
);
