import type { ItemType } from './enums.ts';

/** A release's or song's GraphQL type name, as the web app's items carry it. */
export type ItemTypename = 'Release' | 'Song';

/**
 * "Release or song" for the web app: what it says and sends for each kind of item, looked up
 * rather than branched on. (The server's table of tables and loaders: server catalog/item-kinds.ts.)
 */
export const ITEM_KIND_NAMES = {
  RELEASE: {
    typename: 'Release',
    /** A release is an album to members. */
    word: 'album',
    plural: 'albums',
    label: 'Album',
    /** The argument a release's own mutations name it by. */
    idArg: 'releaseId',
    /** The query field that answers one by id (`release(id:)`). */
    queryField: 'release',
  },
  SONG: {
    typename: 'Song',
    word: 'song',
    plural: 'songs',
    label: 'Song',
    idArg: 'songId',
    queryField: 'song',
  },
} as const satisfies Record<
  ItemType,
  {
    typename: ItemTypename;
    word: string;
    plural: string;
    label: string;
    idArg: string;
    queryField: 'release' | 'song';
  }
>;

/** The item type of a release or song by its GraphQL type name. */
export function itemTypeOf(typename: ItemTypename): ItemType {
  return typename === 'Release' ? 'RELEASE' : 'SONG';
}

/** The names of an item's kind, by its GraphQL type name. */
export function kindNames(typename: ItemTypename): (typeof ITEM_KIND_NAMES)[ItemType] {
  return ITEM_KIND_NAMES[itemTypeOf(typename)];
}
