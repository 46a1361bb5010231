import { SUBSCRIPTION_CURRENCY, type SubscriptionInterval, type SubscriptionTier } from '@earmark/shared';
import type { StripeConfig, StripePrices } from '../../config.ts';

export type SubscriptionPlan = {
  name: SubscriptionTier;
  description: string;
  /** The price in `currency`. */
  price: number;
  /** ISO 4217 code of the price's currency. */
  currency: string;
  duration: SubscriptionInterval;
  benefits: string[];
  /** The badge shown beside a supporter's username: fan or vip. */
  badge: 'fan' | 'vip';
  /** The Stripe price to check out with; null when payments are not configured. */
  priceId: string | null;
};

type PlanKey = keyof StripePrices;

const PLANS: readonly (Omit<SubscriptionPlan, 'priceId' | 'currency'> & { key: PlanKey })[] = [
  {
    key: 'FAN_MONTHLY',
    name: 'FAN',
    description: 'Support Earmark every month.',
    price: 1.99,
    duration: 'MONTHLY',
    benefits: ['A FAN badge beside your username', 'No subscribe banner or ads'],
    badge: 'fan',
  },
  {
    key: 'FAN_YEARLY',
    name: 'FAN',
    description: 'Support Earmark for a year.',
    price: 19,
    duration: 'YEARLY',
    benefits: ['A FAN badge beside your username', 'No subscribe banner or ads'],
    badge: 'fan',
  },
  {
    key: 'VIP_MONTHLY',
    name: 'VIP',
    description: 'Support Earmark generously every month.',
    price: 3.99,
    duration: 'MONTHLY',
    benefits: ['A VIP badge beside your username', 'No subscribe banner or ads', 'Our warmest thanks'],
    badge: 'vip',
  },
  {
    key: 'VIP_YEARLY',
    name: 'VIP',
    description: 'Support Earmark generously for a year.',
    price: 39,
    duration: 'YEARLY',
    benefits: ['A VIP badge beside your username', 'No subscribe banner or ads', 'Our warmest thanks'],
    badge: 'vip',
  },
];

/** The four plans (FAN and VIP, monthly and yearly) with their configured price ids. */
export function subscriptionPlans(stripe: StripeConfig | null): SubscriptionPlan[] {
  return PLANS.map(({ key, ...plan }) => ({
    ...plan,
    currency: SUBSCRIPTION_CURRENCY,
    priceId: stripe?.prices[key] ?? null,
  }));
}

/** The tier and period a configured price id stands for, or null for a price that is not ours. */
export function planOfPrice(
  stripe: StripeConfig,
  priceId: string,
): { tier: SubscriptionTier; interval: SubscriptionInterval } | null {
  const plan = PLANS.find((candidate) => stripe.prices[candidate.key] === priceId);
  return plan ? { tier: plan.name, interval: plan.duration } : null;
}
