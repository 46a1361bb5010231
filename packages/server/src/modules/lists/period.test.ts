import { describe, expect, it } from 'vitest';
import { listDecades, listPeriod } from './period.ts';

describe('listPeriod', () => {
  it('derives the period from the years', () => {
    expect(listPeriod(null, null)).toBe('all');
    expect(listPeriod(1994, 1994)).toBe('year');
    expect(listPeriod(1990, 1999)).toBe('decade');
    expect(listPeriod(1990, 2005)).toBe('range');
  });
});

describe('listDecades', () => {
  it('lists each decade the years touch', () => {
    expect(listDecades(null, null)).toEqual([]);
    expect(listDecades(1990, 1999)).toEqual([1990]);
    expect(listDecades(1985, 2001)).toEqual([1980, 1990, 2000]);
  });
});
