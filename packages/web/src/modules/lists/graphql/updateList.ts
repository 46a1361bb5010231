import { graphql } from '../../../graphql/generated';

export const UpdateListMutation = graphql(`
  mutation updateList(
    $listId: ID!
    $fields: ListFieldsInput!
    $items: [ListItemInput!]!
    $sections: [ListSectionInput!]
  ) {
    updateList(listId: $listId, fields: $fields, items: $items, sections: $sections) {
      id
      ...ListHeaderFields
      sections {
        id
        title
        description
        position
      }
    }
  }
`);
