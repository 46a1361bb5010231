import { graphql } from '../../../graphql/generated';

/** One entry of a list with its release, song or artist. */
export const ListItemFieldsFragment = graphql(`
  fragment ListItemFields on ListItem {
    id
    position
    description
    sectionId
    itemType
    item {
      __typename
      ... on Release {
        ...ReleaseCardFields
        currentUserHasChecked
      }
      ... on Song {
        id
        title
        year
        image
        artists {
          id
          name
          joinPhrase
        }
        currentUserHasChecked
      }
      ... on Artist {
        id
        name
        image
      }
    }
  }
`);
