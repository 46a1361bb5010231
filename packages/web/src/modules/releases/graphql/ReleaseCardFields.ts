import { graphql } from '../../../graphql/generated';

export const ReleaseCardFieldsFragment = graphql(`
  fragment ReleaseCardFields on Release {
    id
    title
    year
    image
    thumb
    artists {
      id
      name
      joinPhrase
    }
  }
`);
