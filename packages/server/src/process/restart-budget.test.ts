import { describe, expect, it } from 'vitest';
import { restartBudget } from './restart-budget.ts';

describe('restartBudget', () => {
  it('allows the limit within the window, then refuses', () => {
    const budget = restartBudget(3, 60_000);
    expect([0, 1_000, 2_000].map((at) => budget.take(at))).toEqual([true, true, true]);
    expect(budget.take(3_000)).toBe(false);
  });

  it('forgets restarts older than the window', () => {
    const budget = restartBudget(2, 60_000);
    expect(budget.take(0)).toBe(true);
    expect(budget.take(30_000)).toBe(true);
    expect(budget.take(59_999)).toBe(false);
    expect(budget.take(60_000)).toBe(true);
    expect(budget.take(61_000)).toBe(false);
    expect(budget.take(90_000)).toBe(true);
  });
});
