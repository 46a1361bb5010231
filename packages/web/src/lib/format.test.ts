import { describe, expect, it } from 'vitest';
import { formatCount, plural } from './format';

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
