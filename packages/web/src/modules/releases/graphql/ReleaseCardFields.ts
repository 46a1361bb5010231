import { graphql } from '../../../graphql/generated';

export const ReleaseCardFieldsFragment = graphql(`
  fragment ReleaseCardFields on Release {
    id
    title
    year
    image
    thumb
    currentUserHasChecked
    currentUserDeepListened
    artists {
      id
      name
      joinPhrase
    }
  }
`);
