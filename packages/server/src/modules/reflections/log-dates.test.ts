import { describe, expect, it } from 'vitest';
import { dateFull, dateText } from './log-dates.ts';

describe('log dates', () => {
  it('formats a diary date in UTC', () => {
    expect(dateText('2025-10-05')).toBe('Oct 5, 2025');
    expect(dateFull('2025-10-05')).toBe('Sunday, October 5, 2025');
  });

  it('answers null without a valid date', () => {
    expect(dateText(null)).toBeNull();
    expect(dateFull('2025-13-45')).toBeNull();
  });
});
