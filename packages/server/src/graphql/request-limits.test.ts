import {
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
  Kind,
  type OperationDefinitionNode,
  parse,
  type TypeNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import * as clientOperations from '../../../web/src/graphql/generated/graphql.ts';
import { AppError } from '../errors.ts';
import { DEFAULT_QUERY_LIMITS, enforceQueryLimits, estimateCost } from './request-limits.ts';
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
  if ('getValues' in type) return type.getValues()[0]?.value;
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

function refusal(query: string, variables: Record<string, unknown> = {}): AppError | undefined {
  try {
    enforceQueryLimits(DEFAULT_QUERY_LIMITS, schema, parse(query), variables);
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

  it('counts a page size given through a variable', () => {
    const query = 'query ($n: Int) { newestReleases(limit: $n) { edges { node { id title } } } }';
    const small = estimateCost(schema, parse(query), { n: 2 });
    const large = estimateCost(schema, parse(query), { n: 40 });
    expect(large).toBeGreaterThan(small * 10);
  });

  it('refuses more than 50 aliases of one field, naming the field', () => {
    const many = Array.from({ length: 51 }, (_, n) => `r${n}: release(id: ${n + 1}) { id }`).join(' ');
    const error = refusal(`{ ${many} }`);
    expect(error?.extensions.code).toBe('QUERY_TOO_COMPLEX');
    expect(error?.message).toContain('"release" under 51 aliases');
    const fifty = Array.from({ length: 50 }, (_, n) => `r${n}: release(id: ${n + 1}) { id }`).join(' ');
    expect(refusal(`{ ${fifty} }`)).toBeUndefined();
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
