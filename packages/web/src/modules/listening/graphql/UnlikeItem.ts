import { graphql } from '../../../graphql/generated';

export const UnlikeItemMutation = graphql(`
  mutation UnlikeItem($itemId: ID!, $itemType: ItemType!) {
    unlikeItem(itemId: $itemId, itemType: $itemType) {
      __typename
      ...ReleaseActionFields
      ...SongActionFields
    }
  }
`);
