import { describe, expect, it } from 'vitest';
import type { SearchHit } from './hit';
import { addRecentSearch, parseRecentSearches } from './recentSearches';

const hit = (id: string, type: SearchHit['type'] = 'RELEASE'): SearchHit => ({
  type,
  id,
  title: `Item ${id}`,
  subtitle: '',
  image: null,
  href: `/releases/${id}`,
});

describe('recent searches', () => {
  it('keeps five, most recent first, one entry per item', () => {
    let entries: SearchHit[] = [];
    for (const id of ['1', '2', '3', '4', '5', '6', '3']) entries = addRecentSearch(entries, hit(id));
    expect(entries.map((e) => e.id)).toEqual(['3', '6', '5', '4', '2']);
  });

  it('tells items of different kinds apart', () => {
    const entries = addRecentSearch([hit('1', 'SONG')], hit('1'));
    expect(entries).toHaveLength(2);
  });

  it('ignores malformed storage', () => {
    expect(parseRecentSearches('not json')).toEqual([]);
    expect(parseRecentSearches(JSON.stringify([{ id: 1 }, hit('9')]))).toEqual([hit('9')]);
    expect(parseRecentSearches(JSON.stringify([{ ...hit('2'), href: 'https://evil.test' }]))).toEqual([]);
  });
});
