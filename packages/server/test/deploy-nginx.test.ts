import http2 from 'node:http2';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type NginxFront, nginxMissing, startNginxFront } from './deploy/nginx-front.ts';
import { useTestServer } from './test-server.ts';

/**
 * deploy/nginx.conf, the README's front for a deployment, run before the app as written (TLS,
 * HTTP/2, the app behind it with TRUST_PROXY=127.0.0.1): the file must work, and must not let a
 * client choose the address its limits key on.
 */
const missing = nginxMissing();
const server = useTestServer({ trustProxy: '127.0.0.1' });
let front: NginxFront | undefined;
let session: http2.ClientHttp2Session | undefined;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

beforeAll(async () => {
  if (missing) return;
  const appUrl = await server.current.app.listen({ port: 0, host: '127.0.0.1' });
  front = await startNginxFront(appUrl, await freePort());
  session = http2.connect(front.url, { rejectUnauthorized: false });
});

afterAll(async () => {
  session?.close();
  await front?.stop();
});

/** One request over the front's HTTP/2 connection: status, headers and body. */
function request(
  path: string,
  {
    method = 'GET',
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string } = {},
) {
  return new Promise<{ status: number; headers: http2.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      if (!session) throw new Error('no front');
      const stream = session.request({ ':method': method, ':path': path, ...headers });
      let answer: http2.IncomingHttpHeaders = {};
      const chunks: Buffer[] = [];
      stream.on('response', (head) => {
        answer = head;
      });
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () =>
        resolve({
          status: Number(answer[':status']),
          headers: answer,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      stream.on('error', reject);
      stream.end(body);
    },
  );
}

const login = (username: string, forwardedFor: string) =>
  request('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify({
      query: 'mutation($u: String!) { login(usernameOrEmail: $u, password: "wrong-password") { token } }',
      variables: { u: username },
    }),
  });

describe.skipIf(missing)(`deploy/nginx.conf before the app${missing ? ` (skipped: ${missing})` : ''}`, () => {
  it('serves the app over TLS and HTTP/2, GraphQL posts included', async () => {
    const health = await request('/healthz');
    expect(health.status).toBe(200);
    const answer = await login('nobody-at-all', '198.51.100.1');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body).errors?.[0]?.extensions?.code).toBe('INVALID_CREDENTIALS');
  });

  it("keys the login limit on the client's own address: a forged X-Forwarded-For on each try dodges nothing", async () => {
    const codes: string[] = [];
    for (let n = 0; n < 12; n++) {
      const { body } = await login(`forger${n}`, `203.0.113.${n + 1}`);
      codes.push(JSON.parse(body).errors?.[0]?.extensions?.code);
    }
    // The first test's attempt counted too: ten attempts a window per address.
    expect(codes.slice(0, 9).every((code) => code === 'INVALID_CREDENTIALS')).toBe(true);
    expect(codes.slice(9)).toEqual(['RATE_LIMITED', 'RATE_LIMITED', 'RATE_LIMITED']);
  });
});
