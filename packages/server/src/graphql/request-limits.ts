import { createRequire } from 'node:module';
import {
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLError,
  type GraphQLSchema,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationRule,
  visit,
} from 'graphql';
import { AppError } from '../errors.ts';
import { priceOf } from './query-cost.ts';

// The schema is built by Pothos and validated by Mercurius with graphql's CommonJS copy; validate
// with the same copy (an ESM import loads the other one, which refuses a schema it did not make).
const { specifiedRules, validate } = createRequire(import.meta.url)('graphql') as typeof import('graphql');

/**
 * What one GraphQL request may ask for (configurable; printed in the README). A request is judged
 * in three steps, each before anything is kept for it:
 * 1. its text, before parsing (query-text.ts): length, bracket nesting, not JSON;
 * 2. its parsed document, before Mercurius validates and caches it (`enforceDocumentLimits`):
 *    GraphQL validation, aliases of one field, depth — a refused document is never cached;
 * 3. the request, before any resolver runs (`enforceQueryLimits`): bulk items and the price.
 */
export type QueryLimits = {
  cost: number;
  depth: number;
  aliases: number;
  bulkItems: number;
  /** The longest query text, in bytes (QUERY_TEXT_LIMIT_BYTES). */
  textBytes: number;
  /** The most lexical tokens a query text may hold (QUERY_TOKEN_LIMIT): bounds a parsed document's size. */
  tokens: number;
};

/**
 * The web client's longest document is under 2 KB and about 200 tokens (request-limits.test.ts
 * checks every one of them against these limits with room to spare).
 */
export const DEFAULT_QUERY_LIMITS: QueryLimits = {
  cost: 20_000,
  depth: 15,
  aliases: 50,
  bulkItems: 1_000,
  textBytes: 16 * 1024,
  tokens: 2_000,
};

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

function tooComplex(message: string): AppError {
  return new AppError('QUERY_TOO_COMPLEX', message, { statusCode: 400 });
}

/** The most aliases any one field name carries in the document (`a: release b: release` is 2). */
function mostAliasesOfOneField(document: DocumentNode): { field: string; count: number } {
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

/** How many fields deep the document's deepest operation selects (a root field is depth 1). */
export function documentDepth(document: DocumentNode): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  const depthOf = (set: SelectionSetNode, inside: Set<string>): number => {
    let deepest = 0;
    for (const selection of set.selections) {
      let depth = 0;
      if (selection.kind === Kind.FIELD) {
        depth = selection.name.value.startsWith('__')
          ? 0
          : 1 + (selection.selectionSet ? depthOf(selection.selectionSet, inside) : 0);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        depth = depthOf(selection.selectionSet, inside);
      } else {
        const fragment = fragments.get(selection.name.value);
        // A fragment that spreads itself is a validation error; count it once.
        if (fragment && !inside.has(fragment.name.value))
          depth = depthOf(fragment.selectionSet, new Set(inside).add(fragment.name.value));
      }
      if (depth > deepest) deepest = depth;
    }
    return deepest;
  };
  let deepest = 0;
  for (const definition of document.definitions)
    if (definition.kind === Kind.OPERATION_DEFINITION)
      deepest = Math.max(deepest, depthOf(definition.selectionSet, new Set()));
  return deepest;
}

/** GraphQL's validation errors, thrown as Mercurius throws its own (the formatter answers each). */
class DocumentInvalid extends Error {
  constructor(readonly errors: readonly GraphQLError[]) {
    super(errors[0]?.message ?? 'The query is not valid.');
  }
}

/**
 * Judges a freshly parsed document before Mercurius validates and caches it: GraphQL's own
 * validation (here, so that an invalid document is not kept in Mercurius' error cache either),
 * then the aliases and depth limits. Runs once per distinct query text (a cached one skips it).
 */
export function enforceDocumentLimits(
  limits: QueryLimits,
  schema: GraphQLSchema,
  document: DocumentNode,
  rules: readonly ValidationRule[],
): void {
  const errors = validate(schema, document, [...specifiedRules, ...rules]);
  if (errors.length > 0) throw new DocumentInvalid(errors);
  const aliases = mostAliasesOfOneField(document);
  if (aliases.count > limits.aliases) {
    throw tooComplex(
      `The query asks for "${aliases.field}" under ${aliases.count} aliases; the limit is ${limits.aliases} aliases of one field.`,
    );
  }
  const depth = documentDepth(document);
  if (depth > limits.depth) {
    throw tooComplex(`The query is ${depth} fields deep; the limit is a depth of ${limits.depth}.`);
  }
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

// Mercurius hands every request with the same query text the same parsed document (its query
// cache), so what is read off a document lives as long as the document does.
const bulkOf = new WeakMap<DocumentNode, BulkSources>();

/**
 * Refuses a request over the limits with QUERY_TOO_COMPLEX before any resolver runs; the message
 * names the limit. What depends only on the document is read once per document, and its price
 * once per page size.
 */
export function enforceQueryLimits(
  limits: QueryLimits,
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  operationName?: string,
): void {
  let bulk = bulkOf.get(document);
  if (!bulk) {
    bulk = bulkSources(document);
    bulkOf.set(document, bulk);
  }
  const items = countBulkItems(bulk, variables ?? {});
  if (items > limits.bulkItems) {
    throw tooComplex(
      `The request carries ${items} items in bulk operations; the limit is ${limits.bulkItems} in one request.`,
    );
  }
  if (!chosenOperation(document, operationName)) return;
  const cost = priceOf(schema, document, variables ?? {}, operationName);
  if (cost > limits.cost) {
    throw tooComplex(`The query's estimated cost is ${cost}; the limit is ${limits.cost}.`);
  }
}
