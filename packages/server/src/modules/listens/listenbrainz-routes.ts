import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/open-db.ts';
import { countHit, type RateLimit } from '../accounts/index.ts';
import { type ApiTokenOwner, apiTokenOwner, readApiToken } from './api-token.ts';
import { recordListens } from './commands/record-listens.ts';
import { LISTENBRAINZ, ListenBrainzError, readSubmission } from './listenbrainz-payload.ts';

export const LISTENBRAINZ_ROOT = '/apis/listenbrainz';

/** ListenBrainz's own default: 50 calls per token (or, without a valid one, per address) in 10 s. */
export const LISTEN_API_RATE: RateLimit = { name: 'listen-api', limit: 50, windowMs: 10_000 };

export type ListenBrainzRouteOptions = { db: Db };

function answerError(reply: FastifyReply, status: number, message: string) {
  return reply.code(status).header('cache-control', 'no-store').send({ code: status, error: message });
}

/**
 * Counts the call against its token's (or address's) window and sets ListenBrainz's
 * X-RateLimit-* headers; past the limit, throws its 429.
 */
async function limitRate(db: Db, request: FastifyRequest, reply: FastifyReply, owner: ApiTokenOwner | null) {
  const now = new Date();
  const window = await countHit(db, LISTEN_API_RATE, owner ? `user:${owner.id}` : `ip:${request.ip}`, now);
  const resetIn = Math.max(1, Math.ceil((window.resetAt.getTime() - now.getTime()) / 1000));
  reply.headers({
    'x-ratelimit-limit': LISTEN_API_RATE.limit,
    'x-ratelimit-remaining': Math.max(0, LISTEN_API_RATE.limit - window.hits),
    'x-ratelimit-reset-in': resetIn,
    'x-ratelimit-reset': Math.ceil(window.resetAt.getTime() / 1000),
  });
  if (window.hits > LISTEN_API_RATE.limit) {
    reply.header('retry-after', resetIn);
    throw new ListenBrainzError(
      429,
      'You have exceeded your rate limit. See the X-RateLimit-* response headers for more information on your current rate limit.',
    );
  }
}

/**
 * The two calls a scrobbler configured with a custom ListenBrainz URL (`<origin>/apis/listenbrainz`)
 * makes: validate-token and submit-listens, in ListenBrainz's request and answer shapes.
 */
export async function listenBrainzRoutes(app: FastifyInstance, { db }: ListenBrainzRouteOptions) {
  // This scope reads bodies as text itself: ListenBrainz's JSON refusals, whatever the content type.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    if (error instanceof ListenBrainzError) return answerError(reply, error.status, error.message);
    if (error.statusCode === 413) return answerError(reply, 400, 'JSON document is too large.');
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)
      return answerError(reply, error.statusCode, error.message);
    request.log.error({ err: error }, 'Listen API call failed');
    return answerError(reply, 500, 'Something went wrong. Please try again.');
  });

  app.get<{ Querystring: { token?: string } }>(
    `${LISTENBRAINZ_ROOT}/1/validate-token`,
    async (request, reply) => {
      // As ListenBrainz: the header, or (for old clients) a `token` query parameter.
      const token = readApiToken(request.headers.authorization) ?? (request.query.token || null);
      if (!token) throw new ListenBrainzError(400, 'You need to provide an Authorization token.');
      const owner = await apiTokenOwner(db, token);
      await limitRate(db, request, reply, owner);
      reply.header('cache-control', 'no-store');
      if (!owner) return { code: 200, message: 'Token invalid.', valid: false };
      return { code: 200, message: 'Token valid.', valid: true, user_name: owner.username };
    },
  );

  app.post(
    `${LISTENBRAINZ_ROOT}/1/submit-listens`,
    { bodyLimit: LISTENBRAINZ.maxPayloadSize },
    async (request, reply) => {
      const header = request.headers.authorization;
      const token = readApiToken(header);
      const owner = token ? await apiTokenOwner(db, token) : null;
      await limitRate(db, request, reply, owner);
      if (!header) throw new ListenBrainzError(401, 'You need to provide an Authorization header.');
      if (!token) throw new ListenBrainzError(401, 'Provided Authorization header is invalid.');
      if (!owner) throw new ListenBrainzError(401, 'Invalid authorization token.');
      const raw = typeof request.body === 'string' ? request.body : '';
      const submission = readSubmission(raw, new Date());
      // "Playing now" is a passing notice: checked as ListenBrainz checks it, nothing is kept.
      if (submission.listenType !== 'playing_now') {
        await recordListens(db, owner.id, submission.listens, { source: 'api' });
      }
      return reply.header('cache-control', 'no-store').send({ status: 'ok' });
    },
  );
}
