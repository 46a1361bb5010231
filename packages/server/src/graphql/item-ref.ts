import { type ItemRow, isReleaseRow } from '../db/rows.ts';

/** A pointer at one catalog item, for queries shared by releases, songs and artists. */
export type ItemRef = { type: 'RELEASE' | 'SONG' | 'ARTIST'; id: number };

export function itemRefOf(item: ItemRow): ItemRef {
  return { type: isReleaseRow(item) ? 'RELEASE' : 'SONG', id: item.id };
}

/** Key of a member's logs of one item ("userId:RELEASE:itemId"), for the reflections loader. */
export function memberItemKey(userId: number, itemType: 'RELEASE' | 'SONG', itemId: number): string {
  return `${userId}:${itemType}:${itemId}`;
}
