import { LIMITS } from '@earmark/shared';
import { type DocumentNode, type GraphQLSchema, Kind, visit } from 'graphql';
import { type ComplexityEstimator, getComplexity } from 'graphql-query-complexity';

/**
 * The price list of a GraphQL request: what the cost limit (QUERY_COST_LIMIT) is measured in.
 *
 * A field answered from a batch (a DataLoader, a row already read) costs 1, plus what it selects
 * times the rows it can answer. A field that runs statements of its own, every field of Query and
 * Mutation, also pays STATEMENT_PRICE for each statement it runs: so aliases of a search cannot
 * buy many text searches for the price of one field. With the default limit of 20,000 a request
 * may run fewer than 20 statements of its own: three full searches, or nine quick searches.
 */
export const STATEMENT_PRICE = 1_000;

/** The statements a root field runs per call, where it is more than one. */
const STATEMENTS: Record<string, (args: Record<string, unknown>) => number> = {
  // One ranked text search per kind asked for (five by default).
  search: (args) => kindsAsked(args.types, 5),
  // The quick search ranks its candidates again per kind: twice the work of one search's kind.
  searchSuggestions: (args) => 2 * kindsAsked(args.types, 1),
  // A call to MusicBrainz (cached, throttled) and the matching of its answer.
  searchMusicBrainzReleases: () => 5,
  searchMusicBrainzRecordings: () => 5,
  // One statement over all of a member's checks, logs and listens (of a year, or of all time).
  memberStats: () => 5,
  yearInReview: () => 5,
};

function kindsAsked(types: unknown, fallback: number): number {
  return Array.isArray(types) ? Math.max(types.length, 1) : fallback;
}

/** A list field without a page-size argument is counted as this many rows. */
const UNPAGED_LIST_ROWS = 3;

const ROOT_TYPES = new Set(['Query', 'Mutation']);

const estimator: ComplexityEstimator = ({ args, childComplexity, field, type }) => {
  const limit = typeof args.limit === 'number' ? args.limit : undefined;
  const rows =
    limit !== undefined
      ? Math.min(Math.max(limit, 1), LIMITS.maxPageSize) // what readPaging lets run
      : // Read from the printed type: graphql may be loaded twice (CJS and ESM), so no instanceof.
        String(field.type).startsWith('[')
        ? UNPAGED_LIST_ROWS
        : 1;
  // __typename and the like cost nothing of their own, wherever they stand.
  const ownStatements =
    ROOT_TYPES.has(type.name) && !field.name.startsWith('__') ? (STATEMENTS[field.name]?.(args) ?? 1) : 0;
  return 1 + childComplexity * rows + ownStatements * STATEMENT_PRICE;
};

/** The estimated cost of one operation of the document with these variables. */
export function estimateCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> = {},
  operationName?: string,
): number {
  return getComplexity({ schema, query: document, variables, operationName, estimators: [estimator] });
}

/**
 * The variables that can change a document's price: page sizes (`limit`), the kinds a search asks
 * for (`types`) and the conditions of `@skip`/`@include`. Every other variable (ids, text, inputs)
 * leaves the estimate as it is.
 */
function pricedVariables(document: DocumentNode): string[] {
  const names = new Set<string>();
  visit(document, {
    Field(node) {
      for (const argument of node.arguments ?? []) {
        const priced = argument.name.value === 'limit' || argument.name.value === 'types';
        if (priced && argument.value.kind === Kind.VARIABLE) names.add(argument.value.name.value);
      }
    },
    Directive(node) {
      for (const argument of node.arguments ?? [])
        if (argument.value.kind === Kind.VARIABLE) names.add(argument.value.name.value);
    },
  });
  return [...names].sort();
}

/** A document's prices by operation and priced variables' values, worked out once for each. */
type PriceBook = { pricedVariables: string[]; prices: Map<string, number> };

/** How many prices one document keeps before starting over (page sizes sent by clients vary little). */
const PRICES_PER_DOCUMENT = 64;

// Mercurius hands every request with the same query text the same parsed document (its query
// cache), so a document's prices live as long as the document does.
const priceBooks = new WeakMap<DocumentNode, PriceBook>();

/** The price of one request: the document's operation with the request's variables. */
export function priceOf(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown>,
  operationName?: string,
): number {
  let book = priceBooks.get(document);
  if (!book) {
    book = { pricedVariables: pricedVariables(document), prices: new Map() };
    priceBooks.set(document, book);
  }
  const key = JSON.stringify([
    operationName ?? null,
    ...book.pricedVariables.map((name) => variables[name] ?? null),
  ]);
  let price = book.prices.get(key);
  if (price === undefined) {
    price = estimateCost(schema, document, variables, operationName);
    if (book.prices.size >= PRICES_PER_DOCUMENT) book.prices.clear();
    book.prices.set(key, price);
  }
  return price;
}
