/** The catalog module's surface: what other modules and the rest of the server use. */
export { forgetItem, freshArtist, freshItem } from './fresh-item.ts';
export {
  ITEM_KINDS,
  ITEM_SQL,
  ITEM_TABLES,
  type ItemKey,
  type ItemKind,
  isItemKind,
  itemColumns,
  itemId,
  kindOf,
  loadItem,
  notFound,
} from './item-kinds.ts';
export { viewerItemLogs } from './item-state.ts';
export { artistCover, artistLink, releaseCover, releaseLink, songCover, songLink } from './links.ts';
export {
  type MissingRelease,
  type MusicBrainzSettings,
  musicBrainzOnDemand,
  ON_DEMAND_BELOW,
  onDemandOf,
} from './musicbrainz-on-demand.ts';
export { MusicBrainzReleaseRef, unavailableNote } from './musicbrainz-schema.ts';
export {
  asUnavailable,
  createWebServiceClient,
  MusicBrainzNotFoundError,
  MusicBrainzUnavailableError,
} from './musicbrainz-web-service.ts';
export { publicCatalogCache, shareCatalogCache } from './public-cache.ts';
export { albumCount, type DiscographyFilter, discographyWhere, newestReleases } from './queries.ts';
export { collectionOrder, isItemSort, itemOrder } from './release-sort.ts';
