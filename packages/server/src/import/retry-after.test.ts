import { expect, it } from 'vitest';
import { earliestDate, firstValidDate } from './map-dates.ts';
import { retryAfterMs } from './musicbrainz-client.ts';

it('reads Retry-After in seconds or as a date, capped at a minute', () => {
  const now = Date.parse('2024-05-01T10:00:00Z');
  expect(retryAfterMs('3', now)).toBe(3000);
  expect(retryAfterMs('Wed, 01 May 2024 10:00:05 GMT', now)).toBe(5000);
  expect(retryAfterMs('3600', now)).toBe(60_000);
  expect(retryAfterMs(null, now)).toBe(0);
  expect(retryAfterMs('soon', now)).toBe(0);
});

it('picks the first usable date in order of preference, or the earliest of several', () => {
  expect(firstValidDate('', null, '2022-10-28')).toBe('2022-10-28');
  // "2001-08" says no more than the month: the earliest day of that month seen is kept.
  expect(earliestDate(['2001-08-27', '2001-08', '', null, '2001-08-21'])).toBe('2001-08-21');
  expect(earliestDate(['1997', '1996-12', '1997-05-12'])).toBe('1996-12');
  expect(earliestDate(['1997-05-12', '1997'])).toBe('1997-05-12');
  expect(earliestDate(['1997-06', '1997-05-30'])).toBe('1997-05-30');
  // An impossible month or day counts as unwritten.
  expect(earliestDate(['1997-13-01'])).toBe('1997');
});
