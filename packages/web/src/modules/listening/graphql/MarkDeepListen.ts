import { graphql } from '../../../graphql/generated';

export const MarkDeepListenMutation = graphql(`
  mutation markDeepListen($itemId: ID!, $itemType: ItemType!) {
    markDeepListen(itemId: $itemId, itemType: $itemType) {
      __typename
      ...ReleaseActionFields
      ...SongActionFields
    }
  }
`);
