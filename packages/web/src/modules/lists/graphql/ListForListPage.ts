import { graphql } from '../../../graphql/generated';

export const ListForListPageQuery = graphql(`
  query ListForListPage($id: ID!) {
    list(id: $id) {
      ...ListHeaderFields
      sections {
        id
        title
        description
        position
      }
    }
  }
`);
