import { describe, expect, it } from 'vitest';
import { APOLLO_ACCEPT, useTestServer } from './test-server.ts';

/** A body that would poison prototypes is refused by name, on /graphql and on the REST routes. */
const server = useTestServer();
const QUERY = '{ currentUser { id } }';

const poisoned: [string, string, string][] = [
  ['__proto__', `{"query":"${QUERY}","__proto__":{"isAdmin":true}}`, '__proto__'],
  ['an escaped __proto__', `{"query":"${QUERY}","variables":{"\\u005f_proto__":{}}}`, '__proto__'],
  ['constructor.prototype', `{"query":"${QUERY}","constructor":{"prototype":{}}}`, 'constructor.prototype'],
];

async function post(url: string, payload: string, accept = 'application/json') {
  const response = await server.current.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': 'application/json', accept },
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

describe('a JSON body with a prototype-poisoning key', () => {
  it.each(poisoned)('refuses %s on /graphql, naming the key', async (_, payload, key) => {
    for (const accept of [APOLLO_ACCEPT, 'application/json']) {
      const { status, body } = await post('/graphql', payload, accept);
      expect(status).toBe(400);
      expect(body.errors).toEqual([
        {
          message: `The request body may not contain the key ${key}.`,
          extensions: { code: 'BAD_USER_INPUT', field: 'body' },
        },
      ]);
    }
  });

  it.each(poisoned)('refuses %s on a REST route, naming the key', async (_, payload, key) => {
    const { status, body } = await post('/create-checkout-session', payload);
    expect(status).toBe(400);
    expect(body).toMatchObject({
      message: `The request body may not contain the key ${key}.`,
      code: 'BAD_USER_INPUT',
    });
  });

  it('still reads bodies that merely mention the words, and still calls broken JSON broken', async () => {
    const ok = await post(
      '/graphql',
      JSON.stringify({
        query: 'query Q($q: String!) { search(query: $q, types: [RELEASE]) { __typename } }',
        variables: { q: '__proto__ constructor prototype \u00e9' },
      }),
    );
    expect(ok.status).toBe(200);
    expect(ok.body.errors).toBeUndefined();
    const broken = await post('/graphql', '{"query": "{ currentUser { id } }"', APOLLO_ACCEPT);
    expect(broken.status).toBe(400);
    expect(JSON.stringify(broken.body)).toContain('The request body is not valid JSON.');
  });
});
