import { graphql } from '../../../graphql/generated';

export const CreateListMutation = graphql(`
  mutation createList($fields: ListFieldsInput!, $items: [ListItemInput!]!, $sections: [ListSectionInput!]) {
    createList(fields: $fields, items: $items, sections: $sections) {
      id
    }
  }
`);
