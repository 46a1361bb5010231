import { graphql } from '../../../graphql/generated';

export const UnmarkDeepListenMutation = graphql(`
  mutation unmarkDeepListen($itemId: ID!, $itemType: ItemType!) {
    unmarkDeepListen(itemId: $itemId, itemType: $itemType) {
      __typename
      ...ReleaseActionFields
      ...SongActionFields
    }
  }
`);
