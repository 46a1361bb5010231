import { createHash } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
// The module augmented below, named for programs that reach this file without the server (bench).
import type {} from 'mercurius';
import type { Config } from './config.ts';
import type { Db } from './db/open-db.ts';
import { defineStatements } from './db/prepared.ts';
import { sessions, users } from './db/schema/index.ts';
import { createLoaders, type Loaders } from './graphql/loaders.ts';

declare module 'mercurius' {
  /** Resolvers and Mercurius hooks see Earmark's context. */
  interface MercuriusContext extends Context {}
}

/** The signed-in member, and the session they signed in with (a password change keeps only it). */
export type Viewer = { id: number; isAdmin: boolean; isSupport: boolean; sessionId: number };

/** What every resolver sees: the database, this request's loaders and the signed-in member. */
export type Context = {
  db: Db;
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
      .select({ id: users.id, isAdmin: users.isAdmin, isSupport: users.isSupport, sessionId: sessions.id })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.tokenHash, sql.placeholder('tokenHash')),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, sql.placeholder('now')),
        ),
      )
      .limit(1),
});

// The member of a request, found once: fair sharing keys a request by its member before it runs.
const viewers = new WeakMap<FastifyRequest, Viewer | null>();

/** The member a request's session token belongs to (looked up once per request). */
export async function viewerOf(db: Db, request: FastifyRequest, token: string): Promise<Viewer | null> {
  if (viewers.has(request)) return viewers.get(request) ?? null;
  const viewer = await findViewer(db, token);
  viewers.set(request, viewer);
  return viewer;
}

/** The member a session token belongs to, if the session is live. */
export async function findViewer(db: Db, token: string): Promise<Viewer | null> {
  const [row] = await sessionStatements(db).viewer.execute({
    tokenHash: hashToken(token),
    now: new Date(),
  });
  return row ?? null;
}

export async function createContext(
  { db, lookupDb }: { db: Db; lookupDb: Db },
  request: FastifyRequest,
  _reply: FastifyReply | undefined,
  config: Config,
): Promise<Context> {
  const token = readToken(request.headers.authorization);
  const viewer = token ? await viewerOf(lookupDb, request, token) : null;
  return {
    db,
    viewer,
    authError: token !== null && viewer === null,
    loaders: createLoaders(lookupDb, viewer?.id ?? null),
    config,
    ip: request.ip,
    log: request.log,
  };
}
