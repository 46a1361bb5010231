import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../../db/open-db.ts';
import { artists, releases, songs } from '../../db/schema/index.ts';
import { parseId } from '../../graphql/ids.ts';
import { type CoverInput, drawCover } from './draw-cover.ts';

type Params = { file: string };

/** The id or name before ".svg", or null when the file name is not an SVG or not decodable. */
function stem(file: string): string | null {
  if (!file.endsWith('.svg') || file.length <= 4) return null;
  try {
    return decodeURIComponent(file.slice(0, -4));
  } catch {
    return null; // a malformed escape such as "%" is no name (404, not 500)
  }
}

function sendCover(reply: FastifyReply, cover: CoverInput) {
  return reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('cache-control', 'public, max-age=86400, immutable')
    .send(drawCover(cover));
}

function notFound(reply: FastifyReply) {
  return reply.code(404).send({ error: 'Not found' });
}

/** Drawn covers for items and avatars without an image: no network, the same picture every time. */
export async function coverRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get<{ Params: Params }>('/covers/releases/:file', async (request, reply) => {
    const id = parseId(stem(request.params.file));
    if (id === null) return notFound(reply);
    const [row] = await db
      .select({ title: releases.title, artistName: releases.artistName })
      .from(releases)
      .where(eq(releases.id, id));
    return sendCover(reply, { seed: `release:${id}`, title: row?.title, subtitle: row?.artistName });
  });

  app.get<{ Params: Params }>('/covers/songs/:file', async (request, reply) => {
    const id = parseId(stem(request.params.file));
    if (id === null) return notFound(reply);
    const [row] = await db
      .select({ title: songs.title, artistName: songs.artistName })
      .from(songs)
      .where(eq(songs.id, id));
    return sendCover(reply, { seed: `song:${id}`, title: row?.title, subtitle: row?.artistName });
  });

  app.get<{ Params: Params }>('/covers/artists/:file', async (request, reply) => {
    const id = parseId(stem(request.params.file));
    if (id === null) return notFound(reply);
    const [row] = await db.select({ name: artists.name }).from(artists).where(eq(artists.id, id));
    return sendCover(reply, { seed: `artist:${id}`, title: row?.name, round: true });
  });

  app.get<{ Params: Params }>('/covers/users/:file', async (request, reply) => {
    const username = stem(request.params.file);
    if (!username || username.length > 50) return notFound(reply);
    return sendCover(reply, { seed: `user:${username.toLowerCase()}`, title: username, round: true });
  });
}
