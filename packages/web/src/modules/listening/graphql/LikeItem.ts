import { graphql } from '../../../graphql/generated';

export const LikeItemMutation = graphql(`
  mutation LikeItem($itemId: ID!, $itemType: ItemType!) {
    likeItem(itemId: $itemId, itemType: $itemType) {
      __typename
      ...ReleaseActionFields
      ...SongActionFields
    }
  }
`);
