import { graphql } from '../../../graphql/generated';

/** The profile section: the three favorites lists (first five items) and the recent activity. */
export const UserForProfileQuery = graphql(`
  query UserForProfile($username: String!) {
    user(username: $username) {
      id
      favoriteReleasesList {
        ...FavoritesListFields
      }
      favoriteArtistsList {
        ...FavoritesListFields
      }
      favoriteSongsList {
        ...FavoritesListFields
      }
      recentActivity(limit: 12) {
        ...ActivityCardFields
      }
    }
  }
`);

export const FavoritesListFieldsFragment = graphql(`
  fragment FavoritesListFields on List {
    id
    itemsCount
    items(limit: 5) {
      edges {
        node {
          id
          item {
            __typename
            ... on Release {
              id
              title
              thumb
            }
            ... on Song {
              id
              title
              image
            }
            ... on Artist {
              id
              name
              image
            }
          }
        }
      }
    }
  }
`);
