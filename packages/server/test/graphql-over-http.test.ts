import { auditServer } from 'graphql-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GraphQLBody, useTestServer } from './test-server.ts';

const server = useTestServer();
let url = '';

beforeAll(async () => {
  const address = await server.current.app.listen({ port: 0, host: '127.0.0.1' });
  url = `${address}/graphql`;
});
afterAll(async () => server.current.app.close());

async function post(body: unknown, accept?: string) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(accept ? { accept } : {}) },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as GraphQLBody<unknown>;
  return { status: response.status, type: response.headers.get('content-type'), body: answer };
}

describe('GraphQL over HTTP', () => {
  it('passes every check of the graphql-http audit, the MAYs included', async () => {
    const results = await auditServer({ url });
    const failures = results
      .filter((result) => result.status !== 'ok')
      .map((result) => `${result.status}: ${result.name}${'reason' in result ? ` (${result.reason})` : ''}`);
    expect(failures).toEqual([]);
    expect(results.length).toBeGreaterThan(40);
  });

  it('answers application/graphql-response+json with 4xx and no data for a request error', async () => {
    const accept = 'application/graphql-response+json,application/json;q=0.9';
    const bad = await post({ query: '{ nonsense }' }, accept);
    expect(bad.status).toBe(400);
    expect(bad.type).toContain('application/graphql-response+json');
    expect(bad.body).not.toHaveProperty('data');
    expect(bad.body.errors?.[0]?.message).toMatch(/nonsense/);
    const good = await post({ query: '{ currentUser { id } }', extensions: null }, accept);
    expect(good).toMatchObject({ status: 200, body: { data: { currentUser: null } } });
  });

  it('answers application/json with 200 for a request error, and 400 for a body that is not a request', async () => {
    const invalid = await post({ query: '{ nonsense }' }, 'application/json');
    expect(invalid.status).toBe(200);
    expect(invalid.type).toContain('application/json');
    expect(invalid.body.errors?.[0]?.message).toMatch(/nonsense/);
    for (const body of [{ query: '{ currentUser { id } }', operationName: 7 }, { variables: {} }]) {
      const refused = await post(body);
      expect(refused.status).toBe(400);
      expect(refused.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
  });
});
