import { graphql } from '../../../graphql/generated';

export const ListProgressBarListProgressQuery = graphql(`
  query ListProgressBarListProgress($listId: ID!) {
    list(id: $listId) {
      id
      currentUserNumberOfChecks
      itemsCount
    }
  }
`);
