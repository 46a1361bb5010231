import { graphql } from '../../../graphql/generated';

/** The artist page's unlistened and unadded release ids, for the bulk "save for later" entries. */
export const ArtistReleaseIdsToSaveQuery = graphql(`
  query ArtistReleaseIdsToSave($id: ID!, $primaryTypes: [ReleasePrimaryType!], $secondaryTypes: [ReleaseSecondaryType!]) {
    artist(id: $id) {
      id
      currentUserReleaseIdsToSave(primaryTypes: $primaryTypes, secondaryTypes: $secondaryTypes) {
        unlistened
        unadded
      }
    }
  }
`);
