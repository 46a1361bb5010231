import { graphql } from '../../../graphql/generated';

/** The gate query: nothing renders until it has answered. */
export const CurrentUserQuery = graphql(`
  query CurrentUser {
    currentUser {
      id
      username
      isAdmin
      isSupporter
      colorSchemePref
    }
  }
`);
