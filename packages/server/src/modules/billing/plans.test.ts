import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { planOfPrice, subscriptionPlans } from './plans.ts';

const STRIPE_ENV = {
  STRIPE_SECRET_KEY: 'sk_test_1',
  STRIPE_WEBHOOK_SECRET: 'whsec_1',
  STRIPE_PRICE_FAN_MONTHLY: 'price_fm',
  STRIPE_PRICE_FAN_YEARLY: 'price_fy',
  STRIPE_PRICE_VIP_MONTHLY: 'price_vm',
  STRIPE_PRICE_VIP_YEARLY: 'price_vy',
};

describe('STRIPE_* configuration', () => {
  it('is off without STRIPE_SECRET_KEY', () => {
    expect(loadConfig({}).stripe).toBeNull();
  });

  it('reads the key, the webhook secret, the four prices and an optional API root', () => {
    expect(loadConfig({ ...STRIPE_ENV, STRIPE_API_URL: 'http://127.0.0.1:12111' }).stripe).toEqual({
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
      prices: {
        FAN_MONTHLY: 'price_fm',
        FAN_YEARLY: 'price_fy',
        VIP_MONTHLY: 'price_vm',
        VIP_YEARLY: 'price_vy',
      },
      apiUrl: 'http://127.0.0.1:12111',
    });
  });

  it('refuses to start half-configured', () => {
    expect(() => loadConfig({ ...STRIPE_ENV, STRIPE_WEBHOOK_SECRET: '' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => loadConfig({ ...STRIPE_ENV, STRIPE_PRICE_VIP_YEARLY: undefined })).toThrow(
      /STRIPE_PRICE_VIP_YEARLY/,
    );
  });
});

describe('plans', () => {
  const stripe = loadConfig(STRIPE_ENV).stripe;

  it('are FAN and VIP, monthly and yearly, at 1.99 / 19.00 and 3.99 / 39.00', () => {
    expect(
      subscriptionPlans(stripe).map((plan) => [plan.name, plan.duration, plan.price, plan.priceId]),
    ).toEqual([
      ['FAN', 'MONTHLY', 1.99, 'price_fm'],
      ['FAN', 'YEARLY', 19, 'price_fy'],
      ['VIP', 'MONTHLY', 3.99, 'price_vm'],
      ['VIP', 'YEARLY', 39, 'price_vy'],
    ]);
    expect(subscriptionPlans(null).every((plan) => plan.priceId === null)).toBe(true);
  });

  it('name the tier and period of a configured price, and nothing for another', () => {
    if (!stripe) throw new Error('configured above');
    expect(planOfPrice(stripe, 'price_vy')).toEqual({ tier: 'VIP', interval: 'YEARLY' });
    expect(planOfPrice(stripe, 'price_other')).toBeNull();
  });
});
