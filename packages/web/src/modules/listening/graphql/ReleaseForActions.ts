import { graphql } from '../../../graphql/generated';

export const ReleaseForActionsQuery = graphql(`
  query ReleaseForActions($id: ID!) {
    release(id: $id) {
      __typename
      ...ReleaseActionFields
    }
  }
`);
