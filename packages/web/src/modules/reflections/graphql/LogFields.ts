import { graphql } from '../../../graphql/generated';

/** A reflection as the reflection page, the diary and the log form show it. */
export const LogFieldsFragment = graphql(`
  fragment LogFields on Log {
    id
    link
    rawDate
    dateText
    dateFull
    createdAt
    rating
    review
    reviewTitle
    gratitude
    hadChills
    hasWriting
    wasDeepListen
    listenedBefore
    liked
    loved
    favorited
    isCurrentUsers
    itemType
    upvoteCount {
      review
      gratitude
    }
    currentUserUpvotes {
      review
      gratitude
    }
    user {
      id
      username
      displayName
      avatar
      isSupporter
      isFAN
      isVIP
    }
    item {
      ... on Release {
        id
        title
        year
        image
        thumb
        link
        artists {
          id
          name
          joinPhrase
        }
      }
      ... on Song {
        id
        title
        year
        image
        link
        artists {
          id
          name
          joinPhrase
        }
        release {
          id
          title
        }
      }
    }
  }
`);
