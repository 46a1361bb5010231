import { SUBSCRIPTION_CURRENCY } from '@earmark/shared';
import { useEffect, useState } from 'react';
import { fetchSubscriptionPlans, type SubscriptionPlan } from '../api';

/** The published prices, shown while the server's plans load (or if they cannot be read). */
export const FALLBACK_PLANS: SubscriptionPlan[] = [
  { name: 'FAN', price: 1.99, duration: 'MONTHLY' },
  { name: 'FAN', price: 19, duration: 'YEARLY' },
  { name: 'VIP', price: 3.99, duration: 'MONTHLY' },
  { name: 'VIP', price: 39, duration: 'YEARLY' },
].map((plan) => ({
  ...(plan as Pick<SubscriptionPlan, 'name' | 'price' | 'duration'>),
  currency: SUBSCRIPTION_CURRENCY,
  description: '',
  benefits: [`A ${plan.name} badge beside your username`, 'No subscribe banner or ads'],
  badge: plan.name === 'FAN' ? 'fan' : 'vip',
  priceId: null,
}));

/** The plans from GET /subscription-plans, with their price ids for checkout. */
export function useSubscriptionPlans(): { plans: SubscriptionPlan[]; loaded: boolean } {
  const [state, setState] = useState({ plans: FALLBACK_PLANS, loaded: false });
  useEffect(() => {
    let live = true;
    fetchSubscriptionPlans()
      .then((plans) => live && setState({ plans, loaded: true }))
      .catch((error: unknown) => {
        console.error('Subscription plans could not be loaded:', error);
        if (live) setState((current) => ({ ...current, loaded: true }));
      });
    return () => {
      live = false;
    };
  }, []);
  return state;
}
