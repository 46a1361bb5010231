import { graphql } from '../../../graphql/generated';

export const CurrentUserForSettingsQuery = graphql(`
  query CurrentUserForSettings {
    currentUser {
      id
      username
      email
      allowEmail
      isPrivate
      showStats
      hasApiToken
      avatar
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
