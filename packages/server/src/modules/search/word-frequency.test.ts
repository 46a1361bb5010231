import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/open-db.ts';
import { cachedFrequencies, storeFrequencies } from './word-frequency.ts';

const fakeDb = () => ({}) as unknown as Db;

describe('word frequencies', () => {
  it('reads the statistics answer per index, from JSON text or parsed rows', () => {
    const rows = [
      ['songs_search_tsv', 'the', 3500000],
      ['songs_search_tsv', 'rain', 115000],
      ['artists_search_tsv', 'the', 40000],
      ['bad row'],
    ];
    for (const raw of [rows, JSON.stringify(rows)]) {
      const frequencies = storeFrequencies(fakeDb(), raw);
      expect(frequencies.get('songs_search_tsv')?.get('rain')).toBe(115000);
      expect(frequencies.get('artists_search_tsv')?.get('the')).toBe(40000);
      expect(frequencies.size).toBe(2);
    }
  });

  it('keeps them for a while per database, and nothing for a database without statistics', () => {
    const db = fakeDb();
    expect(cachedFrequencies(db)).toBeNull();
    storeFrequencies(db, null, 1000);
    expect(cachedFrequencies(db, 1000 + 60_000)?.size).toBe(0);
    expect(cachedFrequencies(db, 1000 + 10 * 60_000)).toBeNull();
    expect(cachedFrequencies(fakeDb(), 1000)).toBeNull();
  });
});
