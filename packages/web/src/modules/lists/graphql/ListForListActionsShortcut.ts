import { graphql } from '../../../graphql/generated';

/** The header's Edit shortcut. */
export const ListForListActionsShortcutQuery = graphql(`
  query ListForListActionsShortcut($id: ID!) {
    list(id: $id) {
      id
      isEditable
    }
  }
`);
