import { describe, expect, it } from 'vitest';
import { parseReleaseStats, primaryTypeCount, secondaryTypeCount } from './releaseStats';

const stats = parseReleaseStats(
  JSON.stringify({ ALBUM: { 'No secondary': 3, LIVE: 2, REMIX: 1 }, SINGLE: { 'No secondary': 1, LIVE: 4 } }),
);

describe('releaseStats', () => {
  it('counts a primary type under the chosen secondary types', () => {
    expect(primaryTypeCount(stats, 'ALBUM', [])).toBe(3);
    expect(primaryTypeCount(stats, 'ALBUM', ['LIVE'])).toBe(5);
    expect(primaryTypeCount(stats, 'EP', ['LIVE'])).toBe(0);
  });

  it('counts a secondary type over the chosen primary types', () => {
    expect(secondaryTypeCount(stats, ['ALBUM'], 'LIVE')).toBe(2);
    expect(secondaryTypeCount(stats, ['ALBUM', 'SINGLE'], 'LIVE')).toBe(6);
  });

  it('survives a missing or malformed value', () => {
    expect(parseReleaseStats('not json')).toEqual({});
    expect(parseReleaseStats(null)).toEqual({});
  });
});
