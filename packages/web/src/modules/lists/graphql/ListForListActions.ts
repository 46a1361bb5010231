import { graphql } from '../../../graphql/generated';

/** The list menu: edit and delete when the member may. */
export const ListForListActionsQuery = graphql(`
  query ListForListActions($id: ID!) {
    list(id: $id) {
      id
      name
      isEditable
      currentUserCreated
    }
  }
`);
