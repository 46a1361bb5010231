import { graphql } from '../../../graphql/generated';

/** The stats page: every section of a year, or of all time, in one request. */
export const MemberStatsForStatsPageQuery = graphql(`
  query MemberStatsForStatsPage($username: String!, $year: Int) {
    memberStats(username: $username, year: $year) {
      year
      hiddenReason
      onlyYouSee
      years
      user {
        id
        username
        avatar
        displayName
      }
      summary {
        totals {
          listens
          checks
          releaseChecks
          songChecks
          ratings
          reviews
          lists
          loved
          favorited
          listenDays
        }
        periods {
          period
          listens
          checks
        }
        topArtistsByListens {
          ...StatsArtistFields
        }
        topArtistsByChecks {
          ...StatsArtistFields
        }
        genresByListens {
          ...StatsCountFields
        }
        genresByChecks {
          ...StatsCountFields
        }
        decadesByListens {
          ...StatsCountFields
        }
        decadesByChecks {
          ...StatsCountFields
        }
        ratings {
          rating
          count
        }
        loved {
          ...StatsItemFields
        }
        longestStreak {
          days
          start
          end
        }
      }
    }
  }
`);

/** An artist in a ranking: no id for a listen the catalog did not match. */
export const StatsArtistFieldsFragment = graphql(`
  fragment StatsArtistFields on StatsArtist {
    artistId
    name
    count
  }
`);

/** A genre or decade with its count. */
export const StatsCountFieldsFragment = graphql(`
  fragment StatsCountFields on StatsCount {
    label
    count
  }
`);

/** A release or song in a ranking. */
export const StatsItemFieldsFragment = graphql(`
  fragment StatsItemFields on StatsItem {
    type
    itemId
    title
    artistName
    thumb
    listens
    checks
    rating
    favorited
  }
`);
