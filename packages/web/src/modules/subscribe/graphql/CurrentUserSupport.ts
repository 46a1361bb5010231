import { graphql } from '../../../graphql/generated';

export const CurrentUserSupportQuery = graphql(`
  query CurrentUserSupport {
    currentUser {
      id
      isSupporter
      isPastDueSupporter
      isFAN
      isVIP
    }
  }
`);
