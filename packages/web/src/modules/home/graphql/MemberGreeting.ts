import { graphql } from '../../../graphql/generated';

/** The member home's greeting: how far the member has come, and members they might follow. */
export const MemberGreetingQuery = graphql(`
  query MemberGreeting {
    currentUser {
      id
      numberOfChecks
      numberOfFollowees
      favoriteReleasesList {
        id
      }
      suggestedFollows(limit: 5) {
        ...FollowFlagsFields
        avatar
        isSupporter
        isFAN
        isVIP
      }
    }
  }
`);
