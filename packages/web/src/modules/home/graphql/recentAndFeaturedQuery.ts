import { graphql } from '../../../graphql/generated';

export const RecentAndFeaturedQuery = graphql(`
  query recentAndFeaturedQuery {
    featuredLists {
      ...ListCardFields
    }
    recentReviews {
      id
      link
      rating
      reviewTitle
      review
      dateText
      user {
        id
        username
        displayName
        avatar
      }
      item {
        ...ItemCardFields
      }
    }
  }
`);
