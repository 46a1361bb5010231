import { graphql } from '../../../graphql/generated';

export const DeleteListMutation = graphql(`
  mutation deleteList($id: ID!) {
    deleteList(id: $id)
  }
`);
