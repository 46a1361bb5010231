import { graphql } from '../../../graphql/generated';

export const SongForActionsQuery = graphql(`
  query SongForActions($id: ID!) {
    song(id: $id) {
      __typename
      ...SongActionFields
    }
  }
`);
