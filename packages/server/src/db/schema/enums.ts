import {
  ARTIST_TYPES,
  DATA_SOURCE_TYPES,
  FAVORITE_LIST_KINDS,
  ITEM_TYPES,
  LISTEN_TO_KINDS,
  NOTIFICATION_KINDS,
  REACTIONS,
  RELEASE_PRIMARY_TYPES,
  RELEASE_SECONDARY_TYPES,
  SONG_ROLES,
  SOURCE_TYPES,
  SPOTIFY_LINK_TARGETS,
  SUBSCRIPTION_INTERVALS,
  SUBSCRIPTION_TIERS,
  TRACK_KINDS,
  UPVOTE_TYPES,
} from '@earmark/shared';
import { pgEnum } from 'drizzle-orm/pg-core';

export const itemType = pgEnum('item_type', ITEM_TYPES);
export const sourceType = pgEnum('source_type', SOURCE_TYPES);
export const releasePrimaryType = pgEnum('release_primary_type', RELEASE_PRIMARY_TYPES);
export const releaseSecondaryType = pgEnum('release_secondary_type', RELEASE_SECONDARY_TYPES);
export const dataSourceType = pgEnum('data_source_type', DATA_SOURCE_TYPES);
export const reaction = pgEnum('reaction', REACTIONS);
export const listenToKind = pgEnum('listen_to_kind', LISTEN_TO_KINDS);
export const songRole = pgEnum('song_role', SONG_ROLES);
export const favoriteListKind = pgEnum('favorite_list_kind', FAVORITE_LIST_KINDS);
export const upvoteType = pgEnum('upvote_type', UPVOTE_TYPES);
export const spotifyLinkTarget = pgEnum('spotify_link_target', SPOTIFY_LINK_TARGETS);
export const subscriptionTier = pgEnum('subscription_tier', SUBSCRIPTION_TIERS);
export const subscriptionInterval = pgEnum('subscription_interval', SUBSCRIPTION_INTERVALS);
export const notificationKind = pgEnum('notification_kind', NOTIFICATION_KINDS);
export const artistType = pgEnum('artist_type', ARTIST_TYPES);
export const trackKind = pgEnum('track_kind', TRACK_KINDS);
