import { describe, expect, it } from 'vitest';
import { useTestServer } from './test-server.ts';

const LOGIN = /* GraphQL */ `mutation login($username: String!, $password: String!) {
  login(usernameOrEmail: $username, password: $password) { token }
}`;

describe('without TRUST_PROXY (the default)', () => {
  const server = useTestServer();

  it('a forged X-Forwarded-For on each attempt does not dodge the per-address login limit', async () => {
    const codes: (string | undefined)[] = [];
    for (let n = 0; n < 12; n++) {
      const { body } = await server.current.graphql(
        LOGIN,
        { username: `nobody${n}`, password: 'wrong-password' },
        { headers: { 'x-forwarded-for': `203.0.113.${n + 1}` } },
      );
      codes.push(body.errors?.[0]?.extensions?.code);
    }
    expect(codes.slice(0, 10).every((code) => code === 'INVALID_CREDENTIALS')).toBe(true);
    expect(codes.slice(10)).toEqual(['RATE_LIMITED', 'RATE_LIMITED']);
  });
});

describe('behind one trusted proxy (TRUST_PROXY=127.0.0.1)', () => {
  const server = useTestServer({ trustProxy: '127.0.0.1' });

  it('the forwarded address is the client: two clients have two limits', async () => {
    const attempt = (address: string, n: number) =>
      server.current.graphql(
        LOGIN,
        { username: `someone${n}`, password: 'wrong-password' },
        { headers: { 'x-forwarded-for': address } },
      );
    for (let n = 0; n < 10; n++) await attempt('198.51.100.7', n);
    const limited = await attempt('198.51.100.7', 10);
    expect(limited.body.errors?.[0]).toMatchObject({ extensions: { code: 'RATE_LIMITED' } });
    const other = await attempt('198.51.100.8', 11);
    expect(other.body.errors?.[0]?.extensions?.code).toBe('INVALID_CREDENTIALS');
  });
});
