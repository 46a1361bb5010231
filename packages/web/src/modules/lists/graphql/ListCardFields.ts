import { graphql } from '../../../graphql/generated';

export const ListCardFieldsFragment = graphql(`
  fragment ListCardFields on List {
    id
    name
    link
    albumCovers
    itemsCount
    numberOfLikes
    createdBy
    isOfficial
  }
`);
