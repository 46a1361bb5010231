import { graphql } from '../../../graphql/generated';

/** Which of the member's own lists the item is on already (the Add to lists dialog marks them). */
export const ListsHoldingItemQuery = graphql(`
  query ListsHoldingItem($id: ID!, $song: Boolean!) {
    release(id: $id) @skip(if: $song) {
      id
      currentUserListIds
    }
    song(id: $id) @include(if: $song) {
      id
      currentUserListIds
    }
  }
`);
