/** Numeric limits and page sizes, shared by the server's checks and the web forms. */
export const LIMITS = {
  collectionPageSize: 50,
  listsPageSize: 12,
  activityPageSize: 20,
  /** Members to follow offered to a member starting out (the member home's first steps). */
  suggestedFollows: 5,
  artistReleasesPageSize: 25,
  quickSearch: { releases: 10, songs: 10, artists: 10, users: 10, lists: 5 },
  recentSearches: 5,
  searchDebounceMs: 300,
  searchQueryMaxLength: 200,
  /** Results per tab and per "Find More" on the search page. */
  searchPageSize: 20,
  profileFavoriteSlots: 5,
  tracksShownInitially: 4,
  paginationSiblings: 2,
  usernameMin: 5,
  usernameMax: 50,
  passwordMin: 8,
  passwordMax: 128,
  nameMax: 50,
  websiteMax: 255,
  emailMax: 254,
  firstYear: 1890,
  diaryDateMin: '1900-01-01',
  ratingMin: 0.5,
  ratingMax: 5,
  reviewMax: 10_000,
  gratitudeMax: 10_000,
  reviewTitleMax: 200,
  reviewTruncate: 300,
  reviewTruncateCondensed: 60,
  defaultTruncate: 300,
  sessionLifetimeDays: 14,
  sessionWarningMinutes: 10,
  sessionWarningPollMs: 60_000,
  /** How often the bell asks for unseen notifications: a new one shows within this time, no reload. */
  notificationsPollMs: 30_000,
  buttonPressedMs: 2_000,
  imageLazyMarginPx: 300,
  /** The most rows any paged field returns at once, whatever the client asks. */
  maxPageSize: 100,
} as const;

export const TOAST_MS = {
  signUpPrompt: 5_000,
  welcome: 7_000,
  signUpToSave: 7_000,
  logSaved: 6_000,
  accountDeleted: 9_000,
} as const;

/** The current year, the upper bound of list years. */
export function currentYear(now: Date = new Date()): number {
  return now.getUTCFullYear();
}
