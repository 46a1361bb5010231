import { graphql } from '../../../graphql/generated';

export const CurrentUserForAdminHome = graphql(`
  query CurrentUserForAdminHome {
    mbDataStats {
      releases
      releasesMatched
      releasesVerified
      releasesNeedingMbCreated
      recordings
      recordingsMatched
      recordingsVerified
      byWeek {
        week
        matched
        verified
        created
      }
    }
  }
`);

export const DataForAdminReleasesList = graphql(`
  query DataForAdminReleasesList($offset: Int, $limit: Int) {
    releasesThatNeedMbCreated(offset: $offset, limit: $limit) {
      edges {
        node {
          id
          title
          year
          link
          artists {
            id
            name
            joinPhrase
          }
        }
      }
      pageInfo {
        hasMore
        totalCount
      }
    }
  }
`);

export const AdminQueueReleaseFields = graphql(`
  fragment AdminQueueReleaseFields on Release {
    id
    title
    year
    link
    image
    mbid
    mbVerified
    mbReleaseGroupLink
    artists {
      id
      name
      joinPhrase
    }
  }
`);

export const AdminQueueRecordingFields = graphql(`
  fragment AdminQueueRecordingFields on Song {
    id
    title
    year
    link
    image
    mbid
    mbVerified
    mbLink
    artists {
      id
      name
      joinPhrase
    }
    release {
      id
      title
    }
  }
`);

export const AdminQueryForMb = graphql(`
  query adminQueryForMb {
    nextReleaseForMb {
      count
      release {
        ...AdminQueueReleaseFields
      }
    }
  }
`);

export const AdminQueryForMbRecording = graphql(`
  query adminQueryForMbRecording {
    nextRecordingForMb {
      count
      recording {
        ...AdminQueueRecordingFields
      }
    }
  }
`);

export const AdminQueryForMbVerification = graphql(`
  query adminQueryForMbVerification {
    nextReleaseForMbVerification {
      count
      release {
        ...AdminQueueReleaseFields
      }
    }
  }
`);

export const AdminQueryForMbRecordingVerification = graphql(`
  query adminQueryForMbRecordingVerification {
    nextRecordingForMbVerification {
      count
      recording {
        ...AdminQueueRecordingFields
      }
    }
  }
`);

export const SearchMbQueryForDataReports = graphql(`
  query searchMbQueryForDataReports($query: String!) {
    searchMusicBrainzReleases(query: $query) {
      mbid
      title
      artist
      date
      score
    }
  }
`);

export const SearchMusicBrainzRecordings = graphql(`
  query searchMusicBrainzRecordings($query: String!) {
    searchMusicBrainzRecordings(query: $query) {
      mbid
      title
      artist
      date
      score
    }
  }
`);

/** Who may see which staff page: admins everything, support the matching and verifying pages. */
export const AdminViewerQuery = graphql(`
  query AdminViewer {
    currentUser {
      id
      isAdmin
      isSupport
    }
  }
`);

/** One release, for the match and verify pages opened from its menu (/admin/match?releaseId=). */
export const AdminReleaseForMb = graphql(`
  query AdminReleaseForMb($id: ID!) {
    release(id: $id) {
      ...AdminQueueReleaseFields
    }
  }
`);

/** One recording, for the match and verify pages opened from its menu (/admin/match?songId=). */
export const AdminRecordingForMb = graphql(`
  query AdminRecordingForMb($id: ID!) {
    song(id: $id) {
      ...AdminQueueRecordingFields
    }
  }
`);
