import { graphql } from '../../../graphql/generated';

export const RegenerateApiTokenMutation = graphql(`
  mutation RegenerateApiToken {
    regenerateApiToken
  }
`);
