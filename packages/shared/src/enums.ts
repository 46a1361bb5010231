/** The product's enumerations, as the upper-case values the API uses. */

export const ITEM_TYPES = ['RELEASE', 'SONG'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

/** What a list item or a data source can point at. */
export const SOURCE_TYPES = ['RELEASE', 'SONG', 'ARTIST'] as const;
export type SourceType = (typeof SOURCE_TYPES)[number];

export const RELEASE_PRIMARY_TYPES = ['ALBUM', 'SINGLE', 'EP', 'BROADCAST', 'OTHER', 'NONE'] as const;
export type ReleasePrimaryType = (typeof RELEASE_PRIMARY_TYPES)[number];

export const RELEASE_SECONDARY_TYPES = [
  'COMPILATION',
  'SOUNDTRACK',
  'SPOKENWORD',
  'INTERVIEW',
  'AUDIOBOOK',
  'AUDIO_DRAMA',
  'LIVE',
  'REMIX',
  'DJ_MIX',
  'MIXTAPE_STREET',
  'DEMO',
  'FIELD_RECORDING',
] as const;
export type ReleaseSecondaryType = (typeof RELEASE_SECONDARY_TYPES)[number];

/** Labels shown in filters. */
export const PRIMARY_TYPE_LABELS: Record<ReleasePrimaryType, string> = {
  ALBUM: 'Album',
  SINGLE: 'Single',
  EP: 'EP',
  BROADCAST: 'Broadcast',
  OTHER: 'Other',
  NONE: 'None',
};

export const SECONDARY_TYPE_LABELS: Record<ReleaseSecondaryType, string> = {
  COMPILATION: 'Compilation',
  SOUNDTRACK: 'Soundtrack',
  SPOKENWORD: 'Spokenword',
  INTERVIEW: 'Interview',
  AUDIOBOOK: 'Audiobook',
  AUDIO_DRAMA: 'Audio drama',
  LIVE: 'Live',
  REMIX: 'Remix',
  DJ_MIX: 'DJ-mix',
  MIXTAPE_STREET: 'Mixtape/Street',
  DEMO: 'Demo',
  FIELD_RECORDING: 'Field recording',
};

/** The "No secondary" key of Artist.releaseStats. */
export const NO_SECONDARY_KEY = 'No secondary';

export const DATA_SOURCE_TYPES = ['SPOTIFY', 'MUSICBRAINZ', 'DISCOGS', 'YOUTUBE'] as const;
export type DataSourceType = (typeof DATA_SOURCE_TYPES)[number];

/** A member's single reaction to an item: liking, loving and favoriting exclude each other. */
export const REACTIONS = ['LIKED', 'LOVED', 'FAVORITED'] as const;
export type Reaction = (typeof REACTIONS)[number];

/** For-later kinds: a first listen, or listening again to something already checked. */
export const LISTEN_TO_KINDS = ['FIRST_LISTEN', 'LISTEN_AGAIN'] as const;
export type ListenToKind = (typeof LISTEN_TO_KINDS)[number];

export const LISTEN_FILTERS = ['ALL', 'LISTENED', 'UNLISTENED'] as const;
export type ListenFilter = (typeof LISTEN_FILTERS)[number];

export const LISTEN_DEPTHS = ['LISTENED', 'STANDARD_LISTENED', 'DEEP_LISTENED'] as const;
export type ListenDepth = (typeof LISTEN_DEPTHS)[number];

export const LISTEN_TO_STATUSES = ['ALL', 'UNLISTENED', 'RELISTEN'] as const;
export type ListenToStatus = (typeof LISTEN_TO_STATUSES)[number];

export const RELEASE_SORTS = [
  'ARTIST_NAME_ASC',
  'ARTIST_NAME_DESC',
  'DATE_NEWEST',
  'DATE_OLDEST',
  'RATING_HIGHEST',
  'RATING_LOWEST',
  'TITLE_ASC',
  'TITLE_DESC',
  'YEAR_NEWEST',
  'YEAR_OLDEST',
  'RANDOM',
] as const;
export type ReleaseSortBy = (typeof RELEASE_SORTS)[number];

/** Sorts offered on an artist's discography and in collections. */
export const ITEM_SORT_OPTIONS = [
  'ARTIST_NAME_ASC',
  'ARTIST_NAME_DESC',
  'TITLE_ASC',
  'TITLE_DESC',
  'YEAR_NEWEST',
  'YEAR_OLDEST',
  'RANDOM',
] as const satisfies readonly ReleaseSortBy[];

export const RELEASE_SORT_LABELS: Record<ReleaseSortBy, string> = {
  ARTIST_NAME_ASC: 'Artist Name: A-Z',
  ARTIST_NAME_DESC: 'Artist Name: Z-A',
  DATE_NEWEST: 'Date: Newest First',
  DATE_OLDEST: 'Date: Oldest First',
  RATING_HIGHEST: 'Rating: Highest First',
  RATING_LOWEST: 'Rating: Lowest First',
  TITLE_ASC: 'Title: A-Z',
  TITLE_DESC: 'Title: Z-A',
  YEAR_NEWEST: 'Year: Newest First',
  YEAR_OLDEST: 'Year: Oldest First',
  RANDOM: 'Random',
};

export const LIST_SORTS = ['COMPLETED_LEAST', 'COMPLETED_MOST', 'YEAR_NEWEST', 'YEAR_OLDEST'] as const;
export type ListSortBy = (typeof LIST_SORTS)[number];

export const LIST_ITEMS_SORTS = ['POSITION', 'YEAR_NEWEST', 'YEAR_OLDEST'] as const;
export type ListItemsSortBy = (typeof LIST_ITEMS_SORTS)[number];

export const LIST_FILTERS = ['CURATOR', 'FOLLOWING', 'LIKED', 'PERSONAL'] as const;
export type ListFilterBy = (typeof LIST_FILTERS)[number];

export const LIST_INTERACTION_STATUSES = ['FOLLOWED', 'LIKED'] as const;
export type ListInteractionStatus = (typeof LIST_INTERACTION_STATUSES)[number];

/** Tags that mark a member's favourite lists. */
export const FAVORITE_LIST_KINDS = ['favorite-artists', 'favorite-releases', 'favorite-songs'] as const;
export type FavoriteListKind = (typeof FAVORITE_LIST_KINDS)[number];

export const FAVORITE_LIST_NAMES: Record<FavoriteListKind, string> = {
  'favorite-releases': 'Favorite Albums of All Time',
  'favorite-songs': 'Favorite Songs of All Time',
  'favorite-artists': 'Favorite Artists of All Time',
};

export const LIST_PERIODS = ['all', 'decade', 'year', 'range'] as const;
export type ListPeriod = (typeof LIST_PERIODS)[number];

export const LOG_VIEWS = ['DIARY', 'WRITINGS'] as const;
export type LogView = (typeof LOG_VIEWS)[number];

/** Diary sorts; artist, title and year need one item type (they read the item's own columns). */
export const LOG_SORTS = [
  'DATE_NEWEST',
  'DATE_OLDEST',
  'RATING_HIGHEST',
  'RATING_LOWEST',
  'ARTIST_NAME_ASC',
  'ARTIST_NAME_DESC',
  'TITLE_ASC',
  'TITLE_DESC',
  'YEAR_NEWEST',
  'YEAR_OLDEST',
] as const;
export type LogSortBy = (typeof LOG_SORTS)[number];
export const LOG_SORT_LABELS: Record<LogSortBy, string> = {
  DATE_NEWEST: 'Date: Newest First',
  DATE_OLDEST: 'Date: Oldest First',
  RATING_HIGHEST: 'Rating: Highest First',
  RATING_LOWEST: 'Rating: Lowest First',
  ARTIST_NAME_ASC: 'Artist Name: A-Z',
  ARTIST_NAME_DESC: 'Artist Name: Z-A',
  TITLE_ASC: 'Title: A-Z',
  TITLE_DESC: 'Title: Z-A',
  YEAR_NEWEST: 'Year: Newest First',
  YEAR_OLDEST: 'Year: Oldest First',
};
/** Sorts that read the item's columns, offered only when one item type is chosen. */
export const ITEM_COLUMN_LOG_SORTS: readonly LogSortBy[] = [
  'ARTIST_NAME_ASC',
  'ARTIST_NAME_DESC',
  'TITLE_ASC',
  'TITLE_DESC',
  'YEAR_NEWEST',
  'YEAR_OLDEST',
];

export const UPVOTE_TYPES = ['review', 'gratitude'] as const;
export type UpvoteType = (typeof UPVOTE_TYPES)[number];

export const SPOTIFY_LINK_TARGETS = ['WEB', 'NATIVE'] as const;
export type SpotifyLinkTarget = (typeof SPOTIFY_LINK_TARGETS)[number];

export const SUBSCRIPTION_TIERS = ['FAN', 'VIP'] as const;
export type SubscriptionTier = (typeof SUBSCRIPTION_TIERS)[number];

export const SUBSCRIPTION_INTERVALS = ['MONTHLY', 'YEARLY'] as const;
/** The currency of the subscription prices (ISO 4217); the Stripe prices are set up in it. */
export const SUBSCRIPTION_CURRENCY = 'USD';
export type SubscriptionInterval = (typeof SUBSCRIPTION_INTERVALS)[number];

/** Roles a song credit can carry. */
export const SONG_ROLES = ['MAIN', 'FEATURED', 'REMIXER', 'PRODUCER', 'COMPOSER'] as const;
export type SongRole = (typeof SONG_ROLES)[number];

/** The bell: a recommendation received, a response to one sent, a new follower, an upvote of a log. */
export const NOTIFICATION_KINDS = ['RECOMMENDED', 'RESPONDED', 'FOLLOWED', 'UPVOTED'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** What search looks through (the search page's tabs; the URL uses the lower-case values). */
export const SEARCH_TYPES = ['RELEASE', 'SONG', 'ARTIST', 'LIST', 'USER'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** MusicBrainz's artist types (`Artist.type`); an artist of no known type answers null. */
export const ARTIST_TYPES = ['PERSON', 'GROUP', 'ORCHESTRA', 'CHOIR', 'CHARACTER', 'OTHER'] as const;
export type ArtistType = (typeof ARTIST_TYPES)[number];

/** A track as MusicBrainz lists it: an ordinary one, the hidden track before 1 (pregap), or a data track. */
export const TRACK_KINDS = ['AUDIO', 'PREGAP', 'DATA'] as const;
export type TrackKind = (typeof TRACK_KINDS)[number];
