import { describe, expect, it } from 'vitest';
import { buildTsQueries, cleanQuery } from './query-text.ts';

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

describe('buildTsQueries', () => {
  it('needs every word and matches the last one as a prefix', () => {
    const queries = buildTsQueries([
      { word: 'ok', alternatives: [] },
      { word: 'comp', alternatives: [] },
    ]);
    expect(queries).toEqual({ all: "'ok' & ('comp' | 'comp':*)", any: "'ok' | ('comp' | 'comp':*)" });
  });

  it('offers spelling alternatives and quotes lexemes', () => {
    const queries = buildTsQueries([
      { word: "it's", alternatives: [] },
      { word: 'silevr', alternatives: ['silver'] },
    ]);
    expect(queries?.all).toBe("'it''s' & ('silevr' | 'silver' | 'silevr':*)");
  });

  it('drops a one-letter last word and answers null without words', () => {
    expect(buildTsQueries([{ word: 'a', alternatives: [] }])).toBeNull();
    expect(buildTsQueries([])).toBeNull();
  });
});
