import { graphql } from '../../../graphql/generated';

export const ActivityCardFieldsFragment = graphql(`
  fragment ActivityCardFields on Activity {
    id
    date
    rating
    user {
      id
      username
      displayName
      avatar
    }
    item {
      ...ItemCardFields
    }
    log {
      id
      link
      hasWriting
      wasDeepListen
    }
  }
`);
