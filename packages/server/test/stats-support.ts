/** The stats pages' documents as the API tests ask them (stats.test.ts, stats-cache.test.ts). */
export const STATS = /* GraphQL */ `
  query MemberStats($username: String!, $year: Int) {
    memberStats(username: $username, year: $year) {
      year hiddenReason onlyYouSee years user { id username }
      summary {
        totals { listens checks releaseChecks songChecks ratings reviews lists loved favorited listenDays }
        periods { period listens checks }
        topArtistsByListens { artistId name count }
        topArtistsByChecks { artistId name count }
        genresByListens { label count }
        genresByChecks { label count }
        decadesByListens { label count }
        decadesByChecks { label count }
        ratings { rating count }
        loved { type itemId title favorited }
        longestStreak { days start end }
      }
    }
  }
`;

export const REVIEW = /* GraphQL */ `
  query YearInReview($username: String!, $year: Int!) {
    yearInReview(username: $username, year: $year) {
      year hiddenReason onlyYouSee
      review {
        totals { listens checks newReleasesHeard reviews lists hours }
        previous { listens checks newReleasesHeard reviews lists hours }
        deltas { key current previous change percent }
        topAlbums { type itemId title listens checks }
        topSongs { type itemId title listens checks }
        topArtists { name count }
        highestRated { itemId rating }
        firstListens relistens
        months { period listens checks }
      }
    }
  }
`;
