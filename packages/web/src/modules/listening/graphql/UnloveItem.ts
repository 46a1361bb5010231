import { graphql } from '../../../graphql/generated';

export const UnloveItemMutation = graphql(`
  mutation UnloveItem($itemId: ID!, $itemType: ItemType!) {
    unloveItem(itemId: $itemId, itemType: $itemType) {
      __typename
      ...ReleaseActionFields
      ...SongActionFields
    }
  }
`);
