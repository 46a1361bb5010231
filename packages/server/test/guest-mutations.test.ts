import {
  buildSchema,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { printSchemaText } from '../src/graphql/print.ts';
import { useTestServer } from './test-server.ts';

/**
 * Every mutation refuses a guest (LOGGED_OUT) unless it is one of these: what a visitor does to
 * become or stop being a member. A new mutation is members-only until it is added here on purpose.
 */
const PUBLIC_MUTATIONS = new Set([
  'signup',
  'login',
  'logout',
  'sendResetPwdEmail',
  'resetPwd',
  'confirmEmailChange',
]);

/**
 * Arguments a mutation reads before it asks who is calling, where any value would be refused as
 * bad input first: a value the mutation accepts, so the guard is what answers.
 */
const PLAUSIBLE_ARGUMENTS: Record<string, Record<string, string>> = {
  favoriteItem: { type: '"release"' },
  unfavoriteItem: { type: '"release"' },
  upvoteLog: { type: '"review"' },
  removeLogUpvote: { type: '"review"' },
};

const server = useTestServer();

/** A GraphQL literal of the type (required fields and arguments only). */
function literal(type: GraphQLInputType): string {
  if (isNonNullType(type)) return literal(type.ofType);
  if (isListType(type)) return `[${literal(type.ofType)}]`;
  if (isEnumType(type)) return type.getValues()[0]?.name ?? 'null';
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).filter((field) => isNonNullType(field.type));
    return `{ ${fields.map((field) => `${field.name}: ${literal(field.type)}`).join(', ')} }`;
  }
  if (isScalarType(type)) {
    if (type.name === 'Int' || type.name === 'Float') return '1';
    if (type.name === 'Boolean') return 'true';
    return '"1"';
  }
  return 'null';
}

function argumentsOf(field: GraphQLField<unknown, unknown>): string {
  const required = field.args.filter((arg: GraphQLArgument) => isNonNullType(arg.type));
  if (required.length === 0) return '';
  const plausible = PLAUSIBLE_ARGUMENTS[field.name] ?? {};
  return `(${required.map((arg) => `${arg.name}: ${plausible[arg.name] ?? literal(arg.type)}`).join(', ')})`;
}

function selectionOf(field: GraphQLField<unknown, unknown>): string {
  return isScalarType(getNamedType(field.type)) || isEnumType(getNamedType(field.type))
    ? ''
    : '{ __typename }';
}

// Read back from the printed schema, so the graphql module checking the types is this file's own.
const mutations = Object.values(buildSchema(printSchemaText()).getMutationType()?.getFields() ?? {});

describe('every mutation, sent by a guest', () => {
  it('names only existing mutations as public', () => {
    const names = new Set(mutations.map((field) => field.name));
    expect([...PUBLIC_MUTATIONS].filter((name) => !names.has(name))).toEqual([]);
  });

  it('is refused with LOGGED_OUT unless it is on the public list', async () => {
    const notRefused: string[] = [];
    for (const field of mutations.filter((mutation) => !PUBLIC_MUTATIONS.has(mutation.name))) {
      const document = `mutation { ${field.name}${argumentsOf(field)} ${selectionOf(field)} }`;
      const { body } = await server.current.graphql(document);
      const code = body.errors?.[0]?.extensions?.code;
      if (code !== 'LOGGED_OUT') notRefused.push(`${document} answered ${code ?? 'no error'}`);
    }
    expect(
      notRefused,
      'A mutation a guest may call goes on PUBLIC_MUTATIONS; any other checks requireMember (or a stricter guard) first',
    ).toEqual([]);
  });
});
