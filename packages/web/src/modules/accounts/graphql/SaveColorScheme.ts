import { graphql } from '../../../graphql/generated';

/** Keeps the member's colour scheme on their account (the device keeps its own in a cookie). */
export const SaveColorSchemeMutation = graphql(`
  mutation saveColorScheme($colorScheme: ColorScheme!) {
    updateUserPreferences(colorScheme: $colorScheme) {
      id
      colorSchemePref
    }
  }
`);
