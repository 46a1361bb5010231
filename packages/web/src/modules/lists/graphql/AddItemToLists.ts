import { graphql } from '../../../graphql/generated';

export const AddItemToListsMutation = graphql(`
  mutation AddItemToLists($lists: [ListTargetInput!]!, $item: ListItemInput!) {
    addItemToLists(lists: $lists, item: $item) {
      id
      itemsCount
      albumCovers
    }
  }
`);
