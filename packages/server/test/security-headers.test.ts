import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, useTestServer } from './test-server.ts';

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...values]) => [name, values]),
  );
}

describe('security headers (http PUBLIC_URL)', () => {
  const server = useTestServer({ publicUrl: 'http://localhost:3000' });

  it.each(['/', '/graphql?query=%7BcurrentUser%7Bid%7D%7D', '/healthz'])('%s carries them', async (url) => {
    const response = await server.current.app.inject({ method: 'GET', url });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const csp = directives(String(response.headers['content-security-policy']));
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('script-src')).toContain("'self'");
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('script-src')).toContain('https://www.youtube.com');
    expect(csp.get('frame-src')).toContain('https://js.stripe.com');
    expect(csp.get('worker-src')).toEqual(["'self'"]);
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('security headers (https PUBLIC_URL)', () => {
  const server = useTestServer({ publicUrl: 'https://earmark.example.test' });

  it('adds HSTS and upgrades insecure requests', async () => {
    const response = await server.current.app.inject({ method: 'GET', url: '/' });
    expect(response.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    expect(
      directives(String(response.headers['content-security-policy'])).has('upgrade-insecure-requests'),
    ).toBe(true);
  });
});

describe('production mode (NODE_ENV=production)', () => {
  let server: TestServer;
  const before = process.env.NODE_ENV;
  beforeAll(async () => {
    process.env.NODE_ENV = 'production';
    server = await startTestServer();
  });
  afterAll(async () => {
    process.env.NODE_ENV = before;
    await server.close();
  });

  it('refuses introspection and serves no GraphiQL', async () => {
    const { status, body } = await server.graphql('{ __schema { queryType { name } } }');
    expect(status).toBe(400);
    expect(body.errors?.[0]?.message).toContain('Introspection is turned off');
    const ide = await server.app.inject({ method: 'GET', url: '/graphiql/main.js' });
    expect(ide.statusCode).toBe(404);
    const ordinary = await server.graphql('{ currentUser { id } }');
    expect(ordinary.body).toEqual({ data: { currentUser: null } });
  });
});
