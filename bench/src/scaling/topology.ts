import pg from 'pg';
import { startPgbouncer } from '../../../packages/server/test/scaling/pgbouncer.ts';
import { startReplicatedCluster } from '../../../packages/server/test/scaling/replica-cluster.ts';
import { type RunningServer, startServer } from '../server-process.ts';

/** One or two API nodes, directly or through PgBouncer, optionally with a replica, on a demo-seeded database. */
export type Topology = {
  urls: string[];
  /** Member sessions for the members' share of the mix. */
  tokens: string[];
  databaseUrl: string;
  standbyUrl?: string;
  servers: RunningServer[];
  stop(): Promise<void>;
};

const SIGNUP = `mutation S($username: String!, $password: String!, $email: String!) { signup(username: $username, password: $password, email: $email, allowEmail: false) { token } }`;

async function signUpMembers(url: string, count: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let n = 0; n < count; n += 1) {
    const stamp = `${Date.now().toString(36)}${n}`;
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: SIGNUP,
        variables: {
          username: `soak_${stamp}`,
          email: `soak.${stamp}@example.test`,
          password: 'violet-harbour-42-lanterns',
        },
      }),
    });
    const body = (await response.json()) as { data?: { signup?: { token: string } } };
    if (!body.data?.signup) throw new Error(`signup failed: ${JSON.stringify(body)}`);
    tokens.push(body.data.signup.token);
  }
  return tokens;
}

// The API only: the web app's build (which start.mjs redoes when sources changed) is not measured.
const NODE_ENV = {
  SIGNUP_LIMIT_PER_HOUR: '100000',
  // The bench is the nodes' load balancer: its X-Forwarded-For names each visitor (load-mix.ts).
  TRUST_PROXY: '127.0.0.1',
  LOG_LEVEL: 'warn',
  SKIP_WEB_BUILD: '1',
  WEB_DIST_DIR: '/nonexistent-earmark-dist',
};

/** Seeds the demo into an empty database (one start with SEED=demo) and signs up members: their tokens. */
export async function seedDemo(databaseUrl: string, port: number, dataDir: string): Promise<string[]> {
  const seeding = await startServer(
    { ...NODE_ENV, DATABASE_URL: databaseUrl, SEED: 'demo', DATA_DIR: dataDir },
    port,
  );
  try {
    return await signUpMembers(seeding.url, 20);
  } finally {
    await seeding.stop();
  }
}

/**
 * Starts `nodes` API nodes of one worker each on ports after `port` on a seeded database, through a
 * PgBouncer when `pooler`, reading `standbyUrl` if given.
 */
export async function startTopology(options: {
  tokens: string[];
  databaseUrl: string;
  nodes: number;
  pooler: boolean;
  standbyUrl?: string;
  port: number;
  dataDir: string;
}): Promise<Topology> {
  const pgbouncer = options.pooler ? await startPgbouncer(options.databaseUrl, 20) : undefined;
  const nodeUrl = pgbouncer ? pgbouncer.url(options.databaseUrl) : options.databaseUrl;
  const servers = await Promise.all(
    Array.from({ length: options.nodes }, (_, n) =>
      startServer(
        {
          ...NODE_ENV,
          DATABASE_URL: nodeUrl,
          SEED: 'none',
          DATA_DIR: options.dataDir,
          WEB_CONCURRENCY: '1',
          ...(options.standbyUrl ? { DATABASE_REPLICA_URLS: options.standbyUrl } : {}),
        },
        options.port + 1 + n,
      ),
    ),
  );
  return {
    urls: servers.map((server) => server.url),
    tokens: options.tokens,
    databaseUrl: options.databaseUrl,
    ...(options.standbyUrl ? { standbyUrl: options.standbyUrl } : {}),
    servers,
    async stop() {
      await Promise.all(servers.map((server) => server.stop()));
      await pgbouncer?.stop();
    },
  };
}

/** A fresh database on the machine's PostgreSQL for the ceiling runs. */
export async function scratchDatabase(adminUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export { startReplicatedCluster };
