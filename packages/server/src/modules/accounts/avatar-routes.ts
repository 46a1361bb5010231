import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { findViewer, readToken } from '../../context.ts';
import type { Db } from '../../db/open-db.ts';
import { users } from '../../db/schema/index.ts';
import {
  AVATAR_FILE,
  AVATAR_LIMITS,
  AvatarRejected,
  avatarDir,
  removeAvatarFile,
  squareAvatar,
  storeAvatar,
} from './avatars.ts';
import { hitRateLimit, RateLimitedError } from './rate-limit.ts';
import { userAvatar } from './schema.ts';

const UPLOADS_PER_HOUR = { name: 'avatar-upload', limit: 20, windowMs: 3_600_000 };

function answer(reply: FastifyReply, status: number, message: string) {
  return reply.code(status).header('cache-control', 'no-store').send({ message });
}

/** The signed-in member's id from the authorization header, or null after answering 401. */
async function memberId(db: Db, request: FastifyRequest, reply: FastifyReply): Promise<number | null> {
  const token = readToken(request.headers.authorization);
  const viewer = token ? await findViewer(db, token) : null;
  if (!viewer) {
    await answer(reply, 401, 'Please log in to change your avatar');
    return null;
  }
  return viewer.id;
}

/** Sets the member's avatar URL and removes the file it replaces. */
async function replaceAvatar(db: Db, config: Config, userId: number, url: string | null) {
  const [before] = await db.select({ avatar: users.avatar }).from(users).where(eq(users.id, userId));
  const [after] = await db
    .update(users)
    .set({ avatar: url, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ avatar: users.avatar, username: users.username });
  if (before?.avatar && before.avatar !== url) await removeAvatarFile(config, before.avatar);
  return after ? userAvatar(after) : null;
}

/**
 * Avatars: PUT /api/avatar with the picture as the body (checked by content, squared, stored under
 * DATA_DIR/avatars), DELETE /api/avatar back to the drawn default, GET /avatars/<file> served with
 * a year's caching (every upload gets a new name).
 */
export async function avatarRoutes(app: FastifyInstance, { config, db }: { config: Config; db: Db }) {
  app.addContentTypeParser(
    /^(image\/.*|application\/octet-stream)$/,
    { parseAs: 'buffer', bodyLimit: AVATAR_LIMITS.maxBytes },
    (_request, body, done) => done(null, body),
  );
  app.setErrorHandler((error: { statusCode?: number; code?: string }, request, reply) => {
    if (error.statusCode === 413) {
      return answer(reply, 413, `The picture must be at most ${AVATAR_LIMITS.maxBytes / 1024 / 1024} MB.`);
    }
    if (error.statusCode === 415) return answer(reply, 415, 'Send the picture itself as the body.');
    if (error instanceof RateLimitedError) return answer(reply, 429, error.message);
    request.log.error({ err: error }, 'Avatar call failed');
    return answer(reply, 500, 'The avatar could not be saved');
  });

  app.put('/api/avatar', { bodyLimit: AVATAR_LIMITS.maxBytes }, async (request, reply) => {
    const userId = await memberId(db, request, reply);
    if (userId === null) return reply;
    await hitRateLimit(db, UPLOADS_PER_HOUR, userId, new Date());
    if (!Buffer.isBuffer(request.body)) return answer(reply, 415, 'Send the picture itself as the body.');
    let picture: Buffer;
    try {
      picture = await squareAvatar(request.body);
    } catch (error) {
      if (error instanceof AvatarRejected) return answer(reply, 422, error.message);
      throw error;
    }
    const url = await storeAvatar(config, userId, picture);
    return reply
      .header('cache-control', 'no-store')
      .send({ avatar: await replaceAvatar(db, config, userId, url) });
  });

  app.delete('/api/avatar', async (request, reply) => {
    const userId = await memberId(db, request, reply);
    if (userId === null) return reply;
    return reply
      .header('cache-control', 'no-store')
      .send({ avatar: await replaceAvatar(db, config, userId, null) });
  });

  app.get<{ Params: { file: string } }>('/avatars/:file', async (request, reply) => {
    const { file } = request.params;
    const full = path.join(avatarDir(config), file);
    const found = AVATAR_FILE.test(file) ? await stat(full).catch(() => null) : null;
    if (!found?.isFile())
      return reply.code(404).header('cache-control', 'no-store').send({ message: 'Not found' });
    return reply
      .header('content-type', 'image/webp')
      .header('content-length', found.size)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(createReadStream(full));
  });
}
