import { graphql } from '../../../graphql/generated';

/** The member's own lists that can take the item, with their sections, for the Add to lists dialog. */
export const CurrentUsersListsForListAdderQuery = graphql(`
  query CurrentUsersListsForListAdder($filterItems: SourceType) {
    currentUser {
      id
      lists(filterItems: $filterItems, limit: 100) {
        edges {
          node {
            id
            name
            itemsCount
            sections {
              id
              title
            }
          }
        }
      }
    }
  }
`);
