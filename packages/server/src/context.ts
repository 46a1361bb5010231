import { createHash } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
// The module augmented below, named for programs that reach this file without the server (bench).
import type {} from 'mercurius';
import type { Config } from './config.ts';
import type { Db } from './db/open-db.ts';
import { defineStatements } from './db/prepared.ts';
import type { ReadHandles, ReadRouting } from './db/read-routing.ts';
import { rateLimitBuckets, sessions, users } from './db/schema/index.ts';
import { LAST_WRITE_PREFIX } from './db/write-marks.ts';
import { createLoaders, type Loaders } from './graphql/loaders.ts';

declare module 'mercurius' {
  /** Resolvers and Mercurius hooks see Earmark's context. */
  interface MercuriusContext extends Context {}
}

/** The signed-in member, and the session they signed in with (a password change keeps only it). */
export type Viewer = { id: number; isAdmin: boolean; isSupport: boolean; sessionId: number };

/** What every resolver sees: the database, this request's loaders and the signed-in member. */
export type Context = {
  /** The primary: every write, and reads that must see the latest (a member's own, just written). */
  db: Db;
  /**
   * For reads that may trail by a few seconds (catalog pages, search, list indexes, charts, the
   * community's activity): a replica when DATABASE_REPLICA_URLS has one in rotation and the viewer
   * has not written lately, else the primary (db/read-routing.ts).
   */
  readDb: Db;
  /** The primary's handles, for a mutation to move this request's reads back to it (readFromPrimary). */
  primary: ReadHandles;
  viewer: Viewer | null;
  /** A token was sent but is unknown, revoked or expired: every operation answers UNAUTHENTICATED. */
  authError: boolean;
  loaders: Loaders;
  /** The server's configuration (public URL and mail settings for the accounts mutations). */
  config: Config;
  /** The client's address (behind a proxy, from X-Forwarded-For), for rate limits. */
  ip: string;
  log: FastifyBaseLogger;
};

/** The token of an authorization header, bare or as "Bearer <token>"; empty means a guest. */
export function readToken(header: string | string[] | undefined): string | null {
  const value = (Array.isArray(header) ? header[0] : header)?.trim() ?? '';
  const token = value.replace(/^bearer\s+/i, '').trim();
  return token === '' ? null : token;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const sessionStatements = defineStatements('context', {
  viewer: (db) =>
    db
      .select({
        id: users.id,
        isAdmin: users.isAdmin,
        isSupport: users.isSupport,
        sessionId: sessions.id,
        sessionCreatedAt: sessions.createdAt,
        lastWriteAt: rateLimitBuckets.resetAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(rateLimitBuckets, eq(rateLimitBuckets.key, sql`${LAST_WRITE_PREFIX}::text || ${users.id}`))
      .where(
        and(
          eq(sessions.tokenHash, sql.placeholder('tokenHash')),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, sql.placeholder('now')),
        ),
      )
      .limit(1),
});

/** The viewer as looked up, with when their session began and their last write (db/write-marks.ts). */
type ViewerRow = Viewer & { sessionCreatedAt: Date; lastWriteAt: Date | null };

// The member of a request, found once: fair sharing keys a request by its member before it runs.
const viewers = new WeakMap<FastifyRequest, ViewerRow | null>();

/** The member a request's session token belongs to (looked up once per request). */
export async function viewerOf(db: Db, request: FastifyRequest, token: string): Promise<ViewerRow | null> {
  if (viewers.has(request)) return viewers.get(request) ?? null;
  const viewer = await findViewer(db, token);
  viewers.set(request, viewer);
  return viewer;
}

/** The member a session token belongs to, if the session is live. */
export async function findViewer(db: Db, token: string): Promise<ViewerRow | null> {
  const [row] = await sessionStatements(db).viewer.execute({
    tokenHash: hashToken(token),
    now: new Date(),
  });
  return row ?? null;
}

/**
 * Where a request's trailing reads go: a guest's to a replica; a member's to the primary for
 * READ_YOUR_WRITES_SECONDS after their last write or sign-in, then to a replica that has replayed
 * past that write (the primary if none has).
 */
function readHandles(
  primary: ReadHandles,
  routing: ReadRouting | undefined,
  viewer: ViewerRow | null,
  config: Config,
): ReadHandles {
  if (!routing) return primary;
  if (!viewer) return routing.pick();
  const lastWrite = Math.max(viewer.sessionCreatedAt.getTime(), viewer.lastWriteAt?.getTime() ?? 0);
  if (Date.now() - lastWrite < config.replicas.readYourWritesSeconds * 1000) return primary;
  return routing.pick(lastWrite);
}

/** A mutation's request reads the primary only: what it answers must show what it wrote. */
export function readFromPrimary(ctx: Context): void {
  if (ctx.readDb === ctx.db) return;
  ctx.readDb = ctx.db;
  ctx.loaders = createLoaders(ctx.primary.lookupDb, ctx.viewer?.id ?? null);
}

export async function createContext(
  { db, lookupDb, readRouting }: { db: Db; lookupDb: Db; readRouting?: ReadRouting | undefined },
  request: FastifyRequest,
  _reply: FastifyReply | undefined,
  config: Config,
): Promise<Context> {
  const token = readToken(request.headers.authorization);
  const viewer = token ? await viewerOf(lookupDb, request, token) : null;
  const primary = { db, lookupDb };
  const reads = readHandles(primary, readRouting, viewer, config);
  return {
    db,
    readDb: reads.db,
    primary,
    viewer,
    authError: token !== null && viewer === null,
    loaders: createLoaders(reads.lookupDb, viewer?.id ?? null),
    config,
    ip: request.ip,
    log: request.log,
  };
}
