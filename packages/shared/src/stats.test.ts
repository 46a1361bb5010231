import { describe, expect, it } from 'vitest';
import { statsYear, statsYearBounds } from './stats.ts';

const NOW = new Date('2026-11-26T12:00:00Z');

describe('statsYearBounds', () => {
  it('runs from 1900 to next year', () => {
    expect(statsYearBounds(NOW)).toEqual({ min: 1900, max: 2027 });
  });
});

describe('statsYear', () => {
  it('reads a four-digit year within the bounds, and nothing else', () => {
    expect(['2025', '1900', '2027'].map((raw) => statsYear(raw, NOW))).toEqual([2025, 1900, 2027]);
    expect(
      ['1899', '2028', '9999', '0001', 'abcd', '25', '', null].map((raw) => statsYear(raw, NOW)),
    ).toEqual(Array(8).fill(null));
  });
});
