import { describe, expect, it } from 'vitest';
import { delta, fillPeriods, longestStreak, ratingSpread } from './numbers.ts';

const day = (text: string) => Date.parse(`${text}T00:00:00Z`) / 86_400_000;

describe('ratingSpread', () => {
  it('answers every half star from 0.5 to 5, zero where none was given', () => {
    const spread = ratingSpread([
      { rating: 4.5, count: 3 },
      { rating: 1, count: 1 },
    ]);
    expect(spread.map((bucket) => bucket.rating)).toEqual([0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5]);
    expect(spread.find((bucket) => bucket.rating === 4.5)?.count).toBe(3);
    expect(spread.find((bucket) => bucket.rating === 1)?.count).toBe(1);
    expect(spread.reduce((sum, bucket) => sum + bucket.count, 0)).toBe(4);
  });

  it('adds the same star given twice and drops what is out of range', () => {
    const spread = ratingSpread([
      { rating: 3, count: 2 },
      { rating: 3, count: 5 },
      { rating: 0, count: 9 },
      { rating: 5.5, count: 9 },
    ]);
    expect(spread.find((bucket) => bucket.rating === 3)?.count).toBe(7);
    expect(spread.reduce((sum, bucket) => sum + bucket.count, 0)).toBe(7);
  });
});

describe('longestStreak', () => {
  it('is zero without listens', () => {
    expect(longestStreak([])).toEqual({ days: 0, start: null, end: null });
  });

  it('counts consecutive days across a month end, once per day, in any order', () => {
    const days = ['2025-02-27', '2025-03-01', '2025-02-28', '2025-02-28', '2025-03-02', '2025-03-05'].map(
      day,
    );
    expect(longestStreak(days)).toEqual({ days: 4, start: '2025-02-27', end: '2025-03-02' });
  });

  it('keeps the earliest of two runs as long', () => {
    const days = ['2025-01-01', '2025-01-02', '2025-06-10', '2025-06-11'].map(day);
    expect(longestStreak(days)).toEqual({ days: 2, start: '2025-01-01', end: '2025-01-02' });
  });

  it('a single day is a streak of one', () => {
    expect(longestStreak([day('2024-12-31')])).toEqual({ days: 1, start: '2024-12-31', end: '2024-12-31' });
  });
});

describe('delta', () => {
  it('answers the change and its percent against the year before', () => {
    expect(delta(150, 100)).toEqual({ current: 150, previous: 100, change: 50, percent: 50 });
    expect(delta(25, 100)).toEqual({ current: 25, previous: 100, change: -75, percent: -75 });
  });

  it('has no percent from zero', () => {
    expect(delta(12, 0)).toEqual({ current: 12, previous: 0, change: 12, percent: null });
  });

  it('rounds hours to a tenth', () => {
    expect(delta(10.25, 4.1).change).toBe(6.2);
  });
});

describe('fillPeriods', () => {
  it('answers the 12 months of a year, zero where nothing happened', () => {
    const months = fillPeriods([{ p: 3, listens: 4, checks: 1 }], 2025);
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ period: '2025-01', listens: 0, checks: 0 });
    expect(months[2]).toEqual({ period: '2025-03', listens: 4, checks: 1 });
  });

  it('answers every year from the first to the last for all time', () => {
    const years = fillPeriods(
      [
        { p: 2022, listens: 1, checks: 0 },
        { p: 2025, listens: 0, checks: 2 },
      ],
      null,
    );
    expect(years.map((year) => year.period)).toEqual(['2022', '2023', '2024', '2025']);
    expect(fillPeriods([], null)).toEqual([]);
  });
});
