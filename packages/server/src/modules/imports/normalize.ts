import { bareTitle, mainArtist, nameKey } from '../listens/index.ts';

/**
 * How imported names meet the catalog's, on top of the listens module's comparison keys
 * (`nameKey`: case, accents, "feat.", bracketed versions and punctuation ignored): `probeText` is
 * what the database's `earmark_normalize` makes of a name's start, for an indexed prefix lookup
 * of looser candidates; `sourceKey` is the text a member's choice is remembered under.
 */

const MARKS = /\p{M}+/gu;
/** Letters unaccent spells out that Unicode decomposition leaves alone. */
const LIGATURES: Record<string, string> = { æ: 'ae', œ: 'oe', ß: 'ss', ø: 'o', đ: 'd', ł: 'l', þ: 'th' };
const LIGATURE = /[æœßøđłþ]/gu;

/** Lower-cased, accents removed, spaces trimmed: as the database's earmark_normalize. */
export function lowerUnaccent(value: string): string {
  return value
    .normalize('NFKD')
    .replace(MARKS, '')
    .toLowerCase()
    .replace(LIGATURE, (letter) => LIGATURES[letter] ?? letter)
    .normalize('NFC')
    .trim();
}

/** The start of the name as the database normalizes it: the prefix a lookup asks for. */
export function probeText(name: string, kind: 'title' | 'artist'): string {
  return lowerUnaccent(kind === 'title' ? bareTitle(name) : mainArtist(name));
}

/** The text a member's choice is remembered under: the row's kind, artist and title (or release). */
export function sourceKey(kind: 'listen' | 'release', artist: string, name: string): string {
  return `${kind}:${nameKey(artist, 'artist')}|${nameKey(name, 'title')}`;
}

export { nameKey };
