import { graphql } from '../../../graphql/generated';

export const CurrentUserForNavQuery = graphql(`
  query CurrentUserForNav {
    currentUser {
      id
      username
      avatar
      isAdmin
      isSupporter
      numberOfChecks
    }
  }
`);
