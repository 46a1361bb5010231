/** A pointer at one catalog item, for queries shared by releases, songs and artists. */
export type ItemRef = { type: 'RELEASE' | 'SONG' | 'ARTIST'; id: number };
