import { describe, expect, it } from 'vitest';
import { buildRelease, buildSession } from './factories.ts';
import { APOLLO_ACCEPT, type GraphQLBody, useTestServer } from './test-server.ts';

const server = useTestServer();

async function post(payload: string, contentType = 'application/json') {
  const response = await server.current.app.inject({
    method: 'POST',
    url: '/graphql',
    payload,
    headers: { 'content-type': contentType, accept: APOLLO_ACCEPT },
  });
  return { status: response.statusCode, body: response.json() as GraphQLBody<unknown> };
}

function expectGraphQLError(body: GraphQLBody<unknown>, code: string) {
  expect(body.errors?.length).toBeGreaterThan(0);
  expect(body.errors?.[0]?.extensions?.code).toBe(code);
  expect(JSON.stringify(body)).not.toMatch(/stack|node_modules|select |\/work\//i);
}

describe('bad requests answer a GraphQL error with a 4xx status', () => {
  it('malformed JSON', async () => {
    const { status, body } = await post('{"query": "{ currentUser { id } }"');
    expect(status).toBe(400);
    expectGraphQLError(body, 'BAD_REQUEST');
  });

  it('a query that does not parse', async () => {
    const { status, body } = await post(JSON.stringify({ query: '{ release(id: "1") { id ' }));
    expect(status).toBe(400);
    expectGraphQLError(body, 'GRAPHQL_PARSE_FAILED');
  });

  it('a query that is JSON rather than GraphQL', async () => {
    const { status, body } = await post(JSON.stringify({ query: '{"kind":"Document","definitions":[]}' }));
    expect(status).toBe(400);
    expectGraphQLError(body, 'BAD_USER_INPUT');
  });

  it('an unknown field', async () => {
    const { status, body } = await post(JSON.stringify({ query: '{ release(id: "1") { nonsense } }' }));
    expect(status).toBe(400);
    expectGraphQLError(body, 'GRAPHQL_VALIDATION_FAILED');
    expect(body.errors?.[0]?.message).toContain('nonsense');
  });

  it('wrong variable types, before and after the query is compiled', async () => {
    const query = 'query Q($offset: Int) { newestReleases(offset: $offset) { pageInfo { totalCount } } }';
    for (let attempt = 0; attempt < 3; attempt++) {
      const { status, body } = await post(JSON.stringify({ query, variables: { offset: 'lots' } }));
      expect(status).toBe(400);
      expectGraphQLError(body, 'BAD_USER_INPUT');
    }
  });

  it('a missing query', async () => {
    const { status, body } = await post(JSON.stringify({ variables: {} }));
    expect(status).toBe(400);
    expect(body.errors?.length).toBeGreaterThan(0);
  });

  it('a 1 MB query is refused with 413', async () => {
    const query = `{ currentUser { id } } # ${'x'.repeat(1024 * 1024)}`;
    const { status, body } = await post(JSON.stringify({ query }));
    expect(status).toBe(413);
    expectGraphQLError(body, 'PAYLOAD_TOO_LARGE');
  });

  it('a query nested deeper than 12 levels', async () => {
    let selection = 'id';
    for (let depth = 0; depth < 5; depth++) selection = `tracks { song { release { ${selection} } } }`;
    const { status, body } = await post(JSON.stringify({ query: `{ release(id: "1") { ${selection} } }` }));
    expect(status).toBe(400);
    // Like every other limit (issue #28: it was GRAPHQL_VALIDATION_FAILED).
    expectGraphQLError(body, 'QUERY_TOO_COMPLEX');
  });

  it('a negative offset is BAD_USER_INPUT naming the field, answered 200 so clients show it', async () => {
    const { status, body } = await post(
      JSON.stringify({ query: '{ newestReleases(offset: -1) { pageInfo { totalCount } } }' }),
    );
    expect(status).toBe(200);
    expect(body.data).toBeNull();
    expectGraphQLError(body, 'BAD_USER_INPUT');
    expect(body.errors?.[0]?.extensions?.field).toBe('offset');
  });

  it('a mutation sent with GET is refused', async () => {
    const response = await server.current.app.inject({
      method: 'GET',
      url: '/graphql',
      query: { query: 'mutation { __typename }' },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});

describe('GET /graphql', () => {
  it('answers queries', async () => {
    const { release } = await buildRelease(server.current.db, { title: 'By GET' });
    const { status, body } = await server.current.graphql(
      'query R($id: ID!) { release(id: $id) { title } }',
      { id: String(release.id) },
      { method: 'GET' },
    );
    expect(status).toBe(200);
    expect(body.data).toEqual({ release: { title: 'By GET' } });
  });
});

describe('authorization header', () => {
  const query = '{ currentUser { username } }';

  it('a guest (no header) has no current user', async () => {
    const { body } = await server.current.graphql(query);
    expect(body).toEqual({ data: { currentUser: null } });
  });

  it('accepts a bare token and a Bearer token', async () => {
    const { token, user } = await buildSession(server.current.db);
    const bearer = await server.current.graphql(query, {}, { token });
    expect(bearer.body.data).toEqual({ currentUser: { username: user.username } });
    const response = await server.current.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query },
      headers: { authorization: token },
    });
    expect(response.json()).toEqual({ data: { currentUser: { username: user.username } } });
  });

  it('an unknown, revoked or expired token answers UNAUTHENTICATED', async () => {
    const { db } = server.current;
    const revoked = await buildSession(db, { revokedAt: new Date() });
    const expired = await buildSession(db, { expiresAt: new Date(Date.now() - 1000) });
    for (const token of ['not-a-session', revoked.token, expired.token]) {
      const { body } = await server.current.graphql(query, {}, { token });
      expect(body.data ?? null).toBeNull();
      expectGraphQLError(body, 'UNAUTHENTICATED');
    }
  });
});
