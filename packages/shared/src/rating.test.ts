import { describe, expect, it } from 'vitest';
import { isValidRating } from './rating.ts';

describe('isValidRating', () => {
  it('accepts half steps from 0.5 to 5', () => {
    for (let r = 0.5; r <= 5; r += 0.5) expect(isValidRating(r)).toBe(true);
  });
  it('refuses 0, out-of-range and off-step values', () => {
    for (const r of [0, -0.5, 5.5, 1.25, 3.3, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(isValidRating(r)).toBe(false);
    }
  });
});
