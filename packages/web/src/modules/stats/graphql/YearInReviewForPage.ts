import { graphql } from '../../../graphql/generated';

/** The year-in-review page: the year against the one before, in one request. */
export const YearInReviewForPageQuery = graphql(`
  query YearInReviewForPage($username: String!, $year: Int!) {
    yearInReview(username: $username, year: $year) {
      year
      hiddenReason
      onlyYouSee
      user {
        id
        username
        avatar
        displayName
      }
      review {
        totals {
          ...YearTotalsFields
        }
        previous {
          ...YearTotalsFields
        }
        deltas {
          key
          current
          previous
          change
          percent
        }
        topAlbums {
          ...StatsItemFields
        }
        topSongs {
          ...StatsItemFields
        }
        topArtists {
          ...StatsArtistFields
        }
        highestRated {
          ...StatsItemFields
        }
        firstListens
        relistens
        months {
          period
          listens
          checks
        }
      }
    }
  }
`);

export const YearTotalsFieldsFragment = graphql(`
  fragment YearTotalsFields on YearTotals {
    listens
    checks
    newReleasesHeard
    reviews
    lists
    hours
  }
`);
