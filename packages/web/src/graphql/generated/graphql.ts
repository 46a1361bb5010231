/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

/** A member's check of a release or song, with their rating and latest reflection on it. */
export type Activity = {
  __typename?: 'Activity';
  /** Where the next page of a feed starts (friendsActivity's `before`). */
  cursor: Scalars['String']['output'];
  date: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  item: Item;
  log?: Maybe<Log>;
  rating?: Maybe<Scalars['Float']['output']>;
  user: User;
};

export type ActivityConnection = {
  __typename?: 'ActivityConnection';
  edges: Array<ActivityEdge>;
  pageInfo: PageInfo;
};

export type ActivityEdge = {
  __typename?: 'ActivityEdge';
  node: Activity;
};

export type Artist = {
  __typename?: 'Artist';
  currentUserHasFavorited: Scalars['Boolean']['output'];
  /** Empty lists for a guest. */
  currentUserReleaseIdsToSave: ArtistReleaseIdsToSave;
  dataSources: Array<DataSource>;
  disambiguation?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  image: Scalars['String']['output'];
  link: Scalars['String']['output'];
  mbLink?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  numberOfFavorites: Scalars['Int']['output'];
  profile?: Maybe<Scalars['String']['output']>;
  /** JSON: counts of releases by primary type, then by secondary type ("No secondary" for none). */
  releaseStats: Scalars['String']['output'];
  releases: ArtistReleaseConnection;
  spotifyLink?: Maybe<Scalars['String']['output']>;
  /** MusicBrainz's artist type; null when unknown. */
  type?: Maybe<ArtistType>;
  users: UserConnection;
};


export type ArtistCurrentUserReleaseIdsToSaveArgs = {
  primaryTypes?: InputMaybe<Array<ReleasePrimaryType>>;
  secondaryTypes?: InputMaybe<Array<ReleaseSecondaryType>>;
};


export type ArtistReleasesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  primaryTypes?: InputMaybe<Array<ReleasePrimaryType>>;
  releaseSortBy?: InputMaybe<ReleaseSortBy>;
  secondaryTypes?: InputMaybe<Array<ReleaseSecondaryType>>;
};


export type ArtistUsersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};

export type ArtistConnection = {
  __typename?: 'ArtistConnection';
  edges: Array<ArtistEdge>;
  pageInfo: PageInfo;
};

/** An artist as credited on a release, song or track; joinPhrase follows the name. */
export type ArtistCredit = {
  __typename?: 'ArtistCredit';
  id: Scalars['ID']['output'];
  image: Scalars['String']['output'];
  joinPhrase: Scalars['String']['output'];
  link: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type ArtistEdge = {
  __typename?: 'ArtistEdge';
  node: Artist;
};

export type ArtistReleaseConnection = {
  __typename?: 'ArtistReleaseConnection';
  /** How many releases under this filter the signed-in member has checked (0 for a guest). */
  currentUserNumberOfChecks: Scalars['Int']['output'];
  edges: Array<ReleaseEdge>;
  pageInfo: PageInfo;
};

/** Release ids for the bulk "save for later" entries of an artist page. */
export type ArtistReleaseIdsToSave = {
  __typename?: 'ArtistReleaseIdsToSave';
  unadded: Array<Scalars['ID']['output']>;
  unlistened: Array<Scalars['ID']['output']>;
};

export type ArtistType =
  | 'CHARACTER'
  | 'CHOIR'
  | 'GROUP'
  | 'ORCHESTRA'
  | 'OTHER'
  | 'PERSON';

export type CheckItemInput = {
  id: Scalars['ID']['input'];
  type: ItemType;
};

export type CollectionConnection = {
  __typename?: 'CollectionConnection';
  edges: Array<CollectionEdge>;
  pageInfo: PageInfo;
};

export type CollectionEdge = {
  __typename?: 'CollectionEdge';
  node: Item;
};

/** Listened (listenDepth) or For Later (listenToStatus): set at most one; neither means listened. */
export type CollectionFilters = {
  listenDepth?: InputMaybe<ListenDepth>;
  listenToStatus?: InputMaybe<ListenToStatus>;
  type?: InputMaybe<ItemType>;
};

export type ColorScheme =
  | 'AUTO'
  | 'DARK'
  | 'LIGHT';

export type DataSource = {
  __typename?: 'DataSource';
  type: DataSourceType;
  url: Scalars['String']['output'];
};

export type DataSourceType =
  | 'DISCOGS'
  | 'MUSICBRAINZ'
  | 'SPOTIFY'
  | 'YOUTUBE';

export type Item = Release | Song;

export type ItemType =
  | 'RELEASE'
  | 'SONG';

export type List = {
  __typename?: 'List';
  /** Up to four cover addresses of the list's first releases and songs (a song shows its release's cover). */
  albumCovers: Array<Scalars['String']['output']>;
  /** The curator of a reproduced list, else the username of the member who made it. */
  createdBy: Scalars['String']['output'];
  createdByAndCreatedByUserAreSame: Scalars['Boolean']['output'];
  createdByLink?: Maybe<Scalars['String']['output']>;
  createdByUser?: Maybe<User>;
  createdByUserLink?: Maybe<Scalars['String']['output']>;
  currentUserCreated: Scalars['Boolean']['output'];
  currentUserFollows: Scalars['Boolean']['output'];
  currentUserLikes: Scalars['Boolean']['output'];
  currentUserNumberOfChecks: Scalars['Int']['output'];
  decades: Array<Scalars['Int']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  hasSong: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  image?: Maybe<Scalars['String']['output']>;
  /** The signed-in member made the list, or is an admin and the list is official. */
  isEditable: Scalars['Boolean']['output'];
  isOfficial: Scalars['Boolean']['output'];
  isPersonal: Scalars['Boolean']['output'];
  isRanked: Scalars['Boolean']['output'];
  items: ListItemConnection;
  itemsCount: Scalars['Int']['output'];
  link: Scalars['String']['output'];
  name: Scalars['String']['output'];
  numberOfFollows: Scalars['Int']['output'];
  numberOfLikes: Scalars['Int']['output'];
  period: ListPeriod;
  releaseCount: Scalars['Int']['output'];
  releasesOnly: Scalars['Boolean']['output'];
  sections: Array<ListSection>;
  songCount: Scalars['Int']['output'];
  tags: Array<Scalars['String']['output']>;
  /** ISO 8601: when the list or its items last changed. The editor sends it back with updateList (expectedUpdatedAt). */
  updatedAt: Scalars['String']['output'];
  url?: Maybe<Scalars['String']['output']>;
  /** Members who liked or follow the list, most recent first. */
  users: UserConnection;
  yearEnd?: Maybe<Scalars['Int']['output']>;
  yearStart?: Maybe<Scalars['Int']['output']>;
};


export type ListItemsArgs = {
  all?: InputMaybe<Scalars['Boolean']['input']>;
  currentUserListenStatusFilter?: InputMaybe<ListenFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sortBy?: InputMaybe<ListItemsSortBy>;
};


export type ListUsersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  status: ListInteractionStatus;
};

export type ListConnection = {
  __typename?: 'ListConnection';
  edges: Array<ListEdge>;
  pageInfo: PageInfo;
};

export type ListEdge = {
  __typename?: 'ListEdge';
  node: List;
};

export type ListEntry = Artist | Release | Song;

export type ListFieldsInput = {
  /** Required when the list is not personal. */
  curator?: InputMaybe<Scalars['String']['input']>;
  /** At most 5,000 characters. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** An http(s) address. */
  image?: InputMaybe<Scalars['String']['input']>;
  /** False: an organisation or person made it (curator). */
  isPersonal: Scalars['Boolean']['input'];
  /** At most 200 characters. */
  name: Scalars['String']['input'];
  ranked?: InputMaybe<Scalars['Boolean']['input']>;
  /** Given on creation; left out, an update keeps the tags. */
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  /** An http(s) address. */
  url?: InputMaybe<Scalars['String']['input']>;
  yearEnd?: InputMaybe<Scalars['Int']['input']>;
  /** Both years or neither, 1890 to this year, start ≤ end. */
  yearStart?: InputMaybe<Scalars['Int']['input']>;
};

export type ListFilterBy =
  | 'CURATOR'
  | 'FOLLOWING'
  | 'LIKED'
  | 'PERSONAL';

export type ListInteractionStatus =
  | 'FOLLOWED'
  | 'LIKED';

export type ListItem = {
  __typename?: 'ListItem';
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  item: ListEntry;
  itemType: SourceType;
  position: Scalars['Int']['output'];
  sectionId?: Maybe<Scalars['ID']['output']>;
};

export type ListItemConnection = {
  __typename?: 'ListItemConnection';
  edges: Array<ListItemEdge>;
  pageInfo: PageInfo;
};

export type ListItemEdge = {
  __typename?: 'ListItemEdge';
  node: ListItem;
};

export type ListItemInput = {
  /** At most 2,000 characters. */
  description?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  source: SourceType;
};

export type ListItemsSortBy =
  | 'POSITION'
  | 'YEAR_NEWEST'
  | 'YEAR_OLDEST';

export type ListPeriod =
  | 'all'
  | 'decade'
  | 'range'
  | 'year';

export type ListSection = {
  __typename?: 'ListSection';
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  position: Scalars['Int']['output'];
  title: Scalars['String']['output'];
};

export type ListSectionInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  items: Array<ListItemInput>;
  title: Scalars['String']['input'];
};

export type ListSortBy =
  | 'COMPLETED_LEAST'
  | 'COMPLETED_MOST'
  | 'YEAR_NEWEST'
  | 'YEAR_OLDEST';

export type ListTargetInput = {
  id: Scalars['ID']['input'];
  sectionId?: InputMaybe<Scalars['ID']['input']>;
};

/** One play, as the scrobbler or import reported it, and the catalog song it matched. */
export type Listen = {
  __typename?: 'Listen';
  artistName: Scalars['String']['output'];
  durationMs?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  listenedAt: Scalars['String']['output'];
  release?: Maybe<Release>;
  releaseName?: Maybe<Scalars['String']['output']>;
  song?: Maybe<Song>;
  source: Scalars['String']['output'];
  trackName: Scalars['String']['output'];
};

export type ListenConnection = {
  __typename?: 'ListenConnection';
  edges: Array<ListenEdge>;
  /** Pass as `before` for the next (older) page; null on the last page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  pageInfo: PageInfo;
};

export type ListenDepth =
  | 'DEEP_LISTENED'
  | 'LISTENED'
  | 'STANDARD_LISTENED';

export type ListenEdge = {
  __typename?: 'ListenEdge';
  node: Listen;
};

export type ListenFilter =
  | 'ALL'
  | 'LISTENED'
  | 'UNLISTENED';

/** The longest run of consecutive days (UTC) with a listen: its length, first and last day. */
export type ListenStreak = {
  __typename?: 'ListenStreak';
  days: Scalars['Int']['output'];
  end?: Maybe<Scalars['String']['output']>;
  start?: Maybe<Scalars['String']['output']>;
};

export type ListenToStatus =
  | 'ALL'
  | 'RELISTEN'
  | 'UNLISTENED';

/** A reflection: a diary entry on one listen, optionally with writing. */
export type Log = {
  __typename?: 'Log';
  createdAt: Scalars['String']['output'];
  currentUserCreated: Scalars['Boolean']['output'];
  currentUserUpvotes: LogUpvoteFlags;
  dateFull?: Maybe<Scalars['String']['output']>;
  dateText?: Maybe<Scalars['String']['output']>;
  favorited: Scalars['Boolean']['output'];
  gratitude?: Maybe<Scalars['String']['output']>;
  hadChills: Scalars['Boolean']['output'];
  hasWriting: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  isCurrentUsers: Scalars['Boolean']['output'];
  item: Item;
  itemId: Scalars['ID']['output'];
  itemType: ItemType;
  liked: Scalars['Boolean']['output'];
  link: Scalars['String']['output'];
  listenedBefore: Scalars['Boolean']['output'];
  loved: Scalars['Boolean']['output'];
  rating?: Maybe<Scalars['Float']['output']>;
  rawDate?: Maybe<Scalars['String']['output']>;
  review?: Maybe<Scalars['String']['output']>;
  reviewTitle?: Maybe<Scalars['String']['output']>;
  upvoteCount: LogUpvoteCounts;
  user: User;
  wasDeepListen: Scalars['Boolean']['output'];
};

export type LogConnection = {
  __typename?: 'LogConnection';
  edges: Array<LogEdge>;
  pageInfo: PageInfo;
};

export type LogEdge = {
  __typename?: 'LogEdge';
  node: Log;
};

export type LogFieldsInput = {
  /** YYYY-MM-DD, 1900-01-01 to tomorrow (UTC); null keeps the log out of the diary. */
  date?: InputMaybe<Scalars['String']['input']>;
  favorited?: InputMaybe<Scalars['Boolean']['input']>;
  gaveChills?: InputMaybe<Scalars['Boolean']['input']>;
  gratitude?: InputMaybe<Scalars['String']['input']>;
  hadChills?: InputMaybe<Scalars['Boolean']['input']>;
  isFavorited?: InputMaybe<Scalars['Boolean']['input']>;
  isLiked?: InputMaybe<Scalars['Boolean']['input']>;
  isLoved?: InputMaybe<Scalars['Boolean']['input']>;
  liked?: InputMaybe<Scalars['Boolean']['input']>;
  listenedBefore?: InputMaybe<Scalars['Boolean']['input']>;
  loved?: InputMaybe<Scalars['Boolean']['input']>;
  /** 0.5 to 5 in half steps, or null. */
  rating?: InputMaybe<Scalars['Float']['input']>;
  review?: InputMaybe<Scalars['String']['input']>;
  reviewTitle?: InputMaybe<Scalars['String']['input']>;
  wasDeepListen?: InputMaybe<Scalars['Boolean']['input']>;
};

export type LogSortBy =
  | 'ARTIST_NAME_ASC'
  | 'ARTIST_NAME_DESC'
  | 'DATE_NEWEST'
  | 'DATE_OLDEST'
  | 'RATING_HIGHEST'
  | 'RATING_LOWEST'
  | 'TITLE_ASC'
  | 'TITLE_DESC'
  | 'YEAR_NEWEST'
  | 'YEAR_OLDEST';

export type LogUpvoteCounts = {
  __typename?: 'LogUpvoteCounts';
  gratitude: Scalars['Int']['output'];
  review: Scalars['Int']['output'];
};

export type LogUpvoteFlags = {
  __typename?: 'LogUpvoteFlags';
  gratitude: Scalars['Boolean']['output'];
  review: Scalars['Boolean']['output'];
};

export type LogView =
  | 'DIARY'
  | 'WRITINGS';

/** A MusicBrainz search result a staff member may match an item to. */
export type MbCandidate = {
  __typename?: 'MbCandidate';
  artist: Scalars['String']['output'];
  date?: Maybe<Scalars['String']['output']>;
  mbid: Scalars['String']['output'];
  score: Scalars['Int']['output'];
  title: Scalars['String']['output'];
};

export type MbDataStats = {
  __typename?: 'MbDataStats';
  byWeek: Array<MbWeek>;
  recordings: Scalars['Int']['output'];
  recordingsMatched: Scalars['Int']['output'];
  recordingsVerified: Scalars['Int']['output'];
  releases: Scalars['Int']['output'];
  releasesMatched: Scalars['Int']['output'];
  releasesNeedingMbCreated: Scalars['Int']['output'];
  releasesVerified: Scalars['Int']['output'];
};

export type MbRecordingQueue = {
  __typename?: 'MbRecordingQueue';
  count: Scalars['Int']['output'];
  recording?: Maybe<Song>;
};

/** The staff member's next release in a queue (held for them for a while), and how many wait. */
export type MbReleaseQueue = {
  __typename?: 'MbReleaseQueue';
  count: Scalars['Int']['output'];
  release?: Maybe<Release>;
};

/** Staff work in one week (starting Monday, UTC). */
export type MbWeek = {
  __typename?: 'MbWeek';
  created: Scalars['Int']['output'];
  matched: Scalars['Int']['output'];
  verified: Scalars['Int']['output'];
  week: Scalars['String']['output'];
};

/** A member’s stats for a year or all time; summary is null when hidden from the viewer. */
export type MemberStats = {
  __typename?: 'MemberStats';
  hiddenReason?: Maybe<StatsHiddenReason>;
  /** The member looks at their own stats, which they hide from others. */
  onlyYouSee: Scalars['Boolean']['output'];
  summary?: Maybe<StatsSummary>;
  user: User;
  /** Null for all time. */
  year?: Maybe<Scalars['Int']['output']>;
  /** The years with activity, newest first (the year selector). */
  years: Array<Scalars['Int']['output']>;
};

/** A release group MusicBrainz knows and Earmark does not have yet (shown "from MusicBrainz"). */
export type MusicBrainzRelease = {
  __typename?: 'MusicBrainzRelease';
  /** The credit as printed. */
  artistName: Scalars['String']['output'];
  disambiguation?: Maybe<Scalars['String']['output']>;
  /** Earmark's page for it: opening it imports the release group with its tracks. */
  link: Scalars['String']['output'];
  mbid: Scalars['String']['output'];
  primaryType: ReleasePrimaryType;
  releaseDate?: Maybe<Scalars['String']['output']>;
  secondaryTypes: Array<ReleaseSecondaryType>;
  /** The Cover Art Archive's front cover (250 px). */
  thumb: Scalars['String']['output'];
  title: Scalars['String']['output'];
  year?: Maybe<Scalars['Int']['output']>;
};

/** The release a MusicBrainz release-group link leads to, fetched on demand. */
export type MusicBrainzReleaseLookup = {
  __typename?: 'MusicBrainzReleaseLookup';
  /** Why there is no release: MusicBrainz unreachable or busy (try again later). */
  note?: Maybe<Scalars['String']['output']>;
  release?: Maybe<Release>;
};

/** Releases MusicBrainz finds for a member's search that the catalog does not have. */
export type MusicBrainzReleaseSearch = {
  __typename?: 'MusicBrainzReleaseSearch';
  /** MusicBrainz was asked: the member is signed in and the catalog found fewer than 5 releases. */
  asked: Scalars['Boolean']['output'];
  /** A quiet line when MusicBrainz could not be asked (unreachable, slow, busy): local results only. */
  note?: Maybe<Scalars['String']['output']>;
  releases: Array<MusicBrainzRelease>;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Saves many releases For Later in one statement; answers those now saved (unknown ids skipped). */
  addAllToListenTo: Array<Release>;
  /** Adds one item to several of the member’s lists, optionally into a section: all or none. */
  addItemToLists: Array<List>;
  addSongToListenTo: Song;
  addToListenTo: Release;
  /** Blocks a member: follows between you end, and they can no longer follow you, recommend to you or see your activity. */
  blockUser: User;
  /** A new password given the current one; every other session of the member ends. */
  changePassword: Scalars['Boolean']['output'];
  /** A guest's checks, sent once right after signup. */
  checkItems: Scalars['Boolean']['output'];
  checkRelease: Release;
  checkSong: Song;
  /** Opens the link mailed to a new address; answers the account’s address from now on. */
  confirmEmailChange: Scalars['String']['output'];
  createList: List;
  declineRec: Recommendation;
  deleteList: Scalars['Boolean']['output'];
  deleteLog: Scalars['Boolean']['output'];
  /** Deletes the signed-in member and everything they created but their non-personal lists. */
  deleteUser: Scalars['Boolean']['output'];
  favoriteItem: ListEntry;
  followList: List;
  /** Follows a member; answers them with their follow flags and counts. */
  followUser: User;
  likeItem: Item;
  likeList: List;
  logRelease: Log;
  logSong: Log;
  /** By username or email; a wrong name or password is INVALID_CREDENTIALS. */
  login: Session;
  /** Ends the session of that token on the server. */
  logout: Scalars['Boolean']['output'];
  loveItem: Item;
  /** The "headphone" listen: checks the item. */
  markDeepListen: Item;
  /** Marks the named notifications (those the drawer showed) and every older one as seen; one that arrived after them stays unseen. */
  markNotificationsViewed: Scalars['Boolean']['output'];
  markPurpleCheck: Release;
  rateRelease: Release;
  rateSong: Song;
  recommendRelease: Array<Recommendation>;
  recommendSong: Array<Recommendation>;
  /** Staff: read the release's group from MusicBrainz now and update it (ids, and so members' checks, logs and lists, stay). */
  refreshReleaseFromMusicBrainz: Release;
  /** Makes the member a new listen API token (the old one stops working) and answers it; it is shown only this once. */
  regenerateApiToken: Scalars['String']['output'];
  removeFromListenTo: Release;
  removeLogUpvote: Log;
  removeReleaseRating: Release;
  removeSongFromListenTo: Song;
  removeSongRating: Song;
  /** Mails a confirmation link to the new address (and tells the old one); the address changes only when it is opened. */
  requestEmailChange: Scalars['Boolean']['output'];
  /** Sets a new password from a reset link; every other session of the member ends. */
  resetPwd: Session;
  respondToRec: Recommendation;
  /** Answers true whether or not the address belongs to a member. */
  sendResetPwdEmail: Scalars['Boolean']['output'];
  setCreatedMbRelease: Release;
  setMusicBrainzRecording: Song;
  setMusicBrainzRelease: Release;
  signup: Session;
  unblockUser: User;
  uncheckRelease: Release;
  uncheckSong: Song;
  unfavoriteItem: ListEntry;
  unfollowList: List;
  unfollowUser: User;
  unlikeItem: Item;
  unlikeList: List;
  unloveItem: Item;
  /** Keeps the standard check. */
  unmarkDeepListen: Item;
  unmarkPurpleCheck: Release;
  /** The arguments are the list's whole new content. */
  updateList: List;
  updateLog: Log;
  /** News mails on or off (allowEmail), the profile private or public (isPrivate), the stats pages shown to others (showStats). */
  updatePrivacySettings: User;
  updateUser: User;
  /** Saves the preferences given; one left out stays as it is. */
  updateUserPreferences: User;
  upvoteLog: Log;
  verifyMusicBrainzRecording: Song;
  verifyMusicBrainzRelease: Release;
};


export type MutationAddAllToListenToArgs = {
  releaseIds: Array<Scalars['ID']['input']>;
};


export type MutationAddItemToListsArgs = {
  item: ListItemInput;
  lists: Array<ListTargetInput>;
};


export type MutationAddSongToListenToArgs = {
  songId: Scalars['ID']['input'];
};


export type MutationAddToListenToArgs = {
  releaseId: Scalars['ID']['input'];
};


export type MutationBlockUserArgs = {
  username: Scalars['String']['input'];
};


export type MutationChangePasswordArgs = {
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};


export type MutationCheckItemsArgs = {
  items: Array<CheckItemInput>;
};


export type MutationCheckReleaseArgs = {
  releaseId: Scalars['ID']['input'];
};


export type MutationCheckSongArgs = {
  songId: Scalars['ID']['input'];
};


export type MutationConfirmEmailChangeArgs = {
  token: Scalars['String']['input'];
};


export type MutationCreateListArgs = {
  fields: ListFieldsInput;
  items: Array<ListItemInput>;
  sections?: InputMaybe<Array<ListSectionInput>>;
};


export type MutationDeclineRecArgs = {
  recId: Scalars['ID']['input'];
};


export type MutationDeleteListArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteLogArgs = {
  id: Scalars['ID']['input'];
  itemId?: InputMaybe<Scalars['ID']['input']>;
  type?: InputMaybe<ItemType>;
};


export type MutationDeleteUserArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationFavoriteItemArgs = {
  id: Scalars['ID']['input'];
  type: Scalars['String']['input'];
};


export type MutationFollowListArgs = {
  listId: Scalars['ID']['input'];
};


export type MutationFollowUserArgs = {
  followeeUsername: Scalars['String']['input'];
};


export type MutationLikeItemArgs = {
  itemId: Scalars['ID']['input'];
  itemType: ItemType;
};


export type MutationLikeListArgs = {
  listId: Scalars['ID']['input'];
};


export type MutationLogReleaseArgs = {
  fields: LogFieldsInput;
  listenAgain?: InputMaybe<Scalars['Boolean']['input']>;
  recs?: InputMaybe<Array<Scalars['ID']['input']>>;
  releaseId: Scalars['ID']['input'];
};


export type MutationLogSongArgs = {
  fields: LogFieldsInput;
  listenAgain?: InputMaybe<Scalars['Boolean']['input']>;
  recs?: InputMaybe<Array<Scalars['ID']['input']>>;
  songId: Scalars['ID']['input'];
};


export type MutationLoginArgs = {
  password: Scalars['String']['input'];
  usernameOrEmail: Scalars['String']['input'];
};


export type MutationLogoutArgs = {
  token: Scalars['String']['input'];
};


export type MutationLoveItemArgs = {
  itemId: Scalars['ID']['input'];
  itemType: ItemType;
};


export type MutationMarkDeepListenArgs = {
  itemId: Scalars['ID']['input'];
  itemType: ItemType;
};


export type MutationMarkNotificationsViewedArgs = {
  notificationIds: Array<Scalars['ID']['input']>;
};


export type MutationMarkPurpleCheckArgs = {
  releaseId: Scalars['ID']['input'];
};


export type MutationRateReleaseArgs = {
  rating: Scalars['Float']['input'];
  releaseId: Scalars['ID']['input'];
};


export type MutationRateSongArgs = {
  rating: Scalars['Float']['input'];
  songId: Scalars['ID']['input'];
};


export type MutationRecommendReleaseArgs = {
  explanation?: InputMaybe<Scalars['String']['input']>;
  recommendeeIds: Array<Scalars['ID']['input']>;
  releaseId: Scalars['ID']['input'];
};


export type MutationRecommendSongArgs = {
  explanation?: InputMaybe<Scalars['String']['input']>;
  recommendeeIds: Array<Scalars['ID']['input']>;
  songId: Scalars['ID']['input'];
};


export type MutationRefreshReleaseFromMusicBrainzArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRemoveFromListenToArgs = {
  releaseId: Scalars['ID']['input'];
};


export type MutationRemoveLogUpvoteArgs = {
  logId: Scalars['ID']['input'];
  type: Scalars['String']['input'];
};


export type MutationRemoveReleaseRatingArgs = {
  releaseId: Scalars['ID']['input'];
};


export type MutationRemoveSongFromListenToArgs = {
  songId: Scalars['ID']['input'];
};


export type MutationRemoveSongRatingArgs = {
  songId: Scalars['ID']['input'];
};


export type MutationRequestEmailChangeArgs = {
  currentPassword: Scalars['String']['input'];
  newEmail: Scalars['String']['input'];
};


export type MutationResetPwdArgs = {
  newPassword: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


export type MutationRespondToRecArgs = {
  recId: Scalars['ID']['input'];
  response: Scalars['String']['input'];
};


export type MutationSendResetPwdEmailArgs = {
  email: Scalars['String']['input'];
};


export type MutationSetCreatedMbReleaseArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSetMusicBrainzRecordingArgs = {
  mbid?: InputMaybe<Scalars['String']['input']>;
  recordingId: Scalars['ID']['input'];
};


export type MutationSetMusicBrainzReleaseArgs = {
  mbid?: InputMaybe<Scalars['String']['input']>;
  releaseId: Scalars['ID']['input'];
};


export type MutationSignupArgs = {
  allowEmail?: Scalars['Boolean']['input'];
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
  username: Scalars['String']['input'];
};


export type MutationUnblockUserArgs = {
  username: Scalars['String']['input'];
};


export type MutationUncheckReleaseArgs = {
  releaseId: Scalars['ID']['input'];
};


export type MutationUncheckSongArgs = {
  songId: Scalars['ID']['input'];
};


export type MutationUnfavoriteItemArgs = {
  id: Scalars['ID']['input'];
  type: Scalars['String']['input'];
};


export type MutationUnfollowListArgs = {
  listId: Scalars['ID']['input'];
};


export type MutationUnfollowUserArgs = {
  followeeUsername: Scalars['String']['input'];
};


export type MutationUnlikeItemArgs = {
  itemId: Scalars['ID']['input'];
  itemType: ItemType;
};


export type MutationUnlikeListArgs = {
  listId: Scalars['ID']['input'];
};


export type MutationUnloveItemArgs = {
  itemId: Scalars['ID']['input'];
  itemType: ItemType;
};


export type MutationUnmarkDeepListenArgs = {
  itemId: Scalars['ID']['input'];
  itemType: ItemType;
};


export type MutationUnmarkPurpleCheckArgs = {
  releaseId: Scalars['ID']['input'];
};


export type MutationUpdateListArgs = {
  expectedUpdatedAt?: InputMaybe<Scalars['String']['input']>;
  fields: ListFieldsInput;
  items: Array<ListItemInput>;
  listId: Scalars['ID']['input'];
  sections?: InputMaybe<Array<ListSectionInput>>;
};


export type MutationUpdateLogArgs = {
  fields: LogFieldsInput;
  id: Scalars['ID']['input'];
};


export type MutationUpdatePrivacySettingsArgs = {
  allowEmail?: InputMaybe<Scalars['Boolean']['input']>;
  isPrivate?: InputMaybe<Scalars['Boolean']['input']>;
  showStats?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationUpdateUserArgs = {
  bio?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  username: Scalars['String']['input'];
  website?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateUserPreferencesArgs = {
  colorScheme?: InputMaybe<ColorScheme>;
  spotifyLinkTarget?: InputMaybe<SpotifyLinkTarget>;
};


export type MutationUpvoteLogArgs = {
  logId: Scalars['ID']['input'];
  type: Scalars['String']['input'];
};


export type MutationVerifyMusicBrainzRecordingArgs = {
  id: Scalars['ID']['input'];
  verify: Scalars['Boolean']['input'];
};


export type MutationVerifyMusicBrainzReleaseArgs = {
  id: Scalars['ID']['input'];
  verify: Scalars['Boolean']['input'];
};

/** The bell: something a member did that concerns the member: a recommendation received, a response to one sent, a new follower, an upvote of their writing. */
export type Notification = {
  __typename?: 'Notification';
  date: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  kind: NotificationKind;
  /** The member's log whose writing was upvoted (UPVOTE only). */
  log?: Maybe<Log>;
  /** The recommendation (REC and REC_RESPONSE only). */
  rec?: Maybe<Recommendation>;
  /** Which writing of the log was upvoted, as upvoteLog names it: 'review' or 'gratitude' (UPVOTE only). */
  upvoteType?: Maybe<Scalars['String']['output']>;
  /** Who did it: the recommender (none for a list), the recipient who responded, the new follower, the upvoter. */
  user?: Maybe<User>;
  viewed: Scalars['Boolean']['output'];
};

export type NotificationKind =
  /** A member (user) started following the member. */
  | 'FOLLOW'
  /** A recommendation the member received (rec). */
  | 'REC'
  /** A response to the member's recommendation (rec). */
  | 'REC_RESPONSE'
  /** A member (user) upvoted the member's review or gratitude (log, upvoteType). */
  | 'UPVOTE';

export type PageInfo = {
  __typename?: 'PageInfo';
  hasMore: Scalars['Boolean']['output'];
  totalCount: Scalars['Int']['output'];
};

export type Query = {
  __typename?: 'Query';
  artist?: Maybe<Artist>;
  chartsList?: Maybe<List>;
  /** Every member's latest checks of releases and songs, newest first. */
  communityActivity: ActivityConnection;
  /** The signed-in member; null for a guest. */
  currentUser?: Maybe<User>;
  featuredLists: Array<List>;
  list?: Maybe<List>;
  /** A reflection; null when it does not exist or its author’s private profile hides it. */
  log?: Maybe<Log>;
  /** Admins: MusicBrainz matching and verification figures. */
  mbDataStats: MbDataStats;
  /** A member’s stats (/users/:username/stats) for a year, or all time without one. */
  memberStats: MemberStats;
  /** Members: when the catalog finds fewer than 5 releases for the query, the release groups MusicBrainz finds that the catalog lacks (at most 10, best first; answers shared for an hour). The client asks it after showing the local results, which never wait for it. Guests get nothing. */
  musicBrainzReleaseSearch: MusicBrainzReleaseSearch;
  /** Albums by release date, newest first. */
  newestReleases: ReleaseConnection;
  nextRecordingForMb: MbRecordingQueue;
  nextRecordingForMbVerification: MbRecordingQueue;
  nextReleaseForMb: MbReleaseQueue;
  nextReleaseForMbVerification: MbReleaseQueue;
  officialLists: ListConnection;
  /** The latest reflections with a written review. */
  recentReviews: Array<Log>;
  release?: Maybe<Release>;
  /** The release for a MusicBrainz release-group MBID (/mb/release-group/:mbid): the catalog's, else, for a member, fetched from MusicBrainz with its tracks and imported. Unknown to MusicBrainz: release null. */
  releaseByMusicBrainzId: MusicBrainzReleaseLookup;
  /** Admins: releases without a MusicBrainz entry that nobody has created yet, oldest first. */
  releasesThatNeedMbCreated: ReleaseConnection;
  /** Full search over releases, songs, artists, lists and members. A query longer than 200 characters is cut. Offsets count results already shown; pages hold 20. pageInfo.totalCount counts the ranked candidates (capped), not every match. */
  search: SearchResults;
  searchMusicBrainzRecordings: Array<MbCandidate>;
  /** Staff: MusicBrainz release groups matching a query (at most 10; answers cached 10 minutes). */
  searchMusicBrainzReleases: Array<MbCandidate>;
  /** Quick search: 10 releases, songs, artists and members and 5 lists by default; `limit` sets every kind (1 to 100). */
  searchSuggestions: SearchSuggestions;
  song?: Maybe<Song>;
  /** The plans of the subscribe page (also GET /subscription-plans). */
  subscriptionPlans: Array<SubscriptionPlan>;
  user?: Maybe<User>;
  userLists: ListConnection;
  /** A member’s year in review (/users/:username/year/:year), compared with the year before. */
  yearInReview: YearInReview;
};


export type QueryArtistArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCommunityActivityArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryListArgs = {
  id: Scalars['ID']['input'];
};


export type QueryLogArgs = {
  id: Scalars['ID']['input'];
};


export type QueryMemberStatsArgs = {
  username: Scalars['String']['input'];
  year?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMusicBrainzReleaseSearchArgs = {
  query: Scalars['String']['input'];
};


export type QueryNewestReleasesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryOfficialListsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sortBy?: InputMaybe<ListSortBy>;
};


export type QueryReleaseArgs = {
  id: Scalars['ID']['input'];
};


export type QueryReleaseByMusicBrainzIdArgs = {
  mbid: Scalars['String']['input'];
};


export type QueryReleasesThatNeedMbCreatedArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QuerySearchArgs = {
  artistOffsetIndex?: InputMaybe<Scalars['Int']['input']>;
  listOffsetIndex?: InputMaybe<Scalars['Int']['input']>;
  query: Scalars['String']['input'];
  releaseOffsetIndex?: InputMaybe<Scalars['Int']['input']>;
  songOffsetIndex?: InputMaybe<Scalars['Int']['input']>;
  types?: InputMaybe<Array<SearchType>>;
  userOffsetIndex?: InputMaybe<Scalars['Int']['input']>;
};


export type QuerySearchMusicBrainzRecordingsArgs = {
  query: Scalars['String']['input'];
};


export type QuerySearchMusicBrainzReleasesArgs = {
  query: Scalars['String']['input'];
};


export type QuerySearchSuggestionsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  query: Scalars['String']['input'];
  types?: InputMaybe<Array<SearchType>>;
};


export type QuerySongArgs = {
  id: Scalars['ID']['input'];
};


export type QueryUserArgs = {
  username: Scalars['String']['input'];
};


export type QueryUserListsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sortBy?: InputMaybe<ListSortBy>;
};


export type QueryYearInReviewArgs = {
  username: Scalars['String']['input'];
  year: Scalars['Int']['input'];
};

/** How many items the member rated with this many stars (0.5 to 5, by half stars). */
export type RatingBucket = {
  __typename?: 'RatingBucket';
  count: Scalars['Int']['output'];
  rating: Scalars['Float']['output'];
};

/** LISTENED matches listened items with no reaction. */
export type ReactionFilter =
  | 'FAVORITED'
  | 'LIKED'
  | 'LISTENED'
  | 'LOVED';

/** An item recommended to a member by a friend, or by a list the member follows. */
export type Recommendation = {
  __typename?: 'Recommendation';
  date: Scalars['String']['output'];
  declined: Scalars['Boolean']['output'];
  explanation?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isFriendRec: Scalars['Boolean']['output'];
  item: Item;
  list?: Maybe<List>;
  /** The member the recommendation was sent to. */
  recipient: User;
  recommender?: Maybe<User>;
  /** The recommender's own rating of the item (friend recommendations). */
  recommendersRating?: Maybe<Scalars['Float']['output']>;
  userRespondedAt?: Maybe<Scalars['String']['output']>;
  userResponse?: Maybe<Scalars['String']['output']>;
};

export type RecommendationConnection = {
  __typename?: 'RecommendationConnection';
  edges: Array<RecommendationEdge>;
  pageInfo: PageInfo;
};

export type RecommendationEdge = {
  __typename?: 'RecommendationEdge';
  node: Recommendation;
};

/** A release group: one album, single or EP, whatever its pressings. */
export type Release = {
  __typename?: 'Release';
  /** The credit as printed. */
  artistName: Scalars['String']['output'];
  artists: Array<ArtistCredit>;
  curatorLists: ListConnection;
  currentUserDeepListened: Scalars['Boolean']['output'];
  currentUserHasAddedToListenTo: Scalars['Boolean']['output'];
  currentUserHasChecked: Scalars['Boolean']['output'];
  currentUserHasFavorited: Scalars['Boolean']['output'];
  currentUserHasLiked: Scalars['Boolean']['output'];
  currentUserHasLogged: Scalars['Boolean']['output'];
  currentUserHasLoved: Scalars['Boolean']['output'];
  /** The signed-in member's own lists this item is on (the Add to lists dialog marks them); none for a visitor. */
  currentUserListIds: Array<Scalars['ID']['output']>;
  /** How many of the release’s tracks the signed-in member has a listen of (0 for a guest). */
  currentUserListenedTracksCount: Scalars['Int']['output'];
  currentUserLogs: Array<Log>;
  currentUserRating?: Maybe<Scalars['Float']['output']>;
  dataSources: Array<DataSource>;
  /** MusicBrainz's comment that tells same-named release groups apart. */
  disambiguation?: Maybe<Scalars['String']['output']>;
  genres: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  image: Scalars['String']['output'];
  imageBackup?: Maybe<Scalars['String']['output']>;
  isPurpleCheck: Scalars['Boolean']['output'];
  label?: Maybe<Scalars['String']['output']>;
  link: Scalars['String']['output'];
  lists: ListConnection;
  logs: LogConnection;
  mbReleaseGroupLink?: Maybe<Scalars['String']['output']>;
  mbVerified: Scalars['Boolean']['output'];
  mbid?: Maybe<Scalars['String']['output']>;
  numberOfChecks: Scalars['Int']['output'];
  numberOfFavorites: Scalars['Int']['output'];
  numberOfLikes: Scalars['Int']['output'];
  numberOfLists: Scalars['Int']['output'];
  numberOfLoves: Scalars['Int']['output'];
  primaryType: ReleasePrimaryType;
  /** The first release date as MusicBrainz writes it: "1997", "1997-05" or "1997-05-12". */
  releaseDate?: Maybe<Scalars['String']['output']>;
  secondaryTypes: Array<ReleaseSecondaryType>;
  spotifyLink?: Maybe<Scalars['String']['output']>;
  thumb: Scalars['String']['output'];
  title: Scalars['String']['output'];
  tracks: Array<Track>;
  tracksCount: Scalars['Int']['output'];
  userLists: ListConnection;
  users: UserConnection;
  year?: Maybe<Scalars['Int']['output']>;
  youtubePlaylistId?: Maybe<Scalars['String']['output']>;
};


/** A release group: one album, single or EP, whatever its pressings. */
export type ReleaseCuratorListsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


/** A release group: one album, single or EP, whatever its pressings. */
export type ReleaseListsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


/** A release group: one album, single or EP, whatever its pressings. */
export type ReleaseLogsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


/** A release group: one album, single or EP, whatever its pressings. */
export type ReleaseUserListsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


/** A release group: one album, single or EP, whatever its pressings. */
export type ReleaseUsersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<ReleaseUserStatus>;
};

export type ReleaseConnection = {
  __typename?: 'ReleaseConnection';
  edges: Array<ReleaseEdge>;
  pageInfo: PageInfo;
};

export type ReleaseEdge = {
  __typename?: 'ReleaseEdge';
  node: Release;
};

export type ReleasePrimaryType =
  | 'ALBUM'
  | 'BROADCAST'
  | 'EP'
  | 'NONE'
  | 'OTHER'
  | 'SINGLE';

export type ReleaseSecondaryType =
  | 'AUDIOBOOK'
  | 'AUDIO_DRAMA'
  | 'COMPILATION'
  | 'DEMO'
  | 'DJ_MIX'
  | 'FIELD_RECORDING'
  | 'INTERVIEW'
  | 'LIVE'
  | 'MIXTAPE_STREET'
  | 'REMIX'
  | 'SOUNDTRACK'
  | 'SPOKENWORD';

export type ReleaseSortBy =
  | 'ARTIST_NAME_ASC'
  | 'ARTIST_NAME_DESC'
  | 'DATE_NEWEST'
  | 'DATE_OLDEST'
  | 'RANDOM'
  | 'RATING_HIGHEST'
  | 'RATING_LOWEST'
  | 'TITLE_ASC'
  | 'TITLE_DESC'
  | 'YEAR_NEWEST'
  | 'YEAR_OLDEST';

export type ReleaseUserStatus =
  | 'FAVORITED'
  | 'LIKED'
  | 'LISTENED'
  | 'LOVED';

/** How many results one kind has for the query. */
export type SearchCount = {
  __typename?: 'SearchCount';
  /** More match than were counted (a candidate source stopped at its cap): show "count+". */
  capped: Scalars['Boolean']['output'];
  count: Scalars['Int']['output'];
};

/** Each kind's result count for the query, whatever `types` asks for (the search page's tabs). */
export type SearchCounts = {
  __typename?: 'SearchCounts';
  artists: SearchCount;
  lists: SearchCount;
  releases: SearchCount;
  songs: SearchCount;
  users: SearchCount;
};

/** Search page results by kind; a kind not in `types` is empty. */
export type SearchResults = {
  __typename?: 'SearchResults';
  artists: ArtistConnection;
  counts: SearchCounts;
  lists: ListConnection;
  releases: ReleaseConnection;
  songs: SongConnection;
  users: UserConnection;
};

/** Quick-search hits by kind; a kind not in `types` is empty. */
export type SearchSuggestions = {
  __typename?: 'SearchSuggestions';
  artists: Array<Artist>;
  lists: Array<List>;
  releases: Array<Release>;
  songs: Array<Song>;
  users: Array<User>;
};

export type SearchType =
  | 'ARTIST'
  | 'LIST'
  | 'RELEASE'
  | 'SONG'
  | 'USER';

export type Session = {
  __typename?: 'Session';
  /** ISO 8601 */
  expiresAt: Scalars['String']['output'];
  token: Scalars['String']['output'];
};

/** A recording; its page links to the release it belongs to. */
export type Song = {
  __typename?: 'Song';
  /** The credit as printed. */
  artistName: Scalars['String']['output'];
  artists: Array<ArtistCredit>;
  curatorLists: ListConnection;
  currentUserDeepListened: Scalars['Boolean']['output'];
  currentUserHasAddedToListenTo: Scalars['Boolean']['output'];
  currentUserHasChecked: Scalars['Boolean']['output'];
  currentUserHasFavorited: Scalars['Boolean']['output'];
  currentUserHasLiked: Scalars['Boolean']['output'];
  currentUserHasLogged: Scalars['Boolean']['output'];
  currentUserHasLoved: Scalars['Boolean']['output'];
  /** The signed-in member's own lists this item is on (the Add to lists dialog marks them); none for a visitor. */
  currentUserListIds: Array<Scalars['ID']['output']>;
  currentUserLogs: Array<Log>;
  currentUserRating?: Maybe<Scalars['Float']['output']>;
  dataSources: Array<DataSource>;
  /** MusicBrainz's comment that tells same-named recordings apart ("live", "official music video"). */
  disambiguation?: Maybe<Scalars['String']['output']>;
  /** Seconds. */
  duration?: Maybe<Scalars['Int']['output']>;
  hideReleaseLink: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** The release's cover. */
  image: Scalars['String']['output'];
  imageBackup?: Maybe<Scalars['String']['output']>;
  /** A music video (MusicBrainz marks its recording as one). */
  isVideo: Scalars['Boolean']['output'];
  link: Scalars['String']['output'];
  lists: ListConnection;
  logs: LogConnection;
  mbLink?: Maybe<Scalars['String']['output']>;
  mbVerified: Scalars['Boolean']['output'];
  mbid?: Maybe<Scalars['String']['output']>;
  numberOfFavorites: Scalars['Int']['output'];
  numberOfLikes: Scalars['Int']['output'];
  numberOfLists: Scalars['Int']['output'];
  numberOfLoves: Scalars['Int']['output'];
  preventUncheck: Scalars['Boolean']['output'];
  release?: Maybe<Release>;
  /** The first release date as MusicBrainz writes it: "1997", "1997-05" or "1997-05-12". */
  releaseDate?: Maybe<Scalars['String']['output']>;
  roles: Array<SongRoleCredit>;
  spotifyLink?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  userLists: ListConnection;
  users: UserConnection;
  year?: Maybe<Scalars['Int']['output']>;
  youtubeId?: Maybe<Scalars['String']['output']>;
};


/** A recording; its page links to the release it belongs to. */
export type SongCuratorListsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


/** A recording; its page links to the release it belongs to. */
export type SongListsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


/** A recording; its page links to the release it belongs to. */
export type SongLogsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


/** A recording; its page links to the release it belongs to. */
export type SongUserListsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


/** A recording; its page links to the release it belongs to. */
export type SongUsersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<SongUserStatus>;
};

export type SongConnection = {
  __typename?: 'SongConnection';
  edges: Array<SongEdge>;
  pageInfo: PageInfo;
};

export type SongEdge = {
  __typename?: 'SongEdge';
  node: Song;
};

export type SongRole =
  | 'COMPOSER'
  | 'FEATURED'
  | 'MAIN'
  | 'PRODUCER'
  | 'REMIXER';

export type SongRoleCredit = {
  __typename?: 'SongRoleCredit';
  artist: ArtistCredit;
  role: SongRole;
};

export type SongUserStatus =
  | 'FAVORITED'
  | 'LIKED'
  | 'LOVED';

export type SourceType =
  | 'ARTIST'
  | 'RELEASE'
  | 'SONG';

export type SpotifyLinkTarget =
  | 'NATIVE'
  | 'WEB';

/** An artist and how many listens or checks of their releases and songs; no id for a listen the catalog did not match. */
export type StatsArtist = {
  __typename?: 'StatsArtist';
  artistId?: Maybe<Scalars['ID']['output']>;
  count: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

/** A genre or decade ("1990s") and how many listens or checks it had. */
export type StatsCount = {
  __typename?: 'StatsCount';
  count: Scalars['Int']['output'];
  label: Scalars['String']['output'];
};

/** Why a member’s stats are not shown: they turned them off, a private profile, or not available to you. */
export type StatsHiddenReason =
  | 'HIDDEN_BY_MEMBER'
  | 'NOT_AVAILABLE'
  | 'PRIVATE_PROFILE';

/** A release or song in a ranking, with what it is ranked by. */
export type StatsItem = {
  __typename?: 'StatsItem';
  artistName: Scalars['String']['output'];
  checks: Scalars['Int']['output'];
  /** Favorited (else loved), in the most-loved list. */
  favorited: Scalars['Boolean']['output'];
  itemId: Scalars['ID']['output'];
  listens: Scalars['Int']['output'];
  rating?: Maybe<Scalars['Float']['output']>;
  /** The cover (a release’s, or a song’s release’s), else the drawn placeholder. */
  thumb: Scalars['String']['output'];
  title: Scalars['String']['output'];
  type: ItemType;
};

/** Listens and checks in a month ("2025-03") or, for all time, a year ("2025"). */
export type StatsPeriod = {
  __typename?: 'StatsPeriod';
  checks: Scalars['Int']['output'];
  listens: Scalars['Int']['output'];
  period: Scalars['String']['output'];
};

export type StatsSummary = {
  __typename?: 'StatsSummary';
  decadesByChecks: Array<StatsCount>;
  decadesByListens: Array<StatsCount>;
  genresByChecks: Array<StatsCount>;
  genresByListens: Array<StatsCount>;
  longestStreak: ListenStreak;
  /** Up to 12 items the member loved or favorited in the period, favorites first. */
  loved: Array<StatsItem>;
  /** By month for a year, by year for all time. */
  periods: Array<StatsPeriod>;
  ratings: Array<RatingBucket>;
  /** Also the most-checked artists of the most-loved section. */
  topArtistsByChecks: Array<StatsArtist>;
  topArtistsByListens: Array<StatsArtist>;
  totals: StatsTotals;
};

export type StatsTotals = {
  __typename?: 'StatsTotals';
  checks: Scalars['Int']['output'];
  favorited: Scalars['Int']['output'];
  /** Days with at least one listen. */
  listenDays: Scalars['Int']['output'];
  /** Dated logs (diary entries) and recorded listens. */
  listens: Scalars['Int']['output'];
  /** Lists made (the favorites lists not counted). */
  lists: Scalars['Int']['output'];
  loved: Scalars['Int']['output'];
  ratings: Scalars['Int']['output'];
  releaseChecks: Scalars['Int']['output'];
  /** Logs with review text. */
  reviews: Scalars['Int']['output'];
  songChecks: Scalars['Int']['output'];
};

export type SubscriptionDuration =
  | 'MONTHLY'
  | 'YEARLY';

/** A way to support Earmark: a tier (FAN or VIP) paid monthly or yearly. */
export type SubscriptionPlan = {
  __typename?: 'SubscriptionPlan';
  /** The badge type shown beside the username: fan or vip. */
  badge: Scalars['String']['output'];
  benefits: Array<Scalars['String']['output']>;
  /** ISO 4217 code of the price, e.g. USD. */
  currency: Scalars['String']['output'];
  description: Scalars['String']['output'];
  duration: SubscriptionDuration;
  name: SubscriptionTier;
  /** In `currency`. */
  price: Scalars['Float']['output'];
  /** What to send to /create-checkout-session; null when payments are not configured. */
  priceId?: Maybe<Scalars['String']['output']>;
};

export type SubscriptionTier =
  | 'FAN'
  | 'VIP';

export type Track = {
  __typename?: 'Track';
  /** The track's own credit as printed on the release, else its song's performers. */
  artists: Array<ArtistCredit>;
  discNumber: Scalars['Int']['output'];
  /** Seconds. */
  duration?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  /** AUDIO, or PREGAP (the hidden track before track 1) or DATA (a data track). */
  kind: TrackKind;
  /** The number as printed on the medium ("A1", "7"), beside position and discNumber. */
  number?: Maybe<Scalars['String']['output']>;
  /** Over the whole release, all discs, from 1. */
  position: Scalars['Int']['output'];
  song: Song;
  title: Scalars['String']['output'];
};

export type TrackKind =
  | 'AUDIO'
  | 'DATA'
  | 'PREGAP';

export type User = {
  __typename?: 'User';
  /** Whether the member accepts news mails from Earmark; only for the member themself. */
  allowEmail?: Maybe<Scalars['Boolean']['output']>;
  avatar: Scalars['String']['output'];
  bio?: Maybe<Scalars['String']['output']>;
  /** The member’s listened items or For Later queue, filtered and sorted as the collection page offers. */
  collection: CollectionConnection;
  /** The colour scheme the member chose; only they see it (null for anyone else). */
  colorSchemePref?: Maybe<ColorScheme>;
  /** First and last name as the member wrote them; null when they gave neither. */
  displayName?: Maybe<Scalars['String']['output']>;
  /** Only for the signed-in member themself. */
  email?: Maybe<Scalars['String']['output']>;
  favoriteArtistsList?: Maybe<List>;
  favoriteReleasesList?: Maybe<List>;
  favoriteSongsList?: Maybe<List>;
  firstName?: Maybe<Scalars['String']['output']>;
  /** Members this member follows, most recent first. */
  followees: UserConnection;
  /** Members who follow this member, most recent first. */
  followers: UserConnection;
  /** The latest checks of the members this member follows, newest first (the member only). With `before` (the last activity’s cursor) the page starts after it, and `offset` only counts the activities the client already holds. */
  friendsActivity: ActivityConnection;
  /** The member's friends who have not yet been recommended this item by them. */
  friendsToRec: Array<User>;
  /** Whether the member has made a listen API token (the member themself only; false for others). */
  hasApiToken: Scalars['Boolean']['output'];
  /** This member has blocked the signed-in member (their activity is then hidden). */
  hasBlockedCurrentUser: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  isAdmin: Scalars['Boolean']['output'];
  /** The signed-in member has blocked this member. */
  isBlockedByCurrentUser: Scalars['Boolean']['output'];
  isFAN: Scalars['Boolean']['output'];
  isFollowedByCurrentUser: Scalars['Boolean']['output'];
  isFollowingCurrentUser: Scalars['Boolean']['output'];
  /** The member and the signed-in member follow each other. */
  isFriendsWithCurrentUser: Scalars['Boolean']['output'];
  isPastDueSupporter: Scalars['Boolean']['output'];
  /** A private profile shows its checks, ratings and reflections to friends only. */
  isPrivate: Scalars['Boolean']['output'];
  isSupport: Scalars['Boolean']['output'];
  isSupporter: Scalars['Boolean']['output'];
  isVIP: Scalars['Boolean']['output'];
  lastName?: Maybe<Scalars['String']['output']>;
  link: Scalars['String']['output'];
  listenTo: CollectionConnection;
  listened: CollectionConnection;
  /** The member’s listens, newest first; a private profile shows them to friends only. */
  listens: ListenConnection;
  /** Lists the member made (all, PERSONAL or CURATOR), or FOLLOWING or LIKED. */
  lists: ListConnection;
  /** Lists the member created (the same count as numberOfLists). */
  listsCreated: Scalars['Int']['output'];
  logs: LogConnection;
  numberOfChecks: Scalars['Int']['output'];
  numberOfFollowees: Scalars['Int']['output'];
  numberOfFollowers: Scalars['Int']['output'];
  numberOfLists: Scalars['Int']['output'];
  /** Recommendations received and responses to sent ones, newest first (the member only). */
  recNotifications: Array<Notification>;
  /** The member’s latest checks; empty for a member they have blocked, and for a private profile the viewer is not a friend of. */
  recentActivity: Array<Activity>;
  /** Recommendations the member received and has not declined, newest first (the member only). */
  recs: RecommendationConnection;
  /** Whether others may open the member’s stats and year in review; only for the member themself. */
  showStats?: Maybe<Scalars['Boolean']['output']>;
  spotifyLinkTargetPref: SpotifyLinkTarget;
  /** Members this member might follow (the member only): those who follow them and are not followed back first, then the most followed listeners. */
  suggestedFollows: Array<User>;
  unseenNotificationsCount: Scalars['Int']['output'];
  username: Scalars['String']['output'];
  website?: Maybe<Scalars['String']['output']>;
};


export type UserCollectionArgs = {
  currentUserListenStatus?: InputMaybe<ListenFilter>;
  filters?: InputMaybe<CollectionFilters>;
  includeFollowedLists?: InputMaybe<Scalars['Boolean']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  randomSeed?: InputMaybe<Scalars['Int']['input']>;
  reactions?: InputMaybe<Array<ReactionFilter>>;
  sort?: InputMaybe<ReleaseSortBy>;
};


export type UserFolloweesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type UserFollowersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type UserFriendsActivityArgs = {
  before?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type UserFriendsToRecArgs = {
  itemId: Scalars['ID']['input'];
  itemType: ItemType;
};


export type UserListenToArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ReleaseSortBy>;
  type?: InputMaybe<ItemType>;
};


export type UserListenedArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ReleaseSortBy>;
  type?: InputMaybe<ItemType>;
};


export type UserListensArgs = {
  before?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type UserListsArgs = {
  filterItems?: InputMaybe<SourceType>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  listFilterBy?: InputMaybe<ListFilterBy>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sortBy?: InputMaybe<ListSortBy>;
};


export type UserLogsArgs = {
  currentUserListenStatusFilter?: InputMaybe<ListenFilter>;
  itemTypes?: InputMaybe<Array<ItemType>>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sortBy?: InputMaybe<LogSortBy>;
  type?: InputMaybe<LogView>;
};


export type UserRecNotificationsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type UserRecentActivityArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type UserRecsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type UserSuggestedFollowsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};

export type UserConnection = {
  __typename?: 'UserConnection';
  edges: Array<UserEdge>;
  pageInfo: PageInfo;
};

export type UserEdge = {
  __typename?: 'UserEdge';
  node: User;
};

/** A headline number against the year before. */
export type YearDelta = {
  __typename?: 'YearDelta';
  change: Scalars['Float']['output'];
  current: Scalars['Float']['output'];
  key: Scalars['String']['output'];
  percent?: Maybe<Scalars['Int']['output']>;
  previous: Scalars['Float']['output'];
};

/** A member’s year in review against the year before; review is null when hidden from the viewer. */
export type YearInReview = {
  __typename?: 'YearInReview';
  hiddenReason?: Maybe<StatsHiddenReason>;
  /** The member looks at their own review, which they hide from others. */
  onlyYouSee: Scalars['Boolean']['output'];
  review?: Maybe<YearReview>;
  user: User;
  year: Scalars['Int']['output'];
};

export type YearReview = {
  __typename?: 'YearReview';
  deltas: Array<YearDelta>;
  /** Listens of an item the member had not heard before (no earlier listen, log or check). */
  firstListens: Scalars['Int']['output'];
  highestRated: Array<StatsItem>;
  months: Array<StatsPeriod>;
  previous: YearTotals;
  relistens: Scalars['Int']['output'];
  topAlbums: Array<StatsItem>;
  topArtists: Array<StatsArtist>;
  topSongs: Array<StatsItem>;
  totals: YearTotals;
};

export type YearTotals = {
  __typename?: 'YearTotals';
  checks: Scalars['Int']['output'];
  /** Hours of the listens whose length is known; null when none is. */
  hours?: Maybe<Scalars['Float']['output']>;
  listens: Scalars['Int']['output'];
  lists: Scalars['Int']['output'];
  /** Releases of that year the member checked or listened to in it. */
  newReleasesHeard: Scalars['Int']['output'];
  reviews: Scalars['Int']['output'];
};

export type CurrentUserForNavQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentUserForNavQuery = { __typename?: 'Query', currentUser?: { __typename?: 'User', id: string, username: string, avatar: string, isAdmin: boolean, isSupporter: boolean, numberOfChecks: number } | null };

export type ChangePasswordMutationVariables = Exact<{
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
}>;


export type ChangePasswordMutation = { __typename?: 'Mutation', changePassword: boolean };

export type CheckItemsMutationVariables = Exact<{
  items: Array<CheckItemInput> | CheckItemInput;
}>;


export type CheckItemsMutation = { __typename?: 'Mutation', checkItems: boolean };

export type ConfirmEmailChangeMutationVariables = Exact<{
  token: Scalars['String']['input'];
}>;


export type ConfirmEmailChangeMutation = { __typename?: 'Mutation', confirmEmailChange: string };

export type CurrentUserForSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentUserForSettingsQuery = { __typename?: 'Query', currentUser?: { __typename?: 'User', id: string, username: string, email?: string | null, allowEmail?: boolean | null, isPrivate: boolean, showStats?: boolean | null, hasApiToken: boolean, avatar: string, firstName?: string | null, lastName?: string | null, website?: string | null, bio?: string | null, spotifyLinkTargetPref: SpotifyLinkTarget, isSupporter: boolean, isPastDueSupporter: boolean } | null };

export type DeleteUserMutationVariables = Exact<{
  userId: Scalars['ID']['input'];
}>;


export type DeleteUserMutation = { __typename?: 'Mutation', deleteUser: boolean };

export type LoginMutationVariables = Exact<{
  usernameOrEmail: Scalars['String']['input'];
  password: Scalars['String']['input'];
}>;


export type LoginMutation = { __typename?: 'Mutation', login: { __typename?: 'Session', token: string, expiresAt: string } };

export type LogoutMutationVariables = Exact<{
  token: Scalars['String']['input'];
}>;


export type LogoutMutation = { __typename?: 'Mutation', logout: boolean };

export type RegenerateApiTokenMutationVariables = Exact<{ [key: string]: never; }>;


export type RegenerateApiTokenMutation = { __typename?: 'Mutation', regenerateApiToken: string };

export type RequestEmailChangeMutationVariables = Exact<{
  newEmail: Scalars['String']['input'];
  currentPassword: Scalars['String']['input'];
}>;


export type RequestEmailChangeMutation = { __typename?: 'Mutation', requestEmailChange: boolean };

export type ResetPwdMutationVariables = Exact<{
  token: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
}>;


export type ResetPwdMutation = { __typename?: 'Mutation', resetPwd: { __typename?: 'Session', token: string, expiresAt: string } };

export type SaveColorSchemeMutationVariables = Exact<{
  colorScheme: ColorScheme;
}>;


export type SaveColorSchemeMutation = { __typename?: 'Mutation', updateUserPreferences: { __typename?: 'User', id: string, colorSchemePref?: ColorScheme | null } };

export type SendResetPwdEmailMutationVariables = Exact<{
  email: Scalars['String']['input'];
}>;


export type SendResetPwdEmailMutation = { __typename?: 'Mutation', sendResetPwdEmail: boolean };

export type SignupMutationVariables = Exact<{
  username: Scalars['String']['input'];
  password: Scalars['String']['input'];
  email: Scalars['String']['input'];
  allowEmail: Scalars['Boolean']['input'];
}>;


export type SignupMutation = { __typename?: 'Mutation', signup: { __typename?: 'Session', token: string, expiresAt: string } };

export type UpdatePrivacySettingsMutationVariables = Exact<{
  allowEmail?: InputMaybe<Scalars['Boolean']['input']>;
  isPrivate?: InputMaybe<Scalars['Boolean']['input']>;
  showStats?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type UpdatePrivacySettingsMutation = { __typename?: 'Mutation', updatePrivacySettings: { __typename?: 'User', id: string, allowEmail?: boolean | null, isPrivate: boolean, showStats?: boolean | null } };

export type UpdateUserMutationVariables = Exact<{
  username: Scalars['String']['input'];
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  website?: InputMaybe<Scalars['String']['input']>;
  bio?: InputMaybe<Scalars['String']['input']>;
}>;


export type UpdateUserMutation = { __typename?: 'Mutation', updateUser: { __typename?: 'User', id: string, username: string, firstName?: string | null, lastName?: string | null, website?: string | null, bio?: string | null } };

export type UpdateUserPreferencesMutationVariables = Exact<{
  spotifyLinkTarget: SpotifyLinkTarget;
}>;


export type UpdateUserPreferencesMutation = { __typename?: 'Mutation', updateUserPreferences: { __typename?: 'User', id: string, spotifyLinkTargetPref: SpotifyLinkTarget } };

export type SetCreatedMbReleaseMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SetCreatedMbReleaseMutation = { __typename?: 'Mutation', setCreatedMbRelease: { __typename?: 'Release', id: string } };

export type SetMusicBrainzReleaseMutationVariables = Exact<{
  releaseId: Scalars['ID']['input'];
  mbid?: InputMaybe<Scalars['String']['input']>;
}>;


export type SetMusicBrainzReleaseMutation = { __typename?: 'Mutation', setMusicBrainzRelease: { __typename?: 'Release', id: string, mbid?: string | null, mbVerified: boolean, mbReleaseGroupLink?: string | null } };

export type SetMusicBrainzRecordingMutationVariables = Exact<{
  recordingId: Scalars['ID']['input'];
  mbid?: InputMaybe<Scalars['String']['input']>;
}>;


export type SetMusicBrainzRecordingMutation = { __typename?: 'Mutation', setMusicBrainzRecording: { __typename?: 'Song', id: string, mbid?: string | null, mbVerified: boolean, mbLink?: string | null } };

export type VerifyMusicBrainzReleaseMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  verify: Scalars['Boolean']['input'];
}>;


export type VerifyMusicBrainzReleaseMutation = { __typename?: 'Mutation', verifyMusicBrainzRelease: { __typename?: 'Release', id: string, mbid?: string | null, mbVerified: boolean } };

export type VerifyMusicBrainzRecordingMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  verify: Scalars['Boolean']['input'];
}>;


export type VerifyMusicBrainzRecordingMutation = { __typename?: 'Mutation', verifyMusicBrainzRecording: { __typename?: 'Song', id: string, mbid?: string | null, mbVerified: boolean } };

export type CurrentUserForAdminHomeQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentUserForAdminHomeQuery = { __typename?: 'Query', mbDataStats: { __typename?: 'MbDataStats', releases: number, releasesMatched: number, releasesVerified: number, releasesNeedingMbCreated: number, recordings: number, recordingsMatched: number, recordingsVerified: number, byWeek: Array<{ __typename?: 'MbWeek', week: string, matched: number, verified: number, created: number }> } };

export type DataForAdminReleasesListQueryVariables = Exact<{
  offset?: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type DataForAdminReleasesListQuery = { __typename?: 'Query', releasesThatNeedMbCreated: { __typename?: 'ReleaseConnection', edges: Array<{ __typename?: 'ReleaseEdge', node: { __typename?: 'Release', id: string, title: string, year?: number | null, link: string, artists: Array<{ __typename?: 'ArtistCredit', id: string, name: string, joinPhrase: string }> } }>, pageInfo: { __typename?: 'PageInfo', hasMore: boolean, totalCount: number } } };

export type AdminQueueReleaseFieldsFragment = { __typename?: 'Release', id: string, title: string, year?: number | null, link: string, image: string, mbid?: string | null, mbVerified: boolean, mbReleaseGroupLink?: string | null, artists: Array<{ __typename?: 'ArtistCredit', id: string, name: string, joinPhrase: string }> };

export type AdminQueueRecordingFieldsFragment = { __typename?: 'Song', id: string, title: string, year?: number | null, link: string, image: string, mbid?: string | null, mbVerified: boolean, mbLink?: string | null, artists: Array<{ __typename?: 'ArtistCredit', id: string, name: string, joinPhrase: string }>, release?: { __typename?: 'Release', id: string, title: string } | null };

export type AdminQueryForMbQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminQueryForMbQuery = { __typename?: 'Query', nextReleaseForMb: { __typename?: 'MbReleaseQueue', count: number, release?: { __typename?: 'Release', id: string, title: string, year?: number | null, link: string, image: string, mbid?: string | null, mbVerified: boolean, mbReleaseGroupLink?: string | null, artists: Array<{ __typename?: 'ArtistCredit', id: string, name: string, joinPhrase: string }> } | null } };

export type AdminQueryForMbRecordingQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminQueryForMbRecordingQuery = { __typename?: 'Query', nextRecordingForMb: { __typename?: 'MbRecordingQueue', count: number, recording?: { __typename?: 'Song', id: string, title: string, year?: number | null, link: string, image: string, mbid?: string | null, mbVerified: boolean, mbLink?: string | null, artists: Array<{ __typename?: 'ArtistCredit', id: string, name: string, joinPhrase: string }>, release?: { __typename?: 'Release', id: string, title: string } | null } | null } };

export type AdminQueryForMbVerificationQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminQueryForMbVerificationQuery = { __typename?: 'Query', nextReleaseForMbVerification: { __typename?: 'MbReleaseQueue', count: number, release?: { __typename?: 'Release', id: string, title: string, year?: number | null, link: string, image: string, mbid?: string | null, mbVerified: boolean, mbReleaseGroupLink?: string | null, artists: Array<{ __typename?: 'ArtistCredit', id: string, name: string, joinPhrase: string }> } | null } };

export type AdminQueryForMbRecordingVerificationQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminQueryForMbRecordingVerificationQuery = { __typename?: 'Query', nextRecordingForMbVerification: { __typename?: 'MbRecordingQueue', count: number, recording?: { __typename?: 'Song', id: string, title: string, year?: number | null, link: string, image: string, mbid?: string | null, mbVerified: boolean, mbLink?: string | null, artists: Array<{ __typename?: 'ArtistCredit', id: string, name: string, joinPhrase: string }>, release?: { __typename?: 'Release', id: string, title: string } | null } | null } };

export type SearchMbQueryForDataReportsQueryVariables = Exact<{
  query: Scalars['String']['input'];
}>;


export type SearchMbQueryForDataReportsQuery = { __typename?: 'Query', searchMusicBrainzReleases: Array<{ __typename?: 'MbCandidate', mbid: string, title: string, artist: string, date?: string | null, score: number }> };

export type SearchMusicBrainzRecordingsQueryVariables = Exact<{
  query: Scalars['String']['input'];
}>;


export type SearchMusicBrainzRecordingsQuery = { __typename?: 'Query', searchMusicBrainzRecordings: Array<{ __typename?: 'MbCandidate', mbid: string, title: string, artist: string, date?: string | null, score: number }> };

export type AdminViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminViewerQuery = { __typename?: 'Query', currentUser?: { __typename?: 'User', id: string, isAdmin: boolean, isSupport: boolean } | null };

export type AdminReleaseForMbQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AdminReleaseForMbQuery = { __typename?: 'Query', release?: { __typename?: 'Release', id: string, title: string, year?: number | null, link: string, image: string, mbid?: string | null, mbVerified: boolean, mbReleaseGroupLink?: string | null, artists: Array<{ __typename?: 'ArtistCredit', id: string, name: string, joinPhrase: string }> } | null };

export type AdminRecordingForMbQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AdminRecordingForMbQuery = { __typename?: 'Query', song?: { __typename?: 'Song', id: string, title: string, year?: number | null, link: string, image: string, mbid?: string | null, mbVerified: boolean, mbLink?: string | null, artists: Array<{ __typename?: 'ArtistCredit', id: string, name: string, joinPhrase: string }>, release?: { __typename?: 'Release', id: string, title: string } | null } | null };

export type RefreshReleaseFromMusicBrainzMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RefreshReleaseFromMusicBrainzMutation = { __typename?: 'Mutation', refreshReleaseFromMusicBrainz: { __typename?: 'Release', id: string, title: string, artistName: string, year?: number | null, releaseDate?: string | null, genres: Array<string>, label?: string | null, image: string, thumb: string, tracksCount: number } };

export type ArtistForArtistPageQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ArtistForArtistPageQuery = { __typename?: 'Query', artist?: { __typename?: 'Artist', id: string, name: string, disambiguation?: string | null, type?: ArtistType | null, image: string, profile?: string | null, numberOfFavorites: number, currentUserHasFavorited: boolean, dataSources: Array<{ __typename?: 'DataSource', type: DataSourceType, url: string }> } | null };

export type ArtistUsersQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  offset?: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type ArtistUsersQuery = { __typename?: 'Query', artist?: { __typename?: 'Artist', id: string, users: { __typename?: 'UserConnection', edges: Array<{ __typename?: 'UserEdge', node: { __typename?: 'User', id: string, username: string, avatar: string, isSupporter: boolean, isFAN: boolean, isVIP: boolean, isFollowedByCurrentUser: boolean, isFollowingCurrentUser: boolean, isFriendsWithCurrentUser: boolean, displayName?: string | null, numberOfFollowers: number, numberOfFollowees: number } }>, pageInfo: { __typename?: 'PageInfo', hasMore: boolean, totalCount: number } } } | null };

export type ArtistQueryForArtistReleasesQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  releaseSortBy?: InputMaybe<ReleaseSortBy>;
  primaryTypes?: InputMaybe<Array<ReleasePrimaryType> | ReleasePrimaryType>;
  secondaryTypes?: InputMaybe<Array<ReleaseSecondaryType> | ReleaseSecondaryType>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type ArtistQueryForArtistReleasesQuery = { __typename?: 'Query', artist?: { __typename?: 'Artist', id: string, releases: { __typename?: 'ArtistReleaseConnection', currentUserNumberOfChecks: number, edges: Array<{ __typename?: 'ReleaseEdge', node: { __typename?: 'Release', disambiguation?: string | null, primaryType: ReleasePrimaryType, secondaryTypes: Array<ReleaseSecondaryType>, id: string, title: string, year?: number | null, image: string, thumb: string, currentUserHasChecked: boolean, currentUserDeepListened: boolean, artistName: string, link: string, mbReleaseGroupLink?: string | null, youtubePlaylistId?: string | null, isPurpleCheck: boolean, currentUserHasAddedToListenTo: boolean, currentUserHasLiked: boolean, currentUserHasLoved: boolean, currentUserHasFavorited: boolean, currentUserRating?: number | null, numberOfChecks: number, numberOfLikes: number, numberOfLoves: number, numberOfFavorites: number, artists: Array<{ __typename?: 'ArtistCredit', id: string, name: string, joinPhrase: string }> } }>, pageInfo: { __typename?: 'PageInfo', hasMore: boolean, totalCount: number } } } | null };

export type ArtistQueryForReleaseTypeFiltersQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ArtistQueryForReleaseTypeFiltersQuery = { __typename?: 'Query', artist?: { __typename?: 'Artist', id: string, releaseStats: string } | null };

export type CurrentUserQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentUserQuery = { __typename?: 'Query', currentUser?: { __typename?: 'User', id: string, username: string, isAdmin: boolean, isSupporter: boolean, colorSchemePref?: ColorScheme | null } | null };

export type UserLibraryQueryVariables = Exact<{
  username: Scalars['String']['input'];
  filters?: InputMaybe<CollectionFilters>;
  reactions?: InputMaybe<Array<ReactionFilter> | ReactionFilter>;
  includeFollowedLists?: InputMaybe<Scalars['Boolean']['input']>;
  currentUserListenStatus?: InputMaybe<ListenFilter>;
  sort?: InputMaybe<ReleaseSortBy>;
  randomSeed?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type UserLibraryQuery = { __typename?: 'Query', user?: { __typename?: 'User', id: string, collection: { __typename?: 'CollectionConnection', edges: Array<{ __typename?: 'CollectionEdge', node:
          | { __typename: 'Release', year?: number | null, image: string, imageBackup?: string | null, id: string, title: string, artistName: string, link: string, mbReleaseGroupLink?: string | null, youtubePlaylistId?: string | null, currentUserHasChecked: boolean, currentUserDeepListened: boolean, isPurpleCheck: boolean, currentUserHasAddedToListenTo: boolean, currentUserHasLiked: boolean, currentUserHasLoved: boolean, currentUserHasFavorited: boolean, currentUserRating?: number | null, numberOfChecks: number, numberOfLikes: number, numberOfLoves: number, numberOfFavorites: number, artists: Array<{ __typename?: 'ArtistCredit', id: string, name: string, joinPhrase: string }> }
          | { __typename: 'Song', year?: number | null, image: string, imageBackup?: string | null, id: string, title: string, artistName: string, link: string, mbLink?: string | null, youtubeId?: string | null, preventUncheck: boolean, currentUserHasChecked: boolean, currentUserDeepListened: boolean, currentUserHasAddedToListenTo: boolean, currentUserHasLiked: boolean, currentUserHasLoved: boolean, currentUserHasFavorited: boolean, currentUserRating?: number | null, numberOfLikes: number, numberOfLoves: number, numberOfFavorites: number, artists: Array<{ __typename?: 'ArtistCredit', id: string, name: string, joinPhrase: string }> }
         }>, pageInfo: { __typename?: 'PageInfo', hasMore: boolean, totalCount: number } } } | null };

export type ActivityCardFieldsFragment = { __typename?: 'Activity', id: string, date: string, rating?: number | null, user: { __typename?: 'User', id: string, username: string, displayName?: string | null, avatar: string }, item:
    | { __typename: 'Release', id: string, title: string, thumb: string, link: string, artists: Array<{ __typename?: 'ArtistCredit', id: string, name: string, joinPhrase: string }> }
    | { __typename: 'Song', id: string, title: string, image: string, link: string, artists: Array<{ __typename?: 'ArtistCredit', id: string, name: string, joinPhrase: string }> }
  , log?: { __typename?: 'Log', id: string, link: string, hasWriting: boolean, wasDeepListen: boolean } | null };

export type CurrentUserForHomePageQueryVariables = Exact<{
  offset?: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type CurrentUserForHomePageQuery = { __typename?: 'Query', currentUser?: { __typename?: 'User', id: string, friendsActivity: { __typename?: 'ActivityConnection', edges: Array<{ __typename?: 'ActivityEdge', node: { __typename?: 'Activity', id: string, date: string, rating?: number | null, user: { __typename?: 'User', id: string, username: string, displayName?: string | null, avatar: string }, item:
            | { __typename: 'Release', id: string, title: string, thumb: string, link: string, artists: Array<{ __typename?: 'ArtistCredit', id: string, name: string, joinPhrase: string }> }
            | { __typename: 'Song', id: string, title: string, image: string, link: string, artists: Array<{ __typename?: 'ArtistCredit', id: string, name: string, joinPhrase: string }> }
          , log?: { __typename?: 'Log', id: string, link: string, hasWriting: boolean, wasDeepListen: boolean } | null } }>, pageInfo: { __typename?: 'PageInfo', hasMore: boolean, totalCount: number } } } | null };

type ItemCardFields_Release_Fragment = { __typename: 'Release', id: string, title: string, thumb: string, link: string, artists: Array<{ __typename?: 'ArtistCredit', id: string, name: string, joinPhrase: string }> };

type ItemCardFields_Song_Fragment = { __typename: 'Song', id: string, title: string, image: string, link: string, artists: Array<{ __typename?: 'ArtistCredit', id: string, name: string, joinPhrase: string }> };

export type ItemCardFieldsFragment =
  | ItemCardFields_Release_Fragment
  | ItemCardFields_Song_Fragment
;

export type MemberGreetingQueryVariables = Exact<{ [key: string]: never; }>;


export type MemberGreetingQuery = { __typename?: 'Query', currentUser?: { __typename?: 'User', id: string, numberOfChecks: number, numberOfFollowees: number, favoriteReleasesList?: { __typename?: 'List', id: string } | null, suggestedFollows: Array<{ __typename?: 'User', avatar: string, isSupporter: boolean, isFAN: boolean, isVIP: boolean, id: string, username: string, displayName?: string | null, isFollowedByCurrentUser: boolean, isFollowingCurrentUser: boolean, isFriendsWithCurrentUser: boolean, numberOfFollowers: number, numberOfFollowees: number }> } | null };

export type NewestReleasesForHomePageQueryVariables = Exact<{
  offset?: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type NewestReleasesForHomePageQuery = { __typename?: 'Query', newestReleases: { __typename?: 'ReleaseConnection', edges: Array<{ __typename?: 'ReleaseEdge', node: { __typename?: 'Release', id: string, title: string, year?: number | null, image: string, thumb: string, currentUserHasChecked: boolean, currentUserDeepListened: boolean, artists: Array<{ __typename?: 'ArtistCredit', id: string, name: string, joinPhrase: string }> } }>, pageInfo: { __typename?: 'PageInfo', hasMore: boolean, totalCount: number } } };

export type RecentActivityForHomePageQueryVariables = Exact<{
  offset?: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type RecentActivityForHomePageQuery = { __typename?: 'Query', communityActivity: { __typename?: 'ActivityConnection', edges: Array<{ __typename?: 'ActivityEdge', node: { __typename?: 'Activity', id: string, date: string, rating?: number | null, user: { __typename?: 'User', id: string, username: string, displayName?: string | null, avatar: string }, item:
          | { __typename: 'Release', id: string, title: string, thumb: string, link: string, artists: Array<{ __typename?: 'ArtistCredit', id: string, name: string, joinPhrase: string }> }
          | { __typename: 'Song', id: string, title: string, image: string, link: string, artists: Array<{ __typename?: 'ArtistCredit', id: string, name: string, joinPhrase: string }> }
        , log?: { __typename?: 'Log', id: string, link: string, hasWriting: boolean, wasDeepListen: boolean } | null } }>, pageInfo: { __typename?: 'PageInfo', hasMore: boolean, totalCount: number } } };

export type RecentAndFeaturedQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type RecentAndFeaturedQueryQuery = { __typename?: 'Query', featuredLists: Array<{ __typename?: 'List', id: string, name: string, link: string, albumCovers: Array<string>, itemsCount: number, numberOfLikes: number, createdBy: string, isOfficial: boolean }>, recentReviews: Array<{ __typename?: 'Log', id: string, link: string, rating?: number | null, reviewTitle?: string | null, review?: string | null, dateText?: string | null, user: { __typename?: 'User', id: string, username: string, displayName?: string | null, avatar: string }, item:
      | { __typename: 'Release', id: string, title: string, thumb: string, link: string, artists: Array<{ __typename?: 'ArtistCredit', id: string, name: string, joinPhrase: string }> }
      | { __typename: 'Song', id: string, title: string, image: string, link: string, artists: Array<{ __typename?: 'ArtistCredit', id: string, name: string, joinPhrase: string }> }
     }> };

export type AddAllToListenToMutationVariables = Exact<{
  releaseIds: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;


export type AddAllToListenToMutation = { __typename?: 'Mutation', addAllToListenTo: Array<{ __typename?: 'Release', id: string, currentUserHasAddedToListenTo: boolean }> };

export type AddSongToListenToMutationVariables = Exact<{
  songId: Scalars['ID']['input'];
}>;


export type AddSongToListenToMutation = { __typename?: 'Mutation', addSongToListenTo: { __typename?: 'Song', id: string, title: string, artistName: string, link: string, mbLink?: string | null, youtubeId?: string | null, preventUncheck: boolean, currentUserHasChecked: boolean, currentUserDeepListened: boolean, currentUserHasAddedToListenTo: boolean, currentUserHasLiked: boolean, currentUserHasLoved: boolean, currentUserHasFavorited: boolean, currentUserRating?: number | null, numberOfLikes: number, numberOfLoves: number, numberOfFavorites: number } };

export type AddToListenToMutationVariables = Exact<{
  releaseId: Scalars['ID']['input'];
}>;


export type AddToListenToMutation = { __typename?: 'Mutation', addToListenTo: { __typename?: 'Release', id: string, title: string, artistName: string, link: string, mbReleaseGroupLink?: string | null, youtubePlaylistId?: string | null, currentUserHasChecked: boolean, currentUserDeepListened: boolean, isPurpleCheck: boolean, currentUserHasAddedToListenTo: boolean, currentUserHasLiked: boolean, currentUserHasLoved: boolean, currentUserHasFavorited: boolean, currentUserRating?: number | null, numberOfChecks: number, numberOfLikes: number, numberOfLoves: number, numberOfFavorites: number } };

export type ArtistReleaseIdsToSaveQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  primaryTypes?: InputMaybe<Array<ReleasePrimaryType> | ReleasePrimaryType>;
  secondaryTypes?: InputMaybe<Array<ReleaseSecondaryType> | ReleaseSecondaryType>;
}>;


export type ArtistReleaseIdsToSaveQuery = { __typename?: 'Query', artist?: { __typename?: 'Artist', id: string, currentUserReleaseIdsToSave: { __typename?: 'ArtistReleaseIdsToSave', unlistened: Array<string>, unadded: Array<string> } } | null };

export type CheckReleaseMutationVariables = Exact<{
  releaseId: Scalars['ID']['input'];
}>;


export type CheckReleaseMutation = { __typename?: 'Mutation', checkRelease: { __typename?: 'Release', id: string, title: string, artistName: string, link: string, mbReleaseGroupLink?: string | null, youtubePlaylistId?: string | null, currentUserHasChecked: boolean, currentUserDeepListened: boolean, isPurpleCheck: boolean, currentUserHasAddedToListenTo: boolean, currentUserHasLiked: boolean, currentUserHasLoved: boolean, currentUserHasFavorited: boolean, currentUserRating?: number | null, numberOfChecks: number, numberOfLikes: number, numberOfLoves: number, numberOfFavorites: number } };

export type CheckSongMutationVariables = Exact<{
  songId: Scalars['ID']['input'];
}>;


export type CheckSongMutation = { __typename?: 'Mutation', checkSong: { __typename?: 'Song', id: string, title: string, artistName: string, link: string, mbLink?: string | null, youtubeId?: string | null, preventUncheck: boolean, currentUserHasChecked: boolean, currentUserDeepListened: boolean, currentUserHasAddedToListenTo: boolean, currentUserHasLiked: boolean, currentUserHasLoved: boolean, currentUserHasFavorited: boolean, currentUserRating?: number | null, numberOfLikes: number, numberOfLoves: number, numberOfFavorites: number } };

export type FavoriteItemMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  type: Scalars['String']['input'];
}>;


export type FavoriteItemMutation = { __typename?: 'Mutation', favoriteItem:
    | { __typename: 'Artist', id: string, numberOfFavorites: number, currentUserHasFavorited: boolean }
    | { __typename: 'Release', id: string, title: string, artistName: string, link: string, mbReleaseGroupLink?: string | null, youtubePlaylistId?: string | null, currentUserHasChecked: boolean, currentUserDeepListened: boolean, isPurpleCheck: boolean, currentUserHasAddedToListenTo: boolean, currentUserHasLiked: boolean, currentUserHasLoved: boolean, currentUserHasFavorited: boolean, currentUserRating?: number | null, numberOfChecks: number, numberOfLikes: number, numberOfLoves: number, numberOfFavorites: number }
    | { __typename: 'Song', id: string, title: string, artistName: string, link: string, mbLink?: string | null, youtubeId?: string | null, preventUncheck: boolean, currentUserHasChecked: boolean, currentUserDeepListened: boolean, currentUserHasAddedToListenTo: boolean, currentUserHasLiked: boolean, currentUserHasLoved: boolean, currentUserHasFavorited: boolean, currentUserRating?: number | null, numberOfLikes: number, numberOfLoves: number, numberOfFavorites: number }
   };

export type ReleaseActionFieldsFragment = { __typename?: 'Release', id: string, title: string, artistName: string, link: string, mbReleaseGroupLink?: string | null, youtubePlaylistId?: string | null, currentUserHasChecked: boolean, currentUserDeepListened: boolean, isPurpleCheck: boolean, currentUserHasAddedToListenTo: boolean, currentUserHasLiked: boolean, currentUserHasLoved: boolean, currentUserHasFavorited: boolean, currentUserRating?: number | null, numberOfChecks: number, numberOfLikes: number, numberOfLoves: number, numberOfFavorites: number };

export type SongActionFieldsFragment = { __typename?: 'Song', id: string, title: string, artistName: string, link: string, mbLink?: string | null, youtubeId?: string | null, preventUncheck: boolean, currentUserHasChecked: boolean, currentUserDeepListened: boolean, currentUserHasAddedToListenTo: boolean, currentUserHasLiked: boolean, currentUserHasLoved: boolean, currentUserHasFavorited: boolean, currentUserRating?: number | null, numberOfLikes: number, numberOfLoves: number, numberOfFavorites: number };

export type LikeItemMutationVariables = Exact<{
  itemId: Scalars['ID']['input'];
  itemType: ItemType;
}>;


export type LikeItemMutation = { __typename?: 'Mutation', likeItem:
    | { __typename: 'Release', id: string, title: string, artistName: string, link: string, mbReleaseGroupLink?: string | null, youtubePlaylistId?: string | null, currentUserHasChecked: boolean, currentUserDeepListened: boolean, isPurpleCheck: boolean, currentUserHasAddedToListenTo: boolean, currentUserHasLiked: boolean, currentUserHasLoved: boolean, currentUserHasFavorited: boolean, currentUserRating?: number | null, numberOfChecks: number, numberOfLikes: number, numberOfLoves: number, numberOfFavorites: number }
    | { __typename: 'Song', id: string, title: string, artistName: string, link: string, mbLink?: string | null, youtubeId?: string | null, preventUncheck: boolean, currentUserHasChecked: boolean, currentUserDeepListened: boolean, currentUserHasAddedToListenTo: boolean, currentUserHasLiked: boolean, currentUserHasLoved: boolean, currentUserHasFavorited: boolean, currentUserRating?: number | null, numberOfLikes: number, numberOfLoves: number, numberOfFavorites: number }
   };

export type LoveItemMutationVariables = Exact<{
  itemId: Scalars['ID']['input'];
  itemType: ItemType;
}>;


export type LoveItemMutation = { __typename?: 'Mutation', loveItem:
    | { __typename: 'Release', id: string, title: string, artistName: string, link: string, mbReleaseGroupLink?: string | null, youtubePlaylistId?: string | null, currentUserHasChecked: boolean, currentUserDeepListened: boolean, isPurpleCheck: boolean, currentUserHasAddedToListenTo: boolean, currentUserHasLiked: boolean, currentUserHasLoved: boolean, currentUserHasFavorited: boolean, currentUserRating?: number | null, numberOfChecks: number, numberOfLikes: number, numberOfLoves: number, numberOfFavorites: number }
    | { __typename: 'Song', id: string, title: string, artistName: string, link: string, mbLink?: string | null, youtubeId?: string | null, preventUncheck: boolean, currentUserHasChecked: boolean, currentUserDeepListened: boolean, currentUserHasAddedToListenTo: boolean, currentUserHasLiked: boolean, currentUserHasLoved: boolean, currentUserHasFavorited: boolean, currentUserRating?: number | null, numberOfLikes: number, numberOfLoves: number, numberOfFavorites: number }
   };

export type MarkDeepListenMutationVariables = Exact<{
  itemId: Scalars['ID']['input'];
  itemType: ItemType;
}>;


export type MarkDeepListenMutation = { __typename?: 'Mutation', markDeepListen:
    | { __typename: 'Release', id: string, title: string, artistName: string, link: string, mbReleaseGroupLink?: string | null, youtubePlaylistId?: string | null, currentUserHasChecked: boolean, currentUserDeepListened: boolean, isPurpleCheck: boolean, currentUserHasAddedToListenTo: boolean, currentUserHasLiked: boolean, currentUserHasLoved: boolean, currentUserHasFavorited: boolean, currentUserRating?: number | null, numberOfChecks: number, numberOfLikes: number, numberOfLoves: number, numberOfFavorites: number }
    | { __typename: 'Song', id: string, title: string, artistName: string, link: string, mbLink?: string | null, youtubeId?: string | null, preventUncheck: boolean, currentUserHasChecked: boolean, currentUserDeepListened: boolean, currentUserHasAddedToListenTo: boolean, currentUserHasLiked: boolean, currentUserHasLoved: boolean, currentUserHasFavorited: boolean, currentUserRating?: number | null, numberOfLikes: number, numberOfLoves: number, numberOfFavorites: number }
   };

export type MarkPurpleCheckMutationVariables = Exact<{
  releaseId: Scalars['ID']['input'];
}>;


export type MarkPurpleCheckMutation = { __typename?: 'Mutation', markPurpleCheck: { __typename?: 'Release', id: string, title: string, artistName: string, link: string, mbReleaseGroupLink?: string | null, youtubePlaylistId?: string | null, currentUserHasChecked: boolean, currentUserDeepListened: boolean, isPurpleCheck: boolean, currentUserHasAddedToListenTo: boolean, currentUserHasLiked: boolean, currentUserHasLoved: boolean, currentUserHasFavorited: boolean, currentUserRating?: number | null, numberOfChecks: number, numberOfLikes: number, numberOfLoves: number, numberOfFavorites: number } };

export type RateReleaseMutationVariables = Exact<{
  rating: Scalars['Float']['input'];
  releaseId: Scalars['ID']['input'];
}>;


export type RateReleaseMutation = { __typename?: 'Mutation', rateRelease: { __typename?: 'Release', id: string, title: string, artistName: string, link: string, mbReleaseGroupLink?: string | null, youtubePlaylistId?: string | null, currentUserHasChecked: boolean, currentUserDeepListened: boolean, isPurpleCheck: boolean, currentUserHasAddedToListenTo: boolean, currentUserHasLiked: boolean, currentUserHasLoved: boolean, currentUserHasFavorited: boolean, currentUserRating?: number | null, numberOfChecks: number, numberOfLikes: number, numberOfLoves: number, numberOfFavorites: number } };

export type RateSongMutationVariables = Exact<{
  rating: Scalars['Float']['input'];
  songId: Scalars['ID']['input'];
}>;


export type RateSongMutation = { __typename?: 'Mutation', rateSong: { __typename?: 'Song', id: string, title: string, artistName: string, link: string, mbLink?: string | null, youtubeId?: string | null, preventUncheck: boolean, currentUserHasChecked: boolean, currentUserDeepListened: boolean, currentUserHasAddedToListenTo: boolean, currentUserHasLiked: boolean, currentUserHasLoved: boolean, currentUserHasFavorited: boolean, currentUserRating?: number | null, numberOfLikes: number, numberOfLoves: number, numberOfFavorites: number } };

export type ReleaseForActionsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ReleaseForActionsQuery = { __typename?: 'Query', release?: { __typename: 'Release', id: string, title: string, artistName: string, link: string, mbReleaseGroupLink?: string | null, youtubePlaylistId?: string | null, currentUserHasChecked: boolean, currentUserDeepListened: boolean, isPurpleCheck: boolean, currentUserHasAddedToListenTo: boolean, currentUserHasLiked: boolean, currentUserHasLoved: boolean, currentUserHasFavorited: boolean, currentUserRating?: number | null, numberOfChecks: number, numberOfLikes: number, numberOfLoves: number, numberOfFavorites: number } | null };

export type RemoveFromListenToMutationVariables = Exact<{
  releaseId: Scalars['ID']['input'];
}>;


export type RemoveFromListenToMutation = { __typename?: 'Mutation', removeFromListenTo: { __typename?: 'Release', id: string, title: string, artistName: string, link: string, mbReleaseGroupLink?: string | null, youtubePlaylistId?: string | null, currentUserHasChecked: boolean, currentUserDeepListened: boolean, isPurpleCheck: boolean, currentUserHasAddedToListenTo: boolean, currentUserHasLiked: boolean, currentUserHasLoved: boolean, currentUserHasFavorited: boolean, currentUserRating?: number | null, numberOfChecks: number, numberOfLikes: number, numberOfLoves: number, numberOfFavorites: number } };

export type RemoveReleaseRatingMutationVariables = Exact<{
  releaseId: Scalars['ID']['input'];
}>;


export type RemoveReleaseRatingMutation = { __typename?: 'Mutation', removeReleaseRating: { __typename?: 'Release', id: string, title: string, artistName: string, link: string, mbReleaseGroupLink?: string | null, youtubePlaylistId?: string | null, currentUserHasChecked: boolean, currentUserDeepListened: boolean, isPurpleCheck: boolean, currentUserHasAddedToListenTo: boolean, currentUserHasLiked: boolean, currentUserHasLoved: boolean, currentUserHasFavorited: boolean, currentUserRating?: number | null, numberOfChecks: number, numberOfLikes: number, numberOfLoves: number, numberOfFavorites: number } };

export type RemoveSongFromListenToMutationVariables = Exact<{
  songId: Scalars['ID']['input'];
}>;


export type RemoveSongFromListenToMutation = { __typename?: 'Mutation', removeSongFromListenTo: { __typename?: 'Song', id: string, title: string, artistName: string, link: string, mbLink?: string | null, youtubeId?: string | null, preventUncheck: boolean, currentUserHasChecked: boolean, currentUserDeepListened: boolean, currentUserHasAddedToListenTo: boolean, currentUserHasLiked: boolean, currentUserHasLoved: boolean, currentUserHasFavorited: boolean, currentUserRating?: number | null, numberOfLikes: number, numberOfLoves: number, numberOfFavorites: number } };

export type RemoveSongRatingMutationVariables = Exact<{
  songId: Scalars['ID']['input'];
}>;


export type RemoveSongRatingMutation = { __typename?: 'Mutation', removeSongRating: { __typename?: 'Song', id: string, title: string, artistName: string, link: string, mbLink?: string | null, youtubeId?: string | null, preventUncheck: boolean, currentUserHasChecked: boolean, currentUserDeepListened: boolean, currentUserHasAddedToListenTo: boolean, currentUserHasLiked: boolean, currentUserHasLoved: boolean, currentUserHasFavorited: boolean, currentUserRating?: number | null, numberOfLikes: number, numberOfLoves: number, numberOfFavorites: number } };

export type SongForActionsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SongForActionsQuery = { __typename?: 'Query', song?: { __typename: 'Song', id: string, title: string, artistName: string, link: string, mbLink?: string | null, youtubeId?: string | null, preventUncheck: boolean, currentUserHasChecked: boolean, currentUserDeepListened: boolean, currentUserHasAddedToListenTo: boolean, currentUserHasLiked: boolean, currentUserHasLoved: boolean, currentUserHasFavorited: boolean, currentUserRating?: number | null, numberOfLikes: number, numberOfLoves: number, numberOfFavorites: number } | null };

export type UncheckReleaseMutationVariables = Exact<{
  releaseId: Scalars['ID']['input'];
}>;


export type UncheckReleaseMutation = { __typename?: 'Mutation', uncheckRelease: { __typename?: 'Release', id: string, title: string, artistName: string, link: string, mbReleaseGroupLink?: string | null, youtubePlaylistId?: string | null, currentUserHasChecked: boolean, currentUserDeepListened: boolean, isPurpleCheck: boolean, currentUserHasAddedToListenTo: boolean, currentUserHasLiked: boolean, currentUserHasLoved: boolean, currentUserHasFavorited: boolean, currentUserRating?: number | null, numberOfChecks: number, numberOfLikes: number, numberOfLoves: number, numberOfFavorites: number } };

export type UncheckSongMutationVariables = Exact<{
  songId: Scalars['ID']['input'];
}>;


export type UncheckSongMutation = { __typename?: 'Mutation', uncheckSong: { __typename?: 'Song', id: string, title: string, artistName: string, link: string, mbLink?: string | null, youtubeId?: string | null, preventUncheck: boolean, currentUserHasChecked: boolean, currentUserDeepListened: boolean, currentUserHasAddedToListenTo: boolean, currentUserHasLiked: boolean, currentUserHasLoved: boolean, currentUserHasFavorited: boolean, currentUserRating?: number | null, numberOfLikes: number, numberOfLoves: number, numberOfFavorites: number } };

export type UnfavoriteItemMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  type: Scalars['String']['input'];
}>;


export type UnfavoriteItemMutation = { __typename?: 'Mutation', unfavoriteItem:
    | { __typename: 'Artist', id: string, numberOfFavorites: number, currentUserHasFavorited: boolean }
    | { __typename: 'Release', id: string, title: string, artistName: string, link: string, mbReleaseGroupLink?: string | null, youtubePlaylistId?: string | null, currentUserHasChecked: boolean, currentUserDeepListened: boolean, isPurpleCheck: boolean, currentUserHasAddedToListenTo: boolean, currentUserHasLiked: boolean, currentUserHasLoved: boolean, currentUserHasFavorited: boolean, currentUserRating?: number | null, numberOfChecks: number, numberOfLikes: number, numberOfLoves: number, numberOfFavorites: number }
    | { __typename: 'Song', id: string, title: string, artistName: string, link: string, mbLink?: string | null, youtubeId?: string | null, preventUncheck: boolean, currentUserHasChecked: boolean, currentUserDeepListened: boolean, currentUserHasAddedToListenTo: boolean, currentUserHasLiked: boolean, currentUserHasLoved: boolean, currentUserHasFavorited: boolean, currentUserRating?: number | null, numberOfLikes: number, numberOfLoves: number, numberOfFavorites: number }
   };

export type UnlikeItemMutationVariables = Exact<{
  itemId: Scalars['ID']['input'];
  itemType: ItemType;
}>;


export type UnlikeItemMutation = { __typename?: 'Mutation', unlikeItem:
    | { __typename: 'Release', id: string, title: string, artistName: string, link: string, mbReleaseGroupLink?: string | null, youtubePlaylistId?: string | null, currentUserHasChecked: boolean, currentUserDeepListened: boolean, isPurpleCheck: boolean, currentUserHasAddedToListenTo: boolean, currentUserHasLiked: boolean, currentUserHasLoved: boolean, currentUserHasFavorited: boolean, currentUserRating?: number | null, numberOfChecks: number, numberOfLikes: number, numberOfLoves: number, numberOfFavorites: number }
    | { __typename: 'Song', id: string, title: string, artistName: string, link: string, mbLink?: string | null, youtubeId?: string | null, preventUncheck: boolean, currentUserHasChecked: boolean, currentUserDeepListened: boolean, currentUserHasAddedToListenTo: boolean, currentUserHasLiked: boolean, currentUserHasLoved: boolean, currentUserHasFavorited: boolean, currentUserRating?: number | null, numberOfLikes: number, numberOfLoves: number, numberOfFavorites: number }
   };

export type UnloveItemMutationVariables = Exact<{
  itemId: Scalars['ID']['input'];
  itemType: ItemType;
}>;


export type UnloveItemMutation = { __typename?: 'Mutation', unloveItem:
    | { __typename: 'Release', id: string, title: string, artistName: string, link: string, mbReleaseGroupLink?: string | null, youtubePlaylistId?: string | null, currentUserHasChecked: boolean, currentUserDeepListened: boolean, isPurpleCheck: boolean, currentUserHasAddedToListenTo: boolean, currentUserHasLiked: boolean, currentUserHasLoved: boolean, currentUserHasFavorited: boolean, currentUserRating?: number | null, numberOfChecks: number, numberOfLikes: number, numberOfLoves: number, numberOfFavorites: number }
    | { __typename: 'Song', id: string, title: string, artistName: string, link: string, mbLink?: string | null, youtubeId?: string | null, preventUncheck: boolean, currentUserHasChecked: boolean, currentUserDeepListened: boolean, currentUserHasAddedToListenTo: boolean, currentUserHasLiked: boolean, currentUserHasLoved: boolean, currentUserHasFavorited: boolean, currentUserRating?: number | null, numberOfLikes: number, numberOfLoves: number, numberOfFavorites: number }
   };

export type UnmarkDeepListenMutationVariables = Exact<{
  itemId: Scalars['ID']['input'];
  itemType: ItemType;
}>;


export type UnmarkDeepListenMutation = { __typename?: 'Mutation', unmarkDeepListen:
    | { __typename: 'Release', id: string, title: string, artistName: string, link: string, mbReleaseGroupLink?: string | null, youtubePlaylistId?: string | null, currentUserHasChecked: boolean, currentUserDeepListened: boolean, isPurpleCheck: boolean, currentUserHasAddedToListenTo: boolean, currentUserHasLiked: boolean, currentUserHasLoved: boolean, currentUserHasFavorited: boolean, currentUserRating?: number | null, numberOfChecks: number, numberOfLikes: number, numberOfLoves: number, numberOfFavorites: number }
    | { __typename: 'Song', id: string, title: string, artistName: string, link: string, mbLink?: string | null, youtubeId?: string | null, preventUncheck: boolean, currentUserHasChecked: boolean, currentUserDeepListened: boolean, currentUserHasAddedToListenTo: boolean, currentUserHasLiked: boolean, currentUserHasLoved: boolean, currentUserHasFavorited: boolean, currentUserRating?: number | null, numberOfLikes: number, numberOfLoves: number, numberOfFavorites: number }
   };

export type UnmarkPurpleCheckMutationVariables = Exact<{
  releaseId: Scalars['ID']['input'];
}>;


export type UnmarkPurpleCheckMutation = { __typename?: 'Mutation', unmarkPurpleCheck: { __typename?: 'Release', id: string, title: string, artistName: string, link: string, mbReleaseGroupLink?: string | null, youtubePlaylistId?: string | null, currentUserHasChecked: boolean, currentUserDeepListened: boolean, isPurpleCheck: boolean, currentUserHasAddedToListenTo: boolean, currentUserHasLiked: boolean, currentUserHasLoved: boolean, currentUserHasFavorited: boolean, currentUserRating?: number | null, numberOfChecks: number, numberOfLikes: number, numberOfLoves: number, numberOfFavorites: number } };

export type ReleaseListenedTracksQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ReleaseListenedTracksQuery = { __typename?: 'Query', release?: { __typename?: 'Release', id: string, tracksCount: number, currentUserListenedTracksCount: number } | null };

export type UserRecentListensQueryVariables = Exact<{
  username: Scalars['String']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type UserRecentListensQuery = { __typename?: 'Query', user?: { __typename?: 'User', id: string, listens: { __typename?: 'ListenConnection', edges: Array<{ __typename?: 'ListenEdge', node: { __typename?: 'Listen', id: string, listenedAt: string, artistName: string, trackName: string, song?: { __typename?: 'Song', id: string, title: string, link: string } | null } }>, pageInfo: { __typename?: 'PageInfo', totalCount: number } } } | null };

export type AddItemToListsMutationVariables = Exact<{
  lists: Array<ListTargetInput> | ListTargetInput;
  item: ListItemInput;
}>;


export type AddItemToListsMutation = { __typename?: 'Mutation', addItemToLists: Array<{ __typename?: 'List', id: string, itemsCount: number, albumCovers: Array<string> }> };

export type ChartsListForNavQueryVariables = Exact<{ [key: string]: never; }>;


export type ChartsListForNavQuery = { __typename?: 'Query', chartsList?: { __typename?: 'List', id: string, link: string } | null };

export type CurrentUsersListsForListAdderQueryVariables = Exact<{
  filterItems?: InputMaybe<SourceType>;
}>;


export type CurrentUsersListsForListAdderQuery = { __typename?: 'Query', currentUser?: { __typename?: 'User', id: string, lists: { __typename?: 'ListConnection', edges: Array<{ __typename?: 'ListEdge', node: { __typename?: 'List', id: string, name: string, itemsCount: number, sections: Array<{ __typename?: 'ListSection', id: string, title: string }> } }> } } | null };

export type ListCardFieldsFragment = { __typename?: 'List', id: string, name: string, link: string, albumCovers: Array<string>, itemsCount: number, numberOfLikes: number, createdBy: string, isOfficial: boolean };

export type ListForFollowListButtonQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ListForFollowListButtonQuery = { __typename?: 'Query', list?: { __typename?: 'List', id: string, tags: Array<string>, currentUserFollows: boolean, numberOfFollows: number } | null };

export type ListForLikeListButtonQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ListForLikeListButtonQuery = { __typename?: 'Query', list?: { __typename?: 'List', id: string, currentUserLikes: boolean, currentUserCreated: boolean, numberOfLikes: number } | null };

export type ListForListActionsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ListForListActionsQuery = { __typename?: 'Query', list?: { __typename?: 'List', id: string, name: string, isEditable: boolean, currentUserCreated: boolean } | null };

export type ListForListActionsShortcutQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ListForListActionsShortcutQuery = { __typename?: 'Query', list?: { __typename?: 'List', id: string, isEditable: boolean } | null };

export type ListForListItemsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  currentUserListenStatusFilter?: InputMaybe<ListenFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sortBy?: InputMaybe<ListItemsSortBy>;
}>;


export type ListForListItemsQuery = { __typename?: 'Query', list?: { __typename?: 'List', id: string, items: { __typename?: 'ListItemConnection', edges: Array<{ __typename?: 'ListItemEdge', node: { __typename?: 'ListItem', id: string, position: number, description?: string | null, sectionId?: string | null, itemType: SourceType, item:
            | { __typename: 'Artist', id: string, name: string, image: string }
            | { __typename: 'Release', currentUserHasChecked: boolean, id: string, title: string, year?: number | null, image: string, thumb: string, currentUserDeepListened: boolean, artists: Array<{ __typename?: 'ArtistCredit', id: string, name: string, joinPhrase: string }> }
            | { __typename: 'Song', id: string, title: string, year?: number | null, image: string, currentUserHasChecked: boolean, artists: Array<{ __typename?: 'ArtistCredit', id: string, name: string, joinPhrase: string }> }
           } }>, pageInfo: { __typename?: 'PageInfo', hasMore: boolean, totalCount: number } } } | null };

export type ListForListPageQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ListForListPageQuery = { __typename?: 'Query', list?: { __typename?: 'List', id: string, name: string, description?: string | null, image?: string | null, tags: Array<string>, url?: string | null, yearStart?: number | null, yearEnd?: number | null, period: ListPeriod, decades: Array<number>, isPersonal: boolean, isRanked: boolean, isOfficial: boolean, isEditable: boolean, createdBy: string, createdByLink?: string | null, createdByUserLink?: string | null, createdByAndCreatedByUserAreSame: boolean, albumCovers: Array<string>, itemsCount: number, numberOfLikes: number, numberOfFollows: number, currentUserLikes: boolean, currentUserFollows: boolean, currentUserCreated: boolean, currentUserNumberOfChecks: number, sections: Array<{ __typename?: 'ListSection', id: string, title: string, description?: string | null, position: number }>, createdByUser?: { __typename?: 'User', id: string, username: string, displayName?: string | null } | null } | null };

export type ListForListsEditQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  all?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type ListForListsEditQuery = { __typename?: 'Query', list?: { __typename?: 'List', id: string, name: string, description?: string | null, image?: string | null, tags: Array<string>, url?: string | null, yearStart?: number | null, yearEnd?: number | null, isPersonal: boolean, isRanked: boolean, isEditable: boolean, createdBy: string, updatedAt: string, sections: Array<{ __typename?: 'ListSection', id: string, title: string, description?: string | null, position: number }>, items: { __typename?: 'ListItemConnection', edges: Array<{ __typename?: 'ListItemEdge', node: { __typename?: 'ListItem', id: string, position: number, description?: string | null, sectionId?: string | null, itemType: SourceType, item:
            | { __typename: 'Artist', id: string, name: string, image: string }
            | { __typename: 'Release', currentUserHasChecked: boolean, id: string, title: string, year?: number | null, image: string, thumb: string, currentUserDeepListened: boolean, artists: Array<{ __typename?: 'ArtistCredit', id: string, name: string, joinPhrase: string }> }
            | { __typename: 'Song', id: string, title: string, year?: number | null, image: string, currentUserHasChecked: boolean, artists: Array<{ __typename?: 'ArtistCredit', id: string, name: string, joinPhrase: string }> }
           } }> } } | null };

export type ListFormQueryVariables = Exact<{
  query: Scalars['String']['input'];
  types?: InputMaybe<Array<SearchType> | SearchType>;
  artistOffsetIndex?: InputMaybe<Scalars['Int']['input']>;
  releaseOffsetIndex?: InputMaybe<Scalars['Int']['input']>;
  songOffsetIndex?: InputMaybe<Scalars['Int']['input']>;
}>;


export type ListFormQuery = { __typename?: 'Query', search: { __typename?: 'SearchResults', releases: { __typename?: 'ReleaseConnection', edges: Array<{ __typename?: 'ReleaseEdge', node: { __typename?: 'Release', id: string, title: string, year?: number | null, image: string, thumb: string, currentUserHasChecked: boolean, currentUserDeepListened: boolean, artists: Array<{ __typename?: 'ArtistCredit', id: string, name: string, joinPhrase: string }> } }> }, songs: { __typename?: 'SongConnection', edges: Array<{ __typename?: 'SongEdge', node: { __typename?: 'Song', id: string, title: string, year?: number | null, image: string, artists: Array<{ __typename?: 'ArtistCredit', id: string, name: string, joinPhrase: string }> } }> }, artists: { __typename?: 'ArtistConnection', edges: Array<{ __typename?: 'ArtistEdge', node: { __typename?: 'Artist', id: string, name: string, image: string } }> } } };

export type ListHeaderFieldsFragment = { __typename?: 'List', id: string, name: string, description?: string | null, image?: string | null, tags: Array<string>, url?: string | null, yearStart?: number | null, yearEnd?: number | null, period: ListPeriod, decades: Array<number>, isPersonal: boolean, isRanked: boolean, isOfficial: boolean, isEditable: boolean, createdBy: string, createdByLink?: string | null, createdByUserLink?: string | null, createdByAndCreatedByUserAreSame: boolean, albumCovers: Array<string>, itemsCount: number, numberOfLikes: number, numberOfFollows: number, currentUserLikes: boolean, currentUserFollows: boolean, currentUserCreated: boolean, currentUserNumberOfChecks: number, createdByUser?: { __typename?: 'User', id: string, username: string, displayName?: string | null } | null };

export type ListItemFieldsFragment = { __typename?: 'ListItem', id: string, position: number, description?: string | null, sectionId?: string | null, itemType: SourceType, item:
    | { __typename: 'Artist', id: string, name: string, image: string }
    | { __typename: 'Release', currentUserHasChecked: boolean, id: string, title: string, year?: number | null, image: string, thumb: string, currentUserDeepListened: boolean, artists: Array<{ __typename?: 'ArtistCredit', id: string, name: string, joinPhrase: string }> }
    | { __typename: 'Song', id: string, title: string, year?: number | null, image: string, currentUserHasChecked: boolean, artists: Array<{ __typename?: 'ArtistCredit', id: string, name: string, joinPhrase: string }> }
   };

export type ListProgressBarListProgressQueryVariables = Exact<{
  listId: Scalars['ID']['input'];
}>;


export type ListProgressBarListProgressQuery = { __typename?: 'Query', list?: { __typename?: 'List', id: string, currentUserNumberOfChecks: number, itemsCount: number } | null };

export type ListUsersQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  status: ListInteractionStatus;
  offset?: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type ListUsersQuery = { __typename?: 'Query', list?: { __typename?: 'List', id: string, users: { __typename?: 'UserConnection', edges: Array<{ __typename?: 'UserEdge', node: { __typename?: 'User', id: string, username: string, avatar: string, isSupporter: boolean, isFAN: boolean, isVIP: boolean, isFollowedByCurrentUser: boolean, isFollowingCurrentUser: boolean, isFriendsWithCurrentUser: boolean, displayName?: string | null, numberOfFollowers: number, numberOfFollowees: number } }>, pageInfo: { __typename?: 'PageInfo', hasMore: boolean, totalCount: number } } } | null };

export type ListsHoldingItemQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  song: Scalars['Boolean']['input'];
}>;


export type ListsHoldingItemQuery = { __typename?: 'Query', release?: { __typename?: 'Release', id: string, currentUserListIds: Array<string> } | null, song?: { __typename?: 'Song', id: string, currentUserListIds: Array<string> } | null };

export type ListsPageFieldsFragment = { __typename?: 'ListConnection', edges: Array<{ __typename?: 'ListEdge', node: { __typename?: 'List', id: string, name: string, link: string, albumCovers: Array<string>, itemsCount: number, numberOfLikes: number, createdBy: string, isOfficial: boolean } }>, pageInfo: { __typename?: 'PageInfo', hasMore: boolean, totalCount: number } };

export type OfficialListsForListsListQueryVariables = Exact<{
  sortBy?: InputMaybe<ListSortBy>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type OfficialListsForListsListQuery = { __typename?: 'Query', officialLists: { __typename?: 'ListConnection', edges: Array<{ __typename?: 'ListEdge', node: { __typename?: 'List', id: string, name: string, link: string, albumCovers: Array<string>, itemsCount: number, numberOfLikes: number, createdBy: string, isOfficial: boolean } }>, pageInfo: { __typename?: 'PageInfo', hasMore: boolean, totalCount: number } } };

export type UserListsQueryVariables = Exact<{
  username: Scalars['String']['input'];
  listFilterBy?: InputMaybe<ListFilterBy>;
  sortBy?: InputMaybe<ListSortBy>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type UserListsQuery = { __typename?: 'Query', user?: { __typename?: 'User', id: string, lists: { __typename?: 'ListConnection', edges: Array<{ __typename?: 'ListEdge', node: { __typename?: 'List', id: string, name: string, link: string, albumCovers: Array<string>, itemsCount: number, numberOfLikes: number, createdBy: string, isOfficial: boolean } }>, pageInfo: { __typename?: 'PageInfo', hasMore: boolean, totalCount: number } } } | null };

export type UserListsForListsListQueryVariables = Exact<{
  sortBy?: InputMaybe<ListSortBy>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type UserListsForListsListQuery = { __typename?: 'Query', userLists: { __typename?: 'ListConnection', edges: Array<{ __typename?: 'ListEdge', node: { __typename?: 'List', id: string, name: string, link: string, albumCovers: Array<string>, itemsCount: number, numberOfLikes: number, createdBy: string, isOfficial: boolean } }>, pageInfo: { __typename?: 'PageInfo', hasMore: boolean, totalCount: number } } };

export type CreateListMutationVariables = Exact<{
  fields: ListFieldsInput;
  items: Array<ListItemInput> | ListItemInput;
  sections?: InputMaybe<Array<ListSectionInput> | ListSectionInput>;
}>;


export type CreateListMutation = { __typename?: 'Mutation', createList: { __typename?: 'List', id: string } };

export type CurrentUserQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentUserQueryQuery = { __typename?: 'Query', currentUser?: { __typename?: 'User', id: string, favoriteArtistsList?: { __typename?: 'List', id: string } | null, favoriteReleasesList?: { __typename?: 'List', id: string } | null, favoriteSongsList?: { __typename?: 'List', id: string } | null } | null };

export type DeleteListMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteListMutation = { __typename?: 'Mutation', deleteList: boolean };

export type FollowListMutationVariables = Exact<{
  listId: Scalars['ID']['input'];
}>;


export type FollowListMutation = { __typename?: 'Mutation', followList: { __typename?: 'List', id: string, currentUserFollows: boolean, numberOfFollows: number } };

export type LikeListMutationVariables = Exact<{
  listId: Scalars['ID']['input'];
}>;


export type LikeListMutation = { __typename?: 'Mutation', likeList: { __typename?: 'List', id: string, currentUserLikes: boolean, numberOfLikes: number } };

export type UnfollowListMutationVariables = Exact<{
  listId: Scalars['ID']['input'];
}>;


export type UnfollowListMutation = { __typename?: 'Mutation', unfollowList: { __typename?: 'List', id: string, currentUserFollows: boolean, numberOfFollows: number } };

export type UnlikeListMutationVariables = Exact<{
  listId: Scalars['ID']['input'];
}>;


export type UnlikeListMutation = { __typename?: 'Mutation', unlikeList: { __typename?: 'List', id: string, currentUserLikes: boolean, numberOfLikes: number } };

export type UpdateListMutationVariables = Exact<{
  listId: Scalars['ID']['input'];
  fields: ListFieldsInput;
  items: Array<ListItemInput> | ListItemInput;
  sections?: InputMaybe<Array<ListSectionInput> | ListSectionInput>;
  expectedUpdatedAt?: InputMaybe<Scalars['String']['input']>;
}>;


export type UpdateListMutation = { __typename?: 'Mutation', updateList: { __typename?: 'List', id: string, updatedAt: string, name: string, description?: string | null, image?: string | null, tags: Array<string>, url?: string | null, yearStart?: number | null, yearEnd?: number | null, period: ListPeriod, decades: Array<number>, isPersonal: boolean, isRanked: boolean, isOfficial: boolean, isEditable: boolean, createdBy: string, createdByLink?: string | null, createdByUserLink?: string | null, createdByAndCreatedByUserAreSame: boolean, albumCovers: Array<string>, itemsCount: number, numberOfLikes: number, numberOfFollows: number, currentUserLikes: boolean, currentUserFollows: boolean, currentUserCreated: boolean, currentUserNumberOfChecks: number, sections: Array<{ __typename?: 'ListSection', id: string, title: string, description?: string | null, position: number }>, createdByUser?: { __typename?: 'User', id: string, username: string, displayName?: string | null } | null } };

export type CurrentUserForNotificationsQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentUserForNotificationsQuery = { __typename?: 'Query', currentUser?: { __typename?: 'User', id: string, unseenNotificationsCount: number } | null };

export type CurrentUserForNotificationsDrawerQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentUserForNotificationsDrawerQuery = { __typename?: 'Query', currentUser?: { __typename?: 'User', id: string, recNotifications: Array<{ __typename?: 'Notification', id: string, date: string, viewed: boolean, kind: NotificationKind, upvoteType?: string | null, user?: { __typename?: 'User', id: string, username: string, displayName?: string | null, avatar: string } | null, rec?: { __typename?: 'Recommendation', id: string, date: string, explanation?: string | null, isFriendRec: boolean, recommendersRating?: number | null, userResponse?: string | null, userRespondedAt?: string | null, declined: boolean, recipient: { __typename?: 'User', id: string, username: string }, recommender?: { __typename?: 'User', id: string, username: string, displayName?: string | null, avatar: string } | null, list?: { __typename?: 'List', id: string, name: string } | null, item:
          | { __typename: 'Release', currentUserHasChecked: boolean, id: string, title: string, thumb: string, link: string, artists: Array<{ __typename?: 'ArtistCredit', id: string, name: string, joinPhrase: string }> }
          | { __typename: 'Song', currentUserHasChecked: boolean, id: string, title: string, image: string, link: string, artists: Array<{ __typename?: 'ArtistCredit', id: string, name: string, joinPhrase: string }> }
         } | null, log?: { __typename?: 'Log', id: string, link: string, item:
          | { __typename?: 'Release', id: string, title: string }
          | { __typename?: 'Song', id: string, title: string }
         } | null }> } | null };

export type MarkNotificationsViewedMutationVariables = Exact<{
  notificationIds: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;


export type MarkNotificationsViewedMutation = { __typename?: 'Mutation', markNotificationsViewed: boolean };

export type ReleaseSongsForPlayerQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ReleaseSongsForPlayerQuery = { __typename?: 'Query', release?: { __typename?: 'Release', id: string, tracks: Array<{ __typename?: 'Track', id: string, song: { __typename?: 'Song', id: string, title: string, artistName: string, youtubeId?: string | null } }> } | null };

export type DeclineRecMutationVariables = Exact<{
  recId: Scalars['ID']['input'];
}>;


export type DeclineRecMutation = { __typename?: 'Mutation', declineRec: { __typename?: 'Recommendation', id: string, declined: boolean } };

export type RecFieldsFragment = { __typename?: 'Recommendation', id: string, date: string, explanation?: string | null, isFriendRec: boolean, recommendersRating?: number | null, userResponse?: string | null, userRespondedAt?: string | null, declined: boolean, recommender?: { __typename?: 'User', id: string, username: string, displayName?: string | null, avatar: string } | null, list?: { __typename?: 'List', id: string, name: string } | null, item:
    | { __typename: 'Release', currentUserHasChecked: boolean, id: string, title: string, thumb: string, link: string, artists: Array<{ __typename?: 'ArtistCredit', id: string, name: string, joinPhrase: string }> }
    | { __typename: 'Song', currentUserHasChecked: boolean, id: string, title: string, image: string, link: string, artists: Array<{ __typename?: 'ArtistCredit', id: string, name: string, joinPhrase: string }> }
   };

export type RecommendReleaseMutationVariables = Exact<{
  recommendeeIds: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
  releaseId: Scalars['ID']['input'];
  explanation?: InputMaybe<Scalars['String']['input']>;
}>;


export type RecommendReleaseMutation = { __typename?: 'Mutation', recommendRelease: Array<{ __typename?: 'Recommendation', id: string }> };

export type RecommendSongMutationVariables = Exact<{
  recommendeeIds: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
  songId: Scalars['ID']['input'];
  explanation?: InputMaybe<Scalars['String']['input']>;
}>;


export type RecommendSongMutation = { __typename?: 'Mutation', recommendSong: Array<{ __typename?: 'Recommendation', id: string }> };

export type RecommendModalQueryQueryVariables = Exact<{
  itemId: Scalars['ID']['input'];
  itemType: ItemType;
}>;


export type RecommendModalQueryQuery = { __typename?: 'Query', currentUser?: { __typename?: 'User', id: string, friendsToRec: Array<{ __typename?: 'User', id: string, username: string, displayName?: string | null, avatar: string }> } | null };

export type UserRecsForProfileQueryVariables = Exact<{
  username: Scalars['String']['input'];
  offset?: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type UserRecsForProfileQuery = { __typename?: 'Query', user?: { __typename?: 'User', id: string, recs: { __typename?: 'RecommendationConnection', edges: Array<{ __typename?: 'RecommendationEdge', node: { __typename?: 'Recommendation', id: string, date: string, explanation?: string | null, isFriendRec: boolean, recommendersRating?: number | null, userResponse?: string | null, userRespondedAt?: string | null, declined: boolean, recommender?: { __typename?: 'User', id: string, username: string, displayName?: string | null, avatar: string } | null, list?: { __typename?: 'List', id: string, name: string } | null, item:
            | { __typename: 'Release', currentUserHasChecked: boolean, id: string, title: string, thumb: string, link: string, artists: Array<{ __typename?: 'ArtistCredit', id: string, name: string, joinPhrase: string }> }
            | { __typename: 'Song', currentUserHasChecked: boolean, id: string, title: string, image: string, link: string, artists: Array<{ __typename?: 'ArtistCredit', id: string, name: string, joinPhrase: string }> }
           } }>, pageInfo: { __typename?: 'PageInfo', hasMore: boolean, totalCount: number } } } | null };

export type RespondToRecMutationVariables = Exact<{
  recId: Scalars['ID']['input'];
  response: Scalars['String']['input'];
}>;


export type RespondToRecMutation = { __typename?: 'Mutation', respondToRec: { __typename?: 'Recommendation', id: string, userResponse?: string | null, userRespondedAt?: string | null } };

export type DeleteLogMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  itemId?: InputMaybe<Scalars['ID']['input']>;
  type?: InputMaybe<ItemType>;
}>;


export type DeleteLogMutation = { __typename?: 'Mutation', deleteLog: boolean };

export type LogFieldsFragment = { __typename?: 'Log', id: string, link: string, rawDate?: string | null, dateText?: string | null, dateFull?: string | null, createdAt: string, rating?: number | null, review?: string | null, reviewTitle?: string | null, gratitude?: string | null, hadChills: boolean, hasWriting: boolean, wasDeepListen: boolean, listenedBefore: boolean, liked: boolean, loved: boolean, favorited: boolean, isCurrentUsers: boolean, itemType: ItemType, upvoteCount: { __typename?: 'LogUpvoteCounts', review: number, gratitude: number }, currentUserUpvotes: { __typename?: 'LogUpvoteFlags', review: boolean, gratitude: boolean }, user: { __typename?: 'User', id: string, username: string, displayName?: string | null, avatar: string, isSupporter: boolean, isFAN: boolean, isVIP: boolean }, item:
    | { __typename?: 'Release', id: string, title: string, year?: number | null, image: string, thumb: string, link: string, artists: Array<{ __typename?: 'ArtistCredit', id: string, name: string, joinPhrase: string }> }
    | { __typename?: 'Song', id: string, title: string, year?: number | null, image: string, link: string, artists: Array<{ __typename?: 'ArtistCredit', id: string, name: string, joinPhrase: string }>, release?: { __typename?: 'Release', id: string, title: string } | null }
   };

export type LogReleaseMutationVariables = Exact<{
  releaseId: Scalars['ID']['input'];
  fields: LogFieldsInput;
  listenAgain?: InputMaybe<Scalars['Boolean']['input']>;
  recs?: InputMaybe<Array<Scalars['ID']['input']> | Scalars['ID']['input']>;
}>;


export type LogReleaseMutation = { __typename?: 'Mutation', logRelease: { __typename?: 'Log', id: string, link: string, rawDate?: string | null, dateText?: string | null, dateFull?: string | null, createdAt: string, rating?: number | null, review?: string | null, reviewTitle?: string | null, gratitude?: string | null, hadChills: boolean, hasWriting: boolean, wasDeepListen: boolean, listenedBefore: boolean, liked: boolean, loved: boolean, favorited: boolean, isCurrentUsers: boolean, itemType: ItemType, item:
      | { __typename?: 'Release', currentUserHasLogged: boolean, id: string, title: string, year?: number | null, image: string, thumb: string, link: string, artistName: string, mbReleaseGroupLink?: string | null, youtubePlaylistId?: string | null, currentUserHasChecked: boolean, currentUserDeepListened: boolean, isPurpleCheck: boolean, currentUserHasAddedToListenTo: boolean, currentUserHasLiked: boolean, currentUserHasLoved: boolean, currentUserHasFavorited: boolean, currentUserRating?: number | null, numberOfChecks: number, numberOfLikes: number, numberOfLoves: number, numberOfFavorites: number, artists: Array<{ __typename?: 'ArtistCredit', id: string, name: string, joinPhrase: string }> }
      | { __typename?: 'Song', id: string, title: string, year?: number | null, image: string, link: string, artists: Array<{ __typename?: 'ArtistCredit', id: string, name: string, joinPhrase: string }>, release?: { __typename?: 'Release', id: string, title: string } | null }
    , upvoteCount: { __typename?: 'LogUpvoteCounts', review: number, gratitude: number }, currentUserUpvotes: { __typename?: 'LogUpvoteFlags', review: boolean, gratitude: boolean }, user: { __typename?: 'User', id: string, username: string, displayName?: string | null, avatar: string, isSupporter: boolean, isFAN: boolean, isVIP: boolean } } };

export type LogSongMutationVariables = Exact<{
  songId: Scalars['ID']['input'];
  fields: LogFieldsInput;
  listenAgain?: InputMaybe<Scalars['Boolean']['input']>;
  recs?: InputMaybe<Array<Scalars['ID']['input']> | Scalars['ID']['input']>;
}>;


export type LogSongMutation = { __typename?: 'Mutation', logSong: { __typename?: 'Log', id: string, link: string, rawDate?: string | null, dateText?: string | null, dateFull?: string | null, createdAt: string, rating?: number | null, review?: string | null, reviewTitle?: string | null, gratitude?: string | null, hadChills: boolean, hasWriting: boolean, wasDeepListen: boolean, listenedBefore: boolean, liked: boolean, loved: boolean, favorited: boolean, isCurrentUsers: boolean, itemType: ItemType, item:
      | { __typename?: 'Release', id: string, title: string, year?: number | null, image: string, thumb: string, link: string, artists: Array<{ __typename?: 'ArtistCredit', id: string, name: string, joinPhrase: string }> }
      | { __typename?: 'Song', currentUserHasLogged: boolean, id: string, title: string, year?: number | null, image: string, link: string, artistName: string, mbLink?: string | null, youtubeId?: string | null, preventUncheck: boolean, currentUserHasChecked: boolean, currentUserDeepListened: boolean, currentUserHasAddedToListenTo: boolean, currentUserHasLiked: boolean, currentUserHasLoved: boolean, currentUserHasFavorited: boolean, currentUserRating?: number | null, numberOfLikes: number, numberOfLoves: number, numberOfFavorites: number, artists: Array<{ __typename?: 'ArtistCredit', id: string, name: string, joinPhrase: string }>, release?: { __typename?: 'Release', id: string, title: string } | null }
    , upvoteCount: { __typename?: 'LogUpvoteCounts', review: number, gratitude: number }, currentUserUpvotes: { __typename?: 'LogUpvoteFlags', review: boolean, gratitude: boolean }, user: { __typename?: 'User', id: string, username: string, displayName?: string | null, avatar: string, isSupporter: boolean, isFAN: boolean, isVIP: boolean } } };

export type UpdateLogMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  fields: LogFieldsInput;
}>;


export type UpdateLogMutation = { __typename?: 'Mutation', updateLog: { __typename?: 'Log', id: string, link: string, rawDate?: string | null, dateText?: string | null, dateFull?: string | null, createdAt: string, rating?: number | null, review?: string | null, reviewTitle?: string | null, gratitude?: string | null, hadChills: boolean, hasWriting: boolean, wasDeepListen: boolean, listenedBefore: boolean, liked: boolean, loved: boolean, favorited: boolean, isCurrentUsers: boolean, itemType: ItemType, item:
      | { __typename?: 'Release', id: string, title: string, year?: number | null, image: string, thumb: string, link: string, artistName: string, mbReleaseGroupLink?: string | null, youtubePlaylistId?: string | null, currentUserHasChecked: boolean, currentUserDeepListened: boolean, isPurpleCheck: boolean, currentUserHasAddedToListenTo: boolean, currentUserHasLiked: boolean, currentUserHasLoved: boolean, currentUserHasFavorited: boolean, currentUserRating?: number | null, numberOfChecks: number, numberOfLikes: number, numberOfLoves: number, numberOfFavorites: number, artists: Array<{ __typename?: 'ArtistCredit', id: string, name: string, joinPhrase: string }> }
      | { __typename?: 'Song', id: string, title: string, year?: number | null, image: string, link: string, artistName: string, mbLink?: string | null, youtubeId?: string | null, preventUncheck: boolean, currentUserHasChecked: boolean, currentUserDeepListened: boolean, currentUserHasAddedToListenTo: boolean, currentUserHasLiked: boolean, currentUserHasLoved: boolean, currentUserHasFavorited: boolean, currentUserRating?: number | null, numberOfLikes: number, numberOfLoves: number, numberOfFavorites: number, artists: Array<{ __typename?: 'ArtistCredit', id: string, name: string, joinPhrase: string }>, release?: { __typename?: 'Release', id: string, title: string } | null }
    , upvoteCount: { __typename?: 'LogUpvoteCounts', review: number, gratitude: number }, currentUserUpvotes: { __typename?: 'LogUpvoteFlags', review: boolean, gratitude: boolean }, user: { __typename?: 'User', id: string, username: string, displayName?: string | null, avatar: string, isSupporter: boolean, isFAN: boolean, isVIP: boolean } } };

export type UpvoteLogMutationVariables = Exact<{
  logId: Scalars['ID']['input'];
  type: Scalars['String']['input'];
}>;


export type UpvoteLogMutation = { __typename?: 'Mutation', upvoteLog: { __typename?: 'Log', id: string, upvoteCount: { __typename?: 'LogUpvoteCounts', review: number, gratitude: number }, currentUserUpvotes: { __typename?: 'LogUpvoteFlags', review: boolean, gratitude: boolean } } };

export type RemoveLogUpvoteMutationVariables = Exact<{
  logId: Scalars['ID']['input'];
  type: Scalars['String']['input'];
}>;


export type RemoveLogUpvoteMutation = { __typename?: 'Mutation', removeLogUpvote: { __typename?: 'Log', id: string, upvoteCount: { __typename?: 'LogUpvoteCounts', review: number, gratitude: number }, currentUserUpvotes: { __typename?: 'LogUpvoteFlags', review: boolean, gratitude: boolean } } };

export type UserForActivityQueryVariables = Exact<{
  username: Scalars['String']['input'];
  type?: InputMaybe<LogView>;
  itemTypes?: InputMaybe<Array<ItemType> | ItemType>;
  sortBy?: InputMaybe<LogSortBy>;
  currentUserListenStatusFilter?: InputMaybe<ListenFilter>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type UserForActivityQuery = { __typename?: 'Query', user?: { __typename?: 'User', id: string, username: string, logs: { __typename?: 'LogConnection', edges: Array<{ __typename?: 'LogEdge', node: { __typename?: 'Log', id: string, link: string, rawDate?: string | null, dateText?: string | null, dateFull?: string | null, createdAt: string, rating?: number | null, review?: string | null, reviewTitle?: string | null, gratitude?: string | null, hadChills: boolean, hasWriting: boolean, wasDeepListen: boolean, listenedBefore: boolean, liked: boolean, loved: boolean, favorited: boolean, isCurrentUsers: boolean, itemType: ItemType, upvoteCount: { __typename?: 'LogUpvoteCounts', review: number, gratitude: number }, currentUserUpvotes: { __typename?: 'LogUpvoteFlags', review: boolean, gratitude: boolean }, user: { __typename?: 'User', id: string, username: string, displayName?: string | null, avatar: string, isSupporter: boolean, isFAN: boolean, isVIP: boolean }, item:
            | { __typename?: 'Release', id: string, title: string, year?: number | null, image: string, thumb: string, link: string, artists: Array<{ __typename?: 'ArtistCredit', id: string, name: string, joinPhrase: string }> }
            | { __typename?: 'Song', id: string, title: string, year?: number | null, image: string, link: string, artists: Array<{ __typename?: 'ArtistCredit', id: string, name: string, joinPhrase: string }>, release?: { __typename?: 'Release', id: string, title: string } | null }
           } }>, pageInfo: { __typename?: 'PageInfo', hasMore: boolean, totalCount: number } } } | null };

export type LogQueryQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type LogQueryQuery = { __typename?: 'Query', log?: { __typename?: 'Log', id: string, link: string, rawDate?: string | null, dateText?: string | null, dateFull?: string | null, createdAt: string, rating?: number | null, review?: string | null, reviewTitle?: string | null, gratitude?: string | null, hadChills: boolean, hasWriting: boolean, wasDeepListen: boolean, listenedBefore: boolean, liked: boolean, loved: boolean, favorited: boolean, isCurrentUsers: boolean, itemType: ItemType, upvoteCount: { __typename?: 'LogUpvoteCounts', review: number, gratitude: number }, currentUserUpvotes: { __typename?: 'LogUpvoteFlags', review: boolean, gratitude: boolean }, user: { __typename?: 'User', id: string, username: string, displayName?: string | null, avatar: string, isSupporter: boolean, isFAN: boolean, isVIP: boolean }, item:
      | { __typename?: 'Release', id: string, title: string, year?: number | null, image: string, thumb: string, link: string, artists: Array<{ __typename?: 'ArtistCredit', id: string, name: string, joinPhrase: string }> }
      | { __typename?: 'Song', id: string, title: string, year?: number | null, image: string, link: string, artists: Array<{ __typename?: 'ArtistCredit', id: string, name: string, joinPhrase: string }>, release?: { __typename?: 'Release', id: string, title: string } | null }
     } | null };

export type LogQueryForEditQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type LogQueryForEditQuery = { __typename?: 'Query', log?: { __typename?: 'Log', id: string, rawDate?: string | null, rating?: number | null, review?: string | null, reviewTitle?: string | null, gratitude?: string | null, hadChills: boolean, wasDeepListen: boolean, listenedBefore: boolean, liked: boolean, loved: boolean, favorited: boolean } | null };

export type LogRowFieldsFragment = { __typename?: 'Log', id: string, link: string, dateText?: string | null, rating?: number | null, review?: string | null, reviewTitle?: string | null, gratitude?: string | null, hadChills: boolean, wasDeepListen: boolean, listenedBefore: boolean, liked: boolean, loved: boolean, favorited: boolean, upvoteCount: { __typename?: 'LogUpvoteCounts', review: number, gratitude: number }, user: { __typename?: 'User', id: string, username: string, avatar: string } };

export type LogsPageFieldsFragment = { __typename?: 'LogConnection', edges: Array<{ __typename?: 'LogEdge', node: { __typename?: 'Log', id: string, link: string, dateText?: string | null, rating?: number | null, review?: string | null, reviewTitle?: string | null, gratitude?: string | null, hadChills: boolean, wasDeepListen: boolean, listenedBefore: boolean, liked: boolean, loved: boolean, favorited: boolean, upvoteCount: { __typename?: 'LogUpvoteCounts', review: number, gratitude: number }, user: { __typename?: 'User', id: string, username: string, avatar: string } } }>, pageInfo: { __typename?: 'PageInfo', hasMore: boolean, totalCount: number } };

export type ReleaseByMusicBrainzIdQueryVariables = Exact<{
  mbid: Scalars['String']['input'];
}>;


export type ReleaseByMusicBrainzIdQuery = { __typename?: 'Query', releaseByMusicBrainzId: { __typename?: 'MusicBrainzReleaseLookup', note?: string | null, release?: { __typename?: 'Release', id: string, link: string } | null } };

export type ReleaseCardFieldsFragment = { __typename?: 'Release', id: string, title: string, year?: number | null, image: string, thumb: string, currentUserHasChecked: boolean, currentUserDeepListened: boolean, artists: Array<{ __typename?: 'ArtistCredit', id: string, name: string, joinPhrase: string }> };

export type ReleaseLogsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  offset?: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type ReleaseLogsQuery = { __typename?: 'Query', release?: { __typename?: 'Release', id: string, logs: { __typename?: 'LogConnection', edges: Array<{ __typename?: 'LogEdge', node: { __typename?: 'Log', id: string, link: string, dateText?: string | null, rating?: number | null, review?: string | null, reviewTitle?: string | null, gratitude?: string | null, hadChills: boolean, wasDeepListen: boolean, listenedBefore: boolean, liked: boolean, loved: boolean, favorited: boolean, upvoteCount: { __typename?: 'LogUpvoteCounts', review: number, gratitude: number }, user: { __typename?: 'User', id: string, username: string, avatar: string } } }>, pageInfo: { __typename?: 'PageInfo', hasMore: boolean, totalCount: number } } } | null };

export type ReleaseUsersQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  status?: InputMaybe<ReleaseUserStatus>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type ReleaseUsersQuery = { __typename?: 'Query', release?: { __typename?: 'Release', id: string, users: { __typename?: 'UserConnection', edges: Array<{ __typename?: 'UserEdge', node: { __typename?: 'User', id: string, username: string, avatar: string, isSupporter: boolean, isFAN: boolean, isVIP: boolean, isFollowedByCurrentUser: boolean, isFollowingCurrentUser: boolean, isFriendsWithCurrentUser: boolean, displayName?: string | null, numberOfFollowers: number, numberOfFollowees: number } }>, pageInfo: { __typename?: 'PageInfo', hasMore: boolean, totalCount: number } } } | null };

export type SongLogsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  offset?: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type SongLogsQuery = { __typename?: 'Query', song?: { __typename?: 'Song', id: string, logs: { __typename?: 'LogConnection', edges: Array<{ __typename?: 'LogEdge', node: { __typename?: 'Log', id: string, link: string, dateText?: string | null, rating?: number | null, review?: string | null, reviewTitle?: string | null, gratitude?: string | null, hadChills: boolean, wasDeepListen: boolean, listenedBefore: boolean, liked: boolean, loved: boolean, favorited: boolean, upvoteCount: { __typename?: 'LogUpvoteCounts', review: number, gratitude: number }, user: { __typename?: 'User', id: string, username: string, avatar: string } } }>, pageInfo: { __typename?: 'PageInfo', hasMore: boolean, totalCount: number } } } | null };

export type SongUsersQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  status?: InputMaybe<SongUserStatus>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type SongUsersQuery = { __typename?: 'Query', song?: { __typename?: 'Song', id: string, users: { __typename?: 'UserConnection', edges: Array<{ __typename?: 'UserEdge', node: { __typename?: 'User', id: string, username: string, avatar: string, isSupporter: boolean, isFAN: boolean, isVIP: boolean, isFollowedByCurrentUser: boolean, isFollowingCurrentUser: boolean, isFriendsWithCurrentUser: boolean, displayName?: string | null, numberOfFollowers: number, numberOfFollowees: number } }>, pageInfo: { __typename?: 'PageInfo', hasMore: boolean, totalCount: number } } } | null };

export type TrackRowFieldsFragment = { __typename?: 'Track', id: string, position: number, discNumber: number, number?: string | null, kind: TrackKind, title: string, duration?: number | null, artists: Array<{ __typename?: 'ArtistCredit', id: string, name: string, joinPhrase: string }>, song: { __typename?: 'Song', id: string, disambiguation?: string | null, isVideo: boolean, title: string, artistName: string, link: string, mbLink?: string | null, youtubeId?: string | null, preventUncheck: boolean, currentUserHasChecked: boolean, currentUserDeepListened: boolean, currentUserHasAddedToListenTo: boolean, currentUserHasLiked: boolean, currentUserHasLoved: boolean, currentUserHasFavorited: boolean, currentUserRating?: number | null, numberOfLikes: number, numberOfLoves: number, numberOfFavorites: number } };

export type UserRowFieldsFragment = { __typename?: 'User', id: string, username: string, avatar: string, isSupporter: boolean, isFAN: boolean, isVIP: boolean, isFollowedByCurrentUser: boolean, isFollowingCurrentUser: boolean, isFriendsWithCurrentUser: boolean, displayName?: string | null, numberOfFollowers: number, numberOfFollowees: number };

export type UsersPageFieldsFragment = { __typename?: 'UserConnection', edges: Array<{ __typename?: 'UserEdge', node: { __typename?: 'User', id: string, username: string, avatar: string, isSupporter: boolean, isFAN: boolean, isVIP: boolean, isFollowedByCurrentUser: boolean, isFollowingCurrentUser: boolean, isFriendsWithCurrentUser: boolean, displayName?: string | null, numberOfFollowers: number, numberOfFollowees: number } }>, pageInfo: { __typename?: 'PageInfo', hasMore: boolean, totalCount: number } };

export type ReleaseListsQueryQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  curatorOffset?: InputMaybe<Scalars['Int']['input']>;
  userOffset?: InputMaybe<Scalars['Int']['input']>;
  withCurator?: InputMaybe<Scalars['Boolean']['input']>;
  withUser?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type ReleaseListsQueryQuery = { __typename?: 'Query', release?: { __typename?: 'Release', id: string, curatorLists?: { __typename?: 'ListConnection', edges: Array<{ __typename?: 'ListEdge', node: { __typename?: 'List', id: string, name: string, link: string, albumCovers: Array<string>, itemsCount: number, numberOfLikes: number, createdBy: string, isOfficial: boolean } }>, pageInfo: { __typename?: 'PageInfo', hasMore: boolean, totalCount: number } }, userLists?: { __typename?: 'ListConnection', edges: Array<{ __typename?: 'ListEdge', node: { __typename?: 'List', id: string, name: string, link: string, albumCovers: Array<string>, itemsCount: number, numberOfLikes: number, createdBy: string, isOfficial: boolean } }>, pageInfo: { __typename?: 'PageInfo', hasMore: boolean, totalCount: number } } } | null };

export type ReleaseQueryQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ReleaseQueryQuery = { __typename?: 'Query', release?: { __typename?: 'Release', id: string, title: string, disambiguation?: string | null, year?: number | null, releaseDate?: string | null, image: string, imageBackup?: string | null, genres: Array<string>, label?: string | null, primaryType: ReleasePrimaryType, secondaryTypes: Array<ReleaseSecondaryType>, numberOfChecks: number, numberOfLikes: number, numberOfLoves: number, numberOfFavorites: number, numberOfLists: number, tracksCount: number, artists: Array<{ __typename?: 'ArtistCredit', id: string, name: string, joinPhrase: string }>, dataSources: Array<{ __typename?: 'DataSource', type: DataSourceType, url: string }>, tracks: Array<{ __typename?: 'Track', id: string, position: number, discNumber: number, number?: string | null, kind: TrackKind, title: string, duration?: number | null, artists: Array<{ __typename?: 'ArtistCredit', id: string, name: string, joinPhrase: string }>, song: { __typename?: 'Song', id: string, disambiguation?: string | null, isVideo: boolean, title: string, artistName: string, link: string, mbLink?: string | null, youtubeId?: string | null, preventUncheck: boolean, currentUserHasChecked: boolean, currentUserDeepListened: boolean, currentUserHasAddedToListenTo: boolean, currentUserHasLiked: boolean, currentUserHasLoved: boolean, currentUserHasFavorited: boolean, currentUserRating?: number | null, numberOfLikes: number, numberOfLoves: number, numberOfFavorites: number } }> } | null };

export type SongListsQueryQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  curatorOffset?: InputMaybe<Scalars['Int']['input']>;
  userOffset?: InputMaybe<Scalars['Int']['input']>;
  withCurator?: InputMaybe<Scalars['Boolean']['input']>;
  withUser?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type SongListsQueryQuery = { __typename?: 'Query', song?: { __typename?: 'Song', id: string, curatorLists?: { __typename?: 'ListConnection', edges: Array<{ __typename?: 'ListEdge', node: { __typename?: 'List', id: string, name: string, link: string, albumCovers: Array<string>, itemsCount: number, numberOfLikes: number, createdBy: string, isOfficial: boolean } }>, pageInfo: { __typename?: 'PageInfo', hasMore: boolean, totalCount: number } }, userLists?: { __typename?: 'ListConnection', edges: Array<{ __typename?: 'ListEdge', node: { __typename?: 'List', id: string, name: string, link: string, albumCovers: Array<string>, itemsCount: number, numberOfLikes: number, createdBy: string, isOfficial: boolean } }>, pageInfo: { __typename?: 'PageInfo', hasMore: boolean, totalCount: number } } } | null };

export type MusicBrainzReleaseSearchQueryVariables = Exact<{
  query: Scalars['String']['input'];
}>;


export type MusicBrainzReleaseSearchQuery = { __typename?: 'Query', musicBrainzReleaseSearch: { __typename?: 'MusicBrainzReleaseSearch', asked: boolean, note?: string | null, releases: Array<{ __typename?: 'MusicBrainzRelease', mbid: string, title: string, artistName: string, year?: number | null, disambiguation?: string | null, thumb: string, link: string }> } };

export type SearchQueryVariables = Exact<{
  query: Scalars['String']['input'];
  types?: InputMaybe<Array<SearchType> | SearchType>;
  releaseOffsetIndex?: InputMaybe<Scalars['Int']['input']>;
  songOffsetIndex?: InputMaybe<Scalars['Int']['input']>;
  artistOffsetIndex?: InputMaybe<Scalars['Int']['input']>;
  listOffsetIndex?: InputMaybe<Scalars['Int']['input']>;
  userOffsetIndex?: InputMaybe<Scalars['Int']['input']>;
}>;


export type SearchQuery = { __typename?: 'Query', search: { __typename?: 'SearchResults', releases: { __typename?: 'ReleaseConnection', edges: Array<{ __typename?: 'ReleaseEdge', node: { __typename?: 'Release', disambiguation?: string | null, id: string, title: string, year?: number | null, image: string, thumb: string, currentUserHasChecked: boolean, currentUserDeepListened: boolean, artists: Array<{ __typename?: 'ArtistCredit', id: string, name: string, joinPhrase: string }> } }>, pageInfo: { __typename?: 'PageInfo', hasMore: boolean, totalCount: number } }, songs: { __typename?: 'SongConnection', edges: Array<{ __typename?: 'SongEdge', node: { __typename?: 'Song', id: string, title: string, disambiguation?: string | null, isVideo: boolean, year?: number | null, image: string, artists: Array<{ __typename?: 'ArtistCredit', id: string, name: string, joinPhrase: string }> } }>, pageInfo: { __typename?: 'PageInfo', hasMore: boolean, totalCount: number } }, artists: { __typename?: 'ArtistConnection', edges: Array<{ __typename?: 'ArtistEdge', node: { __typename?: 'Artist', id: string, name: string, image: string, disambiguation?: string | null, numberOfFavorites: number } }>, pageInfo: { __typename?: 'PageInfo', hasMore: boolean, totalCount: number } }, lists: { __typename?: 'ListConnection', edges: Array<{ __typename?: 'ListEdge', node: { __typename?: 'List', id: string, name: string, link: string, albumCovers: Array<string>, itemsCount: number, numberOfLikes: number, createdBy: string, isOfficial: boolean } }>, pageInfo: { __typename?: 'PageInfo', hasMore: boolean, totalCount: number } }, users: { __typename?: 'UserConnection', edges: Array<{ __typename?: 'UserEdge', node: { __typename?: 'User', id: string, username: string, displayName?: string | null, avatar: string, numberOfChecks: number, numberOfFollowers: number } }>, pageInfo: { __typename?: 'PageInfo', hasMore: boolean, totalCount: number } } } };

export type SearchCountsQueryVariables = Exact<{
  query: Scalars['String']['input'];
}>;


export type SearchCountsQuery = { __typename?: 'Query', search: { __typename?: 'SearchResults', counts: { __typename?: 'SearchCounts', releases: { __typename?: 'SearchCount', count: number, capped: boolean }, songs: { __typename?: 'SearchCount', count: number, capped: boolean }, artists: { __typename?: 'SearchCount', count: number, capped: boolean }, lists: { __typename?: 'SearchCount', count: number, capped: boolean }, users: { __typename?: 'SearchCount', count: number, capped: boolean } } } };

export type SearchSuggestionsQueryVariables = Exact<{
  query: Scalars['String']['input'];
  types?: InputMaybe<Array<SearchType> | SearchType>;
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type SearchSuggestionsQuery = { __typename?: 'Query', searchSuggestions: { __typename?: 'SearchSuggestions', releases: Array<{ __typename?: 'Release', id: string, title: string, disambiguation?: string | null, year?: number | null, thumb: string, artists: Array<{ __typename?: 'ArtistCredit', id: string, name: string, joinPhrase: string }> }>, songs: Array<{ __typename?: 'Song', id: string, title: string, disambiguation?: string | null, isVideo: boolean, image: string, artists: Array<{ __typename?: 'ArtistCredit', id: string, name: string, joinPhrase: string }> }>, artists: Array<{ __typename?: 'Artist', id: string, name: string, image: string, disambiguation?: string | null }>, lists: Array<{ __typename?: 'List', id: string, name: string, createdBy: string, itemsCount: number }>, users: Array<{ __typename?: 'User', id: string, username: string, avatar: string }> } };

export type FollowFlagsFieldsFragment = { __typename?: 'User', id: string, username: string, displayName?: string | null, isFollowedByCurrentUser: boolean, isFollowingCurrentUser: boolean, isFriendsWithCurrentUser: boolean, numberOfFollowers: number, numberOfFollowees: number };

export type FollowUserMutationVariables = Exact<{
  followeeUsername: Scalars['String']['input'];
}>;


export type FollowUserMutation = { __typename?: 'Mutation', followUser: { __typename?: 'User', id: string, username: string, displayName?: string | null, isFollowedByCurrentUser: boolean, isFollowingCurrentUser: boolean, isFriendsWithCurrentUser: boolean, numberOfFollowers: number, numberOfFollowees: number } };

export type UnfollowUserMutationVariables = Exact<{
  followeeUsername: Scalars['String']['input'];
}>;


export type UnfollowUserMutation = { __typename?: 'Mutation', unfollowUser: { __typename?: 'User', id: string, username: string, displayName?: string | null, isFollowedByCurrentUser: boolean, isFollowingCurrentUser: boolean, isFriendsWithCurrentUser: boolean, numberOfFollowers: number, numberOfFollowees: number } };

export type SongQueryQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SongQueryQuery = { __typename?: 'Query', song?: { __typename?: 'Song', id: string, title: string, disambiguation?: string | null, isVideo: boolean, year?: number | null, releaseDate?: string | null, image: string, imageBackup?: string | null, duration?: number | null, hideReleaseLink: boolean, numberOfLikes: number, numberOfLoves: number, numberOfFavorites: number, numberOfLists: number, artists: Array<{ __typename?: 'ArtistCredit', id: string, name: string, joinPhrase: string }>, roles: Array<{ __typename?: 'SongRoleCredit', role: SongRole, artist: { __typename?: 'ArtistCredit', id: string, name: string, joinPhrase: string } }>, release?: { __typename?: 'Release', id: string, title: string, year?: number | null, thumb: string, artists: Array<{ __typename?: 'ArtistCredit', id: string, name: string, joinPhrase: string }> } | null, dataSources: Array<{ __typename?: 'DataSource', type: DataSourceType, url: string }> } | null };

export type SpotifyLinkTargetQueryVariables = Exact<{ [key: string]: never; }>;


export type SpotifyLinkTargetQuery = { __typename?: 'Query', currentUser?: { __typename?: 'User', id: string, spotifyLinkTargetPref: SpotifyLinkTarget } | null };

export type MemberStatsForStatsPageQueryVariables = Exact<{
  username: Scalars['String']['input'];
  year?: InputMaybe<Scalars['Int']['input']>;
}>;


export type MemberStatsForStatsPageQuery = { __typename?: 'Query', memberStats: { __typename?: 'MemberStats', year?: number | null, hiddenReason?: StatsHiddenReason | null, onlyYouSee: boolean, years: Array<number>, user: { __typename?: 'User', id: string, username: string, avatar: string, displayName?: string | null }, summary?: { __typename?: 'StatsSummary', totals: { __typename?: 'StatsTotals', listens: number, checks: number, releaseChecks: number, songChecks: number, ratings: number, reviews: number, lists: number, loved: number, favorited: number, listenDays: number }, periods: Array<{ __typename?: 'StatsPeriod', period: string, listens: number, checks: number }>, topArtistsByListens: Array<{ __typename?: 'StatsArtist', artistId?: string | null, name: string, count: number }>, topArtistsByChecks: Array<{ __typename?: 'StatsArtist', artistId?: string | null, name: string, count: number }>, genresByListens: Array<{ __typename?: 'StatsCount', label: string, count: number }>, genresByChecks: Array<{ __typename?: 'StatsCount', label: string, count: number }>, decadesByListens: Array<{ __typename?: 'StatsCount', label: string, count: number }>, decadesByChecks: Array<{ __typename?: 'StatsCount', label: string, count: number }>, ratings: Array<{ __typename?: 'RatingBucket', rating: number, count: number }>, loved: Array<{ __typename?: 'StatsItem', type: ItemType, itemId: string, title: string, artistName: string, thumb: string, listens: number, checks: number, rating?: number | null, favorited: boolean }>, longestStreak: { __typename?: 'ListenStreak', days: number, start?: string | null, end?: string | null } } | null } };

export type StatsArtistFieldsFragment = { __typename?: 'StatsArtist', artistId?: string | null, name: string, count: number };

export type StatsCountFieldsFragment = { __typename?: 'StatsCount', label: string, count: number };

export type StatsItemFieldsFragment = { __typename?: 'StatsItem', type: ItemType, itemId: string, title: string, artistName: string, thumb: string, listens: number, checks: number, rating?: number | null, favorited: boolean };

export type YearInReviewForPageQueryVariables = Exact<{
  username: Scalars['String']['input'];
  year: Scalars['Int']['input'];
}>;


export type YearInReviewForPageQuery = { __typename?: 'Query', yearInReview: { __typename?: 'YearInReview', year: number, hiddenReason?: StatsHiddenReason | null, onlyYouSee: boolean, user: { __typename?: 'User', id: string, username: string, avatar: string, displayName?: string | null }, review?: { __typename?: 'YearReview', firstListens: number, relistens: number, totals: { __typename?: 'YearTotals', listens: number, checks: number, newReleasesHeard: number, reviews: number, lists: number, hours?: number | null }, previous: { __typename?: 'YearTotals', listens: number, checks: number, newReleasesHeard: number, reviews: number, lists: number, hours?: number | null }, deltas: Array<{ __typename?: 'YearDelta', key: string, current: number, previous: number, change: number, percent?: number | null }>, topAlbums: Array<{ __typename?: 'StatsItem', type: ItemType, itemId: string, title: string, artistName: string, thumb: string, listens: number, checks: number, rating?: number | null, favorited: boolean }>, topSongs: Array<{ __typename?: 'StatsItem', type: ItemType, itemId: string, title: string, artistName: string, thumb: string, listens: number, checks: number, rating?: number | null, favorited: boolean }>, topArtists: Array<{ __typename?: 'StatsArtist', artistId?: string | null, name: string, count: number }>, highestRated: Array<{ __typename?: 'StatsItem', type: ItemType, itemId: string, title: string, artistName: string, thumb: string, listens: number, checks: number, rating?: number | null, favorited: boolean }>, months: Array<{ __typename?: 'StatsPeriod', period: string, listens: number, checks: number }> } | null } };

export type YearTotalsFieldsFragment = { __typename?: 'YearTotals', listens: number, checks: number, newReleasesHeard: number, reviews: number, lists: number, hours?: number | null };

export type CurrentUserSupportQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentUserSupportQuery = { __typename?: 'Query', currentUser?: { __typename?: 'User', id: string, isSupporter: boolean, isPastDueSupporter: boolean, isFAN: boolean, isVIP: boolean } | null };

export type UserFolloweesQueryVariables = Exact<{
  username: Scalars['String']['input'];
  offset?: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type UserFolloweesQuery = { __typename?: 'Query', user?: { __typename?: 'User', id: string, followees: { __typename?: 'UserConnection', edges: Array<{ __typename?: 'UserEdge', node: { __typename?: 'User', avatar: string, isSupporter: boolean, isFAN: boolean, isVIP: boolean, id: string, username: string, displayName?: string | null, isFollowedByCurrentUser: boolean, isFollowingCurrentUser: boolean, isFriendsWithCurrentUser: boolean, numberOfFollowers: number, numberOfFollowees: number } }>, pageInfo: { __typename?: 'PageInfo', hasMore: boolean, totalCount: number } } } | null };

export type UserFollowersQueryVariables = Exact<{
  username: Scalars['String']['input'];
  offset?: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type UserFollowersQuery = { __typename?: 'Query', user?: { __typename?: 'User', id: string, followers: { __typename?: 'UserConnection', edges: Array<{ __typename?: 'UserEdge', node: { __typename?: 'User', avatar: string, isSupporter: boolean, isFAN: boolean, isVIP: boolean, id: string, username: string, displayName?: string | null, isFollowedByCurrentUser: boolean, isFollowingCurrentUser: boolean, isFriendsWithCurrentUser: boolean, numberOfFollowers: number, numberOfFollowees: number } }>, pageInfo: { __typename?: 'PageInfo', hasMore: boolean, totalCount: number } } } | null };

export type NetworkPageFieldsFragment = { __typename?: 'UserConnection', edges: Array<{ __typename?: 'UserEdge', node: { __typename?: 'User', avatar: string, isSupporter: boolean, isFAN: boolean, isVIP: boolean, id: string, username: string, displayName?: string | null, isFollowedByCurrentUser: boolean, isFollowingCurrentUser: boolean, isFriendsWithCurrentUser: boolean, numberOfFollowers: number, numberOfFollowees: number } }>, pageInfo: { __typename?: 'PageInfo', hasMore: boolean, totalCount: number } };

export type NetworkUserFieldsFragment = { __typename?: 'User', avatar: string, isSupporter: boolean, isFAN: boolean, isVIP: boolean, id: string, username: string, displayName?: string | null, isFollowedByCurrentUser: boolean, isFollowingCurrentUser: boolean, isFriendsWithCurrentUser: boolean, numberOfFollowers: number, numberOfFollowees: number };

export type UserForProfileQueryVariables = Exact<{
  username: Scalars['String']['input'];
}>;


export type UserForProfileQuery = { __typename?: 'Query', user?: { __typename?: 'User', id: string, favoriteReleasesList?: { __typename?: 'List', id: string, itemsCount: number, items: { __typename?: 'ListItemConnection', edges: Array<{ __typename?: 'ListItemEdge', node: { __typename?: 'ListItem', id: string, item:
              | { __typename: 'Artist', id: string, name: string, image: string }
              | { __typename: 'Release', id: string, title: string, thumb: string }
              | { __typename: 'Song', id: string, title: string, image: string }
             } }> } } | null, favoriteArtistsList?: { __typename?: 'List', id: string, itemsCount: number, items: { __typename?: 'ListItemConnection', edges: Array<{ __typename?: 'ListItemEdge', node: { __typename?: 'ListItem', id: string, item:
              | { __typename: 'Artist', id: string, name: string, image: string }
              | { __typename: 'Release', id: string, title: string, thumb: string }
              | { __typename: 'Song', id: string, title: string, image: string }
             } }> } } | null, favoriteSongsList?: { __typename?: 'List', id: string, itemsCount: number, items: { __typename?: 'ListItemConnection', edges: Array<{ __typename?: 'ListItemEdge', node: { __typename?: 'ListItem', id: string, item:
              | { __typename: 'Artist', id: string, name: string, image: string }
              | { __typename: 'Release', id: string, title: string, thumb: string }
              | { __typename: 'Song', id: string, title: string, image: string }
             } }> } } | null, recentActivity: Array<{ __typename?: 'Activity', id: string, date: string, rating?: number | null, user: { __typename?: 'User', id: string, username: string, displayName?: string | null, avatar: string }, item:
        | { __typename: 'Release', id: string, title: string, thumb: string, link: string, artists: Array<{ __typename?: 'ArtistCredit', id: string, name: string, joinPhrase: string }> }
        | { __typename: 'Song', id: string, title: string, image: string, link: string, artists: Array<{ __typename?: 'ArtistCredit', id: string, name: string, joinPhrase: string }> }
      , log?: { __typename?: 'Log', id: string, link: string, hasWriting: boolean, wasDeepListen: boolean } | null }> } | null };

export type FavoritesListFieldsFragment = { __typename?: 'List', id: string, itemsCount: number, items: { __typename?: 'ListItemConnection', edges: Array<{ __typename?: 'ListItemEdge', node: { __typename?: 'ListItem', id: string, item:
          | { __typename: 'Artist', id: string, name: string, image: string }
          | { __typename: 'Release', id: string, title: string, thumb: string }
          | { __typename: 'Song', id: string, title: string, image: string }
         } }> } };

export type UserForUserPageQueryVariables = Exact<{
  username: Scalars['String']['input'];
}>;


export type UserForUserPageQuery = { __typename?: 'Query', user?: { __typename?: 'User', avatar: string, bio?: string | null, website?: string | null, isSupporter: boolean, isFAN: boolean, isVIP: boolean, numberOfChecks: number, numberOfLists: number, isBlockedByCurrentUser: boolean, isPrivate: boolean, hasBlockedCurrentUser: boolean, id: string, username: string, displayName?: string | null, isFollowedByCurrentUser: boolean, isFollowingCurrentUser: boolean, isFriendsWithCurrentUser: boolean, numberOfFollowers: number, numberOfFollowees: number } | null };

export type BlockUserMutationVariables = Exact<{
  username: Scalars['String']['input'];
}>;


export type BlockUserMutation = { __typename?: 'Mutation', blockUser: { __typename?: 'User', isBlockedByCurrentUser: boolean, id: string, username: string, displayName?: string | null, isFollowedByCurrentUser: boolean, isFollowingCurrentUser: boolean, isFriendsWithCurrentUser: boolean, numberOfFollowers: number, numberOfFollowees: number } };

export type UnblockUserMutationVariables = Exact<{
  username: Scalars['String']['input'];
}>;


export type UnblockUserMutation = { __typename?: 'Mutation', unblockUser: { __typename?: 'User', isBlockedByCurrentUser: boolean, id: string, username: string, displayName?: string | null, isFollowedByCurrentUser: boolean, isFollowingCurrentUser: boolean, isFriendsWithCurrentUser: boolean, numberOfFollowers: number, numberOfFollowees: number } };

export const AdminQueueReleaseFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminQueueReleaseFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Release"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"mbid"}},{"kind":"Field","name":{"kind":"Name","value":"mbVerified"}},{"kind":"Field","name":{"kind":"Name","value":"mbReleaseGroupLink"}},{"kind":"Field","name":{"kind":"Name","value":"artists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"joinPhrase"}}]}}]}}]} as unknown as DocumentNode<AdminQueueReleaseFieldsFragment, unknown>;
export const AdminQueueRecordingFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminQueueRecordingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Song"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"mbid"}},{"kind":"Field","name":{"kind":"Name","value":"mbVerified"}},{"kind":"Field","name":{"kind":"Name","value":"mbLink"}},{"kind":"Field","name":{"kind":"Name","value":"artists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"joinPhrase"}}]}},{"kind":"Field","name":{"kind":"Name","value":"release"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]} as unknown as DocumentNode<AdminQueueRecordingFieldsFragment, unknown>;
export const ItemCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ItemCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Item"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Release"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"thumb"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"artists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"joinPhrase"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Song"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"artists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"joinPhrase"}}]}}]}}]}}]} as unknown as DocumentNode<ItemCardFieldsFragment, unknown>;
export const ActivityCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActivityCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Activity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}}]}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ItemCardFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"log"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"hasWriting"}},{"kind":"Field","name":{"kind":"Name","value":"wasDeepListen"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ItemCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Item"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Release"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"thumb"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"artists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"joinPhrase"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Song"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"artists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"joinPhrase"}}]}}]}}]}}]} as unknown as DocumentNode<ActivityCardFieldsFragment, unknown>;
export const ReleaseActionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReleaseActionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Release"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"artistName"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"mbReleaseGroupLink"}},{"kind":"Field","name":{"kind":"Name","value":"youtubePlaylistId"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasChecked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserDeepListened"}},{"kind":"Field","name":{"kind":"Name","value":"isPurpleCheck"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasAddedToListenTo"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasLiked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasLoved"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasFavorited"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserRating"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfChecks"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLikes"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLoves"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFavorites"}}]}}]} as unknown as DocumentNode<ReleaseActionFieldsFragment, unknown>;
export const ListHeaderFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListHeaderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"List"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"yearStart"}},{"kind":"Field","name":{"kind":"Name","value":"yearEnd"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"decades"}},{"kind":"Field","name":{"kind":"Name","value":"isPersonal"}},{"kind":"Field","name":{"kind":"Name","value":"isRanked"}},{"kind":"Field","name":{"kind":"Name","value":"isOfficial"}},{"kind":"Field","name":{"kind":"Name","value":"isEditable"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdByLink"}},{"kind":"Field","name":{"kind":"Name","value":"createdByUserLink"}},{"kind":"Field","name":{"kind":"Name","value":"createdByAndCreatedByUserAreSame"}},{"kind":"Field","name":{"kind":"Name","value":"createdByUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"albumCovers"}},{"kind":"Field","name":{"kind":"Name","value":"itemsCount"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLikes"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFollows"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserLikes"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserFollows"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserCreated"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserNumberOfChecks"}}]}}]} as unknown as DocumentNode<ListHeaderFieldsFragment, unknown>;
export const ReleaseCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReleaseCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Release"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"thumb"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasChecked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserDeepListened"}},{"kind":"Field","name":{"kind":"Name","value":"artists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"joinPhrase"}}]}}]}}]} as unknown as DocumentNode<ReleaseCardFieldsFragment, unknown>;
export const ListItemFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ListItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"itemType"}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Release"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReleaseCardFields"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasChecked"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Song"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"artists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"joinPhrase"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasChecked"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Artist"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReleaseCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Release"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"thumb"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasChecked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserDeepListened"}},{"kind":"Field","name":{"kind":"Name","value":"artists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"joinPhrase"}}]}}]}}]} as unknown as DocumentNode<ListItemFieldsFragment, unknown>;
export const ListCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"List"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"albumCovers"}},{"kind":"Field","name":{"kind":"Name","value":"itemsCount"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLikes"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"isOfficial"}}]}}]} as unknown as DocumentNode<ListCardFieldsFragment, unknown>;
export const ListsPageFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListsPageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ListConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListCardFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"List"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"albumCovers"}},{"kind":"Field","name":{"kind":"Name","value":"itemsCount"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLikes"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"isOfficial"}}]}}]} as unknown as DocumentNode<ListsPageFieldsFragment, unknown>;
export const RecFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Recommendation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"explanation"}},{"kind":"Field","name":{"kind":"Name","value":"isFriendRec"}},{"kind":"Field","name":{"kind":"Name","value":"recommendersRating"}},{"kind":"Field","name":{"kind":"Name","value":"userResponse"}},{"kind":"Field","name":{"kind":"Name","value":"userRespondedAt"}},{"kind":"Field","name":{"kind":"Name","value":"declined"}},{"kind":"Field","name":{"kind":"Name","value":"recommender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}}]}},{"kind":"Field","name":{"kind":"Name","value":"list"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ItemCardFields"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Release"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentUserHasChecked"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Song"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentUserHasChecked"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ItemCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Item"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Release"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"thumb"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"artists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"joinPhrase"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Song"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"artists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"joinPhrase"}}]}}]}}]}}]} as unknown as DocumentNode<RecFieldsFragment, unknown>;
export const LogFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LogFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Log"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"rawDate"}},{"kind":"Field","name":{"kind":"Name","value":"dateText"}},{"kind":"Field","name":{"kind":"Name","value":"dateFull"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"review"}},{"kind":"Field","name":{"kind":"Name","value":"reviewTitle"}},{"kind":"Field","name":{"kind":"Name","value":"gratitude"}},{"kind":"Field","name":{"kind":"Name","value":"hadChills"}},{"kind":"Field","name":{"kind":"Name","value":"hasWriting"}},{"kind":"Field","name":{"kind":"Name","value":"wasDeepListen"}},{"kind":"Field","name":{"kind":"Name","value":"listenedBefore"}},{"kind":"Field","name":{"kind":"Name","value":"liked"}},{"kind":"Field","name":{"kind":"Name","value":"loved"}},{"kind":"Field","name":{"kind":"Name","value":"favorited"}},{"kind":"Field","name":{"kind":"Name","value":"isCurrentUsers"}},{"kind":"Field","name":{"kind":"Name","value":"itemType"}},{"kind":"Field","name":{"kind":"Name","value":"upvoteCount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"review"}},{"kind":"Field","name":{"kind":"Name","value":"gratitude"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currentUserUpvotes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"review"}},{"kind":"Field","name":{"kind":"Name","value":"gratitude"}}]}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"isSupporter"}},{"kind":"Field","name":{"kind":"Name","value":"isFAN"}},{"kind":"Field","name":{"kind":"Name","value":"isVIP"}}]}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Release"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"thumb"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"artists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"joinPhrase"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Song"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"artists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"joinPhrase"}}]}},{"kind":"Field","name":{"kind":"Name","value":"release"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]}}]} as unknown as DocumentNode<LogFieldsFragment, unknown>;
export const LogRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LogRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Log"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"dateText"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"review"}},{"kind":"Field","name":{"kind":"Name","value":"reviewTitle"}},{"kind":"Field","name":{"kind":"Name","value":"gratitude"}},{"kind":"Field","name":{"kind":"Name","value":"hadChills"}},{"kind":"Field","name":{"kind":"Name","value":"wasDeepListen"}},{"kind":"Field","name":{"kind":"Name","value":"listenedBefore"}},{"kind":"Field","name":{"kind":"Name","value":"liked"}},{"kind":"Field","name":{"kind":"Name","value":"loved"}},{"kind":"Field","name":{"kind":"Name","value":"favorited"}},{"kind":"Field","name":{"kind":"Name","value":"upvoteCount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"review"}},{"kind":"Field","name":{"kind":"Name","value":"gratitude"}}]}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}}]}}]}}]} as unknown as DocumentNode<LogRowFieldsFragment, unknown>;
export const LogsPageFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LogsPageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LogConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LogRowFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LogRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Log"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"dateText"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"review"}},{"kind":"Field","name":{"kind":"Name","value":"reviewTitle"}},{"kind":"Field","name":{"kind":"Name","value":"gratitude"}},{"kind":"Field","name":{"kind":"Name","value":"hadChills"}},{"kind":"Field","name":{"kind":"Name","value":"wasDeepListen"}},{"kind":"Field","name":{"kind":"Name","value":"listenedBefore"}},{"kind":"Field","name":{"kind":"Name","value":"liked"}},{"kind":"Field","name":{"kind":"Name","value":"loved"}},{"kind":"Field","name":{"kind":"Name","value":"favorited"}},{"kind":"Field","name":{"kind":"Name","value":"upvoteCount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"review"}},{"kind":"Field","name":{"kind":"Name","value":"gratitude"}}]}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}}]}}]}}]} as unknown as DocumentNode<LogsPageFieldsFragment, unknown>;
export const SongActionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SongActionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Song"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"artistName"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"mbLink"}},{"kind":"Field","name":{"kind":"Name","value":"youtubeId"}},{"kind":"Field","name":{"kind":"Name","value":"preventUncheck"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasChecked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserDeepListened"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasAddedToListenTo"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasLiked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasLoved"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasFavorited"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserRating"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLikes"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLoves"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFavorites"}}]}}]} as unknown as DocumentNode<SongActionFieldsFragment, unknown>;
export const TrackRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrackRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Track"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"discNumber"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"artists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"joinPhrase"}}]}},{"kind":"Field","name":{"kind":"Name","value":"song"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"disambiguation"}},{"kind":"Field","name":{"kind":"Name","value":"isVideo"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SongActionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SongActionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Song"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"artistName"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"mbLink"}},{"kind":"Field","name":{"kind":"Name","value":"youtubeId"}},{"kind":"Field","name":{"kind":"Name","value":"preventUncheck"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasChecked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserDeepListened"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasAddedToListenTo"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasLiked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasLoved"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasFavorited"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserRating"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLikes"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLoves"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFavorites"}}]}}]} as unknown as DocumentNode<TrackRowFieldsFragment, unknown>;
export const FollowFlagsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FollowFlagsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"isFollowedByCurrentUser"}},{"kind":"Field","name":{"kind":"Name","value":"isFollowingCurrentUser"}},{"kind":"Field","name":{"kind":"Name","value":"isFriendsWithCurrentUser"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFollowers"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFollowees"}}]}}]} as unknown as DocumentNode<FollowFlagsFieldsFragment, unknown>;
export const UserRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"isSupporter"}},{"kind":"Field","name":{"kind":"Name","value":"isFAN"}},{"kind":"Field","name":{"kind":"Name","value":"isVIP"}},{"kind":"Field","name":{"kind":"Name","value":"isFollowedByCurrentUser"}},{"kind":"Field","name":{"kind":"Name","value":"isFollowingCurrentUser"}},{"kind":"Field","name":{"kind":"Name","value":"isFriendsWithCurrentUser"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FollowFlagsFields"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FollowFlagsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"isFollowedByCurrentUser"}},{"kind":"Field","name":{"kind":"Name","value":"isFollowingCurrentUser"}},{"kind":"Field","name":{"kind":"Name","value":"isFriendsWithCurrentUser"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFollowers"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFollowees"}}]}}]} as unknown as DocumentNode<UserRowFieldsFragment, unknown>;
export const UsersPageFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UsersPageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserRowFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FollowFlagsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"isFollowedByCurrentUser"}},{"kind":"Field","name":{"kind":"Name","value":"isFollowingCurrentUser"}},{"kind":"Field","name":{"kind":"Name","value":"isFriendsWithCurrentUser"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFollowers"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFollowees"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"isSupporter"}},{"kind":"Field","name":{"kind":"Name","value":"isFAN"}},{"kind":"Field","name":{"kind":"Name","value":"isVIP"}},{"kind":"Field","name":{"kind":"Name","value":"isFollowedByCurrentUser"}},{"kind":"Field","name":{"kind":"Name","value":"isFollowingCurrentUser"}},{"kind":"Field","name":{"kind":"Name","value":"isFriendsWithCurrentUser"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FollowFlagsFields"}}]}}]} as unknown as DocumentNode<UsersPageFieldsFragment, unknown>;
export const StatsArtistFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatsArtistFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StatsArtist"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"artistId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]} as unknown as DocumentNode<StatsArtistFieldsFragment, unknown>;
export const StatsCountFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatsCountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StatsCount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]} as unknown as DocumentNode<StatsCountFieldsFragment, unknown>;
export const StatsItemFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatsItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StatsItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"artistName"}},{"kind":"Field","name":{"kind":"Name","value":"thumb"}},{"kind":"Field","name":{"kind":"Name","value":"listens"}},{"kind":"Field","name":{"kind":"Name","value":"checks"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"favorited"}}]}}]} as unknown as DocumentNode<StatsItemFieldsFragment, unknown>;
export const YearTotalsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"YearTotalsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"YearTotals"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listens"}},{"kind":"Field","name":{"kind":"Name","value":"checks"}},{"kind":"Field","name":{"kind":"Name","value":"newReleasesHeard"}},{"kind":"Field","name":{"kind":"Name","value":"reviews"}},{"kind":"Field","name":{"kind":"Name","value":"lists"}},{"kind":"Field","name":{"kind":"Name","value":"hours"}}]}}]} as unknown as DocumentNode<YearTotalsFieldsFragment, unknown>;
export const NetworkUserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NetworkUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FollowFlagsFields"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"isSupporter"}},{"kind":"Field","name":{"kind":"Name","value":"isFAN"}},{"kind":"Field","name":{"kind":"Name","value":"isVIP"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FollowFlagsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"isFollowedByCurrentUser"}},{"kind":"Field","name":{"kind":"Name","value":"isFollowingCurrentUser"}},{"kind":"Field","name":{"kind":"Name","value":"isFriendsWithCurrentUser"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFollowers"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFollowees"}}]}}]} as unknown as DocumentNode<NetworkUserFieldsFragment, unknown>;
export const NetworkPageFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NetworkPageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NetworkUserFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FollowFlagsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"isFollowedByCurrentUser"}},{"kind":"Field","name":{"kind":"Name","value":"isFollowingCurrentUser"}},{"kind":"Field","name":{"kind":"Name","value":"isFriendsWithCurrentUser"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFollowers"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFollowees"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NetworkUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FollowFlagsFields"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"isSupporter"}},{"kind":"Field","name":{"kind":"Name","value":"isFAN"}},{"kind":"Field","name":{"kind":"Name","value":"isVIP"}}]}}]} as unknown as DocumentNode<NetworkPageFieldsFragment, unknown>;
export const FavoritesListFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FavoritesListFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"List"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"itemsCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Release"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"thumb"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Song"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Artist"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<FavoritesListFieldsFragment, unknown>;
export const CurrentUserForNavDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CurrentUserForNav"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isSupporter"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfChecks"}}]}}]}}]} as unknown as DocumentNode<CurrentUserForNavQuery, CurrentUserForNavQueryVariables>;
export const ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"changePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"currentPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}}},{"kind":"Argument","name":{"kind":"Name","value":"newPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}}}]}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const CheckItemsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"checkItems"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"items"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CheckItemInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkItems"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"items"},"value":{"kind":"Variable","name":{"kind":"Name","value":"items"}}}]}]}}]} as unknown as DocumentNode<CheckItemsMutation, CheckItemsMutationVariables>;
export const ConfirmEmailChangeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"confirmEmailChange"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmEmailChange"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}]}]}}]} as unknown as DocumentNode<ConfirmEmailChangeMutation, ConfirmEmailChangeMutationVariables>;
export const CurrentUserForSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CurrentUserForSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"allowEmail"}},{"kind":"Field","name":{"kind":"Name","value":"isPrivate"}},{"kind":"Field","name":{"kind":"Name","value":"showStats"}},{"kind":"Field","name":{"kind":"Name","value":"hasApiToken"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"spotifyLinkTargetPref"}},{"kind":"Field","name":{"kind":"Name","value":"isSupporter"}},{"kind":"Field","name":{"kind":"Name","value":"isPastDueSupporter"}}]}}]}}]} as unknown as DocumentNode<CurrentUserForSettingsQuery, CurrentUserForSettingsQueryVariables>;
export const DeleteUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"deleteUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}]}]}}]} as unknown as DocumentNode<DeleteUserMutation, DeleteUserMutationVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"usernameOrEmail"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"usernameOrEmail"},"value":{"kind":"Variable","name":{"kind":"Name","value":"usernameOrEmail"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"logout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}]}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const RegenerateApiTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegenerateApiToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regenerateApiToken"}}]}}]} as unknown as DocumentNode<RegenerateApiTokenMutation, RegenerateApiTokenMutationVariables>;
export const RequestEmailChangeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"requestEmailChange"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newEmail"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestEmailChange"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"newEmail"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newEmail"}}},{"kind":"Argument","name":{"kind":"Name","value":"currentPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}}}]}]}}]} as unknown as DocumentNode<RequestEmailChangeMutation, RequestEmailChangeMutationVariables>;
export const ResetPwdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"resetPwd"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPwd"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"newPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<ResetPwdMutation, ResetPwdMutationVariables>;
export const SaveColorSchemeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"saveColorScheme"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"colorScheme"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ColorScheme"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUserPreferences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"colorScheme"},"value":{"kind":"Variable","name":{"kind":"Name","value":"colorScheme"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"colorSchemePref"}}]}}]}}]} as unknown as DocumentNode<SaveColorSchemeMutation, SaveColorSchemeMutationVariables>;
export const SendResetPwdEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"sendResetPwdEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendResetPwdEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}]}]}}]} as unknown as DocumentNode<SendResetPwdEmailMutation, SendResetPwdEmailMutationVariables>;
export const SignupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"signup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"allowEmail"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"allowEmail"},"value":{"kind":"Variable","name":{"kind":"Name","value":"allowEmail"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<SignupMutation, SignupMutationVariables>;
export const UpdatePrivacySettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"updatePrivacySettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"allowEmail"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isPrivate"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"showStats"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePrivacySettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"allowEmail"},"value":{"kind":"Variable","name":{"kind":"Name","value":"allowEmail"}}},{"kind":"Argument","name":{"kind":"Name","value":"isPrivate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isPrivate"}}},{"kind":"Argument","name":{"kind":"Name","value":"showStats"},"value":{"kind":"Variable","name":{"kind":"Name","value":"showStats"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"allowEmail"}},{"kind":"Field","name":{"kind":"Name","value":"isPrivate"}},{"kind":"Field","name":{"kind":"Name","value":"showStats"}}]}}]}}]} as unknown as DocumentNode<UpdatePrivacySettingsMutation, UpdatePrivacySettingsMutationVariables>;
export const UpdateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"updateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"firstName"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lastName"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"website"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bio"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}},{"kind":"Argument","name":{"kind":"Name","value":"firstName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"firstName"}}},{"kind":"Argument","name":{"kind":"Name","value":"lastName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lastName"}}},{"kind":"Argument","name":{"kind":"Name","value":"website"},"value":{"kind":"Variable","name":{"kind":"Name","value":"website"}}},{"kind":"Argument","name":{"kind":"Name","value":"bio"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bio"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}}]}}]}}]} as unknown as DocumentNode<UpdateUserMutation, UpdateUserMutationVariables>;
export const UpdateUserPreferencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"updateUserPreferences"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"spotifyLinkTarget"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SpotifyLinkTarget"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUserPreferences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"spotifyLinkTarget"},"value":{"kind":"Variable","name":{"kind":"Name","value":"spotifyLinkTarget"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"spotifyLinkTargetPref"}}]}}]}}]} as unknown as DocumentNode<UpdateUserPreferencesMutation, UpdateUserPreferencesMutationVariables>;
export const SetCreatedMbReleaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"setCreatedMbRelease"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setCreatedMbRelease"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SetCreatedMbReleaseMutation, SetCreatedMbReleaseMutationVariables>;
export const SetMusicBrainzReleaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"setMusicBrainzRelease"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"releaseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mbid"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setMusicBrainzRelease"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"releaseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"releaseId"}}},{"kind":"Argument","name":{"kind":"Name","value":"mbid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mbid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mbid"}},{"kind":"Field","name":{"kind":"Name","value":"mbVerified"}},{"kind":"Field","name":{"kind":"Name","value":"mbReleaseGroupLink"}}]}}]}}]} as unknown as DocumentNode<SetMusicBrainzReleaseMutation, SetMusicBrainzReleaseMutationVariables>;
export const SetMusicBrainzRecordingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"setMusicBrainzRecording"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"recordingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mbid"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setMusicBrainzRecording"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"recordingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"recordingId"}}},{"kind":"Argument","name":{"kind":"Name","value":"mbid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mbid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mbid"}},{"kind":"Field","name":{"kind":"Name","value":"mbVerified"}},{"kind":"Field","name":{"kind":"Name","value":"mbLink"}}]}}]}}]} as unknown as DocumentNode<SetMusicBrainzRecordingMutation, SetMusicBrainzRecordingMutationVariables>;
export const VerifyMusicBrainzReleaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"verifyMusicBrainzRelease"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"verify"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyMusicBrainzRelease"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"verify"},"value":{"kind":"Variable","name":{"kind":"Name","value":"verify"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mbid"}},{"kind":"Field","name":{"kind":"Name","value":"mbVerified"}}]}}]}}]} as unknown as DocumentNode<VerifyMusicBrainzReleaseMutation, VerifyMusicBrainzReleaseMutationVariables>;
export const VerifyMusicBrainzRecordingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"verifyMusicBrainzRecording"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"verify"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyMusicBrainzRecording"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"verify"},"value":{"kind":"Variable","name":{"kind":"Name","value":"verify"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mbid"}},{"kind":"Field","name":{"kind":"Name","value":"mbVerified"}}]}}]}}]} as unknown as DocumentNode<VerifyMusicBrainzRecordingMutation, VerifyMusicBrainzRecordingMutationVariables>;
export const CurrentUserForAdminHomeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CurrentUserForAdminHome"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mbDataStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"releases"}},{"kind":"Field","name":{"kind":"Name","value":"releasesMatched"}},{"kind":"Field","name":{"kind":"Name","value":"releasesVerified"}},{"kind":"Field","name":{"kind":"Name","value":"releasesNeedingMbCreated"}},{"kind":"Field","name":{"kind":"Name","value":"recordings"}},{"kind":"Field","name":{"kind":"Name","value":"recordingsMatched"}},{"kind":"Field","name":{"kind":"Name","value":"recordingsVerified"}},{"kind":"Field","name":{"kind":"Name","value":"byWeek"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"week"}},{"kind":"Field","name":{"kind":"Name","value":"matched"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"created"}}]}}]}}]}}]} as unknown as DocumentNode<CurrentUserForAdminHomeQuery, CurrentUserForAdminHomeQueryVariables>;
export const DataForAdminReleasesListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DataForAdminReleasesList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"releasesThatNeedMbCreated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"artists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"joinPhrase"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]}}]} as unknown as DocumentNode<DataForAdminReleasesListQuery, DataForAdminReleasesListQueryVariables>;
export const AdminQueryForMbDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"adminQueryForMb"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nextReleaseForMb"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"release"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminQueueReleaseFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminQueueReleaseFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Release"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"mbid"}},{"kind":"Field","name":{"kind":"Name","value":"mbVerified"}},{"kind":"Field","name":{"kind":"Name","value":"mbReleaseGroupLink"}},{"kind":"Field","name":{"kind":"Name","value":"artists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"joinPhrase"}}]}}]}}]} as unknown as DocumentNode<AdminQueryForMbQuery, AdminQueryForMbQueryVariables>;
export const AdminQueryForMbRecordingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"adminQueryForMbRecording"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nextRecordingForMb"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"recording"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminQueueRecordingFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminQueueRecordingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Song"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"mbid"}},{"kind":"Field","name":{"kind":"Name","value":"mbVerified"}},{"kind":"Field","name":{"kind":"Name","value":"mbLink"}},{"kind":"Field","name":{"kind":"Name","value":"artists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"joinPhrase"}}]}},{"kind":"Field","name":{"kind":"Name","value":"release"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]} as unknown as DocumentNode<AdminQueryForMbRecordingQuery, AdminQueryForMbRecordingQueryVariables>;
export const AdminQueryForMbVerificationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"adminQueryForMbVerification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nextReleaseForMbVerification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"release"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminQueueReleaseFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminQueueReleaseFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Release"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"mbid"}},{"kind":"Field","name":{"kind":"Name","value":"mbVerified"}},{"kind":"Field","name":{"kind":"Name","value":"mbReleaseGroupLink"}},{"kind":"Field","name":{"kind":"Name","value":"artists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"joinPhrase"}}]}}]}}]} as unknown as DocumentNode<AdminQueryForMbVerificationQuery, AdminQueryForMbVerificationQueryVariables>;
export const AdminQueryForMbRecordingVerificationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"adminQueryForMbRecordingVerification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nextRecordingForMbVerification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"recording"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminQueueRecordingFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminQueueRecordingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Song"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"mbid"}},{"kind":"Field","name":{"kind":"Name","value":"mbVerified"}},{"kind":"Field","name":{"kind":"Name","value":"mbLink"}},{"kind":"Field","name":{"kind":"Name","value":"artists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"joinPhrase"}}]}},{"kind":"Field","name":{"kind":"Name","value":"release"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]} as unknown as DocumentNode<AdminQueryForMbRecordingVerificationQuery, AdminQueryForMbRecordingVerificationQueryVariables>;
export const SearchMbQueryForDataReportsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"searchMbQueryForDataReports"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchMusicBrainzReleases"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mbid"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"artist"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"score"}}]}}]}}]} as unknown as DocumentNode<SearchMbQueryForDataReportsQuery, SearchMbQueryForDataReportsQueryVariables>;
export const SearchMusicBrainzRecordingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"searchMusicBrainzRecordings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchMusicBrainzRecordings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mbid"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"artist"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"score"}}]}}]}}]} as unknown as DocumentNode<SearchMusicBrainzRecordingsQuery, SearchMusicBrainzRecordingsQueryVariables>;
export const AdminViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminViewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isSupport"}}]}}]}}]} as unknown as DocumentNode<AdminViewerQuery, AdminViewerQueryVariables>;
export const AdminReleaseForMbDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminReleaseForMb"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"release"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminQueueReleaseFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminQueueReleaseFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Release"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"mbid"}},{"kind":"Field","name":{"kind":"Name","value":"mbVerified"}},{"kind":"Field","name":{"kind":"Name","value":"mbReleaseGroupLink"}},{"kind":"Field","name":{"kind":"Name","value":"artists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"joinPhrase"}}]}}]}}]} as unknown as DocumentNode<AdminReleaseForMbQuery, AdminReleaseForMbQueryVariables>;
export const AdminRecordingForMbDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminRecordingForMb"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"song"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminQueueRecordingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminQueueRecordingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Song"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"mbid"}},{"kind":"Field","name":{"kind":"Name","value":"mbVerified"}},{"kind":"Field","name":{"kind":"Name","value":"mbLink"}},{"kind":"Field","name":{"kind":"Name","value":"artists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"joinPhrase"}}]}},{"kind":"Field","name":{"kind":"Name","value":"release"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]} as unknown as DocumentNode<AdminRecordingForMbQuery, AdminRecordingForMbQueryVariables>;
export const RefreshReleaseFromMusicBrainzDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefreshReleaseFromMusicBrainz"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refreshReleaseFromMusicBrainz"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"artistName"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"releaseDate"}},{"kind":"Field","name":{"kind":"Name","value":"genres"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"thumb"}},{"kind":"Field","name":{"kind":"Name","value":"tracksCount"}}]}}]}}]} as unknown as DocumentNode<RefreshReleaseFromMusicBrainzMutation, RefreshReleaseFromMusicBrainzMutationVariables>;
export const ArtistForArtistPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ArtistForArtistPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"artist"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"disambiguation"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"profile"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFavorites"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasFavorited"}},{"kind":"Field","name":{"kind":"Name","value":"dataSources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<ArtistForArtistPageQuery, ArtistForArtistPageQueryVariables>;
export const ArtistUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ArtistUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"artist"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UsersPageFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FollowFlagsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"isFollowedByCurrentUser"}},{"kind":"Field","name":{"kind":"Name","value":"isFollowingCurrentUser"}},{"kind":"Field","name":{"kind":"Name","value":"isFriendsWithCurrentUser"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFollowers"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFollowees"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"isSupporter"}},{"kind":"Field","name":{"kind":"Name","value":"isFAN"}},{"kind":"Field","name":{"kind":"Name","value":"isVIP"}},{"kind":"Field","name":{"kind":"Name","value":"isFollowedByCurrentUser"}},{"kind":"Field","name":{"kind":"Name","value":"isFollowingCurrentUser"}},{"kind":"Field","name":{"kind":"Name","value":"isFriendsWithCurrentUser"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FollowFlagsFields"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UsersPageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserRowFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<ArtistUsersQuery, ArtistUsersQueryVariables>;
export const ArtistQueryForArtistReleasesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"artistQueryForArtistReleases"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"releaseSortBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ReleaseSortBy"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"primaryTypes"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReleasePrimaryType"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"secondaryTypes"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReleaseSecondaryType"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"artist"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"releases"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"releaseSortBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"releaseSortBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"primaryTypes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"primaryTypes"}}},{"kind":"Argument","name":{"kind":"Name","value":"secondaryTypes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"secondaryTypes"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReleaseCardFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReleaseActionFields"}},{"kind":"Field","name":{"kind":"Name","value":"disambiguation"}},{"kind":"Field","name":{"kind":"Name","value":"primaryType"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryTypes"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currentUserNumberOfChecks"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReleaseCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Release"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"thumb"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasChecked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserDeepListened"}},{"kind":"Field","name":{"kind":"Name","value":"artists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"joinPhrase"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReleaseActionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Release"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"artistName"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"mbReleaseGroupLink"}},{"kind":"Field","name":{"kind":"Name","value":"youtubePlaylistId"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasChecked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserDeepListened"}},{"kind":"Field","name":{"kind":"Name","value":"isPurpleCheck"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasAddedToListenTo"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasLiked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasLoved"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasFavorited"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserRating"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfChecks"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLikes"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLoves"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFavorites"}}]}}]} as unknown as DocumentNode<ArtistQueryForArtistReleasesQuery, ArtistQueryForArtistReleasesQueryVariables>;
export const ArtistQueryForReleaseTypeFiltersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"artistQueryForReleaseTypeFilters"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"artist"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"releaseStats"}}]}}]}}]} as unknown as DocumentNode<ArtistQueryForReleaseTypeFiltersQuery, ArtistQueryForReleaseTypeFiltersQueryVariables>;
export const CurrentUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CurrentUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isSupporter"}},{"kind":"Field","name":{"kind":"Name","value":"colorSchemePref"}}]}}]}}]} as unknown as DocumentNode<CurrentUserQuery, CurrentUserQueryVariables>;
export const UserLibraryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserLibrary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CollectionFilters"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reactions"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReactionFilter"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"includeFollowedLists"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currentUserListenStatus"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListenFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ReleaseSortBy"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"randomSeed"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"collection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}},{"kind":"Argument","name":{"kind":"Name","value":"reactions"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reactions"}}},{"kind":"Argument","name":{"kind":"Name","value":"includeFollowedLists"},"value":{"kind":"Variable","name":{"kind":"Name","value":"includeFollowedLists"}}},{"kind":"Argument","name":{"kind":"Name","value":"currentUserListenStatus"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currentUserListenStatus"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"randomSeed"},"value":{"kind":"Variable","name":{"kind":"Name","value":"randomSeed"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Release"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"imageBackup"}},{"kind":"Field","name":{"kind":"Name","value":"artists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"joinPhrase"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReleaseActionFields"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Song"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"imageBackup"}},{"kind":"Field","name":{"kind":"Name","value":"artists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"joinPhrase"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SongActionFields"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReleaseActionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Release"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"artistName"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"mbReleaseGroupLink"}},{"kind":"Field","name":{"kind":"Name","value":"youtubePlaylistId"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasChecked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserDeepListened"}},{"kind":"Field","name":{"kind":"Name","value":"isPurpleCheck"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasAddedToListenTo"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasLiked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasLoved"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasFavorited"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserRating"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfChecks"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLikes"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLoves"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFavorites"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SongActionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Song"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"artistName"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"mbLink"}},{"kind":"Field","name":{"kind":"Name","value":"youtubeId"}},{"kind":"Field","name":{"kind":"Name","value":"preventUncheck"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasChecked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserDeepListened"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasAddedToListenTo"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasLiked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasLoved"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasFavorited"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserRating"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLikes"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLoves"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFavorites"}}]}}]} as unknown as DocumentNode<UserLibraryQuery, UserLibraryQueryVariables>;
export const CurrentUserForHomePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CurrentUserForHomePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"friendsActivity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ActivityCardFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ItemCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Item"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Release"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"thumb"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"artists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"joinPhrase"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Song"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"artists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"joinPhrase"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActivityCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Activity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}}]}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ItemCardFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"log"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"hasWriting"}},{"kind":"Field","name":{"kind":"Name","value":"wasDeepListen"}}]}}]}}]} as unknown as DocumentNode<CurrentUserForHomePageQuery, CurrentUserForHomePageQueryVariables>;
export const MemberGreetingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberGreeting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfChecks"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFollowees"}},{"kind":"Field","name":{"kind":"Name","value":"favoriteReleasesList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"suggestedFollows"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FollowFlagsFields"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"isSupporter"}},{"kind":"Field","name":{"kind":"Name","value":"isFAN"}},{"kind":"Field","name":{"kind":"Name","value":"isVIP"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FollowFlagsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"isFollowedByCurrentUser"}},{"kind":"Field","name":{"kind":"Name","value":"isFollowingCurrentUser"}},{"kind":"Field","name":{"kind":"Name","value":"isFriendsWithCurrentUser"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFollowers"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFollowees"}}]}}]} as unknown as DocumentNode<MemberGreetingQuery, MemberGreetingQueryVariables>;
export const NewestReleasesForHomePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NewestReleasesForHomePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newestReleases"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReleaseCardFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReleaseCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Release"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"thumb"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasChecked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserDeepListened"}},{"kind":"Field","name":{"kind":"Name","value":"artists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"joinPhrase"}}]}}]}}]} as unknown as DocumentNode<NewestReleasesForHomePageQuery, NewestReleasesForHomePageQueryVariables>;
export const RecentActivityForHomePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecentActivityForHomePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"communityActivity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ActivityCardFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ItemCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Item"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Release"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"thumb"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"artists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"joinPhrase"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Song"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"artists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"joinPhrase"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActivityCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Activity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}}]}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ItemCardFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"log"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"hasWriting"}},{"kind":"Field","name":{"kind":"Name","value":"wasDeepListen"}}]}}]}}]} as unknown as DocumentNode<RecentActivityForHomePageQuery, RecentActivityForHomePageQueryVariables>;
export const RecentAndFeaturedQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"recentAndFeaturedQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"featuredLists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListCardFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recentReviews"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"reviewTitle"}},{"kind":"Field","name":{"kind":"Name","value":"review"}},{"kind":"Field","name":{"kind":"Name","value":"dateText"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}}]}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ItemCardFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"List"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"albumCovers"}},{"kind":"Field","name":{"kind":"Name","value":"itemsCount"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLikes"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"isOfficial"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ItemCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Item"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Release"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"thumb"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"artists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"joinPhrase"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Song"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"artists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"joinPhrase"}}]}}]}}]}}]} as unknown as DocumentNode<RecentAndFeaturedQueryQuery, RecentAndFeaturedQueryQueryVariables>;
export const AddAllToListenToDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"addAllToListenTo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"releaseIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addAllToListenTo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"releaseIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"releaseIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasAddedToListenTo"}}]}}]}}]} as unknown as DocumentNode<AddAllToListenToMutation, AddAllToListenToMutationVariables>;
export const AddSongToListenToDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddSongToListenTo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"songId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addSongToListenTo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"songId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"songId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SongActionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SongActionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Song"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"artistName"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"mbLink"}},{"kind":"Field","name":{"kind":"Name","value":"youtubeId"}},{"kind":"Field","name":{"kind":"Name","value":"preventUncheck"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasChecked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserDeepListened"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasAddedToListenTo"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasLiked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasLoved"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasFavorited"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserRating"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLikes"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLoves"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFavorites"}}]}}]} as unknown as DocumentNode<AddSongToListenToMutation, AddSongToListenToMutationVariables>;
export const AddToListenToDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddToListenTo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"releaseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addToListenTo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"releaseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"releaseId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReleaseActionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReleaseActionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Release"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"artistName"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"mbReleaseGroupLink"}},{"kind":"Field","name":{"kind":"Name","value":"youtubePlaylistId"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasChecked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserDeepListened"}},{"kind":"Field","name":{"kind":"Name","value":"isPurpleCheck"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasAddedToListenTo"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasLiked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasLoved"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasFavorited"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserRating"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfChecks"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLikes"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLoves"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFavorites"}}]}}]} as unknown as DocumentNode<AddToListenToMutation, AddToListenToMutationVariables>;
export const ArtistReleaseIdsToSaveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ArtistReleaseIdsToSave"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"primaryTypes"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReleasePrimaryType"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"secondaryTypes"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReleaseSecondaryType"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"artist"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserReleaseIdsToSave"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"primaryTypes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"primaryTypes"}}},{"kind":"Argument","name":{"kind":"Name","value":"secondaryTypes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"secondaryTypes"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unlistened"}},{"kind":"Field","name":{"kind":"Name","value":"unadded"}}]}}]}}]}}]} as unknown as DocumentNode<ArtistReleaseIdsToSaveQuery, ArtistReleaseIdsToSaveQueryVariables>;
export const CheckReleaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"checkRelease"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"releaseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkRelease"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"releaseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"releaseId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReleaseActionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReleaseActionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Release"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"artistName"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"mbReleaseGroupLink"}},{"kind":"Field","name":{"kind":"Name","value":"youtubePlaylistId"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasChecked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserDeepListened"}},{"kind":"Field","name":{"kind":"Name","value":"isPurpleCheck"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasAddedToListenTo"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasLiked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasLoved"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasFavorited"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserRating"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfChecks"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLikes"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLoves"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFavorites"}}]}}]} as unknown as DocumentNode<CheckReleaseMutation, CheckReleaseMutationVariables>;
export const CheckSongDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"checkSong"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"songId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkSong"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"songId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"songId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SongActionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SongActionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Song"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"artistName"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"mbLink"}},{"kind":"Field","name":{"kind":"Name","value":"youtubeId"}},{"kind":"Field","name":{"kind":"Name","value":"preventUncheck"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasChecked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserDeepListened"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasAddedToListenTo"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasLiked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasLoved"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasFavorited"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserRating"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLikes"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLoves"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFavorites"}}]}}]} as unknown as DocumentNode<CheckSongMutation, CheckSongMutationVariables>;
export const FavoriteItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FavoriteItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"favoriteItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReleaseActionFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SongActionFields"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Artist"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFavorites"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasFavorited"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReleaseActionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Release"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"artistName"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"mbReleaseGroupLink"}},{"kind":"Field","name":{"kind":"Name","value":"youtubePlaylistId"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasChecked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserDeepListened"}},{"kind":"Field","name":{"kind":"Name","value":"isPurpleCheck"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasAddedToListenTo"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasLiked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasLoved"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasFavorited"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserRating"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfChecks"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLikes"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLoves"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFavorites"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SongActionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Song"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"artistName"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"mbLink"}},{"kind":"Field","name":{"kind":"Name","value":"youtubeId"}},{"kind":"Field","name":{"kind":"Name","value":"preventUncheck"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasChecked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserDeepListened"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasAddedToListenTo"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasLiked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasLoved"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasFavorited"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserRating"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLikes"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLoves"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFavorites"}}]}}]} as unknown as DocumentNode<FavoriteItemMutation, FavoriteItemMutationVariables>;
export const LikeItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LikeItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"itemId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"itemType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ItemType"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"likeItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"itemId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"itemId"}}},{"kind":"Argument","name":{"kind":"Name","value":"itemType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"itemType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReleaseActionFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SongActionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReleaseActionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Release"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"artistName"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"mbReleaseGroupLink"}},{"kind":"Field","name":{"kind":"Name","value":"youtubePlaylistId"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasChecked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserDeepListened"}},{"kind":"Field","name":{"kind":"Name","value":"isPurpleCheck"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasAddedToListenTo"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasLiked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasLoved"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasFavorited"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserRating"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfChecks"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLikes"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLoves"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFavorites"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SongActionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Song"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"artistName"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"mbLink"}},{"kind":"Field","name":{"kind":"Name","value":"youtubeId"}},{"kind":"Field","name":{"kind":"Name","value":"preventUncheck"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasChecked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserDeepListened"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasAddedToListenTo"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasLiked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasLoved"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasFavorited"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserRating"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLikes"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLoves"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFavorites"}}]}}]} as unknown as DocumentNode<LikeItemMutation, LikeItemMutationVariables>;
export const LoveItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LoveItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"itemId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"itemType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ItemType"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loveItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"itemId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"itemId"}}},{"kind":"Argument","name":{"kind":"Name","value":"itemType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"itemType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReleaseActionFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SongActionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReleaseActionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Release"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"artistName"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"mbReleaseGroupLink"}},{"kind":"Field","name":{"kind":"Name","value":"youtubePlaylistId"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasChecked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserDeepListened"}},{"kind":"Field","name":{"kind":"Name","value":"isPurpleCheck"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasAddedToListenTo"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasLiked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasLoved"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasFavorited"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserRating"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfChecks"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLikes"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLoves"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFavorites"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SongActionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Song"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"artistName"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"mbLink"}},{"kind":"Field","name":{"kind":"Name","value":"youtubeId"}},{"kind":"Field","name":{"kind":"Name","value":"preventUncheck"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasChecked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserDeepListened"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasAddedToListenTo"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasLiked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasLoved"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasFavorited"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserRating"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLikes"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLoves"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFavorites"}}]}}]} as unknown as DocumentNode<LoveItemMutation, LoveItemMutationVariables>;
export const MarkDeepListenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"markDeepListen"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"itemId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"itemType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ItemType"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markDeepListen"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"itemId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"itemId"}}},{"kind":"Argument","name":{"kind":"Name","value":"itemType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"itemType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReleaseActionFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SongActionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReleaseActionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Release"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"artistName"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"mbReleaseGroupLink"}},{"kind":"Field","name":{"kind":"Name","value":"youtubePlaylistId"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasChecked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserDeepListened"}},{"kind":"Field","name":{"kind":"Name","value":"isPurpleCheck"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasAddedToListenTo"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasLiked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasLoved"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasFavorited"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserRating"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfChecks"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLikes"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLoves"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFavorites"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SongActionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Song"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"artistName"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"mbLink"}},{"kind":"Field","name":{"kind":"Name","value":"youtubeId"}},{"kind":"Field","name":{"kind":"Name","value":"preventUncheck"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasChecked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserDeepListened"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasAddedToListenTo"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasLiked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasLoved"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasFavorited"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserRating"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLikes"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLoves"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFavorites"}}]}}]} as unknown as DocumentNode<MarkDeepListenMutation, MarkDeepListenMutationVariables>;
export const MarkPurpleCheckDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"markPurpleCheck"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"releaseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markPurpleCheck"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"releaseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"releaseId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReleaseActionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReleaseActionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Release"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"artistName"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"mbReleaseGroupLink"}},{"kind":"Field","name":{"kind":"Name","value":"youtubePlaylistId"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasChecked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserDeepListened"}},{"kind":"Field","name":{"kind":"Name","value":"isPurpleCheck"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasAddedToListenTo"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasLiked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasLoved"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasFavorited"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserRating"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfChecks"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLikes"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLoves"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFavorites"}}]}}]} as unknown as DocumentNode<MarkPurpleCheckMutation, MarkPurpleCheckMutationVariables>;
export const RateReleaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"rateRelease"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rating"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"releaseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rateRelease"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"rating"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rating"}}},{"kind":"Argument","name":{"kind":"Name","value":"releaseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"releaseId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReleaseActionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReleaseActionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Release"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"artistName"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"mbReleaseGroupLink"}},{"kind":"Field","name":{"kind":"Name","value":"youtubePlaylistId"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasChecked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserDeepListened"}},{"kind":"Field","name":{"kind":"Name","value":"isPurpleCheck"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasAddedToListenTo"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasLiked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasLoved"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasFavorited"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserRating"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfChecks"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLikes"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLoves"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFavorites"}}]}}]} as unknown as DocumentNode<RateReleaseMutation, RateReleaseMutationVariables>;
export const RateSongDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"rateSong"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rating"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"songId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rateSong"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"rating"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rating"}}},{"kind":"Argument","name":{"kind":"Name","value":"songId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"songId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SongActionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SongActionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Song"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"artistName"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"mbLink"}},{"kind":"Field","name":{"kind":"Name","value":"youtubeId"}},{"kind":"Field","name":{"kind":"Name","value":"preventUncheck"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasChecked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserDeepListened"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasAddedToListenTo"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasLiked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasLoved"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasFavorited"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserRating"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLikes"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLoves"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFavorites"}}]}}]} as unknown as DocumentNode<RateSongMutation, RateSongMutationVariables>;
export const ReleaseForActionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReleaseForActions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"release"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReleaseActionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReleaseActionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Release"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"artistName"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"mbReleaseGroupLink"}},{"kind":"Field","name":{"kind":"Name","value":"youtubePlaylistId"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasChecked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserDeepListened"}},{"kind":"Field","name":{"kind":"Name","value":"isPurpleCheck"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasAddedToListenTo"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasLiked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasLoved"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasFavorited"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserRating"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfChecks"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLikes"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLoves"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFavorites"}}]}}]} as unknown as DocumentNode<ReleaseForActionsQuery, ReleaseForActionsQueryVariables>;
export const RemoveFromListenToDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveFromListenTo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"releaseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeFromListenTo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"releaseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"releaseId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReleaseActionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReleaseActionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Release"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"artistName"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"mbReleaseGroupLink"}},{"kind":"Field","name":{"kind":"Name","value":"youtubePlaylistId"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasChecked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserDeepListened"}},{"kind":"Field","name":{"kind":"Name","value":"isPurpleCheck"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasAddedToListenTo"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasLiked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasLoved"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasFavorited"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserRating"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfChecks"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLikes"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLoves"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFavorites"}}]}}]} as unknown as DocumentNode<RemoveFromListenToMutation, RemoveFromListenToMutationVariables>;
export const RemoveReleaseRatingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"removeReleaseRating"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"releaseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeReleaseRating"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"releaseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"releaseId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReleaseActionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReleaseActionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Release"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"artistName"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"mbReleaseGroupLink"}},{"kind":"Field","name":{"kind":"Name","value":"youtubePlaylistId"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasChecked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserDeepListened"}},{"kind":"Field","name":{"kind":"Name","value":"isPurpleCheck"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasAddedToListenTo"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasLiked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasLoved"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasFavorited"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserRating"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfChecks"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLikes"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLoves"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFavorites"}}]}}]} as unknown as DocumentNode<RemoveReleaseRatingMutation, RemoveReleaseRatingMutationVariables>;
export const RemoveSongFromListenToDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveSongFromListenTo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"songId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeSongFromListenTo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"songId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"songId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SongActionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SongActionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Song"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"artistName"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"mbLink"}},{"kind":"Field","name":{"kind":"Name","value":"youtubeId"}},{"kind":"Field","name":{"kind":"Name","value":"preventUncheck"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasChecked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserDeepListened"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasAddedToListenTo"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasLiked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasLoved"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasFavorited"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserRating"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLikes"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLoves"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFavorites"}}]}}]} as unknown as DocumentNode<RemoveSongFromListenToMutation, RemoveSongFromListenToMutationVariables>;
export const RemoveSongRatingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"removeSongRating"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"songId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeSongRating"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"songId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"songId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SongActionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SongActionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Song"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"artistName"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"mbLink"}},{"kind":"Field","name":{"kind":"Name","value":"youtubeId"}},{"kind":"Field","name":{"kind":"Name","value":"preventUncheck"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasChecked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserDeepListened"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasAddedToListenTo"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasLiked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasLoved"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasFavorited"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserRating"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLikes"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLoves"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFavorites"}}]}}]} as unknown as DocumentNode<RemoveSongRatingMutation, RemoveSongRatingMutationVariables>;
export const SongForActionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SongForActions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"song"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SongActionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SongActionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Song"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"artistName"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"mbLink"}},{"kind":"Field","name":{"kind":"Name","value":"youtubeId"}},{"kind":"Field","name":{"kind":"Name","value":"preventUncheck"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasChecked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserDeepListened"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasAddedToListenTo"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasLiked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasLoved"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasFavorited"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserRating"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLikes"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLoves"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFavorites"}}]}}]} as unknown as DocumentNode<SongForActionsQuery, SongForActionsQueryVariables>;
export const UncheckReleaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"uncheckRelease"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"releaseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uncheckRelease"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"releaseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"releaseId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReleaseActionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReleaseActionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Release"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"artistName"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"mbReleaseGroupLink"}},{"kind":"Field","name":{"kind":"Name","value":"youtubePlaylistId"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasChecked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserDeepListened"}},{"kind":"Field","name":{"kind":"Name","value":"isPurpleCheck"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasAddedToListenTo"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasLiked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasLoved"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasFavorited"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserRating"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfChecks"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLikes"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLoves"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFavorites"}}]}}]} as unknown as DocumentNode<UncheckReleaseMutation, UncheckReleaseMutationVariables>;
export const UncheckSongDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"uncheckSong"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"songId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uncheckSong"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"songId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"songId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SongActionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SongActionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Song"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"artistName"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"mbLink"}},{"kind":"Field","name":{"kind":"Name","value":"youtubeId"}},{"kind":"Field","name":{"kind":"Name","value":"preventUncheck"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasChecked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserDeepListened"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasAddedToListenTo"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasLiked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasLoved"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasFavorited"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserRating"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLikes"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLoves"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFavorites"}}]}}]} as unknown as DocumentNode<UncheckSongMutation, UncheckSongMutationVariables>;
export const UnfavoriteItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnfavoriteItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unfavoriteItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReleaseActionFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SongActionFields"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Artist"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFavorites"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasFavorited"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReleaseActionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Release"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"artistName"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"mbReleaseGroupLink"}},{"kind":"Field","name":{"kind":"Name","value":"youtubePlaylistId"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasChecked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserDeepListened"}},{"kind":"Field","name":{"kind":"Name","value":"isPurpleCheck"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasAddedToListenTo"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasLiked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasLoved"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasFavorited"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserRating"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfChecks"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLikes"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLoves"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFavorites"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SongActionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Song"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"artistName"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"mbLink"}},{"kind":"Field","name":{"kind":"Name","value":"youtubeId"}},{"kind":"Field","name":{"kind":"Name","value":"preventUncheck"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasChecked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserDeepListened"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasAddedToListenTo"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasLiked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasLoved"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasFavorited"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserRating"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLikes"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLoves"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFavorites"}}]}}]} as unknown as DocumentNode<UnfavoriteItemMutation, UnfavoriteItemMutationVariables>;
export const UnlikeItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnlikeItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"itemId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"itemType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ItemType"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unlikeItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"itemId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"itemId"}}},{"kind":"Argument","name":{"kind":"Name","value":"itemType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"itemType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReleaseActionFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SongActionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReleaseActionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Release"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"artistName"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"mbReleaseGroupLink"}},{"kind":"Field","name":{"kind":"Name","value":"youtubePlaylistId"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasChecked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserDeepListened"}},{"kind":"Field","name":{"kind":"Name","value":"isPurpleCheck"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasAddedToListenTo"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasLiked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasLoved"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasFavorited"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserRating"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfChecks"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLikes"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLoves"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFavorites"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SongActionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Song"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"artistName"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"mbLink"}},{"kind":"Field","name":{"kind":"Name","value":"youtubeId"}},{"kind":"Field","name":{"kind":"Name","value":"preventUncheck"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasChecked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserDeepListened"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasAddedToListenTo"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasLiked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasLoved"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasFavorited"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserRating"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLikes"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLoves"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFavorites"}}]}}]} as unknown as DocumentNode<UnlikeItemMutation, UnlikeItemMutationVariables>;
export const UnloveItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnloveItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"itemId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"itemType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ItemType"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unloveItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"itemId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"itemId"}}},{"kind":"Argument","name":{"kind":"Name","value":"itemType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"itemType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReleaseActionFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SongActionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReleaseActionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Release"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"artistName"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"mbReleaseGroupLink"}},{"kind":"Field","name":{"kind":"Name","value":"youtubePlaylistId"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasChecked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserDeepListened"}},{"kind":"Field","name":{"kind":"Name","value":"isPurpleCheck"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasAddedToListenTo"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasLiked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasLoved"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasFavorited"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserRating"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfChecks"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLikes"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLoves"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFavorites"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SongActionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Song"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"artistName"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"mbLink"}},{"kind":"Field","name":{"kind":"Name","value":"youtubeId"}},{"kind":"Field","name":{"kind":"Name","value":"preventUncheck"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasChecked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserDeepListened"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasAddedToListenTo"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasLiked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasLoved"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasFavorited"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserRating"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLikes"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLoves"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFavorites"}}]}}]} as unknown as DocumentNode<UnloveItemMutation, UnloveItemMutationVariables>;
export const UnmarkDeepListenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"unmarkDeepListen"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"itemId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"itemType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ItemType"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unmarkDeepListen"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"itemId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"itemId"}}},{"kind":"Argument","name":{"kind":"Name","value":"itemType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"itemType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReleaseActionFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SongActionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReleaseActionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Release"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"artistName"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"mbReleaseGroupLink"}},{"kind":"Field","name":{"kind":"Name","value":"youtubePlaylistId"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasChecked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserDeepListened"}},{"kind":"Field","name":{"kind":"Name","value":"isPurpleCheck"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasAddedToListenTo"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasLiked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasLoved"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasFavorited"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserRating"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfChecks"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLikes"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLoves"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFavorites"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SongActionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Song"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"artistName"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"mbLink"}},{"kind":"Field","name":{"kind":"Name","value":"youtubeId"}},{"kind":"Field","name":{"kind":"Name","value":"preventUncheck"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasChecked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserDeepListened"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasAddedToListenTo"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasLiked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasLoved"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasFavorited"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserRating"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLikes"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLoves"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFavorites"}}]}}]} as unknown as DocumentNode<UnmarkDeepListenMutation, UnmarkDeepListenMutationVariables>;
export const UnmarkPurpleCheckDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"unmarkPurpleCheck"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"releaseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unmarkPurpleCheck"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"releaseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"releaseId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReleaseActionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReleaseActionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Release"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"artistName"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"mbReleaseGroupLink"}},{"kind":"Field","name":{"kind":"Name","value":"youtubePlaylistId"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasChecked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserDeepListened"}},{"kind":"Field","name":{"kind":"Name","value":"isPurpleCheck"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasAddedToListenTo"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasLiked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasLoved"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasFavorited"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserRating"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfChecks"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLikes"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLoves"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFavorites"}}]}}]} as unknown as DocumentNode<UnmarkPurpleCheckMutation, UnmarkPurpleCheckMutationVariables>;
export const ReleaseListenedTracksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReleaseListenedTracks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"release"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tracksCount"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserListenedTracksCount"}}]}}]}}]} as unknown as DocumentNode<ReleaseListenedTracksQuery, ReleaseListenedTracksQueryVariables>;
export const UserRecentListensDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserRecentListens"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"listens"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"listenedAt"}},{"kind":"Field","name":{"kind":"Name","value":"artistName"}},{"kind":"Field","name":{"kind":"Name","value":"trackName"}},{"kind":"Field","name":{"kind":"Name","value":"song"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"link"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]}}]}}]} as unknown as DocumentNode<UserRecentListensQuery, UserRecentListensQueryVariables>;
export const AddItemToListsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddItemToLists"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lists"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ListTargetInput"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"item"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ListItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addItemToLists"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lists"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lists"}}},{"kind":"Argument","name":{"kind":"Name","value":"item"},"value":{"kind":"Variable","name":{"kind":"Name","value":"item"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"itemsCount"}},{"kind":"Field","name":{"kind":"Name","value":"albumCovers"}}]}}]}}]} as unknown as DocumentNode<AddItemToListsMutation, AddItemToListsMutationVariables>;
export const ChartsListForNavDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChartsListForNav"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chartsList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"link"}}]}}]}}]} as unknown as DocumentNode<ChartsListForNavQuery, ChartsListForNavQueryVariables>;
export const CurrentUsersListsForListAdderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CurrentUsersListsForListAdder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filterItems"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SourceType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lists"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filterItems"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filterItems"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"itemsCount"}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<CurrentUsersListsForListAdderQuery, CurrentUsersListsForListAdderQueryVariables>;
export const ListForFollowListButtonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListForFollowListButton"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"list"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserFollows"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFollows"}}]}}]}}]} as unknown as DocumentNode<ListForFollowListButtonQuery, ListForFollowListButtonQueryVariables>;
export const ListForLikeListButtonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListForLikeListButton"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"list"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserLikes"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserCreated"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLikes"}}]}}]}}]} as unknown as DocumentNode<ListForLikeListButtonQuery, ListForLikeListButtonQueryVariables>;
export const ListForListActionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListForListActions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"list"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isEditable"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserCreated"}}]}}]}}]} as unknown as DocumentNode<ListForListActionsQuery, ListForListActionsQueryVariables>;
export const ListForListActionsShortcutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListForListActionsShortcut"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"list"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isEditable"}}]}}]}}]} as unknown as DocumentNode<ListForListActionsShortcutQuery, ListForListActionsShortcutQueryVariables>;
export const ListForListItemsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListForListItems"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currentUserListenStatusFilter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListenFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListItemsSortBy"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"list"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"currentUserListenStatusFilter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currentUserListenStatusFilter"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListItemFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReleaseCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Release"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"thumb"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasChecked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserDeepListened"}},{"kind":"Field","name":{"kind":"Name","value":"artists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"joinPhrase"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ListItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"itemType"}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Release"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReleaseCardFields"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasChecked"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Song"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"artists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"joinPhrase"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasChecked"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Artist"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]}}]}}]} as unknown as DocumentNode<ListForListItemsQuery, ListForListItemsQueryVariables>;
export const ListForListPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListForListPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"list"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListHeaderFields"}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListHeaderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"List"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"yearStart"}},{"kind":"Field","name":{"kind":"Name","value":"yearEnd"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"decades"}},{"kind":"Field","name":{"kind":"Name","value":"isPersonal"}},{"kind":"Field","name":{"kind":"Name","value":"isRanked"}},{"kind":"Field","name":{"kind":"Name","value":"isOfficial"}},{"kind":"Field","name":{"kind":"Name","value":"isEditable"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdByLink"}},{"kind":"Field","name":{"kind":"Name","value":"createdByUserLink"}},{"kind":"Field","name":{"kind":"Name","value":"createdByAndCreatedByUserAreSame"}},{"kind":"Field","name":{"kind":"Name","value":"createdByUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"albumCovers"}},{"kind":"Field","name":{"kind":"Name","value":"itemsCount"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLikes"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFollows"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserLikes"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserFollows"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserCreated"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserNumberOfChecks"}}]}}]} as unknown as DocumentNode<ListForListPageQuery, ListForListPageQueryVariables>;
export const ListForListsEditDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListForListsEdit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"all"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}},"defaultValue":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"list"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"yearStart"}},{"kind":"Field","name":{"kind":"Name","value":"yearEnd"}},{"kind":"Field","name":{"kind":"Name","value":"isPersonal"}},{"kind":"Field","name":{"kind":"Name","value":"isRanked"}},{"kind":"Field","name":{"kind":"Name","value":"isEditable"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"all"},"value":{"kind":"Variable","name":{"kind":"Name","value":"all"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListItemFields"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReleaseCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Release"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"thumb"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasChecked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserDeepListened"}},{"kind":"Field","name":{"kind":"Name","value":"artists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"joinPhrase"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ListItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"itemType"}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Release"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReleaseCardFields"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasChecked"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Song"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"artists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"joinPhrase"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasChecked"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Artist"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]}}]}}]} as unknown as DocumentNode<ListForListsEditQuery, ListForListsEditQueryVariables>;
export const ListFormDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListForm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"types"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SearchType"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"artistOffsetIndex"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"releaseOffsetIndex"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"songOffsetIndex"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"search"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"types"},"value":{"kind":"Variable","name":{"kind":"Name","value":"types"}}},{"kind":"Argument","name":{"kind":"Name","value":"artistOffsetIndex"},"value":{"kind":"Variable","name":{"kind":"Name","value":"artistOffsetIndex"}}},{"kind":"Argument","name":{"kind":"Name","value":"releaseOffsetIndex"},"value":{"kind":"Variable","name":{"kind":"Name","value":"releaseOffsetIndex"}}},{"kind":"Argument","name":{"kind":"Name","value":"songOffsetIndex"},"value":{"kind":"Variable","name":{"kind":"Name","value":"songOffsetIndex"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"releases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReleaseCardFields"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"songs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"artists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"joinPhrase"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"artists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReleaseCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Release"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"thumb"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasChecked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserDeepListened"}},{"kind":"Field","name":{"kind":"Name","value":"artists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"joinPhrase"}}]}}]}}]} as unknown as DocumentNode<ListFormQuery, ListFormQueryVariables>;
export const ListProgressBarListProgressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListProgressBarListProgress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"listId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"list"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"listId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserNumberOfChecks"}},{"kind":"Field","name":{"kind":"Name","value":"itemsCount"}}]}}]}}]} as unknown as DocumentNode<ListProgressBarListProgressQuery, ListProgressBarListProgressQueryVariables>;
export const ListUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ListInteractionStatus"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"list"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UsersPageFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FollowFlagsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"isFollowedByCurrentUser"}},{"kind":"Field","name":{"kind":"Name","value":"isFollowingCurrentUser"}},{"kind":"Field","name":{"kind":"Name","value":"isFriendsWithCurrentUser"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFollowers"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFollowees"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"isSupporter"}},{"kind":"Field","name":{"kind":"Name","value":"isFAN"}},{"kind":"Field","name":{"kind":"Name","value":"isVIP"}},{"kind":"Field","name":{"kind":"Name","value":"isFollowedByCurrentUser"}},{"kind":"Field","name":{"kind":"Name","value":"isFollowingCurrentUser"}},{"kind":"Field","name":{"kind":"Name","value":"isFriendsWithCurrentUser"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FollowFlagsFields"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UsersPageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserRowFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<ListUsersQuery, ListUsersQueryVariables>;
export const ListsHoldingItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListsHoldingItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"song"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"release"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"skip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"song"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserListIds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"song"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"song"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserListIds"}}]}}]}}]} as unknown as DocumentNode<ListsHoldingItemQuery, ListsHoldingItemQueryVariables>;
export const OfficialListsForListsListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OfficialListsForListsList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListSortBy"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"officialLists"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListsPageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"List"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"albumCovers"}},{"kind":"Field","name":{"kind":"Name","value":"itemsCount"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLikes"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"isOfficial"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListsPageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ListConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListCardFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<OfficialListsForListsListQuery, OfficialListsForListsListQueryVariables>;
export const UserListsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserLists"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"listFilterBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListFilterBy"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListSortBy"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lists"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"listFilterBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"listFilterBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListsPageFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"List"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"albumCovers"}},{"kind":"Field","name":{"kind":"Name","value":"itemsCount"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLikes"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"isOfficial"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListsPageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ListConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListCardFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<UserListsQuery, UserListsQueryVariables>;
export const UserListsForListsListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserListsForListsList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListSortBy"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userLists"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListsPageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"List"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"albumCovers"}},{"kind":"Field","name":{"kind":"Name","value":"itemsCount"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLikes"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"isOfficial"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListsPageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ListConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListCardFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<UserListsForListsListQuery, UserListsForListsListQueryVariables>;
export const CreateListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"createList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fields"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ListFieldsInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"items"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ListItemInput"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sections"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ListSectionInput"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fields"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fields"}}},{"kind":"Argument","name":{"kind":"Name","value":"items"},"value":{"kind":"Variable","name":{"kind":"Name","value":"items"}}},{"kind":"Argument","name":{"kind":"Name","value":"sections"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sections"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateListMutation, CreateListMutationVariables>;
export const CurrentUserQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"currentUserQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"favoriteArtistsList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"favoriteReleasesList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"favoriteSongsList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<CurrentUserQueryQuery, CurrentUserQueryQueryVariables>;
export const DeleteListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"deleteList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteListMutation, DeleteListMutationVariables>;
export const FollowListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"followList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"listId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"followList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"listId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"listId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserFollows"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFollows"}}]}}]}}]} as unknown as DocumentNode<FollowListMutation, FollowListMutationVariables>;
export const LikeListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"likeList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"listId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"likeList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"listId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"listId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserLikes"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLikes"}}]}}]}}]} as unknown as DocumentNode<LikeListMutation, LikeListMutationVariables>;
export const UnfollowListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"unfollowList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"listId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unfollowList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"listId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"listId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserFollows"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFollows"}}]}}]}}]} as unknown as DocumentNode<UnfollowListMutation, UnfollowListMutationVariables>;
export const UnlikeListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"unlikeList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"listId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unlikeList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"listId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"listId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserLikes"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLikes"}}]}}]}}]} as unknown as DocumentNode<UnlikeListMutation, UnlikeListMutationVariables>;
export const UpdateListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"updateList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"listId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fields"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ListFieldsInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"items"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ListItemInput"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sections"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ListSectionInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedUpdatedAt"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"listId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"listId"}}},{"kind":"Argument","name":{"kind":"Name","value":"fields"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fields"}}},{"kind":"Argument","name":{"kind":"Name","value":"items"},"value":{"kind":"Variable","name":{"kind":"Name","value":"items"}}},{"kind":"Argument","name":{"kind":"Name","value":"sections"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sections"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedUpdatedAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedUpdatedAt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListHeaderFields"}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListHeaderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"List"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"yearStart"}},{"kind":"Field","name":{"kind":"Name","value":"yearEnd"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"decades"}},{"kind":"Field","name":{"kind":"Name","value":"isPersonal"}},{"kind":"Field","name":{"kind":"Name","value":"isRanked"}},{"kind":"Field","name":{"kind":"Name","value":"isOfficial"}},{"kind":"Field","name":{"kind":"Name","value":"isEditable"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdByLink"}},{"kind":"Field","name":{"kind":"Name","value":"createdByUserLink"}},{"kind":"Field","name":{"kind":"Name","value":"createdByAndCreatedByUserAreSame"}},{"kind":"Field","name":{"kind":"Name","value":"createdByUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"albumCovers"}},{"kind":"Field","name":{"kind":"Name","value":"itemsCount"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLikes"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFollows"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserLikes"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserFollows"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserCreated"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserNumberOfChecks"}}]}}]} as unknown as DocumentNode<UpdateListMutation, UpdateListMutationVariables>;
export const CurrentUserForNotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CurrentUserForNotifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"unseenNotificationsCount"}}]}}]}}]} as unknown as DocumentNode<CurrentUserForNotificationsQuery, CurrentUserForNotificationsQueryVariables>;
export const CurrentUserForNotificationsDrawerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CurrentUserForNotificationsDrawer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"recNotifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"viewed"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"upvoteType"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rec"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecFields"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"log"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Release"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Song"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ItemCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Item"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Release"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"thumb"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"artists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"joinPhrase"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Song"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"artists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"joinPhrase"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Recommendation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"explanation"}},{"kind":"Field","name":{"kind":"Name","value":"isFriendRec"}},{"kind":"Field","name":{"kind":"Name","value":"recommendersRating"}},{"kind":"Field","name":{"kind":"Name","value":"userResponse"}},{"kind":"Field","name":{"kind":"Name","value":"userRespondedAt"}},{"kind":"Field","name":{"kind":"Name","value":"declined"}},{"kind":"Field","name":{"kind":"Name","value":"recommender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}}]}},{"kind":"Field","name":{"kind":"Name","value":"list"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ItemCardFields"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Release"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentUserHasChecked"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Song"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentUserHasChecked"}}]}}]}}]}}]} as unknown as DocumentNode<CurrentUserForNotificationsDrawerQuery, CurrentUserForNotificationsDrawerQueryVariables>;
export const MarkNotificationsViewedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkNotificationsViewed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"notificationIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markNotificationsViewed"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"notificationIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"notificationIds"}}}]}]}}]} as unknown as DocumentNode<MarkNotificationsViewedMutation, MarkNotificationsViewedMutationVariables>;
export const ReleaseSongsForPlayerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReleaseSongsForPlayer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"release"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tracks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"song"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"artistName"}},{"kind":"Field","name":{"kind":"Name","value":"youtubeId"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ReleaseSongsForPlayerQuery, ReleaseSongsForPlayerQueryVariables>;
export const DeclineRecDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeclineRec"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"recId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"declineRec"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"recId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"recId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"declined"}}]}}]}}]} as unknown as DocumentNode<DeclineRecMutation, DeclineRecMutationVariables>;
export const RecommendReleaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"recommendRelease"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"recommendeeIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"releaseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"explanation"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recommendRelease"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"recommendeeIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"recommendeeIds"}}},{"kind":"Argument","name":{"kind":"Name","value":"releaseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"releaseId"}}},{"kind":"Argument","name":{"kind":"Name","value":"explanation"},"value":{"kind":"Variable","name":{"kind":"Name","value":"explanation"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RecommendReleaseMutation, RecommendReleaseMutationVariables>;
export const RecommendSongDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"recommendSong"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"recommendeeIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"songId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"explanation"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recommendSong"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"recommendeeIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"recommendeeIds"}}},{"kind":"Argument","name":{"kind":"Name","value":"songId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"songId"}}},{"kind":"Argument","name":{"kind":"Name","value":"explanation"},"value":{"kind":"Variable","name":{"kind":"Name","value":"explanation"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RecommendSongMutation, RecommendSongMutationVariables>;
export const RecommendModalQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecommendModalQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"itemId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"itemType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ItemType"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"friendsToRec"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"itemId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"itemId"}}},{"kind":"Argument","name":{"kind":"Name","value":"itemType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"itemType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}}]}}]}}]}}]} as unknown as DocumentNode<RecommendModalQueryQuery, RecommendModalQueryQueryVariables>;
export const UserRecsForProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserRecsForProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"recs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ItemCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Item"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Release"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"thumb"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"artists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"joinPhrase"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Song"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"artists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"joinPhrase"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Recommendation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"explanation"}},{"kind":"Field","name":{"kind":"Name","value":"isFriendRec"}},{"kind":"Field","name":{"kind":"Name","value":"recommendersRating"}},{"kind":"Field","name":{"kind":"Name","value":"userResponse"}},{"kind":"Field","name":{"kind":"Name","value":"userRespondedAt"}},{"kind":"Field","name":{"kind":"Name","value":"declined"}},{"kind":"Field","name":{"kind":"Name","value":"recommender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}}]}},{"kind":"Field","name":{"kind":"Name","value":"list"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ItemCardFields"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Release"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentUserHasChecked"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Song"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentUserHasChecked"}}]}}]}}]}}]} as unknown as DocumentNode<UserRecsForProfileQuery, UserRecsForProfileQueryVariables>;
export const RespondToRecDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"respondToRec"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"recId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"response"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"respondToRec"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"recId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"recId"}}},{"kind":"Argument","name":{"kind":"Name","value":"response"},"value":{"kind":"Variable","name":{"kind":"Name","value":"response"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userResponse"}},{"kind":"Field","name":{"kind":"Name","value":"userRespondedAt"}}]}}]}}]} as unknown as DocumentNode<RespondToRecMutation, RespondToRecMutationVariables>;
export const DeleteLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"deleteLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"itemId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ItemType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"itemId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"itemId"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}}]}]}}]} as unknown as DocumentNode<DeleteLogMutation, DeleteLogMutationVariables>;
export const LogReleaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"logRelease"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"releaseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fields"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LogFieldsInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"listenAgain"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"recs"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logRelease"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"releaseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"releaseId"}}},{"kind":"Argument","name":{"kind":"Name","value":"fields"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fields"}}},{"kind":"Argument","name":{"kind":"Name","value":"listenAgain"},"value":{"kind":"Variable","name":{"kind":"Name","value":"listenAgain"}}},{"kind":"Argument","name":{"kind":"Name","value":"recs"},"value":{"kind":"Variable","name":{"kind":"Name","value":"recs"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LogFields"}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Release"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReleaseActionFields"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasLogged"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LogFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Log"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"rawDate"}},{"kind":"Field","name":{"kind":"Name","value":"dateText"}},{"kind":"Field","name":{"kind":"Name","value":"dateFull"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"review"}},{"kind":"Field","name":{"kind":"Name","value":"reviewTitle"}},{"kind":"Field","name":{"kind":"Name","value":"gratitude"}},{"kind":"Field","name":{"kind":"Name","value":"hadChills"}},{"kind":"Field","name":{"kind":"Name","value":"hasWriting"}},{"kind":"Field","name":{"kind":"Name","value":"wasDeepListen"}},{"kind":"Field","name":{"kind":"Name","value":"listenedBefore"}},{"kind":"Field","name":{"kind":"Name","value":"liked"}},{"kind":"Field","name":{"kind":"Name","value":"loved"}},{"kind":"Field","name":{"kind":"Name","value":"favorited"}},{"kind":"Field","name":{"kind":"Name","value":"isCurrentUsers"}},{"kind":"Field","name":{"kind":"Name","value":"itemType"}},{"kind":"Field","name":{"kind":"Name","value":"upvoteCount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"review"}},{"kind":"Field","name":{"kind":"Name","value":"gratitude"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currentUserUpvotes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"review"}},{"kind":"Field","name":{"kind":"Name","value":"gratitude"}}]}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"isSupporter"}},{"kind":"Field","name":{"kind":"Name","value":"isFAN"}},{"kind":"Field","name":{"kind":"Name","value":"isVIP"}}]}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Release"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"thumb"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"artists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"joinPhrase"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Song"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"artists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"joinPhrase"}}]}},{"kind":"Field","name":{"kind":"Name","value":"release"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReleaseActionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Release"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"artistName"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"mbReleaseGroupLink"}},{"kind":"Field","name":{"kind":"Name","value":"youtubePlaylistId"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasChecked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserDeepListened"}},{"kind":"Field","name":{"kind":"Name","value":"isPurpleCheck"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasAddedToListenTo"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasLiked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasLoved"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasFavorited"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserRating"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfChecks"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLikes"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLoves"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFavorites"}}]}}]} as unknown as DocumentNode<LogReleaseMutation, LogReleaseMutationVariables>;
export const LogSongDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"logSong"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"songId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fields"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LogFieldsInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"listenAgain"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"recs"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logSong"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"songId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"songId"}}},{"kind":"Argument","name":{"kind":"Name","value":"fields"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fields"}}},{"kind":"Argument","name":{"kind":"Name","value":"listenAgain"},"value":{"kind":"Variable","name":{"kind":"Name","value":"listenAgain"}}},{"kind":"Argument","name":{"kind":"Name","value":"recs"},"value":{"kind":"Variable","name":{"kind":"Name","value":"recs"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LogFields"}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Song"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SongActionFields"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasLogged"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LogFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Log"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"rawDate"}},{"kind":"Field","name":{"kind":"Name","value":"dateText"}},{"kind":"Field","name":{"kind":"Name","value":"dateFull"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"review"}},{"kind":"Field","name":{"kind":"Name","value":"reviewTitle"}},{"kind":"Field","name":{"kind":"Name","value":"gratitude"}},{"kind":"Field","name":{"kind":"Name","value":"hadChills"}},{"kind":"Field","name":{"kind":"Name","value":"hasWriting"}},{"kind":"Field","name":{"kind":"Name","value":"wasDeepListen"}},{"kind":"Field","name":{"kind":"Name","value":"listenedBefore"}},{"kind":"Field","name":{"kind":"Name","value":"liked"}},{"kind":"Field","name":{"kind":"Name","value":"loved"}},{"kind":"Field","name":{"kind":"Name","value":"favorited"}},{"kind":"Field","name":{"kind":"Name","value":"isCurrentUsers"}},{"kind":"Field","name":{"kind":"Name","value":"itemType"}},{"kind":"Field","name":{"kind":"Name","value":"upvoteCount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"review"}},{"kind":"Field","name":{"kind":"Name","value":"gratitude"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currentUserUpvotes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"review"}},{"kind":"Field","name":{"kind":"Name","value":"gratitude"}}]}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"isSupporter"}},{"kind":"Field","name":{"kind":"Name","value":"isFAN"}},{"kind":"Field","name":{"kind":"Name","value":"isVIP"}}]}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Release"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"thumb"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"artists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"joinPhrase"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Song"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"artists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"joinPhrase"}}]}},{"kind":"Field","name":{"kind":"Name","value":"release"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SongActionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Song"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"artistName"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"mbLink"}},{"kind":"Field","name":{"kind":"Name","value":"youtubeId"}},{"kind":"Field","name":{"kind":"Name","value":"preventUncheck"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasChecked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserDeepListened"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasAddedToListenTo"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasLiked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasLoved"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasFavorited"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserRating"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLikes"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLoves"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFavorites"}}]}}]} as unknown as DocumentNode<LogSongMutation, LogSongMutationVariables>;
export const UpdateLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"updateLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fields"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LogFieldsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"fields"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fields"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LogFields"}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Release"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReleaseActionFields"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Song"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SongActionFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LogFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Log"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"rawDate"}},{"kind":"Field","name":{"kind":"Name","value":"dateText"}},{"kind":"Field","name":{"kind":"Name","value":"dateFull"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"review"}},{"kind":"Field","name":{"kind":"Name","value":"reviewTitle"}},{"kind":"Field","name":{"kind":"Name","value":"gratitude"}},{"kind":"Field","name":{"kind":"Name","value":"hadChills"}},{"kind":"Field","name":{"kind":"Name","value":"hasWriting"}},{"kind":"Field","name":{"kind":"Name","value":"wasDeepListen"}},{"kind":"Field","name":{"kind":"Name","value":"listenedBefore"}},{"kind":"Field","name":{"kind":"Name","value":"liked"}},{"kind":"Field","name":{"kind":"Name","value":"loved"}},{"kind":"Field","name":{"kind":"Name","value":"favorited"}},{"kind":"Field","name":{"kind":"Name","value":"isCurrentUsers"}},{"kind":"Field","name":{"kind":"Name","value":"itemType"}},{"kind":"Field","name":{"kind":"Name","value":"upvoteCount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"review"}},{"kind":"Field","name":{"kind":"Name","value":"gratitude"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currentUserUpvotes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"review"}},{"kind":"Field","name":{"kind":"Name","value":"gratitude"}}]}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"isSupporter"}},{"kind":"Field","name":{"kind":"Name","value":"isFAN"}},{"kind":"Field","name":{"kind":"Name","value":"isVIP"}}]}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Release"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"thumb"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"artists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"joinPhrase"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Song"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"artists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"joinPhrase"}}]}},{"kind":"Field","name":{"kind":"Name","value":"release"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReleaseActionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Release"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"artistName"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"mbReleaseGroupLink"}},{"kind":"Field","name":{"kind":"Name","value":"youtubePlaylistId"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasChecked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserDeepListened"}},{"kind":"Field","name":{"kind":"Name","value":"isPurpleCheck"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasAddedToListenTo"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasLiked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasLoved"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasFavorited"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserRating"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfChecks"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLikes"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLoves"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFavorites"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SongActionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Song"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"artistName"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"mbLink"}},{"kind":"Field","name":{"kind":"Name","value":"youtubeId"}},{"kind":"Field","name":{"kind":"Name","value":"preventUncheck"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasChecked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserDeepListened"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasAddedToListenTo"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasLiked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasLoved"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasFavorited"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserRating"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLikes"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLoves"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFavorites"}}]}}]} as unknown as DocumentNode<UpdateLogMutation, UpdateLogMutationVariables>;
export const UpvoteLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"upvoteLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"logId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"upvoteLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"logId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"logId"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"upvoteCount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"review"}},{"kind":"Field","name":{"kind":"Name","value":"gratitude"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currentUserUpvotes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"review"}},{"kind":"Field","name":{"kind":"Name","value":"gratitude"}}]}}]}}]}}]} as unknown as DocumentNode<UpvoteLogMutation, UpvoteLogMutationVariables>;
export const RemoveLogUpvoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"removeLogUpvote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"logId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeLogUpvote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"logId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"logId"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"upvoteCount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"review"}},{"kind":"Field","name":{"kind":"Name","value":"gratitude"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currentUserUpvotes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"review"}},{"kind":"Field","name":{"kind":"Name","value":"gratitude"}}]}}]}}]}}]} as unknown as DocumentNode<RemoveLogUpvoteMutation, RemoveLogUpvoteMutationVariables>;
export const UserForActivityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserForActivity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LogView"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"itemTypes"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ItemType"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LogSortBy"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currentUserListenStatusFilter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListenFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"logs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}},{"kind":"Argument","name":{"kind":"Name","value":"itemTypes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"itemTypes"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"currentUserListenStatusFilter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currentUserListenStatusFilter"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LogFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LogFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Log"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"rawDate"}},{"kind":"Field","name":{"kind":"Name","value":"dateText"}},{"kind":"Field","name":{"kind":"Name","value":"dateFull"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"review"}},{"kind":"Field","name":{"kind":"Name","value":"reviewTitle"}},{"kind":"Field","name":{"kind":"Name","value":"gratitude"}},{"kind":"Field","name":{"kind":"Name","value":"hadChills"}},{"kind":"Field","name":{"kind":"Name","value":"hasWriting"}},{"kind":"Field","name":{"kind":"Name","value":"wasDeepListen"}},{"kind":"Field","name":{"kind":"Name","value":"listenedBefore"}},{"kind":"Field","name":{"kind":"Name","value":"liked"}},{"kind":"Field","name":{"kind":"Name","value":"loved"}},{"kind":"Field","name":{"kind":"Name","value":"favorited"}},{"kind":"Field","name":{"kind":"Name","value":"isCurrentUsers"}},{"kind":"Field","name":{"kind":"Name","value":"itemType"}},{"kind":"Field","name":{"kind":"Name","value":"upvoteCount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"review"}},{"kind":"Field","name":{"kind":"Name","value":"gratitude"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currentUserUpvotes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"review"}},{"kind":"Field","name":{"kind":"Name","value":"gratitude"}}]}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"isSupporter"}},{"kind":"Field","name":{"kind":"Name","value":"isFAN"}},{"kind":"Field","name":{"kind":"Name","value":"isVIP"}}]}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Release"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"thumb"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"artists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"joinPhrase"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Song"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"artists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"joinPhrase"}}]}},{"kind":"Field","name":{"kind":"Name","value":"release"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]}}]} as unknown as DocumentNode<UserForActivityQuery, UserForActivityQueryVariables>;
export const LogQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"logQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"log"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LogFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LogFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Log"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"rawDate"}},{"kind":"Field","name":{"kind":"Name","value":"dateText"}},{"kind":"Field","name":{"kind":"Name","value":"dateFull"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"review"}},{"kind":"Field","name":{"kind":"Name","value":"reviewTitle"}},{"kind":"Field","name":{"kind":"Name","value":"gratitude"}},{"kind":"Field","name":{"kind":"Name","value":"hadChills"}},{"kind":"Field","name":{"kind":"Name","value":"hasWriting"}},{"kind":"Field","name":{"kind":"Name","value":"wasDeepListen"}},{"kind":"Field","name":{"kind":"Name","value":"listenedBefore"}},{"kind":"Field","name":{"kind":"Name","value":"liked"}},{"kind":"Field","name":{"kind":"Name","value":"loved"}},{"kind":"Field","name":{"kind":"Name","value":"favorited"}},{"kind":"Field","name":{"kind":"Name","value":"isCurrentUsers"}},{"kind":"Field","name":{"kind":"Name","value":"itemType"}},{"kind":"Field","name":{"kind":"Name","value":"upvoteCount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"review"}},{"kind":"Field","name":{"kind":"Name","value":"gratitude"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currentUserUpvotes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"review"}},{"kind":"Field","name":{"kind":"Name","value":"gratitude"}}]}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"isSupporter"}},{"kind":"Field","name":{"kind":"Name","value":"isFAN"}},{"kind":"Field","name":{"kind":"Name","value":"isVIP"}}]}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Release"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"thumb"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"artists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"joinPhrase"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Song"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"artists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"joinPhrase"}}]}},{"kind":"Field","name":{"kind":"Name","value":"release"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]}}]} as unknown as DocumentNode<LogQueryQuery, LogQueryQueryVariables>;
export const LogQueryForEditDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"logQueryForEdit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"log"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rawDate"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"review"}},{"kind":"Field","name":{"kind":"Name","value":"reviewTitle"}},{"kind":"Field","name":{"kind":"Name","value":"gratitude"}},{"kind":"Field","name":{"kind":"Name","value":"hadChills"}},{"kind":"Field","name":{"kind":"Name","value":"wasDeepListen"}},{"kind":"Field","name":{"kind":"Name","value":"listenedBefore"}},{"kind":"Field","name":{"kind":"Name","value":"liked"}},{"kind":"Field","name":{"kind":"Name","value":"loved"}},{"kind":"Field","name":{"kind":"Name","value":"favorited"}}]}}]}}]} as unknown as DocumentNode<LogQueryForEditQuery, LogQueryForEditQueryVariables>;
export const ReleaseByMusicBrainzIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReleaseByMusicBrainzId"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mbid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"releaseByMusicBrainzId"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"mbid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mbid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"release"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"link"}}]}}]}}]}}]} as unknown as DocumentNode<ReleaseByMusicBrainzIdQuery, ReleaseByMusicBrainzIdQueryVariables>;
export const ReleaseLogsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReleaseLogs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"release"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"logs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LogsPageFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LogRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Log"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"dateText"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"review"}},{"kind":"Field","name":{"kind":"Name","value":"reviewTitle"}},{"kind":"Field","name":{"kind":"Name","value":"gratitude"}},{"kind":"Field","name":{"kind":"Name","value":"hadChills"}},{"kind":"Field","name":{"kind":"Name","value":"wasDeepListen"}},{"kind":"Field","name":{"kind":"Name","value":"listenedBefore"}},{"kind":"Field","name":{"kind":"Name","value":"liked"}},{"kind":"Field","name":{"kind":"Name","value":"loved"}},{"kind":"Field","name":{"kind":"Name","value":"favorited"}},{"kind":"Field","name":{"kind":"Name","value":"upvoteCount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"review"}},{"kind":"Field","name":{"kind":"Name","value":"gratitude"}}]}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LogsPageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LogConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LogRowFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<ReleaseLogsQuery, ReleaseLogsQueryVariables>;
export const ReleaseUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReleaseUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ReleaseUserStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"release"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UsersPageFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FollowFlagsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"isFollowedByCurrentUser"}},{"kind":"Field","name":{"kind":"Name","value":"isFollowingCurrentUser"}},{"kind":"Field","name":{"kind":"Name","value":"isFriendsWithCurrentUser"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFollowers"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFollowees"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"isSupporter"}},{"kind":"Field","name":{"kind":"Name","value":"isFAN"}},{"kind":"Field","name":{"kind":"Name","value":"isVIP"}},{"kind":"Field","name":{"kind":"Name","value":"isFollowedByCurrentUser"}},{"kind":"Field","name":{"kind":"Name","value":"isFollowingCurrentUser"}},{"kind":"Field","name":{"kind":"Name","value":"isFriendsWithCurrentUser"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FollowFlagsFields"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UsersPageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserRowFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<ReleaseUsersQuery, ReleaseUsersQueryVariables>;
export const SongLogsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SongLogs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"song"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"logs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LogsPageFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LogRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Log"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"dateText"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"review"}},{"kind":"Field","name":{"kind":"Name","value":"reviewTitle"}},{"kind":"Field","name":{"kind":"Name","value":"gratitude"}},{"kind":"Field","name":{"kind":"Name","value":"hadChills"}},{"kind":"Field","name":{"kind":"Name","value":"wasDeepListen"}},{"kind":"Field","name":{"kind":"Name","value":"listenedBefore"}},{"kind":"Field","name":{"kind":"Name","value":"liked"}},{"kind":"Field","name":{"kind":"Name","value":"loved"}},{"kind":"Field","name":{"kind":"Name","value":"favorited"}},{"kind":"Field","name":{"kind":"Name","value":"upvoteCount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"review"}},{"kind":"Field","name":{"kind":"Name","value":"gratitude"}}]}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LogsPageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LogConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LogRowFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<SongLogsQuery, SongLogsQueryVariables>;
export const SongUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SongUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SongUserStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"song"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UsersPageFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FollowFlagsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"isFollowedByCurrentUser"}},{"kind":"Field","name":{"kind":"Name","value":"isFollowingCurrentUser"}},{"kind":"Field","name":{"kind":"Name","value":"isFriendsWithCurrentUser"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFollowers"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFollowees"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"isSupporter"}},{"kind":"Field","name":{"kind":"Name","value":"isFAN"}},{"kind":"Field","name":{"kind":"Name","value":"isVIP"}},{"kind":"Field","name":{"kind":"Name","value":"isFollowedByCurrentUser"}},{"kind":"Field","name":{"kind":"Name","value":"isFollowingCurrentUser"}},{"kind":"Field","name":{"kind":"Name","value":"isFriendsWithCurrentUser"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FollowFlagsFields"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UsersPageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserRowFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<SongUsersQuery, SongUsersQueryVariables>;
export const ReleaseListsQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"releaseListsQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"curatorOffset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}},"defaultValue":{"kind":"IntValue","value":"0"}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userOffset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}},"defaultValue":{"kind":"IntValue","value":"0"}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withCurator"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}},"defaultValue":{"kind":"BooleanValue","value":true}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withUser"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}},"defaultValue":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"release"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"curatorLists"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"curatorOffset"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withCurator"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListsPageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userLists"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userOffset"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withUser"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListsPageFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"List"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"albumCovers"}},{"kind":"Field","name":{"kind":"Name","value":"itemsCount"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLikes"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"isOfficial"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListsPageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ListConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListCardFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<ReleaseListsQueryQuery, ReleaseListsQueryQueryVariables>;
export const ReleaseQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"releaseQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"release"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"disambiguation"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"releaseDate"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"imageBackup"}},{"kind":"Field","name":{"kind":"Name","value":"genres"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"primaryType"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryTypes"}},{"kind":"Field","name":{"kind":"Name","value":"artists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"joinPhrase"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dataSources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"numberOfChecks"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLikes"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLoves"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFavorites"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLists"}},{"kind":"Field","name":{"kind":"Name","value":"tracksCount"}},{"kind":"Field","name":{"kind":"Name","value":"tracks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrackRowFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SongActionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Song"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"artistName"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"mbLink"}},{"kind":"Field","name":{"kind":"Name","value":"youtubeId"}},{"kind":"Field","name":{"kind":"Name","value":"preventUncheck"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasChecked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserDeepListened"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasAddedToListenTo"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasLiked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasLoved"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasFavorited"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserRating"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLikes"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLoves"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFavorites"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrackRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Track"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"discNumber"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"artists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"joinPhrase"}}]}},{"kind":"Field","name":{"kind":"Name","value":"song"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"disambiguation"}},{"kind":"Field","name":{"kind":"Name","value":"isVideo"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SongActionFields"}}]}}]}}]} as unknown as DocumentNode<ReleaseQueryQuery, ReleaseQueryQueryVariables>;
export const SongListsQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"songListsQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"curatorOffset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}},"defaultValue":{"kind":"IntValue","value":"0"}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userOffset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}},"defaultValue":{"kind":"IntValue","value":"0"}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withCurator"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}},"defaultValue":{"kind":"BooleanValue","value":true}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withUser"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}},"defaultValue":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"song"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"curatorLists"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"curatorOffset"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withCurator"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListsPageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userLists"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userOffset"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withUser"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListsPageFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"List"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"albumCovers"}},{"kind":"Field","name":{"kind":"Name","value":"itemsCount"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLikes"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"isOfficial"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListsPageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ListConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListCardFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<SongListsQueryQuery, SongListsQueryQueryVariables>;
export const MusicBrainzReleaseSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MusicBrainzReleaseSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"musicBrainzReleaseSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"asked"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"releases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mbid"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"artistName"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"disambiguation"}},{"kind":"Field","name":{"kind":"Name","value":"thumb"}},{"kind":"Field","name":{"kind":"Name","value":"link"}}]}}]}}]}}]} as unknown as DocumentNode<MusicBrainzReleaseSearchQuery, MusicBrainzReleaseSearchQueryVariables>;
export const SearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Search"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"types"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SearchType"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"releaseOffsetIndex"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"songOffsetIndex"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"artistOffsetIndex"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"listOffsetIndex"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userOffsetIndex"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"search"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"types"},"value":{"kind":"Variable","name":{"kind":"Name","value":"types"}}},{"kind":"Argument","name":{"kind":"Name","value":"releaseOffsetIndex"},"value":{"kind":"Variable","name":{"kind":"Name","value":"releaseOffsetIndex"}}},{"kind":"Argument","name":{"kind":"Name","value":"songOffsetIndex"},"value":{"kind":"Variable","name":{"kind":"Name","value":"songOffsetIndex"}}},{"kind":"Argument","name":{"kind":"Name","value":"artistOffsetIndex"},"value":{"kind":"Variable","name":{"kind":"Name","value":"artistOffsetIndex"}}},{"kind":"Argument","name":{"kind":"Name","value":"listOffsetIndex"},"value":{"kind":"Variable","name":{"kind":"Name","value":"listOffsetIndex"}}},{"kind":"Argument","name":{"kind":"Name","value":"userOffsetIndex"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userOffsetIndex"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"releases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReleaseCardFields"}},{"kind":"Field","name":{"kind":"Name","value":"disambiguation"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"songs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"disambiguation"}},{"kind":"Field","name":{"kind":"Name","value":"isVideo"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"artists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"joinPhrase"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"artists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"disambiguation"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFavorites"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"lists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListsPageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfChecks"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFollowers"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"List"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"albumCovers"}},{"kind":"Field","name":{"kind":"Name","value":"itemsCount"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLikes"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"isOfficial"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReleaseCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Release"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"thumb"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserHasChecked"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserDeepListened"}},{"kind":"Field","name":{"kind":"Name","value":"artists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"joinPhrase"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListsPageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ListConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListCardFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<SearchQuery, SearchQueryVariables>;
export const SearchCountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchCounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"search"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"types"},"value":{"kind":"ListValue","values":[]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"releases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"capped"}}]}},{"kind":"Field","name":{"kind":"Name","value":"songs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"capped"}}]}},{"kind":"Field","name":{"kind":"Name","value":"artists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"capped"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"capped"}}]}},{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"capped"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SearchCountsQuery, SearchCountsQueryVariables>;
export const SearchSuggestionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchSuggestions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"types"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SearchType"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchSuggestions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"types"},"value":{"kind":"Variable","name":{"kind":"Name","value":"types"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"releases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"disambiguation"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"thumb"}},{"kind":"Field","name":{"kind":"Name","value":"artists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"joinPhrase"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"songs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"disambiguation"}},{"kind":"Field","name":{"kind":"Name","value":"isVideo"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"artists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"joinPhrase"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"artists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"disambiguation"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"itemsCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}}]}}]}}]}}]} as unknown as DocumentNode<SearchSuggestionsQuery, SearchSuggestionsQueryVariables>;
export const FollowUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"followUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"followeeUsername"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"followUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"followeeUsername"},"value":{"kind":"Variable","name":{"kind":"Name","value":"followeeUsername"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FollowFlagsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FollowFlagsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"isFollowedByCurrentUser"}},{"kind":"Field","name":{"kind":"Name","value":"isFollowingCurrentUser"}},{"kind":"Field","name":{"kind":"Name","value":"isFriendsWithCurrentUser"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFollowers"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFollowees"}}]}}]} as unknown as DocumentNode<FollowUserMutation, FollowUserMutationVariables>;
export const UnfollowUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"unfollowUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"followeeUsername"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unfollowUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"followeeUsername"},"value":{"kind":"Variable","name":{"kind":"Name","value":"followeeUsername"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FollowFlagsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FollowFlagsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"isFollowedByCurrentUser"}},{"kind":"Field","name":{"kind":"Name","value":"isFollowingCurrentUser"}},{"kind":"Field","name":{"kind":"Name","value":"isFriendsWithCurrentUser"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFollowers"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFollowees"}}]}}]} as unknown as DocumentNode<UnfollowUserMutation, UnfollowUserMutationVariables>;
export const SongQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"songQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"song"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"disambiguation"}},{"kind":"Field","name":{"kind":"Name","value":"isVideo"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"releaseDate"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"imageBackup"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"hideReleaseLink"}},{"kind":"Field","name":{"kind":"Name","value":"artists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"joinPhrase"}}]}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"artist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"joinPhrase"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"release"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"thumb"}},{"kind":"Field","name":{"kind":"Name","value":"artists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"joinPhrase"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"dataSources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLikes"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLoves"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFavorites"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLists"}}]}}]}}]} as unknown as DocumentNode<SongQueryQuery, SongQueryQueryVariables>;
export const SpotifyLinkTargetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SpotifyLinkTarget"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"spotifyLinkTargetPref"}}]}}]}}]} as unknown as DocumentNode<SpotifyLinkTargetQuery, SpotifyLinkTargetQueryVariables>;
export const MemberStatsForStatsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberStatsForStatsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"year"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberStats"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}},{"kind":"Argument","name":{"kind":"Name","value":"year"},"value":{"kind":"Variable","name":{"kind":"Name","value":"year"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"hiddenReason"}},{"kind":"Field","name":{"kind":"Name","value":"onlyYouSee"}},{"kind":"Field","name":{"kind":"Name","value":"years"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"summary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listens"}},{"kind":"Field","name":{"kind":"Name","value":"checks"}},{"kind":"Field","name":{"kind":"Name","value":"releaseChecks"}},{"kind":"Field","name":{"kind":"Name","value":"songChecks"}},{"kind":"Field","name":{"kind":"Name","value":"ratings"}},{"kind":"Field","name":{"kind":"Name","value":"reviews"}},{"kind":"Field","name":{"kind":"Name","value":"lists"}},{"kind":"Field","name":{"kind":"Name","value":"loved"}},{"kind":"Field","name":{"kind":"Name","value":"favorited"}},{"kind":"Field","name":{"kind":"Name","value":"listenDays"}}]}},{"kind":"Field","name":{"kind":"Name","value":"periods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"listens"}},{"kind":"Field","name":{"kind":"Name","value":"checks"}}]}},{"kind":"Field","name":{"kind":"Name","value":"topArtistsByListens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatsArtistFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"topArtistsByChecks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatsArtistFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"genresByListens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatsCountFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"genresByChecks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatsCountFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"decadesByListens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatsCountFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"decadesByChecks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatsCountFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ratings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"loved"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatsItemFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"longestStreak"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatsArtistFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StatsArtist"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"artistId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatsCountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StatsCount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatsItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StatsItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"artistName"}},{"kind":"Field","name":{"kind":"Name","value":"thumb"}},{"kind":"Field","name":{"kind":"Name","value":"listens"}},{"kind":"Field","name":{"kind":"Name","value":"checks"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"favorited"}}]}}]} as unknown as DocumentNode<MemberStatsForStatsPageQuery, MemberStatsForStatsPageQueryVariables>;
export const YearInReviewForPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"YearInReviewForPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"year"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"yearInReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}},{"kind":"Argument","name":{"kind":"Name","value":"year"},"value":{"kind":"Variable","name":{"kind":"Name","value":"year"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"hiddenReason"}},{"kind":"Field","name":{"kind":"Name","value":"onlyYouSee"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"review"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"YearTotalsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"previous"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"YearTotalsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deltas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"previous"}},{"kind":"Field","name":{"kind":"Name","value":"change"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}}]}},{"kind":"Field","name":{"kind":"Name","value":"topAlbums"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatsItemFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"topSongs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatsItemFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"topArtists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatsArtistFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"highestRated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatsItemFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"firstListens"}},{"kind":"Field","name":{"kind":"Name","value":"relistens"}},{"kind":"Field","name":{"kind":"Name","value":"months"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"listens"}},{"kind":"Field","name":{"kind":"Name","value":"checks"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"YearTotalsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"YearTotals"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listens"}},{"kind":"Field","name":{"kind":"Name","value":"checks"}},{"kind":"Field","name":{"kind":"Name","value":"newReleasesHeard"}},{"kind":"Field","name":{"kind":"Name","value":"reviews"}},{"kind":"Field","name":{"kind":"Name","value":"lists"}},{"kind":"Field","name":{"kind":"Name","value":"hours"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatsItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StatsItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"artistName"}},{"kind":"Field","name":{"kind":"Name","value":"thumb"}},{"kind":"Field","name":{"kind":"Name","value":"listens"}},{"kind":"Field","name":{"kind":"Name","value":"checks"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"favorited"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatsArtistFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StatsArtist"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"artistId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]} as unknown as DocumentNode<YearInReviewForPageQuery, YearInReviewForPageQueryVariables>;
export const CurrentUserSupportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CurrentUserSupport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isSupporter"}},{"kind":"Field","name":{"kind":"Name","value":"isPastDueSupporter"}},{"kind":"Field","name":{"kind":"Name","value":"isFAN"}},{"kind":"Field","name":{"kind":"Name","value":"isVIP"}}]}}]}}]} as unknown as DocumentNode<CurrentUserSupportQuery, CurrentUserSupportQueryVariables>;
export const UserFolloweesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserFollowees"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"followees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NetworkPageFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FollowFlagsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"isFollowedByCurrentUser"}},{"kind":"Field","name":{"kind":"Name","value":"isFollowingCurrentUser"}},{"kind":"Field","name":{"kind":"Name","value":"isFriendsWithCurrentUser"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFollowers"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFollowees"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NetworkUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FollowFlagsFields"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"isSupporter"}},{"kind":"Field","name":{"kind":"Name","value":"isFAN"}},{"kind":"Field","name":{"kind":"Name","value":"isVIP"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NetworkPageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NetworkUserFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<UserFolloweesQuery, UserFolloweesQueryVariables>;
export const UserFollowersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserFollowers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"followers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NetworkPageFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FollowFlagsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"isFollowedByCurrentUser"}},{"kind":"Field","name":{"kind":"Name","value":"isFollowingCurrentUser"}},{"kind":"Field","name":{"kind":"Name","value":"isFriendsWithCurrentUser"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFollowers"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFollowees"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NetworkUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FollowFlagsFields"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"isSupporter"}},{"kind":"Field","name":{"kind":"Name","value":"isFAN"}},{"kind":"Field","name":{"kind":"Name","value":"isVIP"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NetworkPageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NetworkUserFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<UserFollowersQuery, UserFollowersQueryVariables>;
export const UserForProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserForProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"favoriteReleasesList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FavoritesListFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"favoriteArtistsList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FavoritesListFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"favoriteSongsList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FavoritesListFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recentActivity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"12"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ActivityCardFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ItemCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Item"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Release"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"thumb"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"artists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"joinPhrase"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Song"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"artists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"joinPhrase"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FavoritesListFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"List"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"itemsCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Release"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"thumb"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Song"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Artist"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActivityCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Activity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}}]}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ItemCardFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"log"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"hasWriting"}},{"kind":"Field","name":{"kind":"Name","value":"wasDeepListen"}}]}}]}}]} as unknown as DocumentNode<UserForProfileQuery, UserForProfileQueryVariables>;
export const UserForUserPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserForUserPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FollowFlagsFields"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"isSupporter"}},{"kind":"Field","name":{"kind":"Name","value":"isFAN"}},{"kind":"Field","name":{"kind":"Name","value":"isVIP"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfChecks"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfLists"}},{"kind":"Field","name":{"kind":"Name","value":"isBlockedByCurrentUser"}},{"kind":"Field","name":{"kind":"Name","value":"isPrivate"}},{"kind":"Field","name":{"kind":"Name","value":"hasBlockedCurrentUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FollowFlagsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"isFollowedByCurrentUser"}},{"kind":"Field","name":{"kind":"Name","value":"isFollowingCurrentUser"}},{"kind":"Field","name":{"kind":"Name","value":"isFriendsWithCurrentUser"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFollowers"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFollowees"}}]}}]} as unknown as DocumentNode<UserForUserPageQuery, UserForUserPageQueryVariables>;
export const BlockUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"blockUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"blockUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FollowFlagsFields"}},{"kind":"Field","name":{"kind":"Name","value":"isBlockedByCurrentUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FollowFlagsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"isFollowedByCurrentUser"}},{"kind":"Field","name":{"kind":"Name","value":"isFollowingCurrentUser"}},{"kind":"Field","name":{"kind":"Name","value":"isFriendsWithCurrentUser"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFollowers"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFollowees"}}]}}]} as unknown as DocumentNode<BlockUserMutation, BlockUserMutationVariables>;
export const UnblockUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"unblockUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unblockUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FollowFlagsFields"}},{"kind":"Field","name":{"kind":"Name","value":"isBlockedByCurrentUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FollowFlagsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"isFollowedByCurrentUser"}},{"kind":"Field","name":{"kind":"Name","value":"isFollowingCurrentUser"}},{"kind":"Field","name":{"kind":"Name","value":"isFriendsWithCurrentUser"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFollowers"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFollowees"}}]}}]} as unknown as DocumentNode<UnblockUserMutation, UnblockUserMutationVariables>;