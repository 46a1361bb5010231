import { describe, expect, it } from 'vitest';
import { checkYears, favoriteKindOf, ListFieldError, periodOfYears, readListFields } from './lists.ts';

const now = new Date('2026-06-01T00:00:00Z');

describe('readListFields', () => {
  it('trims, lower-cases tags and keeps tags null when none are sent', () => {
    expect(
      readListFields({ name: ' Mine ', isPersonal: true, tags: ['Rock', 'rock', ' '], curator: 'x' }, now),
    ).toMatchObject({ name: 'Mine', tags: ['rock'], curator: null, isRanked: true });
    expect(readListFields({ name: 'Mine', isPersonal: true }, now).tags).toBeNull();
  });

  it('names the field that breaks a rule', () => {
    const field = (input: Parameters<typeof readListFields>[0]) => {
      try {
        readListFields(input, now);
        return null;
      } catch (error) {
        return error instanceof ListFieldError ? error.field : 'other';
      }
    };
    expect(field({ name: '', isPersonal: true })).toBe('name');
    expect(field({ name: 'a', isPersonal: false })).toBe('curator');
    expect(field({ name: 'a', isPersonal: true, url: 'ftp://x' })).toBe('url');
    expect(field({ name: 'a', isPersonal: true, tags: ['favorite-songs', 'favorite-releases'] })).toBe(
      'tags',
    );
    expect(field({ name: 'a', isPersonal: false, curator: 'c', tags: ['favorite-songs'] })).toBe('tags');
  });
});

describe('checkYears', () => {
  it('accepts both or neither year, from 1890 to this year, start before end', () => {
    expect(checkYears(null, null, now)).toEqual({ yearStart: null, yearEnd: null });
    expect(checkYears(1890, 2026, now)).toEqual({ yearStart: 1890, yearEnd: 2026 });
    expect(() => checkYears(1990, null, now)).toThrow('Invalid year range');
    expect(() => checkYears(null, 1990, now)).toThrow('Invalid year range');
    expect(() => checkYears(2000, 1999, now)).toThrow('Invalid year range');
    expect(() => checkYears(1889, 1990, now)).toThrow('1890 to 2026');
    expect(() => checkYears(2000, 2027, now)).toThrow('1890 to 2026');
    expect(checkYears(2020, 2029, now)).toEqual({ yearStart: 2020, yearEnd: 2029 });
    expect(() => checkYears(2021, 2030, now)).toThrow('1890 to 2026');
  });
});

describe('periods and favourites', () => {
  it('derives the period and the favourites kind', () => {
    expect(periodOfYears(null, null)).toBe('all');
    expect(periodOfYears(1990, 1999)).toBe('decade');
    expect(periodOfYears(1990, 1990)).toBe('year');
    expect(periodOfYears(1990, 1995)).toBe('range');
    expect(favoriteKindOf(['x', 'favorite-songs'])).toBe('favorite-songs');
    expect(favoriteKindOf(['x'])).toBeNull();
  });
});
