import { graphql } from '../../../graphql/generated';

export const UnfavoriteItemMutation = graphql(`
  mutation UnfavoriteItem($id: ID!, $type: String!) {
    unfavoriteItem(id: $id, type: $type) {
      __typename
      ...ReleaseActionFields
      ...SongActionFields
      ... on Artist {
        id
        numberOfFavorites
        currentUserHasFavorited
      }
    }
  }
`);
