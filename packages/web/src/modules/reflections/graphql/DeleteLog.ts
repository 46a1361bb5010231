import { graphql } from '../../../graphql/generated';

export const DeleteLogMutation = graphql(`
  mutation deleteLog($id: ID!, $itemId: ID, $type: ItemType) {
    deleteLog(id: $id, itemId: $itemId, type: $type)
  }
`);
