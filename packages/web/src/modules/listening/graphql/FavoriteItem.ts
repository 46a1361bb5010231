import { graphql } from '../../../graphql/generated';

export const FavoriteItemMutation = graphql(`
  mutation FavoriteItem($id: ID!, $type: String!) {
    favoriteItem(id: $id, type: $type) {
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
