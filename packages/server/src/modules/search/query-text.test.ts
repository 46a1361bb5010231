import { describe, expect, it } from 'vitest';
import { cleanQuery, queryGroups, tsQuery } from './query-text.ts';

describe('cleanQuery', () => {
  it('cuts long queries instead of refusing them', () => {
    expect(cleanQuery('a'.repeat(500))).toHaveLength(200);
  });

  it('never splits an emoji and drops control characters', () => {
    expect(cleanQuery('🎵'.repeat(300))).toBe('🎵'.repeat(200));
    expect(cleanQuery('ok\u0000 computer\n')).toBe('ok computer');
  });

  it('answers an empty string for only spaces', () => {
    expect(cleanQuery('   \t ')).toBe('');
  });
});

describe('tsQuery', () => {
  const all = (words: { word: string; alternatives: string[] }[]) => tsQuery(queryGroups(words), '&');

  it('needs every word and matches the last one as a prefix', () => {
    const words = [
      { word: 'ok', alternatives: [] },
      { word: 'comp', alternatives: [] },
    ];
    expect(all(words)).toBe("'ok' & ('comp' | 'comp':*)");
    expect(tsQuery(queryGroups(words), '|')).toBe("'ok' | ('comp' | 'comp':*)");
  });

  it('offers spelling alternatives and quotes lexemes', () => {
    expect(
      all([
        { word: "it's", alternatives: [] },
        { word: 'silevr', alternatives: ['silver'] },
      ]),
    ).toBe("'it''s' & ('silevr' | 'silver' | 'silevr':*)");
  });

  it('drops a one-letter last word and answers null without words', () => {
    expect(all([{ word: 'a', alternatives: [] }])).toBeNull();
    expect(all([])).toBeNull();
  });
});
