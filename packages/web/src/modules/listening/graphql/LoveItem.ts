import { graphql } from '../../../graphql/generated';

export const LoveItemMutation = graphql(`
  mutation LoveItem($itemId: ID!, $itemType: ItemType!) {
    loveItem(itemId: $itemId, itemType: $itemType) {
      __typename
      ...ReleaseActionFields
      ...SongActionFields
    }
  }
`);
