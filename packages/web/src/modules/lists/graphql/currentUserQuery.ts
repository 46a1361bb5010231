import { graphql } from '../../../graphql/generated';

/** The member's favourites lists, so a template opens the one they already have. */
export const CurrentUserFavoriteListsQuery = graphql(`
  query currentUserQuery {
    currentUser {
      id
      favoriteArtistsList {
        id
      }
      favoriteReleasesList {
        id
      }
      favoriteSongsList {
        id
      }
    }
  }
`);
