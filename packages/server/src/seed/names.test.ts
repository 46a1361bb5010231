import { describe, expect, it } from 'vitest';
import { arrayLiteral, columnLiteral } from './bulk-insert.ts';
import { artistName, slug, usernameBase } from './names.ts';
import { rngFor } from './prng.ts';
import { review } from './text.ts';

describe('name generators', () => {
  it('writes MusicBrainz-style sort names for bands and people', () => {
    for (let i = 0; i < 200; i++) {
      const band = artistName(rngFor('t', i), 'band');
      if (band.name.startsWith('The ')) expect(band.sortName).toBe(`${band.name.slice(4)}, The`);
      const person = artistName(rngFor('p', i), 'person');
      const [first, last] = person.name.split(' ');
      expect(person.sortName).toBe(`${last}, ${first}`);
    }
  });

  it('makes some names with accents', () => {
    const names = Array.from({ length: 300 }, (_, i) => artistName(rngFor('m', i), 'mononym').name);
    expect(names.some((name) => /[À-ÿ]/.test(name))).toBe(true);
  });

  it('makes usernames of at least five plain characters', () => {
    for (let i = 0; i < 500; i++) expect(usernameBase(rngFor('u', i))).toMatch(/^[a-z0-9_.]{5,40}$/);
  });

  it('slugs titles the way Discogs does', () => {
    expect(slug('Sigur Rós & Friends')).toBe('Sigur-Ros-Friends');
  });

  it('writes reviews that quote the item and read as sentences', () => {
    const text = review(rngFor('r', 1), { title: 'Blue Harbor', artist: 'The Quiet Foxes' });
    expect(text).toMatch(/^[A-Z].*[.!]$/);
    expect(text).not.toMatch(/\{[a-z]+\}/);
  });
});

describe('array literals', () => {
  it('quotes text and leaves numbers bare', () => {
    expect(arrayLiteral(['a"b', 'c\\d', 'NULL'])).toBe('{"a\\"b","c\\\\d","NULL"}');
    expect(columnLiteral('int', [1, null, 3])).toBe('{1,NULL,3}');
    expect(columnLiteral('bool', [true, false])).toBe('{t,f}');
  });
});
