import { describe, expect, it } from 'vitest';
import { formatCount, plural, timeAgo } from './format';

describe('formatCount', () => {
  it('writes thousands separators as en-US does', () => {
    for (const value of [0, 7, 999, 1000, 12345, 999999, 1000000, 1234567890, -4321])
      expect(formatCount(value), String(value)).toBe(new Intl.NumberFormat('en-US').format(value));
  });

  it('counts in words', () => {
    expect(plural(1, 'track')).toBe('1 track');
    expect(plural(12000, 'track')).toBe('12,000 tracks');
  });
});

describe('timeAgo', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  const intl = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
  // Each unit with amounts small enough that the next larger unit does not take over.
  const UNITS: [Intl.RelativeTimeFormatUnit, number, number[]][] = [
    ['year', 31_536_000, [-1000, -12, -2, -1, 1, 2, 1000]],
    ['month', 2_592_000, [-12, -2, -1, 1, 2, 11]],
    ['week', 604_800, [-4, -2, -1, 1, 2, 4]],
    ['day', 86_400, [-6, -2, -1, 1, 2, 6]],
    ['hour', 3_600, [-23, -2, -1, 1, 2, 23]],
    ['minute', 60, [-59, -2, -1, 1, 2, 59]],
  ];

  it('writes what Intl.RelativeTimeFormat writes for en-US, back and ahead, in every unit', () => {
    for (const [unit, size, values] of UNITS)
      for (const value of values) {
        const at = new Date(now.getTime() + value * size * 1000).toISOString();
        expect(timeAgo(at, now), `${value} ${unit}`).toBe(intl.format(value, unit));
      }
  });

  it('says "just now" under a minute, and nothing for a date it cannot read', () => {
    expect(timeAgo(new Date(now.getTime() - 59_000).toISOString(), now)).toBe('just now');
    expect(timeAgo('not a date', now)).toBe('');
  });
});
