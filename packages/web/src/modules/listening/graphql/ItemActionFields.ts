import { graphql } from '../../../graphql/generated';

/** What the action buttons and menus read and every listening mutation writes back. */
export const ReleaseActionFieldsFragment = graphql(`
  fragment ReleaseActionFields on Release {
    id
    title
    artistName
    link
    mbReleaseGroupLink
    youtubePlaylistId
    currentUserHasChecked
    currentUserDeepListened
    isPurpleCheck
    currentUserHasAddedToListenTo
    currentUserHasLiked
    currentUserHasLoved
    currentUserHasFavorited
    currentUserRating
    numberOfChecks
    numberOfLikes
    numberOfLoves
    numberOfFavorites
  }
`);

export const SongActionFieldsFragment = graphql(`
  fragment SongActionFields on Song {
    id
    title
    artistName
    link
    mbLink
    youtubeId
    preventUncheck
    currentUserHasChecked
    currentUserDeepListened
    currentUserHasAddedToListenTo
    currentUserHasLiked
    currentUserHasLoved
    currentUserHasFavorited
    currentUserRating
    numberOfLikes
    numberOfLoves
    numberOfFavorites
  }
`);
