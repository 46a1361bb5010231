/**
 * How a reported artist and title are compared with the catalog's: case, accents, featured
 * artists, trailing version notes ("(Remastered 2011)", "[Live]", "- 2011 Remaster") and
 * punctuation do not count.
 */

const MARKS = /\p{M}+/gu;
/** A featured-artist suffix: "feat. X", "ft. X", "featuring X", also inside brackets. */
const FEATURING = /\s*[([]?\s*\b(?:feat\.?|ft\.?|featuring)\s.*$/iu;
/** A bracketed, or dashed, version note at the end of a title. */
const VERSION_NOTE =
  /\s*(?:\([^()]*\)|\[[^[\]]*\]|\s-\s.*\b(?:remaster(?:ed)?|version|edit|mix|live|mono|stereo|demo|acoustic|single|deluxe)\b.*)\s*$/iu;
const NOT_WORD = /[^\p{L}\p{N}]+/gu;
/** Letters that decomposition leaves alone but unaccent spells out. */
const LIGATURES: Record<string, string> = { æ: 'ae', œ: 'oe', ß: 'ss', ø: 'o', đ: 'd', ł: 'l', þ: 'th' };
const LIGATURE = /[æœßøđłþ]/gu;

function lowerUnaccent(value: string): string {
  return value
    .normalize('NFKD')
    .replace(MARKS, '')
    .toLowerCase()
    .replace(LIGATURE, (letter) => LIGATURES[letter] ?? letter)
    .trim();
}

/** A title without featured artists and trailing version notes ("X (Live) [2011 Remaster]" → "X"). */
export function bareTitle(title: string): string {
  let bare = title.replace(FEATURING, '');
  for (let i = 0; i < 4; i++) {
    const next = bare.replace(VERSION_NOTE, '');
    if (next === bare || next.trim() === '') break;
    bare = next;
  }
  return bare.trim() || title.trim();
}

/** An artist credit without its featured artists ("A feat. B" → "A"). */
export function mainArtist(artist: string): string {
  return artist.replace(FEATURING, '').trim() || artist.trim();
}

/** The comparison key of a name: bare, lower-cased, unaccented, "&" as "and", no punctuation or leading "the". */
export function nameKey(name: string, kind: 'title' | 'artist'): string {
  const base = kind === 'title' ? bareTitle(name) : mainArtist(name);
  return lowerUnaccent(base.replace(/&/g, ' and '))
    .replace(/['’`]/gu, '')
    .replace(/^the\s+/u, '')
    .replace(NOT_WORD, ' ')
    .trim();
}
