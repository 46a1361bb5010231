import { graphql } from '../../../graphql/generated';

export const LogRowFieldsFragment = graphql(`
  fragment LogRowFields on Log {
    id
    link
    dateText
    rating
    review
    reviewTitle
    gratitude
    hadChills
    wasDeepListen
    listenedBefore
    liked
    loved
    favorited
    upvoteCount {
      review
      gratitude
    }
    user {
      id
      username
      avatar
    }
  }
`);
