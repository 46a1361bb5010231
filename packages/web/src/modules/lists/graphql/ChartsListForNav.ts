import { graphql } from '../../../graphql/generated';

/** The charts list has a fixed id that the top bar links to. */
export const ChartsListForNavQuery = graphql(`
  query ChartsListForNav {
    chartsList {
      id
      link
    }
  }
`);
