import { graphql } from '../../../graphql/generated';

/** A guest's checks, sent once right after signup. */
export const CheckItemsMutation = graphql(`
  mutation checkItems($items: [CheckItemInput!]!) {
    checkItems(items: $items)
  }
`);
