import type { Rng } from './prng.ts';
import {
  ADJECTIVES,
  FIRST_NAMES,
  LABEL_PARTS,
  LABEL_SUFFIXES,
  LAST_NAMES,
  NOUNS,
  ONE_WORD_NAMES,
  PLACES,
  SONG_PATTERNS,
  SYLLABLES,
  TITLE_PATTERNS,
  TITLE_WORDS,
} from './words.ts';

export function personName(rng: Rng): { first: string; last: string } {
  return { first: rng.pick(FIRST_NAMES), last: rng.pick(LAST_NAMES) };
}

/** A one-word name from syllables, capitalised: "Sigrún", "Lödíka". */
export function coinedName(rng: Rng): string {
  let name = '';
  const count = rng.int(2, 3);
  for (let i = 0; i < count; i++) name += rng.pick(SYLLABLES);
  return name.charAt(0).toUpperCase() + name.slice(1);
}

export type ArtistKind = 'band' | 'person' | 'mononym' | 'project';

/** An artist's name by kind, with its MusicBrainz-style sort name. */
export function artistName(rng: Rng, kind: ArtistKind): { name: string; sortName: string } {
  switch (kind) {
    case 'band': {
      const name = rng.weighted<() => string>([
        [() => `The ${rng.pick(ADJECTIVES)} ${rng.pick(NOUNS)}`, 4],
        [() => `${rng.pick(ADJECTIVES)} ${rng.pick(NOUNS)}`, 4],
        [() => `${rng.pick(NOUNS)} of ${rng.pick(NOUNS)}`, 1],
        [() => `${rng.pick(FIRST_NAMES)} and the ${rng.pick(NOUNS)}`, 1],
        [() => `${coinedName(rng)} ${rng.pick(NOUNS)}`, 1],
      ])();
      return { name, sortName: name.startsWith('The ') ? `${name.slice(4)}, The` : name };
    }
    case 'person': {
      const { first, last } = personName(rng);
      return { name: `${first} ${last}`, sortName: `${last}, ${first}` };
    }
    case 'mononym': {
      const name = rng.chance(0.35) ? rng.pick(ONE_WORD_NAMES) : coinedName(rng);
      return { name, sortName: name };
    }
    case 'project': {
      const word = rng.pick(NOUNS);
      const name = rng.weighted<string>([
        [`DJ ${coinedName(rng)}`, 1],
        [`${rng.pick(ADJECTIVES)} ${word} Collective`, 1],
        [`${coinedName(rng)} Ensemble`, 1],
        [`MC ${rng.pick(FIRST_NAMES)}`, 1],
        [`${rng.pick(ADJECTIVES).toLowerCase()} ${word.toLowerCase()}`, 1],
      ]);
      return { name, sortName: name };
    }
  }
}

function fill(rng: Rng, pattern: string): string {
  return pattern
    .replace(/\{Adj\}/g, () => rng.pick(ADJECTIVES))
    .replace(/\{Word\}/g, () => rng.pick(TITLE_WORDS))
    .replace(/\{Name\}/g, () => rng.pick(FIRST_NAMES))
    .replace(/\{Place\}/g, () => rng.pick(PLACES));
}

export function releaseTitle(rng: Rng): string {
  return fill(rng, rng.pick(TITLE_PATTERNS));
}

export function songTitle(rng: Rng): string {
  return fill(rng, rng.pick(SONG_PATTERNS));
}

export function labelName(rng: Rng): string {
  return `${rng.pick(LABEL_PARTS)} ${rng.pick(LABEL_SUFFIXES)}`;
}

/** A lower-case handle of at least five characters, as members pick them. */
export function usernameBase(rng: Rng): string {
  const { first, last } = personName(rng);
  const word = rng.pick(NOUNS).toLowerCase();
  const adjective = rng.pick(ADJECTIVES).toLowerCase();
  const base = rng.weighted<string>([
    [`${adjective}${word}`, 3],
    [`${first.toLowerCase()}${last.toLowerCase()}`, 2],
    [`${first.toLowerCase()}_${word}`, 2],
    [`${word}${rng.int(10, 99)}`, 1],
    [`${first.toLowerCase()}.${last.toLowerCase().slice(0, 1)}`, 1],
    [`the${adjective}${word}`, 1],
  ]);
  const ascii = base.normalize('NFD').replace(/[^a-z0-9_.]/g, '');
  return ascii.length >= 5 ? ascii.slice(0, 40) : `${ascii}music`;
}

/** A URL slug as Discogs writes them: "The-Silver-Foxes". */
export function slug(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/[^A-Za-z0-9 ]/g, '')
      .trim()
      .replace(/\s+/g, '-') || 'Untitled'
  );
}
