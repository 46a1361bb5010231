import { graphql } from '../../../graphql/generated';

/** The log form in update mode: the log's current values. */
export const LogQueryForEdit = graphql(`
  query logQueryForEdit($id: ID!) {
    log(id: $id) {
      id
      rawDate
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
    }
  }
`);
