import { LIMITS } from '@earmark/shared';
import { type DocumentNode, type GraphQLSchema, Kind, type OperationDefinitionNode, visit } from 'graphql';
import { type ComplexityEstimator, getComplexity } from 'graphql-query-complexity';
import { AppError } from '../errors.ts';

/** What one GraphQL request may ask for before it runs (configurable; printed in the README). */
export type QueryLimits = { cost: number; depth: number; aliases: number; bulkItems: number };

export const DEFAULT_QUERY_LIMITS: QueryLimits = { cost: 20_000, depth: 15, aliases: 50, bulkItems: 1_000 };

/** The mutations that take many items at once, and the list argument that carries them. */
const BULK_ARGUMENTS = new Map([
  ['checkItems', 'items'],
  ['addAllToListenTo', 'releaseIds'],
  ['recommendRelease', 'recommendeeIds'],
  ['recommendSong', 'recommendeeIds'],
  ['markNotificationsViewed', 'notificationIds'],
]);

/** Where a document's bulk mutations take their items: literal lists, and variables to count. */
type BulkSources = { literalItems: number; variables: string[] };

function bulkSources(document: DocumentNode): BulkSources {
  const sources: BulkSources = { literalItems: 0, variables: [] };
  visit(document, {
    Field(node) {
      const argumentName = BULK_ARGUMENTS.get(node.name.value);
      const value = node.arguments?.find((argument) => argument.name.value === argumentName)?.value;
      if (value?.kind === Kind.LIST) sources.literalItems += value.values.length;
      if (value?.kind === Kind.VARIABLE) sources.variables.push(value.name.value);
    },
  });
  return sources;
}

function countBulkItems(sources: BulkSources, variables: Record<string, unknown>): number {
  let total = sources.literalItems;
  for (const name of sources.variables) {
    const given = variables[name];
    total += Array.isArray(given) ? given.length : 1;
  }
  return total;
}

/** A list field without a page-size argument is counted as this many rows. */
const UNPAGED_LIST_ROWS = 3;

/**
 * Every field costs 1, plus what it selects times the rows it can answer: its `limit` (the
 * argument's default when the query gives none), or a fixed guess for an unpaged list. So a page
 * of 50 whose rows open pages of 50 costs 2,500 times what one row selects, and aliases add up.
 */
const pageSizeEstimator: ComplexityEstimator = ({ args, childComplexity, field }) => {
  const limit = typeof args.limit === 'number' ? args.limit : undefined;
  const rows =
    limit !== undefined
      ? Math.min(Math.max(limit, 1), LIMITS.maxPageSize) // what readPaging lets run
      : // Read from the printed type: graphql may be loaded twice (CJS and ESM), so no instanceof.
        String(field.type).startsWith('[')
        ? UNPAGED_LIST_ROWS
        : 1;
  return 1 + childComplexity * rows;
};

function tooComplex(message: string): AppError {
  return new AppError('QUERY_TOO_COMPLEX', message, { statusCode: 400 });
}

function chosenOperation(
  document: DocumentNode,
  operationName?: string,
): OperationDefinitionNode | undefined {
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  return operationName ? operations.find((op) => op.name?.value === operationName) : operations[0];
}

/** The most aliases any one field name carries in the document (`a: release b: release` is 2). */
export function mostAliasesOfOneField(document: DocumentNode): { field: string; count: number } {
  const counts = new Map<string, number>();
  visit(document, {
    Field(node) {
      if (node.alias) counts.set(node.name.value, (counts.get(node.name.value) ?? 0) + 1);
    },
  });
  let most = { field: '', count: 0 };
  for (const [field, count] of counts) if (count > most.count) most = { field, count };
  return most;
}

/** The estimated cost of one operation of the document with these variables. */
export function estimateCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> = {},
  operationName?: string,
): number {
  return getComplexity({
    schema,
    query: document,
    variables,
    operationName,
    estimators: [pageSizeEstimator],
  });
}

/**
 * The variables that can change a document's price: page sizes (`limit`) and the conditions of
 * `@skip`/`@include`. Every other variable (ids, text, inputs) leaves the estimate as it is.
 */
function pricedVariables(document: DocumentNode): string[] {
  const names = new Set<string>();
  visit(document, {
    Field(node) {
      const limit = node.arguments?.find((argument) => argument.name.value === 'limit')?.value;
      if (limit?.kind === Kind.VARIABLE) names.add(limit.name.value);
    },
    Directive(node) {
      for (const argument of node.arguments ?? [])
        if (argument.value.kind === Kind.VARIABLE) names.add(argument.value.name.value);
    },
  });
  return [...names].sort();
}

/** What the limits read off one parsed document, worked out once for every request that sends it. */
type DocumentFacts = {
  aliases: { field: string; count: number };
  bulk: BulkSources;
  pricedVariables: string[];
  /** Prices by operation name and priced variables' values (a handful per document, bounded). */
  prices: Map<string, number>;
};

/** How many prices one document keeps before starting over (page sizes sent by clients vary little). */
const PRICES_PER_DOCUMENT = 64;

// Mercurius hands every request with the same query text the same parsed document (its query
// cache), so the facts live as long as the document does.
const documentFacts = new WeakMap<DocumentNode, DocumentFacts>();

function factsOf(document: DocumentNode): DocumentFacts {
  let facts = documentFacts.get(document);
  if (!facts) {
    facts = {
      aliases: mostAliasesOfOneField(document),
      bulk: bulkSources(document),
      pricedVariables: pricedVariables(document),
      prices: new Map(),
    };
    documentFacts.set(document, facts);
  }
  return facts;
}

function priceOf(
  facts: DocumentFacts,
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown>,
  operationName?: string,
): number {
  const key = JSON.stringify([
    operationName ?? null,
    ...facts.pricedVariables.map((name) => variables[name] ?? null),
  ]);
  let price = facts.prices.get(key);
  if (price === undefined) {
    price = estimateCost(schema, document, variables, operationName);
    if (facts.prices.size >= PRICES_PER_DOCUMENT) facts.prices.clear();
    facts.prices.set(key, price);
  }
  return price;
}

/**
 * Refuses a request over the limits with QUERY_TOO_COMPLEX before any resolver runs; the message
 * names the limit. (Depth is held by Mercurius' own `queryDepth` check, set from the same limits.)
 * What depends only on the document is read once per document, and its price once per page size.
 */
export function enforceQueryLimits(
  limits: QueryLimits,
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  operationName?: string,
): void {
  const facts = factsOf(document);
  if (facts.aliases.count > limits.aliases) {
    throw tooComplex(
      `The query asks for "${facts.aliases.field}" under ${facts.aliases.count} aliases; the limit is ${limits.aliases} aliases of one field.`,
    );
  }
  const bulk = countBulkItems(facts.bulk, variables ?? {});
  if (bulk > limits.bulkItems) {
    throw tooComplex(
      `The request carries ${bulk} items in bulk operations; the limit is ${limits.bulkItems} in one request.`,
    );
  }
  if (!chosenOperation(document, operationName)) return;
  const cost = priceOf(facts, schema, document, variables ?? {}, operationName);
  if (cost > limits.cost) {
    throw tooComplex(`The query's estimated cost is ${cost}; the limit is ${limits.cost}.`);
  }
}

/**
 * How deeply brackets nest in a query text ({ ( [), outside strings and comments: a cheap scan
 * before parsing, so a query nested thousands deep is refused instead of overflowing the stack.
 */
export function bracketNesting(source: string): number {
  let depth = 0;
  let deepest = 0;
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    if (char === '#') {
      while (i < source.length && source[i] !== '\n') i++;
    } else if (char === '"') {
      const block = source.startsWith('"""', i);
      const end = block ? source.indexOf('"""', i + 3) : source.slice(i + 1).search(/(?<!\\)"/) + i + 1;
      if (end < i + 1) return deepest; // an unterminated string: the parser will say so
      i = block ? end + 2 : end;
    } else if (char === '{' || char === '(' || char === '[') {
      depth++;
      if (depth > deepest) deepest = depth;
    } else if (char === '}' || char === ')' || char === ']') {
      depth--;
    }
  }
  return deepest;
}

/** Refuses a query text nested deeper than the depth limit allows (4 brackets per level). */
export function enforceNesting(limits: QueryLimits, source: string): void {
  if (bracketNesting(source) > limits.depth * 4) {
    throw tooComplex(`The query is nested too deeply; the limit is a depth of ${limits.depth}.`);
  }
}
