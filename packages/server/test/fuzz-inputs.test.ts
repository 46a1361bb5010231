import fc from 'fast-check';
import type {
  GraphQLArgument,
  GraphQLField,
  GraphQLNamedType,
  GraphQLObjectType,
  GraphQLSchema,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildSchema } from '../src/graphql/schema.ts';
import { buildRelease, buildSession, buildUser } from './factories.ts';
import { useTestServer } from './test-server.ts';

/**
 * Every query and mutation field of the schema, called with generated values for its arguments
 * (odd Unicode, NUL bytes, huge and negative numbers, unknown enum values, ids that are not
 * numbers, very long texts): whatever comes back, it is never a 5xx and never shows internals.
 * Types are read by name (String(type)), not with instanceof: graphql is loaded twice here.
 */
const server = useTestServer();
const schema: GraphQLSchema = buildSchema();

const weirdText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\ud800',
    '__proto__',
    'constructor',
    "'; drop table users; --",
    '%',
    '1e309',
  ),
  fc.string({ minLength: 5_000, maxLength: 12_000 }),
);
const weirdInt = fc.oneof(fc.integer(), fc.constantFrom(0, -1, 2_147_483_647, -2_147_483_648, 101, 100_000));
const weirdId = fc.oneof(
  fc.nat({ max: 50 }).map(String),
  fc.constantFrom('-1', '0', '1.5', '99999999999999999999', 'abc', ''),
  weirdText,
);

function named(typeText: string): { name: string; list: boolean; required: boolean } {
  return {
    name: typeText.replace(/[[\]!]/g, ''),
    list: typeText.startsWith('['),
    required: typeText.endsWith('!'),
  };
}

function valueFor(typeText: string, depth = 0): fc.Arbitrary<unknown> {
  const { name, list, required } = named(typeText);
  const inner = list ? typeText.slice(1, typeText.lastIndexOf(']')) : typeText;
  const base: fc.Arbitrary<unknown> = list
    ? fc.array(valueFor(inner, depth + 1), { maxLength: 3 })
    : scalarOrInput(schema.getType(name), depth);
  return required ? base : fc.option(base, { nil: null });
}

function scalarOrInput(type: GraphQLNamedType | null | undefined, depth: number): fc.Arbitrary<unknown> {
  if (!type) return fc.constant(null);
  if ('getValues' in type) {
    const values = type.getValues().map((value) => value.name);
    return fc.oneof(fc.constantFrom(...values), fc.constant('NOT_A_VALUE'));
  }
  if ('getFields' in type && depth < 3) {
    const fields = Object.values(type.getFields()) as GraphQLArgument[];
    return fc.record(
      Object.fromEntries(fields.map((field) => [field.name, valueFor(String(field.type), depth + 1)])),
    );
  }
  switch (type.name) {
    case 'Int':
      return weirdInt;
    case 'Float':
      return fc.oneof(
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        fc.constantFrom(0.5, 2.25, -1, 5.5),
      );
    case 'Boolean':
      return fc.boolean();
    case 'ID':
      return weirdId;
    default:
      return weirdText;
  }
}

function selectionFor(field: GraphQLField<unknown, unknown>): string {
  const type = schema.getType(named(String(field.type)).name);
  return type && ('getFields' in type || 'getTypes' in type) ? ' { __typename }' : '';
}

function operationFor(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): string {
  const variables = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const args = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  return `${kind} Fuzz${variables ? `(${variables})` : ''} { ${field.name}${args ? `(${args})` : ''}${selectionFor(field)} }`;
}

const LEAK = /stack|node_modules|\/work\/|\.ts:\d|select |insert |update .* set|violates|duplicate key/i;

function fieldsOf(type: GraphQLObjectType | null | undefined) {
  return type ? Object.values(type.getFields()) : [];
}

describe('every operation, fed generated input', () => {
  const operations = [
    ...fieldsOf(schema.getQueryType()).map((field) => ['query', field] as const),
    ...fieldsOf(schema.getMutationType()).map((field) => ['mutation', field] as const),
  ];

  it.each(operations.map(([kind, field]) => [`${kind} ${field.name}`, kind, field] as const))(
    '%s never answers 5xx or leaks internals',
    async (_title, kind, field) => {
      const member = await buildUser(server.current.db);
      const { token } = await buildSession(server.current.db, { user: member });
      await buildRelease(server.current.db);
      const query = operationFor(kind, field);
      const variables = fc.record(
        Object.fromEntries(field.args.map((arg) => [arg.name, valueFor(String(arg.type))])),
      );
      await fc.assert(
        fc.asyncProperty(variables, fc.boolean(), async (values, signedIn) => {
          const { status, body } = await server.current.graphql(query, values, signedIn ? { token } : {});
          expect(status, JSON.stringify(body)).toBeLessThan(500);
          expect(JSON.stringify(body)).not.toMatch(LEAK);
        }),
        { numRuns: 12, seed: 20261125 },
      );
    },
  );
});
