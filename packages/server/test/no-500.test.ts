import { describe, expect, it } from 'vitest';
import { accountRows } from './accounts-helpers.ts';
import { useTestServer } from './test-server.ts';

const server = useTestServer();

const SIGN_UP = /* GraphQL */ `mutation signup($username: String!, $email: String!, $password: String!) {
  signup(username: $username, email: $email, password: $password) { token }
}`;

describe('inputs that used to answer 500 get a clear 4xx and change nothing', () => {
  it.each([
    ['a NUL byte', 'nul\u0000name'],
    ['a lone surrogate', 'half\uD800name'],
  ])('%s in a string variable: BAD_USER_INPUT naming the variable', async (_what, username) => {
    const before = await accountRows(server.current.db);
    const { status, body } = await server.current.graphql(SIGN_UP, {
      username,
      email: 'someone@example.test',
      password: 'a-long-enough-secret-1',
    });
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'username' });
    expect(await accountRows(server.current.db)).toBe(before);
  });

  it('a NUL byte written into the query text', async () => {
    const { status, body } = await server.current.graphql(
      '{ searchSuggestions(query: "a\\u0000b") { __typename } }',
    );
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it.each(['__proto__', 'constructor', 'toString'])('favoriteItem with type %s', async (type) => {
    const { body } = await server.current.graphql(
      'mutation ($type: String!) { favoriteItem(id: "1", type: $type) { __typename } }',
      { type },
    );
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'type' });
  });

  it('malformed JSON in GET variables', async () => {
    const response = await server.current.app.inject({
      method: 'GET',
      url: '/graphql?query=%7BcurrentUser%7Bid%7D%7D&variables=%7Bnope',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'variables',
    });
  });

  it('a malformed escape in a cover name', async () => {
    const response = await server.current.app.inject({ method: 'GET', url: '/covers/users/%25.svg' });
    expect(response.statusCode).toBe(404);
    const bad = await server.current.app.inject({ method: 'GET', url: '/covers/users/%E0%A4%A.svg' });
    expect(bad.statusCode).toBe(400);
  });

  it('a query nested thousands deep: QUERY_TOO_COMPLEX, not a stack overflow', async () => {
    const query = `{ ${'a { '.repeat(5000)}b${' }'.repeat(5000)} }`;
    const { status, body } = await server.current.graphql(query);
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX');
    expect(JSON.stringify(body)).not.toContain('call stack');
  });
});
