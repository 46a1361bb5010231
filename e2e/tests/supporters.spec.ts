import type { Page } from '@playwright/test';
import { signUpMember, useSession } from '../support/api';
import { expect, test } from '../support/test';

// The e2e server runs with STRIPE_* pointing at the fake Stripe of playwright.config.ts, which
// plays the hosted checkout (it pays at once, sends the signed webhook, and returns to
// /settings?session_id=…) and the billing portal.
const fakeStripe = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3210) + 1000}`;

/** A fresh member (signed up through the API), signed in on this page. */
async function signUp(page: Page) {
  const member = await signUpMember(page, 'fan_');
  await page.goto('/welcome');
  await useSession(page, member);
}

test.describe('supporters', () => {
  test('subscribe through the (fake) checkout, come back to the badge, manage it in the portal, get a past-due prompt', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signUp(page);

    await page.goto('/subscribe');
    await expect(page.getByRole('heading', { name: 'Show your support' })).toBeVisible();
    await expect(page.getByText('$19.00 USD / year')).toBeVisible();
    await expect(page.getByText('Save 20%')).toBeVisible();
    await page.getByRole('button', { name: 'Become a FAN' }).click();

    // Checkout (fake Stripe) → webhook → back on /settings with the session id.
    await page.waitForURL(/\/settings\?session_id=cs_test_/);
    const sessionId = new URL(page.url()).searchParams.get('session_id') ?? '';
    await expect(page.getByText('Thank you for your support!')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your subscription' })).toBeVisible();
    await expect(page.getByLabel('FAN supporter')).toBeVisible();

    // The subscribe page now thanks the supporter instead of selling again.
    await page.goto('/subscribe');
    await expect(page.getByText('You are already a supporter! Thank you for your support!')).toBeVisible();
    await expect(page.getByRole('button', { name: /Become a/ })).toHaveCount(0);

    // Manage subscription → the portal → back to settings.
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Manage subscription' }).click();
    await expect(page.getByRole('heading', { name: 'Billing portal' })).toBeVisible();
    await page.getByRole('link', { name: 'Return to Earmark' }).click();
    await expect(page).toHaveURL(/\/settings$/);

    // A renewal fails: the member is prompted to update the payment method, which opens the portal.
    const failed = await page.request.post(`${fakeStripe}/__fake/checkout/${sessionId}/status/past_due`);
    expect(failed.ok()).toBe(true);
    await page.goto('/');
    const prompt = page.getByText('Your last payment did not go through');
    await expect(prompt).toBeVisible();
    await page.getByRole('button', { name: 'Update payment' }).click();
    await expect(page.getByRole('heading', { name: 'Billing portal' })).toBeVisible();

    // Paid again: the prompt is gone.
    await page.request.post(`${fakeStripe}/__fake/checkout/${sessionId}/status/active`);
    await page.goto('/settings');
    await expect(page.getByRole('heading', { name: 'Your subscription' })).toBeVisible();
    await expect(prompt).toHaveCount(0);
  });

  test('the plans answer with price ids, and the payment calls refuse a guest', async ({ request }) => {
    const plans = await request.get('/subscription-plans');
    expect(plans.ok()).toBe(true);
    const body = (await plans.json()) as { name: string; priceId: string }[];
    expect(body.map((plan) => plan.priceId)).toEqual([
      'price_fan_monthly',
      'price_fan_yearly',
      'price_vip_monthly',
      'price_vip_yearly',
    ]);
    const checkout = await request.post('/create-checkout-session', {
      data: { priceId: 'price_fan_yearly' },
    });
    expect(checkout.status()).toBe(401);
  });
});
