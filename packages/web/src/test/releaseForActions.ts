import type { TestMember } from './renderWithProviders';

/** The member the listening-button tests act as. */
export const listener: TestMember = { id: '1', username: 'listener', isAdmin: false, isSupporter: false };

/**
 * A release as ReleaseForActions reads it (release 7, Blue Hour, not checked by the member): the
 * listening-button tests spread it and change what they check.
 */
export const releaseForActions = {
  __typename: 'Release' as const,
  id: '7',
  title: 'Blue Hour',
  artistName: 'Blue Band',
  link: '/releases/7',
  mbReleaseGroupLink: null,
  youtubePlaylistId: null,
  currentUserHasChecked: false,
  currentUserDeepListened: false,
  isPurpleCheck: false,
  currentUserHasAddedToListenTo: false,
  currentUserHasLiked: false,
  currentUserHasLoved: false,
  currentUserHasFavorited: false,
  currentUserRating: null as number | null,
  numberOfChecks: 3,
  numberOfLikes: 1,
  numberOfLoves: 0,
  numberOfFavorites: 0,
};
