import { graphql } from '../../../graphql/generated';

export const CurrentUserForSettingsQuery = graphql(`
  query CurrentUserForSettings {
    currentUser {
      id
      username
      email
      firstName
      lastName
      website
      bio
      spotifyLinkTargetPref
      isSupporter
      isPastDueSupporter
    }
  }
`);
