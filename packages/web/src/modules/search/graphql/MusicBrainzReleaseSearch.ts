import { graphql } from '../../../graphql/generated';

/** Release groups MusicBrainz finds for the query that Earmark lacks (members, few local results). */
export const MusicBrainzReleaseSearchQuery = graphql(`
  query MusicBrainzReleaseSearch($query: String!) {
    musicBrainzReleaseSearch(query: $query) {
      asked
      note
      releases {
        mbid
        title
        artistName
        year
        disambiguation
        thumb
        link
      }
    }
  }
`);
