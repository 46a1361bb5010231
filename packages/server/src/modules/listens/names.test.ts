import { describe, expect, it } from 'vitest';
import { bareTitle, mainArtist, nameKey } from './names.ts';

describe('listen names', () => {
  it('drop featured artists and trailing version notes from titles', () => {
    expect(bareTitle('Let It Be (Remastered 2009)')).toBe('Let It Be');
    expect(bareTitle('Reckoner [Live] (2008 Remaster)')).toBe('Reckoner');
    expect(bareTitle('Crazy in Love (feat. JAY-Z)')).toBe('Crazy in Love');
    expect(bareTitle('Wish You Were Here - 2011 Remastered Version')).toBe('Wish You Were Here');
    // A title that is only a bracket keeps it.
    expect(bareTitle('(Untitled)')).toBe('(Untitled)');
  });

  it('keep the main artist of a credit', () => {
    expect(mainArtist('Beyoncé feat. JAY-Z')).toBe('Beyoncé');
    expect(mainArtist('Daft Punk ft. Pharrell Williams')).toBe('Daft Punk');
    expect(mainArtist('Simon & Garfunkel')).toBe('Simon & Garfunkel');
  });

  it('compare case, accents, punctuation, "&" and a leading "the" alike', () => {
    expect(nameKey('Beyoncé', 'artist')).toBe(nameKey('BEYONCE', 'artist'));
    expect(nameKey('The Beatles', 'artist')).toBe(nameKey('beatles', 'artist'));
    expect(nameKey('Simon & Garfunkel', 'artist')).toBe(nameKey('Simon and Garfunkel', 'artist'));
    expect(nameKey("Don't Stop Me Now", 'title')).toBe(
      nameKey('Dont Stop Me Now (Remastered 2011)', 'title'),
    );
    expect(nameKey('Mötley Crüe', 'artist')).toBe('motley crue');
    expect(nameKey('Sigur Rós', 'artist')).not.toBe(nameKey('Sigur', 'artist'));
  });
});
