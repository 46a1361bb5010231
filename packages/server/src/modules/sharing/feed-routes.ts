import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../../db/open-db.ts';
import { parseId } from '../../graphql/ids.ts';
import { feedList, feedMember, listEntries, memberLogEntries } from './feed-queries.ts';
import { type FeedFormat, listFeed, memberFeed } from './feeds.ts';

const TYPES: Record<FeedFormat, string> = {
  rss: 'application/rss+xml; charset=utf-8',
  atom: 'application/atom+xml; charset=utf-8',
};

/**
 * Feed readers ask every few minutes to hours: a feed is kept by them and shared caches for five
 * minutes, so a new log shows within that (and a profile turned private stops being served by then).
 */
const CACHE_CONTROL = 'public, max-age=300';

function notFound(reply: FastifyReply) {
  return reply.code(404).header('cache-control', 'no-cache').send({ error: 'Not found' });
}

function send(reply: FastifyReply, format: FeedFormat, body: string) {
  return reply.type(TYPES[format]).header('cache-control', CACHE_CONTROL).send(body);
}

/** Where a member's and a list's feeds are, in each format. */
export const feedPaths = {
  diary: (username: string) => {
    const base = `/users/${encodeURIComponent(username)}`;
    return { rss: `${base}/rss`, atom: `${base}/atom` };
  },
  reviews: (username: string) => {
    const base = `/users/${encodeURIComponent(username)}/reviews`;
    return { rss: `${base}/rss`, atom: `${base}/atom` };
  },
  list: (id: number) => ({ rss: `/lists/${id}/rss`, atom: `/lists/${id}/atom` }),
};

/**
 * RSS 2.0 and Atom feeds of a member's diary and reviews and of a list, FEED_ENTRIES each, newest
 * first. Read as a guest: a feed reader sends no session, so a private profile's feeds are 404 like
 * a missing member's (shared/privacy.ts); lists are public.
 */
export async function feedRoutes(app: FastifyInstance, { db, publicUrl }: { db: Db; publicUrl: string }) {
  for (const format of ['rss', 'atom'] as const) {
    for (const view of ['DIARY', 'REVIEWS'] as const) {
      const route = view === 'DIARY' ? `/users/:username/${format}` : `/users/:username/reviews/${format}`;
      app.get<{ Params: { username: string } }>(route, async (request, reply) => {
        const member = await feedMember(db, request.params.username);
        if (!member) return notFound(reply);
        const entries = await memberLogEntries(db, member.id, view);
        const self = view === 'DIARY' ? feedPaths.diary(member.username) : feedPaths.reviews(member.username);
        return send(reply, format, memberFeed(member, view, entries, { publicUrl, format, self }));
      });
    }
    app.get<{ Params: { id: string } }>(`/lists/:id/${format}`, async (request, reply) => {
      const id = parseId(request.params.id);
      if (id === null) return notFound(reply);
      const [list, entries] = await Promise.all([feedList(db, id), listEntries(db, id)]);
      if (!list) return notFound(reply);
      return send(reply, format, listFeed(list, entries, { publicUrl, format, self: feedPaths.list(id) }));
    });
  }
}
