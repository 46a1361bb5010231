import type { subscriptions } from '../../db/schema/index.ts';

type SubscriptionRow = typeof subscriptions.$inferSelect;

export type SupporterStatus = {
  isSupporter: boolean;
  isPastDueSupporter: boolean;
  isFAN: boolean;
  isVIP: boolean;
};

const PAYING = new Set(['active', 'trialing']);

/**
 * Supporter flags from a member's subscriptions (newest first): active or trialing makes a
 * supporter, past_due a past-due supporter; the tier of that subscription sets FAN or VIP.
 */
export function supporterStatus(rows: SubscriptionRow[]): SupporterStatus {
  const paying = rows.find((row) => PAYING.has(row.status));
  const pastDue = rows.find((row) => row.status === 'past_due');
  const current = paying ?? pastDue;
  return {
    isSupporter: paying !== undefined,
    isPastDueSupporter: paying === undefined && pastDue !== undefined,
    isFAN: current?.tier === 'FAN',
    isVIP: current?.tier === 'VIP',
  };
}
