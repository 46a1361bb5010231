import fastifyCompress from '@fastify/compress';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { GraphQLError, type ValidationRule } from 'graphql';
import mercurius from 'mercurius';
import type { Config } from './config.ts';
import { createContext, readToken, viewerOf } from './context.ts';
import type { Db } from './db/open-db.ts';
import type { ReadRouting } from './db/read-routing.ts';
import { unauthenticated } from './errors.ts';
import { registerFairShare } from './fair-share/fair-share.ts';
import { formatErrors } from './graphql/error-formatter.ts';
import { registerGuestAnswers } from './graphql/guest-answers.ts';
import { registerGraphQLMediaTypes } from './graphql/http-media.ts';
import { rejectUnstorableText } from './graphql/input-text.ts';
import { enforceQueryText } from './graphql/query-text.ts';
import { registerReadYourWrites } from './graphql/read-your-writes.ts';
import { enforceDocumentLimits, enforceQueryLimits } from './graphql/request-limits.ts';
import { buildSchema } from './graphql/schema.ts';
import { avatarRoutes } from './modules/accounts/index.ts';
import { billingRoutes, createStripeClient } from './modules/billing/index.ts';
import { publicCatalogCache, shareCatalogCache } from './modules/catalog/index.ts';
import { coverRoutes } from './modules/covers/index.ts';
import { exportRoutes } from './modules/export/index.ts';
import { importRoutes } from './modules/imports/index.ts';
import { listenBrainzRoutes } from './modules/listens/index.ts';
import { cardRoutes, feedRoutes, shareTags } from './modules/sharing/index.ts';
import { limitConnectionsPerAddress } from './web/connection-limits.ts';
import { registerJsonBodyParser } from './web/json-body.ts';
import { registerSecurityHeaders } from './web/security-headers.ts';
import { spaRoutes } from './web/spa.ts';

export type BuildServerOptions = {
  config: Config;
  db: Db;
  /** The DataLoaders' database handle (`OpenedDb.lookupDb`); default: `db`. */
  lookupDb?: Db;
  /** Read replicas in rotation (DATABASE_REPLICA_URLS); unset: every read on `db`. */
  readRouting?: ReadRouting;
  /** A pino logger, or false for none (tests); default: pino at config.logLevel. */
  logger?: FastifyBaseLogger | boolean;
};

/** TRUST_PROXY as Fastify takes it: never, the first N hops, or the listed proxy addresses. */
function proxyTrust(
  trust: Config['trustProxy'],
): boolean | string | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}

/** Refuses __schema and __type fields (introspection), as production does. */
const noIntrospection: ValidationRule = (context) => ({
  Field(node) {
    if (node.name.value === '__schema' || node.name.value === '__type') {
      context.reportError(new GraphQLError('Introspection is turned off on this server.', { nodes: [node] }));
    }
  },
});

/** How many parsed documents Mercurius keeps by query text (the web client sends about 130). */
const PARSE_CACHE_ENTRIES = 128;

/** The operation a request names (POST body or GET query string), if it names one. */
function requestedOperation(reply: { request: { body?: unknown; query?: unknown } }): string | undefined {
  for (const holder of [reply.request.body, reply.request.query]) {
    const name = (holder as { operationName?: unknown } | null | undefined)?.operationName;
    if (typeof name === 'string' && name !== '') return name;
  }
  return undefined;
}

/** The HTTP server: GraphQL at /graphql, drawn covers, health check and the built web app. */
export async function buildServer({
  config,
  db,
  lookupDb = db,
  readRouting,
  logger,
}: BuildServerOptions): Promise<FastifyInstance> {
  const production = process.env.NODE_ENV === 'production';
  const validationRules = production ? [noIntrospection] : [];
  shareCatalogCache(db, lookupDb);
  // Guests' catalog copies are one per process, whichever server filled them.
  for (const replica of readRouting?.replicaHandles() ?? []) {
    shareCatalogCache(replica.db, lookupDb);
    shareCatalogCache(replica.lookupDb, lookupDb);
  }
  const app = Fastify({
    ...(typeof logger === 'object'
      ? { loggerInstance: logger }
      : { logger: logger ?? { level: config.logLevel } }),
    // Larger requests are refused with 413 before any parsing.
    bodyLimit: config.bodyLimitBytes,
    // X-Forwarded-For is believed only from the proxies TRUST_PROXY names; by default never.
    trustProxy: proxyTrust(config.trustProxy),
    // A slow client cannot hold a connection: headers, then the whole body, must arrive in time
    // (checked every second), and an idle keep-alive connection is closed.
    requestTimeout: config.connections.requestTimeoutMs,
    keepAliveTimeout: config.connections.keepAliveTimeoutMs,
    http: { headersTimeout: config.connections.headersTimeoutMs, connectionsCheckingInterval: 1_000 },
  });
  // Behind a trusted proxy every connection comes from the proxy: the cap is the proxy's to set.
  if (config.trustProxy === false) limitConnectionsPerAddress(app.server, config.connections.perAddress);

  registerFairShare(app, {
    db,
    limits: config.fairShare,
    hungUpHoldMs: config.connections.requestTimeoutMs,
    // A member's requests share the member's allowance wherever they come from; a guest's, its address's.
    clientKey: async (request) => {
      const token = readToken(request.headers.authorization);
      const viewer = token ? await viewerOf(lookupDb, request, token) : null;
      return viewer ? `member:${viewer.id}` : `address:${request.ip}`;
    },
  });

  // Before any route: a body with a __proto__ key is refused, saying so (not "not valid JSON").
  registerJsonBodyParser(app);

  registerSecurityHeaders(app, {
    publicUrl: config.publicUrl,
    development: !production,
    spotify: config.spotify,
  });

  // GraphQL and REST answers over 1 KB are compressed (brotli at quality 4, or gzip); smaller ones
  // go as they are, where compressing costs more than it saves. Built assets come precompressed.
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'] });

  await app.register(mercurius, {
    schema: buildSchema(),
    path: '/graphql',
    jit: 1,
    graphiql: !production,
    // In production the schema is not open to introspection (the client's types are generated at build).
    validationRules,
    // Parsed documents kept by query text: a few hundred, each bounded by the token limit (README,
    // "Protecting the service"); only documents that passed validation and the document limits.
    cache: PARSE_CACHE_ENTRIES,
    graphql: { parseOptions: { maxTokens: config.queryLimits.tokens } },
    context: (request, reply) => createContext({ db, lookupDb, readRouting }, request, reply, config),
    errorFormatter: (execution, ctx) => formatErrors(execution, ctx.reply?.log ?? app.log),
  });

  // Nothing is parsed, validated or cached for a query before its text and shape are judged.
  app.graphql.addHook('preParsing', async (_schema, source) => {
    enforceQueryText(config.queryLimits, source);
  });
  app.graphql.addHook('preValidation', async (schema, document) => {
    enforceDocumentLimits(config.queryLimits, schema, document, validationRules);
  });
  app.graphql.addHook('preExecution', async (schema, document, context, variables) => {
    if (context.authError) throw unauthenticated();
    enforceQueryLimits(config.queryLimits, schema, document, variables, requestedOperation(context.reply));
    rejectUnstorableText(document, variables);
  });

  if (readRouting) registerReadYourWrites(app, (context) => requestedOperation(context.reply));

  registerGraphQLMediaTypes(app);
  // After the request checks above: a guest asking what another guest just asked is answered at once.
  registerGuestAnswers(app, () => publicCatalogCache(lookupDb).guestAnswers);

  app.get('/healthz', async () => {
    await db.execute(sql`select 1`);
    return { status: 'ok' };
  });

  await app.register(coverRoutes, { db });
  await app.register(avatarRoutes, { config, db });
  await app.register(billingRoutes, {
    config,
    db,
    payments: config.stripe ? { config: config.stripe, stripe: createStripeClient(config.stripe) } : null,
  });
  await app.register(listenBrainzRoutes, { db });
  await app.register(exportRoutes, { db });
  await app.register(feedRoutes, { db, publicUrl: config.publicUrl });
  await app.register(cardRoutes, { db, dataDir: config.dataDir });
  // History uploads stream to disk past the 1 MB body limit (their own multipart parser and size cap).
  await app.register(importRoutes, { db, dataDir: config.dataDir });
  await app.register(spaRoutes, {
    db,
    distDir: config.webDistDir,
    appConfig: { supportEmail: config.supportEmail, spotify: config.spotify },
    shareTags: (pathname) => shareTags(db, config.publicUrl, pathname),
  });
  return app;
}
