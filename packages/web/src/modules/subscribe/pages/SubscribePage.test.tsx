import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { skippedHeadingLevel } from '../../../test/headings';
import { renderWithProviders } from '../../../test/renderWithProviders';
import type { SubscriptionPlan } from '../api';
import { supporterFlags } from '../test-support';
import { SubscribePage } from './SubscribePage';

const member = { id: '1', username: 'ada', isAdmin: false, isSupporter: false };

const PLANS: SubscriptionPlan[] = (
  [
    ['FAN', 1.99, 'MONTHLY'],
    ['FAN', 19, 'YEARLY'],
    ['VIP', 3.99, 'MONTHLY'],
    ['VIP', 39, 'YEARLY'],
  ] as const
).map(([name, price, duration]) => ({
  name,
  price,
  currency: 'USD',
  duration,
  description: `${name} ${duration}`,
  benefits: [`A ${name} badge`],
  badge: name === 'FAN' ? 'fan' : 'vip',
  priceId: `price_${name}_${duration}`.toLowerCase(),
}));

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockImplementation(async (input) => {
    if (String(input) === '/subscription-plans') return new Response(JSON.stringify(PLANS), { status: 200 });
    return new Response(JSON.stringify({ message: 'Payments are not configured' }), {
      status: 503,
      statusText: 'Payments are not configured',
    });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('SubscribePage', () => {
  it('shows both plans at the yearly prices by default and the monthly ones on the toggle', async () => {
    renderWithProviders(<SubscribePage />, { member, path: '/subscribe' });
    expect(screen.getByRole('heading', { name: 'Show your support' })).toBeTruthy();
    expect(screen.getByText('Save 20%')).toBeTruthy();
    expect(screen.getByText('$19.00 USD / year')).toBeTruthy();
    expect(screen.getByText('$39.00 USD / year')).toBeTruthy();
    await userEvent.click(screen.getByText('Monthly'));
    expect(screen.getByText('$1.99 USD / month')).toBeTruthy();
    expect(screen.getByText('$3.99 USD / month')).toBeTruthy();
    expect(document.title).toMatch(/^Support Earmark/);
    expect(screen.getByRole('link', { name: 'Email Us' })).toBeTruthy();
  });

  it("checks out with the plan's price id from GET /subscription-plans", async () => {
    renderWithProviders(<SubscribePage />, { member, path: '/subscribe' });
    await screen.findByText('VIP YEARLY');
    await userEvent.click(screen.getByRole('button', { name: 'Become a VIP' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const [url, init] = fetchMock.mock.calls[1] ?? [];
    expect(url).toBe('/create-checkout-session');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ priceId: 'price_vip_yearly' });
  });

  it('says why when checkout answers that payments are not configured (503)', async () => {
    renderWithProviders(<SubscribePage />, { member, path: '/subscribe' });
    await screen.findByText('FAN YEARLY');
    await userEvent.click(screen.getByRole('button', { name: 'Become a FAN' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your subscription could not be started');
    expect(alert.textContent).toContain('Payments are not configured. Please contact support below.');
  });

  it('asks a visitor to sign up or log in', () => {
    renderWithProviders(<SubscribePage />, { path: '/subscribe' });
    expect(screen.getByText(/to support the product through a subscription\./)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Become a/ })).toBeNull();
  });

  it('thanks a supporter and offers only the donation link', () => {
    renderWithProviders(<SubscribePage />, { member: { ...member, isSupporter: true }, path: '/subscribe' });
    expect(screen.getByText('You are already a supporter! Thank you for your support!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Make a one-time donation' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Become a/ })).toBeNull();
  });

  it('prompts a past-due supporter to update payment through the portal instead of buying again', async () => {
    renderWithProviders(<SubscribePage />, {
      member,
      path: '/subscribe',
      prepareCache: supporterFlags(member.id, { isSupporter: false, isPastDueSupporter: true }),
    });
    expect(screen.queryByRole('button', { name: /Become a/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Update payment' }));
    await waitFor(() => expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/create-portal-session'));
  });

  it('skips no heading level, for a visitor, a member choosing a plan and a supporter (Lighthouse heading-order)', async () => {
    const visitor = renderWithProviders(<SubscribePage />, { path: '/subscribe' });
    expect(screen.getByRole('heading', { name: 'Need help', level: 2 })).toBeTruthy();
    expect(skippedHeadingLevel()).toBeNull();
    visitor.unmount();

    const choosing = renderWithProviders(<SubscribePage />, { member, path: '/subscribe' });
    await screen.findByText('FAN YEARLY');
    expect(skippedHeadingLevel()).toBeNull();
    choosing.unmount();

    renderWithProviders(<SubscribePage />, { member: { ...member, isSupporter: true }, path: '/subscribe' });
    expect(skippedHeadingLevel()).toBeNull();
  });

  it("draws the quote's cite opaque in the dimmed grey (Mantine's 60% opacity made it 2.3:1 on the quote)", () => {
    renderWithProviders(<SubscribePage />, { path: '/subscribe' });
    const cite = screen.getByText('— the creator of Earmark');
    expect(cite.style.color).toBe('var(--mantine-color-dimmed)');
    expect(cite.style.opacity).toBe('1');
  });
});
