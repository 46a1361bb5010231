import type { PageScenario } from './page-vs-raw.ts';
import { rawSuggestions } from './raw-suggestions.ts';

/** The quick search's operation (the web's SearchSuggestions), every kind's fields asked. */
export const suggestionsQuery = /* GraphQL */ `
  query SearchSuggestions($query: String!, $types: [SearchType!], $limit: Int) {
    searchSuggestions(query: $query, types: $types, limit: $limit) {
      releases { id title year thumb artists { id name joinPhrase } }
      songs { id title image artists { id name joinPhrase } }
      artists { id name image disambiguation }
      lists { id name createdBy itemsCount }
      users { id username avatar }
    }
  }
`;

/**
 * What people type into the quick search on the demo catalog, as the debounce catches it: word
 * starts, whole titles, artist names, "artist title" both ways, typos, common words.
 */
export const DEMO_SUGGESTION_QUERIES = [
  'vel',
  'velvet',
  'letters to',
  'letters to ada',
  'the paper',
  'holding s',
  'nothing but rain',
  'hugo keller',
  'the tiny valley holding salt',
  'tiny valley',
  'lost in gl',
  'late night tales',
  'razona velvet',
  'strange',
  'everybody knows',
  'blood song clara lowe',
  'velvit',
  'letters to fraya',
  'glasgow',
  'the',
  'ele',
  'horizon',
  'a violet salt',
  'heavy years',
] as const;

/** Release suggestions (the quick search's default kind) for each query in turn, limit unset as the web sends it. */
export const suggestionsScenario: PageScenario = {
  name: 'suggestions',
  label: 'search suggestions (releases)',
  bodies: () => {
    let next = 0;
    return () => {
      const query = DEMO_SUGGESTION_QUERIES[next++ % DEMO_SUGGESTION_QUERIES.length] ?? '';
      return { query: suggestionsQuery, variables: { query, types: ['RELEASE'], limit: null } };
    };
  },
  raw: rawSuggestions,
};
