import { describe, expect, it } from 'vitest';
import { supporterStatus } from './supporter.ts';

function subscription(status: string, tier: 'FAN' | 'VIP') {
  const now = new Date();
  return {
    id: 1,
    userId: 1,
    stripeSubscriptionId: `sub_${status}`,
    stripePriceId: 'price',
    tier,
    interval: 'MONTHLY' as const,
    status,
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    createdAt: now,
    updatedAt: now,
  };
}

describe('supporterStatus', () => {
  it('makes an active or trialing subscriber a supporter of their tier', () => {
    expect(supporterStatus([subscription('active', 'VIP')])).toEqual({
      isSupporter: true,
      isPastDueSupporter: false,
      isFAN: false,
      isVIP: true,
    });
    expect(supporterStatus([subscription('trialing', 'FAN')]).isFAN).toBe(true);
  });

  it('marks a past-due subscriber as past due, not as a supporter', () => {
    expect(supporterStatus([subscription('past_due', 'FAN')])).toEqual({
      isSupporter: false,
      isPastDueSupporter: true,
      isFAN: true,
      isVIP: false,
    });
  });

  it('ignores canceled subscriptions', () => {
    expect(supporterStatus([subscription('canceled', 'VIP')])).toEqual({
      isSupporter: false,
      isPastDueSupporter: false,
      isFAN: false,
      isVIP: false,
    });
  });
});
