import {
  ARTIST_TYPES,
  COLOR_SCHEMES,
  DATA_SOURCE_TYPES,
  ITEM_TYPES,
  LIST_ITEMS_SORTS,
  LIST_PERIODS,
  LIST_SORTS,
  LISTEN_FILTERS,
  RELEASE_PRIMARY_TYPES,
  RELEASE_SECONDARY_TYPES,
  RELEASE_SORTS,
  SONG_ROLES,
  SOURCE_TYPES,
  SPOTIFY_LINK_TARGETS,
  TRACK_KINDS,
} from '@earmark/shared';
import { builder } from './builder.ts';

/** The API's enumerations, registered once from @earmark/shared. */
export const ItemTypeEnum = builder.enumType('ItemType', { values: ITEM_TYPES });
export const SourceTypeEnum = builder.enumType('SourceType', { values: SOURCE_TYPES });
export const ReleasePrimaryTypeEnum = builder.enumType('ReleasePrimaryType', {
  values: RELEASE_PRIMARY_TYPES,
});
export const ReleaseSecondaryTypeEnum = builder.enumType('ReleaseSecondaryType', {
  values: RELEASE_SECONDARY_TYPES,
});
export const DataSourceTypeEnum = builder.enumType('DataSourceType', { values: DATA_SOURCE_TYPES });
export const SongRoleEnum = builder.enumType('SongRole', { values: SONG_ROLES });
export const ArtistTypeEnum = builder.enumType('ArtistType', { values: ARTIST_TYPES });
export const TrackKindEnum = builder.enumType('TrackKind', { values: TRACK_KINDS });
/** LIGHT, DARK or AUTO (follow the device); stored as 'light', 'dark', 'auto'. */
export const ColorSchemeEnum = builder.enumType('ColorScheme', {
  values: Object.fromEntries(COLOR_SCHEMES.map((value) => [value.toUpperCase(), { value }])) as {
    LIGHT: { value: 'light' };
    DARK: { value: 'dark' };
    AUTO: { value: 'auto' };
  },
});
export const SpotifyLinkTargetEnum = builder.enumType('SpotifyLinkTarget', { values: SPOTIFY_LINK_TARGETS });
export const ReleaseSortByEnum = builder.enumType('ReleaseSortBy', { values: RELEASE_SORTS });
export const ListSortByEnum = builder.enumType('ListSortBy', { values: LIST_SORTS });
export const ListItemsSortByEnum = builder.enumType('ListItemsSortBy', { values: LIST_ITEMS_SORTS });
export const ListenFilterEnum = builder.enumType('ListenFilter', { values: LISTEN_FILTERS });
export const ListPeriodEnum = builder.enumType('ListPeriod', { values: LIST_PERIODS });

export const RELEASE_USER_STATUSES = ['LISTENED', 'LIKED', 'LOVED', 'FAVORITED'] as const;
export type ReleaseUserStatus = (typeof RELEASE_USER_STATUSES)[number];
export const ReleaseUserStatusEnum = builder.enumType('ReleaseUserStatus', { values: RELEASE_USER_STATUSES });
export const SongUserStatusEnum = builder.enumType('SongUserStatus', {
  values: ['LIKED', 'LOVED', 'FAVORITED'] as const,
});
