import { graphql } from '../../../graphql/generated';

/** What the list page's header shows. */
export const ListHeaderFieldsFragment = graphql(`
  fragment ListHeaderFields on List {
    id
    name
    description
    image
    tags
    url
    yearStart
    yearEnd
    period
    decades
    isPersonal
    isRanked
    isOfficial
    isEditable
    createdBy
    createdByLink
    createdByUserLink
    createdByAndCreatedByUserAreSame
    createdByUser {
      id
      username
      displayName
    }
    albumCovers
    itemsCount
    numberOfLikes
    numberOfFollows
    currentUserLikes
    currentUserFollows
    currentUserCreated
    currentUserNumberOfChecks
  }
`);
