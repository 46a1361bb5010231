import { graphql } from '../../../graphql/generated';

/** The friends the member may recommend an item to (not yet recommended it by them). */
export const RecommendModalQuery = graphql(`
  query RecommendModalQuery($itemId: ID!, $itemType: ItemType!) {
    currentUser {
      id
      friendsToRec(itemId: $itemId, itemType: $itemType) {
        id
        username
        displayName
        avatar
      }
    }
  }
`);
