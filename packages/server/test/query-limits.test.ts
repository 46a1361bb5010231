import { describe, expect, it } from 'vitest';
import { buildRelease } from './factories.ts';
import { useTestServer } from './test-server.ts';

const server = useTestServer();

describe('request limits over HTTP', () => {
  it('refuses the aliased newest releases → users → collection attack before it runs', async () => {
    await buildRelease(server.current.db, { title: 'Bait' });
    const one =
      'newestReleases(limit: 50) { edges { node { users { edges { node { collection { edges { node { __typename } } } } } } } } }';
    const query = `{ ${Array.from({ length: 40 }, (_, n) => `a${n}: ${one}`).join(' ')} }`;
    const started = performance.now();
    const { status, body } = await server.current.graphql(query);
    const elapsed = performance.now() - started;
    expect(status).toBe(400);
    expect(body.data ?? null).toBeNull();
    expect(body.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX');
    expect(body.errors?.[0]?.message).toMatch(/limit is 20000/);
    // No resolver ran: refused on the estimate alone (a generous bound; the aim is well under 50 ms).
    expect(elapsed).toBeLessThan(2_000);
  });

  it('refuses 51 aliases of one field and a selection deeper than 15', async () => {
    const aliases = Array.from(
      { length: 51 },
      (_, n) => `s${n}: searchSuggestions(query: "a") { __typename }`,
    );
    const many = await server.current.graphql(`{ ${aliases.join(' ')} }`);
    expect(many.body.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX');

    let selection = 'id';
    for (let depth = 0; depth < 6; depth++) selection = `tracks { song { release { ${selection} } } }`;
    const deep = await server.current.graphql(`{ release(id: 1) { ${selection} } }`);
    expect(deep.status).toBe(400);
    expect(deep.body.data ?? null).toBeNull();
  });

  it('counts bulk items across aliases: two checkItems of 600 items each are refused before running', async () => {
    const items = Array.from({ length: 600 }, (_, n) => ({ id: String(n + 1), type: 'RELEASE' }));
    const { status, body } = await server.current.graphql(
      'mutation ($a: [CheckItemInput!]!, $b: [CheckItemInput!]!) { one: checkItems(items: $a) two: checkItems(items: $b) }',
      { a: items, b: items },
    );
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX');
    expect(body.errors?.[0]?.message).toContain('1200 items in bulk operations; the limit is 1000');
    const single = await server.current.graphql(
      'mutation ($a: [CheckItemInput!]!) { checkItems(items: $a) }',
      {
        a: items,
      },
    );
    expect(single.body.errors?.[0]?.extensions?.code).toBe('LOGGED_OUT');
  });

  it('answers 413 to a body over 1 MB', async () => {
    const response = await server.current.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: `{ currentUser { id } } # ${'x'.repeat(1025 * 1024)}` },
    });
    expect(response.statusCode).toBe(413);
  });

  it('lets an ordinary page through', async () => {
    const { status, body } = await server.current.graphql(
      '{ newestReleases(limit: 20) { edges { node { id title artists { name } } } } }',
    );
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
  });
});
