import { graphql } from '../../../graphql/generated';

/** The list and every item, for the editor. */
export const ListForListsEditQuery = graphql(`
  query ListForListsEdit($id: ID!, $all: Boolean = true) {
    list(id: $id) {
      id
      name
      description
      image
      tags
      url
      yearStart
      yearEnd
      isPersonal
      isRanked
      isEditable
      createdBy
      updatedAt
      sections {
        id
        title
        description
        position
      }
      items(all: $all) {
        edges {
          node {
            ...ListItemFields
          }
        }
      }
    }
  }
`);
