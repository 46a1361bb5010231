import { isReleaseRow, isSongRow } from '../db/rows.ts';
import { builder } from './builder.ts';
import { ArtistRef, ReleaseRef, SongRef } from './refs.ts';

/** A release or a song: what members check, log and recommend. */
export const ItemUnion = builder.unionType('Item', {
  types: [ReleaseRef, SongRef],
  resolveType: (item) => (isReleaseRow(item) ? ReleaseRef : SongRef),
});

/** What a list item points at. */
export const ListEntryUnion = builder.unionType('ListEntry', {
  types: [ReleaseRef, SongRef, ArtistRef],
  resolveType: (entry) => (isReleaseRow(entry) ? ReleaseRef : isSongRow(entry) ? SongRef : ArtistRef),
});
