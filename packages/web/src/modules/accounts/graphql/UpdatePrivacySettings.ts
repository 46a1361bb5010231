import { graphql } from '../../../graphql/generated';

export const UpdatePrivacySettingsMutation = graphql(`
  mutation updatePrivacySettings($allowEmail: Boolean, $isPrivate: Boolean, $showStats: Boolean) {
    updatePrivacySettings(allowEmail: $allowEmail, isPrivate: $isPrivate, showStats: $showStats) {
      id
      allowEmail
      isPrivate
      showStats
    }
  }
`);
