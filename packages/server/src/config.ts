import path from 'node:path';
import { type PoolerMode, readPoolerMode } from './db/pooler.ts';
import { DEFAULT_FAIR_SHARE, type FairShareLimits } from './fair-share/fair-share.ts';
import { DEFAULT_QUERY_LIMITS, type QueryLimits } from './graphql/request-limits.ts';

/** Configuration from the environment (CONTRACT.md "Configuration"); read once at start. */
/**
 * The default spacing between two requests' departures to MusicBrainz. MusicBrainz allows one a
 * second; the 50 ms over it absorb the jitter of timers and sockets, so the arrivals MusicBrainz
 * counts stay a second apart too.
 */
export const MUSICBRAINZ_REQUEST_SPACING_MS = 1_050;

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** 'transaction' behind PgBouncer's transaction pooling (DATABASE_POOLER, or ?pgbouncer=true in DATABASE_URL). */
  databasePooler: PoolerMode;
  /** Read replicas (DATABASE_REPLICA_URLS, comma-separated) and when to read the primary instead (db/read-routing.ts). */
  replicas: ReplicaConfig;
  publicUrl: string;
  smtpUrl: string | undefined;
  supportEmail: string;
  musicbrainzUrl: string;
  /** A catalog item viewed whose MusicBrainz data is older than this is refreshed (MUSICBRAINZ_REFRESH_HOURS). */
  musicbrainzRefreshHours: number;
  /** How long one request to MUSICBRAINZ_URL may take while someone waits (MUSICBRAINZ_TIMEOUT_MS). */
  musicbrainzTimeoutMs: number;
  /**
   * The pace of requests to MUSICBRAINZ_URL, shared by every process on the database
   * (MUSICBRAINZ_REQUEST_SPACING_MS): musicbrainz.org allows one a second; a mirror of one's own, less.
   */
  musicbrainzSpacingMs: number;
  /** Rows one history import may ask MusicBrainz about when the catalog lacks them; 0: none (MUSICBRAINZ_IMPORT_LOOKUPS). */
  musicbrainzImportLookups: number;
  seed: 'demo' | 'none';
  /** SEED_ADMIN=1: the demo member (whose password is public) is made admin and support at start. */
  seedAdmin: boolean;
  logLevel: string;
  webDistDir: string;
  /**
   * What one GraphQL request may ask for (QUERY_COST_LIMIT, QUERY_DEPTH_LIMIT, QUERY_ALIAS_LIMIT,
   * BULK_ITEMS_LIMIT, QUERY_TEXT_LIMIT_BYTES, QUERY_TOKEN_LIMIT).
   */
  queryLimits: QueryLimits;
  /** Request bodies over this many bytes get 413 (BODY_LIMIT_BYTES). */
  bodyLimitBytes: number;
  /**
   * Which proxies' X-Forwarded-For to believe (TRUST_PROXY): false (unset) keys every limit on the
   * connection's address; a hop count, or a comma-separated list of proxy addresses.
   */
  trustProxy: false | number | string;
  /** Accounts one address may create in an hour (SIGNUP_LIMIT_PER_HOUR). */
  signupsPerAddressPerHour: number;
  /** How much of the server one client may hold (CLIENT_CONCURRENCY_LIMIT, CLIENT_QUEUE_LIMIT, …). */
  fairShare: FairShareLimits;
  /** Slow clients: when a request's headers and whole body must have arrived, idle keep-alive, connections per address. */
  connections: ConnectionLimits;
  /** PostgreSQL statements issued while answering requests are cancelled after this (STATEMENT_TIMEOUT_MS). */
  statementTimeoutMs: number;
  /** Card payments (STRIPE_*); null when STRIPE_SECRET_KEY is unset: the subscribe calls answer 503. */
  stripe: StripeConfig | null;
  /** The admin streaming player (SPOTIFY_*); null when SPOTIFY_CLIENT_ID is unset: the player is hidden. */
  spotify: SpotifyConfig | null;
};

export type ReplicaConfig = {
  urls: string[];
  /** A member's reads go to the primary this long after their last write (READ_YOUR_WRITES_SECONDS). */
  readYourWritesSeconds: number;
  /** A replica further behind than this is out of rotation until it catches up (REPLICA_MAX_LAG_SECONDS). */
  maxLagSeconds: number;
};

export type ConnectionLimits = {
  /** A request's headers must have arrived within this (HEADERS_TIMEOUT_MS). */
  headersTimeoutMs: number;
  /** A request's headers and whole body must have arrived within this (REQUEST_TIMEOUT_MS). */
  requestTimeoutMs: number;
  /** An idle keep-alive connection is closed after this (KEEP_ALIVE_TIMEOUT_MS). */
  keepAliveTimeoutMs: number;
  /** Open connections from one address (CONNECTIONS_PER_ADDRESS_LIMIT; not applied behind a trusted proxy). */
  perAddress: number;
};

/** What the web app needs to connect to Spotify (a public PKCE client: no secret). */
export type SpotifyConfig = {
  clientId: string;
  /** SPOTIFY_ACCOUNTS_URL: authorize and token endpoints' root (a local fake in tests). */
  accountsUrl: string;
  /** SPOTIFY_API_URL: the Web API's root, without /v1 (a local fake in tests). */
  apiUrl: string;
};

/** The plans' Stripe price ids, by tier and period. */
export type StripePrices = {
  FAN_MONTHLY: string;
  FAN_YEARLY: string;
  VIP_MONTHLY: string;
  VIP_YEARLY: string;
};

export type StripeConfig = {
  secretKey: string;
  webhookSecret: string;
  prices: StripePrices;
  /** STRIPE_API_URL: another API root (a local stripe-mock or the tests' fake); unset: Stripe itself. */
  apiUrl: string | undefined;
};

function readTrustProxy(raw: string | undefined): false | number | string {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a positive whole number, got "${raw}"`);
  return value;
}

/** A whole number, 0 included (0 turns the thing off). */
function countOf(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return value;
}

const STRIPE_PRICE_KEYS = ['FAN_MONTHLY', 'FAN_YEARLY', 'VIP_MONTHLY', 'VIP_YEARLY'] as const;

/** STRIPE_*: all or nothing, so a half-configured server fails at start rather than at checkout. */
function readStripe(env: NodeJS.ProcessEnv): StripeConfig | null {
  const secretKey = env.STRIPE_SECRET_KEY || undefined;
  if (!secretKey) return null;
  const required = (name: string): string => {
    const value = env[name];
    if (!value) throw new Error(`${name} must be set when STRIPE_SECRET_KEY is`);
    return value;
  };
  const prices = Object.fromEntries(
    STRIPE_PRICE_KEYS.map((key) => [key, required(`STRIPE_PRICE_${key}`)]),
  ) as StripePrices;
  return {
    secretKey,
    webhookSecret: required('STRIPE_WEBHOOK_SECRET'),
    prices,
    apiUrl: env.STRIPE_API_URL || undefined,
  };
}

/** An http(s) root without its trailing slash; anything else fails at start. */
function baseUrl(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const raw = env[name] || fallback;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`${name} must be an http(s) URL, got "${raw}"`);
  return raw.replace(/\/+$/, '');
}

function readSpotify(env: NodeJS.ProcessEnv): SpotifyConfig | null {
  const clientId = env.SPOTIFY_CLIENT_ID?.trim();
  if (!clientId) return null;
  return {
    clientId,
    accountsUrl: baseUrl(env, 'SPOTIFY_ACCOUNTS_URL', 'https://accounts.spotify.com'),
    apiUrl: baseUrl(env, 'SPOTIFY_API_URL', 'https://api.spotify.com'),
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  }
  const databaseUrl = env.DATABASE_URL || undefined;
  const seed = env.SEED ?? (databaseUrl ? 'none' : 'demo');
  if (seed !== 'demo' && seed !== 'none') throw new Error(`SEED must be demo or none, got "${seed}"`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl,
    databasePooler: readPoolerMode(databaseUrl, env.DATABASE_POOLER),
    replicas: {
      urls: (env.DATABASE_REPLICA_URLS ?? '')
        .split(',')
        .map((url) => url.trim())
        .filter((url) => url !== ''),
      readYourWritesSeconds: positiveInteger(env, 'READ_YOUR_WRITES_SECONDS', 5),
      maxLagSeconds: positiveInteger(env, 'REPLICA_MAX_LAG_SECONDS', 10),
    },
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    supportEmail: env.SUPPORT_EMAIL ?? 'support@earmark.localhost',
    musicbrainzUrl: env.MUSICBRAINZ_URL || 'https://musicbrainz.org/ws/2',
    musicbrainzRefreshHours: positiveInteger(env, 'MUSICBRAINZ_REFRESH_HOURS', 24),
    musicbrainzTimeoutMs: positiveInteger(env, 'MUSICBRAINZ_TIMEOUT_MS', 10_000),
    musicbrainzSpacingMs: positiveInteger(
      env,
      'MUSICBRAINZ_REQUEST_SPACING_MS',
      MUSICBRAINZ_REQUEST_SPACING_MS,
    ),
    musicbrainzImportLookups: countOf(env, 'MUSICBRAINZ_IMPORT_LOOKUPS', 100),
    seed,
    seedAdmin: env.SEED_ADMIN === '1',
    logLevel: env.LOG_LEVEL ?? 'info',
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? new URL('../../web/dist', import.meta.url).pathname),
    queryLimits: {
      cost: positiveInteger(env, 'QUERY_COST_LIMIT', DEFAULT_QUERY_LIMITS.cost),
      depth: positiveInteger(env, 'QUERY_DEPTH_LIMIT', DEFAULT_QUERY_LIMITS.depth),
      aliases: positiveInteger(env, 'QUERY_ALIAS_LIMIT', DEFAULT_QUERY_LIMITS.aliases),
      bulkItems: positiveInteger(env, 'BULK_ITEMS_LIMIT', DEFAULT_QUERY_LIMITS.bulkItems),
      textBytes: positiveInteger(env, 'QUERY_TEXT_LIMIT_BYTES', DEFAULT_QUERY_LIMITS.textBytes),
      tokens: positiveInteger(env, 'QUERY_TOKEN_LIMIT', DEFAULT_QUERY_LIMITS.tokens),
    },
    bodyLimitBytes: positiveInteger(env, 'BODY_LIMIT_BYTES', 1024 * 1024),
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    statementTimeoutMs: positiveInteger(env, 'STATEMENT_TIMEOUT_MS', 5_000),
    signupsPerAddressPerHour: positiveInteger(env, 'SIGNUP_LIMIT_PER_HOUR', 20),
    fairShare: {
      concurrency: positiveInteger(env, 'CLIENT_CONCURRENCY_LIMIT', DEFAULT_FAIR_SHARE.concurrency),
      queue: positiveInteger(env, 'CLIENT_QUEUE_LIMIT', DEFAULT_FAIR_SHARE.queue),
      queueWaitMs: positiveInteger(env, 'CLIENT_QUEUE_WAIT_MS', DEFAULT_FAIR_SHARE.queueWaitMs),
      dbTimeMsPerMinute: positiveInteger(
        env,
        'CLIENT_DB_TIME_LIMIT_MS',
        DEFAULT_FAIR_SHARE.dbTimeMsPerMinute,
      ),
      dbStatements: positiveInteger(env, 'CLIENT_DB_STATEMENTS_LIMIT', DEFAULT_FAIR_SHARE.dbStatements),
    },
    connections: {
      headersTimeoutMs: positiveInteger(env, 'HEADERS_TIMEOUT_MS', 10_000),
      requestTimeoutMs: positiveInteger(env, 'REQUEST_TIMEOUT_MS', 30_000),
      keepAliveTimeoutMs: positiveInteger(env, 'KEEP_ALIVE_TIMEOUT_MS', 5_000),
      perAddress: positiveInteger(env, 'CONNECTIONS_PER_ADDRESS_LIMIT', 64),
    },
    stripe: readStripe(env),
    spotify: readSpotify(env),
  };
}
