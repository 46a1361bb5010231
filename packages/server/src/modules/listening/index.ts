/** The listening module's surface: what other modules and the rest of the server use. */
export { setArtistFavoriteWriter, writeArtistFavorite } from './artist-favorite.ts';
export { applyItemActions, type ListenedItem } from './item-state-store.ts';
