import { graphql } from '../../../graphql/generated';

/** The reflection page. */
export const LogQuery = graphql(`
  query logQuery($id: ID!) {
    log(id: $id) {
      ...LogFields
    }
  }
`);
