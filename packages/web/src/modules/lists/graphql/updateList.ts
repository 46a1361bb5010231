import { graphql } from '../../../graphql/generated';

export const UpdateListMutation = graphql(`
  mutation updateList(
    $listId: ID!
    $fields: ListFieldsInput!
    $items: [ListItemInput!]!
    $sections: [ListSectionInput!]
    $expectedUpdatedAt: String
  ) {
    updateList(
      listId: $listId
      fields: $fields
      items: $items
      sections: $sections
      expectedUpdatedAt: $expectedUpdatedAt
    ) {
      id
      updatedAt
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
