import {
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
  Kind,
  type OperationDefinitionNode,
  parse,
  print,
  type TypeNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import * as clientOperations from '../../../web/src/graphql/generated/graphql.ts';
import { AppError } from '../errors.ts';
import { estimateCost, STATEMENT_PRICE } from './query-cost.ts';
import { enforceQueryText } from './query-text.ts';
import {
  DEFAULT_QUERY_LIMITS,
  documentDepth,
  enforceDocumentLimits,
  enforceQueryLimits,
} from './request-limits.ts';
import { buildSchema } from './schema.ts';

const schema = buildSchema();

/**
 * A value of an input type, as small as the type allows (the estimate reads only page sizes).
 * Types are told apart by shape, not instanceof: the schema's graphql may be the other module copy.
 */
function sampleValue(type: GraphQLInputType): unknown {
  const printed = String(type);
  if (printed.endsWith('!') && 'ofType' in type) return sampleValue(type.ofType as GraphQLInputType);
  if (printed.startsWith('[')) return [];
  // A variable names an enum value (its internal value may differ, as ColorScheme's 'light' for LIGHT).
  if ('getValues' in type) return type.getValues()[0]?.name;
  if ('getFields' in type) {
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((field) => String(field.type).endsWith('!'))
        .map((field) => [field.name, sampleValue(field.type)]),
    );
  }
  return { ID: '1', String: 'x', Int: 1, Float: 1, Boolean: false }[printed] ?? 'x';
}

/** A sample value for a variable's declared type, read from the document's type node. */
function sampleOf(target: GraphQLSchema, node: TypeNode): unknown {
  if (node.kind === Kind.NON_NULL_TYPE) return sampleOf(target, node.type);
  if (node.kind === Kind.LIST_TYPE) return [];
  const named = target.getType(node.name.value);
  return named ? sampleValue(named as GraphQLInputType) : undefined;
}

/** The required variables of an operation, filled with sample values; optional ones keep their defaults. */
function sampleVariables(target: GraphQLSchema, operation: OperationDefinitionNode): Record<string, unknown> {
  const variables: Record<string, unknown> = {};
  for (const definition of operation.variableDefinitions ?? []) {
    if (definition.type.kind !== Kind.NON_NULL_TYPE || definition.defaultValue) continue;
    variables[definition.variable.name.value] = sampleOf(target, definition.type);
  }
  return variables;
}

const documents = Object.entries(clientOperations).filter(
  (entry): entry is [string, DocumentNode] =>
    typeof entry[1] === 'object' && entry[1] !== null && (entry[1] as DocumentNode).kind === Kind.DOCUMENT,
);

/** The three steps the server takes (text, document, request), as it takes them. */
function refusal(query: string, variables: Record<string, unknown> = {}): AppError | undefined {
  try {
    enforceQueryText(DEFAULT_QUERY_LIMITS, query);
    const document = parse(query, { maxTokens: DEFAULT_QUERY_LIMITS.tokens });
    enforceDocumentLimits(DEFAULT_QUERY_LIMITS, schema, document, []);
    enforceQueryLimits(DEFAULT_QUERY_LIMITS, schema, document, variables);
    return undefined;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}

describe('query limits', () => {
  it('every operation the web client sends costs at most half the budget', () => {
    expect(documents.length).toBeGreaterThan(30);
    const over: string[] = [];
    for (const [name, document] of documents) {
      const operation = document.definitions.find(
        (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
      );
      if (!operation) continue;
      const cost = estimateCost(schema, document, sampleVariables(schema, operation));
      if (cost > DEFAULT_QUERY_LIMITS.cost / 2) over.push(`${name}: ${cost}`);
    }
    expect(over).toEqual([]);
  });

  it('refuses the aliased newest releases → users → collection attack, naming the cost limit', () => {
    const fields = Array.from(
      { length: 40 },
      (_, n) =>
        `a${n}: newestReleases(limit: 50) { edges { node { users { edges { node { username } } } } } }`,
    ).join('\n');
    const error = refusal(`{ ${fields} }`);
    expect(error?.extensions.code).toBe('QUERY_TOO_COMPLEX');
    expect(error?.message).toMatch(/cost .* limit is 20000/);
  });

  it('every operation the web client sends is far inside the text, token and depth limits', () => {
    for (const [name, document] of documents) {
      const text = print(document);
      expect(Buffer.byteLength(text), name).toBeLessThan(DEFAULT_QUERY_LIMITS.textBytes / 4);
      expect(() => parse(text, { maxTokens: DEFAULT_QUERY_LIMITS.tokens / 4 }), name).not.toThrow();
      expect(documentDepth(document), name).toBeLessThanOrEqual(DEFAULT_QUERY_LIMITS.depth - 3);
    }
  });

  it('prices each search by the kinds it ranks: aliases cannot buy many searches', () => {
    const searches = (count: number, types = '') =>
      `{ ${Array.from({ length: count }, (_, n) => `s${n}: search(query: "blue ${n}"${types}) { releases { pageInfo { totalCount } } }`).join(' ')} }`;
    expect(refusal(searches(3))).toBeUndefined();
    expect(refusal(searches(4))?.message).toMatch(/estimated cost is \d+; the limit is 20000/);
    // One kind costs a fifth of all five.
    expect(refusal(searches(19, ', types: [RELEASE]'))).toBeUndefined();
    expect(refusal(searches(21, ', types: [RELEASE]'))?.extensions.code).toBe('QUERY_TOO_COMPLEX');
    const suggestions = (count: number) =>
      `{ ${Array.from({ length: count }, (_, n) => `s${n}: searchSuggestions(query: "blue ${n}") { releases { id } }`).join(' ')} }`;
    expect(refusal(suggestions(9))).toBeUndefined();
    expect(refusal(suggestions(11))?.extensions.code).toBe('QUERY_TOO_COMPLEX');
  });

  it('prices every root field by the statement it runs, and __typename at nothing', () => {
    const one = estimateCost(schema, parse('{ release(id: 1) { id } }'));
    expect(one).toBeGreaterThanOrEqual(STATEMENT_PRICE);
    expect(estimateCost(schema, parse('{ __typename }'))).toBeLessThan(10);
    expect(
      refusal(`{ ${Array.from({ length: 21 }, (_, n) => `r${n}: release(id: ${n}) { id }`).join(' ')} }`)
        ?.extensions.code,
    ).toBe('QUERY_TOO_COMPLEX');
  });

  it('refuses a text over the text limit, and one over the token limit, before parsing', () => {
    const long = `{ currentUser { id } } # ${'x'.repeat(DEFAULT_QUERY_LIMITS.textBytes)}`;
    expect(refusal(long)?.message).toMatch(/the limit is 16384 bytes/);
    const many = `{ currentUser { ${'id '.repeat(DEFAULT_QUERY_LIMITS.tokens)} } }`;
    expect(() => refusal(many)).toThrow(/more tha[nt] 2000 tokens/);
  });

  it('refuses a selection deeper than 15 fields, counting through fragments, naming the depth', () => {
    let selection = 'id';
    for (let depth = 0; depth < 5; depth++) selection = `tracks { song { release { ${selection} } } }`;
    // 1 (release) + 15 + id = 17 fields deep, 16 of them with a selection.
    const error = refusal(`{ release(id: 1) { ...deep } } fragment deep on Release { ${selection} }`);
    expect(error?.extensions.code).toBe('QUERY_TOO_COMPLEX');
    expect(error?.message).toBe('The query is 17 fields deep; the limit is a depth of 15.');
    expect(refusal('{ release(id: 1) { tracks { song { release { id } } } } }')).toBeUndefined();
  });

  it('counts a page size given through a variable', () => {
    const query = 'query ($n: Int) { newestReleases(limit: $n) { edges { node { id title } } } }';
    const small = estimateCost(schema, parse(query), { n: 2 });
    const large = estimateCost(schema, parse(query), { n: 40 });
    // The root field's statement costs the same at any page size; the rows are what grow.
    expect(large - STATEMENT_PRICE).toBeGreaterThan((small - STATEMENT_PRICE) * 10);
  });

  it('refuses more than 50 aliases of one field, naming the field', () => {
    const titles = (count: number) => Array.from({ length: count }, (_, n) => `t${n}: title`).join(' ');
    const error = refusal(`{ release(id: 1) { ${titles(51)} } }`);
    expect(error?.extensions.code).toBe('QUERY_TOO_COMPLEX');
    expect(error?.message).toContain('"title" under 51 aliases');
    expect(refusal(`{ release(id: 1) { ${titles(50)} } }`)).toBeUndefined();
  });
});

describe('query limits on a document sent again', () => {
  const query =
    'query ($n: Int, $id: ID!) { newestReleases(limit: $n) { edges { node { id title } } } release(id: $id) { id } }';

  it('prices the same document again by its page size, not by the first request', () => {
    const document = parse(query);
    const tiny = { ...DEFAULT_QUERY_LIMITS, cost: estimateCost(schema, document, { n: 2, id: '1' }) };
    const refused = (variables: Record<string, unknown>) => {
      try {
        enforceQueryLimits(tiny, schema, document, variables);
        return false;
      } catch (error) {
        if (error instanceof AppError && error.extensions.code === 'QUERY_TOO_COMPLEX') return true;
        throw error;
      }
    };
    expect(refused({ n: 2, id: '1' })).toBe(false);
    expect(refused({ n: 2, id: '2' })).toBe(false);
    expect(refused({ n: 40, id: '1' })).toBe(true);
    expect(refused({ n: 2, id: '3' })).toBe(false);
  });

  it('counts the bulk items of every request, the document being the same', () => {
    const document = parse('mutation ($ids: [ID!]!) { addAllToListenTo(releaseIds: $ids) { __typename } }');
    const ids = (count: number) => ({ ids: Array.from({ length: count }, (_, n) => String(n + 1)) });
    expect(() => enforceQueryLimits(DEFAULT_QUERY_LIMITS, schema, document, ids(10))).not.toThrow();
    expect(() => enforceQueryLimits(DEFAULT_QUERY_LIMITS, schema, document, ids(1001))).toThrow(/1001 items/);
  });
});
