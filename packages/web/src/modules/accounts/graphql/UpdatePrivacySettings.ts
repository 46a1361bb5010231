import { graphql } from '../../../graphql/generated';

export const UpdatePrivacySettingsMutation = graphql(`
  mutation updatePrivacySettings($allowEmail: Boolean, $isPrivate: Boolean) {
    updatePrivacySettings(allowEmail: $allowEmail, isPrivate: $isPrivate) {
      id
      allowEmail
      isPrivate
    }
  }
`);
