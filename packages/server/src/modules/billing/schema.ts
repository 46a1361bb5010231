import { SUBSCRIPTION_INTERVALS, SUBSCRIPTION_TIERS } from '@earmark/shared';
import { builder } from '../../graphql/builder.ts';
import { type SubscriptionPlan, subscriptionPlans } from './plans.ts';

const SubscriptionTierEnum = builder.enumType('SubscriptionTier', { values: SUBSCRIPTION_TIERS });
const SubscriptionDurationEnum = builder.enumType('SubscriptionDuration', { values: SUBSCRIPTION_INTERVALS });

const SubscriptionPlanRef = builder.objectRef<SubscriptionPlan>('SubscriptionPlan').implement({
  description: 'A way to support Earmark: a tier (FAN or VIP) paid monthly or yearly.',
  fields: (t) => ({
    name: t.field({ type: SubscriptionTierEnum, resolve: (plan) => plan.name }),
    description: t.exposeString('description'),
    price: t.exposeFloat('price', { description: 'In `currency`.' }),
    currency: t.exposeString('currency', { description: 'ISO 4217 code of the price, e.g. USD.' }),
    duration: t.field({ type: SubscriptionDurationEnum, resolve: (plan) => plan.duration }),
    benefits: t.exposeStringList('benefits'),
    badge: t.exposeString('badge', { description: 'The badge type shown beside the username: fan or vip.' }),
    priceId: t.exposeString('priceId', {
      nullable: true,
      description: 'What to send to /create-checkout-session; null when payments are not configured.',
    }),
  }),
});

builder.queryFields((t) => ({
  subscriptionPlans: t.field({
    type: [SubscriptionPlanRef],
    description: 'The plans of the subscribe page (also GET /subscription-plans).',
    resolve: (_root, _args, ctx) => subscriptionPlans(ctx.config.stripe),
  }),
}));
