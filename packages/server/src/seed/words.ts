/** Word banks for names and titles. Plain data: the generators decide how to combine them. */

/** A bank written as one '|'-separated string, so the data stays compact. */
export function bank(text: string): readonly string[] {
  return text.split('|');
}

export const ADJECTIVES = bank(
  'Silver|Hollow|Velvet|Golden|Quiet|Electric|Broken|Northern|Paper|Crimson|Wild|Lonely|' +
    'Static|Glass|Midnight|Burning|Frozen|Violet|Gentle|Restless|Distant|Bright|Faded|Secret|' +
    'Sleeping|Empty|Neon|Amber|Copper|Wandering|Last|Little|Young|Black|White|Blue|Green|Heavy|' +
    'Soft|Strange|Invisible|Endless|Tender|Savage|Holy|Sunken|Ancient|Modern|Lucky|Tiny',
);

export const NOUNS = bank(
  'Harbor|Lanterns|Wolves|Rivers|Echo|Satellite|Garden|Orchard|Signal|Tide|Mirrors|Foxes|' +
    'Mountain|Ghosts|Horizon|Engines|Sparrows|Cathedral|Desert|Island|Machines|Pilots|' +
    'Strangers|Saints|Comets|Oceans|Tigers|Bones|Fires|Lights|Shadows|Monsters|Daughters|' +
    'Brothers|Sisters|Kings|Queens|Weather|Radio|Valley|Forest|Stars|Waves|Birds|Hearts|' +
    'Dreamers|Vultures|Crows|Moons|Parade',
);

export const FIRST_NAMES = bank(
  'Maya|Elliott|Nina|Jonah|Clara|Theo|Ines|Marcus|Aiko|Sofia|Lucas|Amara|Felix|Hana|Omar|' +
    'Greta|Rafael|Leila|Tobias|Yara|Daniel|Chloe|Mateo|Zara|Samuel|Priya|Oskar|Elena|Kofi|Ruth|' +
    'Jamal|Ingrid|Nico|Lena|Diego|Astrid|Malik|June|Arlo|Mina|Sean|Freya|Victor|Noor|Hugo|Esme|' +
    'Kenji|Ada|Ruben|Iris',
);

export const LAST_NAMES = bank(
  'Hart|Calloway|Moreno|Lindqvist|Okafor|Brennan|Nakamura|Vasquez|Holloway|Reyes|Fitzgerald|' +
    'Adeyemi|Novak|Castellanos|Whitfield|Sandoval|Kowalski|Dubois|Marsh|Ellison|Carver|Pereira|' +
    'Stone|Halvorsen|Mbeki|Quinn|Rossi|Tanaka|Ward|Fischer|Bishop|Lowe|Moretti|Saunders|' +
    'Oyelaran|Park|Keller|Ferreira|Byrne|Santos',
);

/** Syllables for one-word names, some with the accents of Nordic, Iberian or French names. */
export const SYLLABLES = bank(
  'sig|rún|bjö|rk|ó|lö|fur|ey|ja|mé|lo|dí|na|ka|ré|su|vä|li|ân|ço|ma|el|ís|to|ra|nu|ké|zo|ha|' + 'ló|vi|ø',
);

export const ONE_WORD_NAMES = bank(
  'Sigur Rós|Björk|Róisín|Mø|Émilie|Jóhann|Ólöf|Léa|Ibéyi|Zaz|Kælan|Sólstafir|Ásgeir|Niño|' +
    'Amélie|Søren|Fœtus|Zoë|Ñusta|Bâlines',
);

export const PLACES = bank(
  'Reykjavík|Glasgow|Montréal|Portland|Manchester|Lagos|Osaka|Berlin|Melbourne|Austin|' +
    'Bristol|São Paulo|Gothenburg|Detroit|Dublin|Chicago|Toronto|Lyon|Brooklyn|Athens, Georgia|' +
    'Nashville|Bergen|Kingston|Seoul|Mexico City|Leeds',
);

export const NATIONALITIES = bank(
  'Icelandic|Scottish|Canadian|US|English|Nigerian|Japanese|German|Australian|Brazilian|' +
    'Swedish|Irish|French|Norwegian|Jamaican|Korean|Mexican|Welsh',
);

export type GenreFamily = {
  key: string;
  genres: readonly string[];
  act: string;
  /** Typical song length in seconds. */
  songSeconds: number;
};

export const GENRE_FAMILIES: readonly GenreFamily[] = [
  {
    key: 'rock',
    genres: ['rock', 'alternative rock', 'indie rock', 'garage rock', 'psychedelic rock'],
    act: 'rock band',
    songSeconds: 230,
  },
  {
    key: 'indie',
    genres: ['indie pop', 'dream pop', 'shoegaze', 'jangle pop', 'slowcore'],
    act: 'indie band',
    songSeconds: 220,
  },
  {
    key: 'electronic',
    genres: ['electronic', 'house', 'techno', 'IDM', 'synth-pop', 'downtempo'],
    act: 'electronic producer',
    songSeconds: 330,
  },
  {
    key: 'hiphop',
    genres: ['hip hop', 'conscious hip hop', 'boom bap', 'trap', 'jazz rap'],
    act: 'rapper',
    songSeconds: 200,
  },
  {
    key: 'jazz',
    genres: ['jazz', 'hard bop', 'spiritual jazz', 'jazz fusion', 'vocal jazz'],
    act: 'jazz ensemble',
    songSeconds: 400,
  },
  {
    key: 'folk',
    genres: ['folk', 'indie folk', 'singer-songwriter', 'chamber folk', 'americana'],
    act: 'singer-songwriter',
    songSeconds: 215,
  },
  {
    key: 'metal',
    genres: ['metal', 'doom metal', 'post-metal', 'black metal', 'sludge metal'],
    act: 'metal band',
    songSeconds: 380,
  },
  {
    key: 'pop',
    genres: ['pop', 'art pop', 'dance-pop', 'electropop', 'chamber pop'],
    act: 'pop artist',
    songSeconds: 205,
  },
  {
    key: 'soul',
    genres: ['soul', 'R&B', 'neo-soul', 'funk', 'gospel'],
    act: 'soul singer',
    songSeconds: 240,
  },
  {
    key: 'ambient',
    genres: ['ambient', 'drone', 'modern classical', 'new age', 'post-rock'],
    act: 'composer',
    songSeconds: 480,
  },
  {
    key: 'punk',
    genres: ['punk', 'post-punk', 'hardcore', 'emo', 'noise rock'],
    act: 'punk band',
    songSeconds: 170,
  },
  {
    key: 'world',
    genres: ['afrobeat', 'bossa nova', 'reggae', 'cumbia', 'highlife', 'fado'],
    act: 'band',
    songSeconds: 260,
  },
  {
    key: 'country',
    genres: ['country', 'alt-country', 'bluegrass', 'outlaw country'],
    act: 'country singer',
    songSeconds: 210,
  },
];

export const TITLE_WORDS = bank(
  'Summer|Night|Rain|Light|Heart|River|Fire|Gold|Dust|Smoke|Water|Morning|Winter|Home|Road|' +
    'Song|Ghost|Dream|Blood|Sky|Garden|Mirror|Shadow|Storm|Ocean|Stillness|Velvet|Paper|Signal|' +
    'Wire|Glass|Honey|Thunder|Salt|Silence|Cathedral|Orbit|Harvest|Echoes|Tides',
);

export const TITLE_PATTERNS = bank(
  '{Adj} {Word}|The {Word}|{Word} and {Word}|In the {Word}|{Word} of {Word}s|' +
    'Songs for {Word}|A {Adj} {Word}|{Adj}|{Word}|Under the {Adj} {Word}|All the {Adj} {Word}s|' +
    '{Word} Season|Nothing But {Word}|The {Adj} Years|Letters to {Name}|{Word} on the {Word}|' +
    "Return to {Place}|Everything Is {Adj}|Don't Wake the {Word}|Hymns from {Place}|" +
    '{Word}light|Lost in {Place}',
);

export const SONG_PATTERNS = bank(
  '{Word}|{Adj} {Word}|The {Word}|{Word} Song|Call Me {Adj}|{Name}|Back to {Place}|' +
    "When the {Word} Comes|I Remember {Word}|{Word}s|Holding {Word}|Slow {Word}|Don't Let Go|" +
    'Interlude|Outro|Intro|{Word} (Reprise)|Running|Tell Me Something {Adj}|{Adj} Girl|' +
    '{Adj} Boy|Under {Word}|Waiting for {Name}|Everybody Knows|The Last {Word}|' +
    'Ballad of {Name}|{Word} Dance|Stay',
);

export const LABEL_PARTS = bank(
  'Sub|Rough|Matador|Domino|Warp|Ninja|Merge|Blue|Verve|Motown|Saddle|Secretly|Jagjaguwar|' +
    'Kranky|Constellation|Numero|Light|Stones|Ghostly|Night',
);

export const LABEL_SUFFIXES = [
  'Records',
  'Recordings',
  'Music',
  'Sound',
  'Tapes',
  'Audio',
  'Editions',
] as const;

export const PUBLICATIONS = bank(
  'Sound Atlas|The Listening Post|Groove Quarterly|Northern Wire|Static & Signal|' +
    'The Needle Drop Review|Wax Poetics Weekly|Lowlight Magazine|Treble Clef Monthly|' +
    'Echo Chamber',
);

/** The genre family at an index (indexes come from `rng.int(0, GENRE_FAMILIES.length - 1)`). */
export function familyAt(index: number): GenreFamily {
  const family = GENRE_FAMILIES[index] ?? GENRE_FAMILIES[0];
  if (!family) throw new Error('no genre families');
  return family;
}
