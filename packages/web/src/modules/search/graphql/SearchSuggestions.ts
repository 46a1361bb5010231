import { graphql } from '../../../graphql/generated';

export const SearchSuggestionsQuery = graphql(`
  query SearchSuggestions($query: String!, $types: [SearchType!], $limit: Int) {
    searchSuggestions(query: $query, types: $types, limit: $limit) {
      releases {
        id
        title
        disambiguation
        year
        thumb
        artists {
          id
          name
          joinPhrase
        }
      }
      songs {
        id
        title
        disambiguation
        isVideo
        image
        artists {
          id
          name
          joinPhrase
        }
      }
      artists {
        id
        name
        image
        disambiguation
      }
      lists {
        id
        name
        createdBy
        itemsCount
      }
      users {
        id
        username
        avatar
      }
    }
  }
`);
