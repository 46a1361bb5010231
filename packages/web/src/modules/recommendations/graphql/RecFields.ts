import { graphql } from '../../../graphql/generated';

/** A received recommendation as Recs For You and the bell show it. */
export const RecFieldsFragment = graphql(`
  fragment RecFields on Recommendation {
    id
    date
    explanation
    isFriendRec
    recommendersRating
    userResponse
    userRespondedAt
    declined
    recommender {
      id
      username
      displayName
      avatar
    }
    list {
      id
      name
    }
    item {
      ...ItemCardFields
      ... on Release {
        currentUserHasChecked
      }
      ... on Song {
        currentUserHasChecked
      }
    }
  }
`);
