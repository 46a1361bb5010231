import { graphql } from '../../../graphql/generated';

/** What a card shows of a release or a song: shared by activity cards and review cards. */
export const ItemCardFieldsFragment = graphql(`
  fragment ItemCardFields on Item {
    __typename
    ... on Release {
      id
      title
      thumb
      link
      artists {
        id
        name
        joinPhrase
      }
    }
    ... on Song {
      id
      title
      image
      link
      artists {
        id
        name
        joinPhrase
      }
    }
  }
`);
