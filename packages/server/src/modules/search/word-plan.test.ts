import { describe, expect, it } from 'vitest';
import { artistSplits } from './rank.ts';
import { COMMON_ROWS, planWords } from './word-plan.ts';

const common = COMMON_ROWS * 10;
const frequencies = new Map([
  ['the', common],
  ['fire', common],
  ['fires', common],
  ['firefly', 40],
  ['nusta', 900],
  ['silver', common],
  ['sliver', 30],
]);
const words = (...list: string[]) => list.map((word) => ({ word, alternatives: [] as string[] }));

describe('planWords', () => {
  it('runs every word, the last as a prefix, when no word is common', () => {
    expect(planWords(words('golden', 'tid'), frequencies)).toEqual({
      mode: 'all',
      all: "'golden' & ('tid' | 'tid':*)",
      any: "'golden' | ('tid' | 'tid':*)",
      corrected: null,
    });
    expect(planWords(words('rain'), undefined).mode).toBe('all');
  });

  it('lets a rare word drive the common ones', () => {
    const plan = planWords(words('the', 'nusta'), frequencies);
    expect(plan.mode).toBe('all');
    expect(plan.all).toBe("'the' & ('nusta' | 'nusta':*)");
    expect(plan.any).toBe("('nusta' | 'nusta':*)");
  });

  it('drops the prefix of a common last word and keeps the rare one driving', () => {
    const plan = planWords(words('nusta', 'fire'), frequencies);
    expect(plan).toMatchObject({ mode: 'whole words', all: "'nusta' & 'fire'", any: "'nusta'" });
  });

  it('runs no text search for only common words', () => {
    expect(planWords(words('the', 'fire'), frequencies)).toEqual({
      mode: 'names',
      all: null,
      any: null,
      corrected: null,
    });
  });

  it('corrects a misspelt word with its most frequent alternative', () => {
    const plan = planWords(
      [{ word: 'slver', alternatives: ['sliver', 'silver'] }, ...words('rain')],
      frequencies,
    );
    expect(plan.corrected).toBe('silver rain');
  });
});

describe('artistSplits', () => {
  it('cuts the words into artist and title both ways, and the whole query as an artist', () => {
    expect(artistSplits(['maya hart rain'])).toEqual([
      ['maya', 'hart rain'],
      ['hart rain', 'maya'],
      ['maya hart', 'rain'],
      ['rain', 'maya hart'],
      ['maya hart rain', ''],
    ]);
  });

  it('skips long queries', () => {
    expect(artistSplits(['a b c d e f g h i j k l m'])).toEqual([]);
  });
});
