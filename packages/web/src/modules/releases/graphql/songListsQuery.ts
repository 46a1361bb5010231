import { graphql } from '../../../graphql/generated';

/** The lists tab; a section's "Load More" asks again with only that section included. */
export const SongListsQuery = graphql(`
  query songListsQuery(
    $id: ID!
    $curatorOffset: Int = 0
    $userOffset: Int = 0
    $withCurator: Boolean = true
    $withUser: Boolean = true
  ) {
    song(id: $id) {
      id
      curatorLists(offset: $curatorOffset) @include(if: $withCurator) {
        ...ListsPageFields
      }
      userLists(offset: $userOffset) @include(if: $withUser) {
        ...ListsPageFields
      }
    }
  }
`);
