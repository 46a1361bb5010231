import { graphql } from '../../../graphql/generated';

export const SetCreatedMbRelease = graphql(`
  mutation setCreatedMbRelease($id: ID!) {
    setCreatedMbRelease(id: $id) {
      id
    }
  }
`);

export const SetMusicBrainzRelease = graphql(`
  mutation setMusicBrainzRelease($releaseId: ID!, $mbid: String) {
    setMusicBrainzRelease(releaseId: $releaseId, mbid: $mbid) {
      id
      mbid
      mbVerified
      mbReleaseGroupLink
    }
  }
`);

export const SetMusicBrainzRecording = graphql(`
  mutation setMusicBrainzRecording($recordingId: ID!, $mbid: String) {
    setMusicBrainzRecording(recordingId: $recordingId, mbid: $mbid) {
      id
      mbid
      mbVerified
      mbLink
    }
  }
`);

export const VerifyMusicBrainzRelease = graphql(`
  mutation verifyMusicBrainzRelease($id: ID!, $verify: Boolean!) {
    verifyMusicBrainzRelease(id: $id, verify: $verify) {
      id
      mbid
      mbVerified
    }
  }
`);

export const VerifyMusicBrainzRecording = graphql(`
  mutation verifyMusicBrainzRecording($id: ID!, $verify: Boolean!) {
    verifyMusicBrainzRecording(id: $id, verify: $verify) {
      id
      mbid
      mbVerified
    }
  }
`);
