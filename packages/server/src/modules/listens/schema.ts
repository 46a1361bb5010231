import { LIMITS } from '@earmark/shared';
import { builder } from '../../graphql/builder.ts';
import { PageInfoRef, pageInfoOf } from '../../graphql/connection.ts';
import { ReleaseRef, SongRef, UserRef } from '../../graphql/refs.ts';
import { canSeeListening, requireMember } from '../shared/index.ts';
import { regenerateApiToken } from './commands/regenerate-api-token.ts';
import { type ListenPage, type ListenRow, listensPage } from './listens-query.ts';

/** The most listens one page answers. */
export const MAX_LISTENS_PAGE = LIMITS.maxPageSize;

export const ListenRef = builder.objectRef<ListenRow>('Listen').implement({
  description: 'One play, as the scrobbler or import reported it, and the catalog song it matched.',
  fields: (t) => ({
    id: t.exposeID('id'),
    listenedAt: t.string({ resolve: (listen) => listen.listenedAt.toISOString() }),
    artistName: t.exposeString('artistName'),
    trackName: t.exposeString('trackName'),
    releaseName: t.exposeString('releaseName', { nullable: true }),
    source: t.exposeString('source'),
    durationMs: t.exposeInt('durationMs', { nullable: true }),
    song: t.field({
      type: SongRef,
      nullable: true,
      resolve: (listen, _args, ctx) =>
        listen.songId === null ? null : ctx.loaders.catalog.song.load(listen.songId),
    }),
    release: t.field({
      type: ReleaseRef,
      nullable: true,
      resolve: (listen, _args, ctx) =>
        listen.releaseId === null ? null : ctx.loaders.catalog.release.load(listen.releaseId),
    }),
  }),
});

const ListenEdgeRef = builder.objectRef<{ node: ListenRow }>('ListenEdge').implement({
  fields: (t) => ({ node: t.field({ type: ListenRef, resolve: (edge) => edge.node }) }),
});

export const ListenConnectionRef = builder.objectRef<ListenPage>('ListenConnection').implement({
  fields: (t) => ({
    edges: t.field({ type: [ListenEdgeRef], resolve: (page) => page.nodes.map((node) => ({ node })) }),
    pageInfo: t.field({
      type: PageInfoRef,
      resolve: (page) => ({ ...pageInfoOf(page), hasMore: page.endCursor !== null }),
    }),
    endCursor: t.string({
      nullable: true,
      description: 'Pass as `before` for the next (older) page; null on the last page.',
      resolve: (page) => page.endCursor,
    }),
  }),
});

const EMPTY: ListenPage = { nodes: [], totalCount: 0, offset: 0, endCursor: null };

builder.objectFields(UserRef, (t) => ({
  listens: t.field({
    type: ListenConnectionRef,
    description: 'The member’s listens, newest first; a private profile shows them to friends only.',
    args: {
      limit: t.arg.int({ defaultValue: 20 }),
      before: t.arg.string({ description: 'The endCursor of the previous page.' }),
    },
    resolve: async (user, args, ctx) => {
      if ((await ctx.loaders.social.blockedViewer.load(user.id)) !== null) return EMPTY;
      if (!(await canSeeListening(ctx, user))) return EMPTY;
      const limit = Math.min(Math.max(args.limit ?? 20, 1), MAX_LISTENS_PAGE);
      return listensPage(ctx.db, user.id, limit, args.before ?? null);
    },
  }),
  hasApiToken: t.boolean({
    description:
      'Whether the member has made a listen API token (the member themself only; false for others).',
    resolve: (user, _args, ctx) => ctx.viewer?.id === user.id && user.apiTokenHash !== null,
  }),
}));

builder.objectFields(ReleaseRef, (t) => ({
  currentUserListenedTracksCount: t.int({
    description: 'How many of the release’s tracks the signed-in member has a listen of (0 for a guest).',
    resolve: (release, _args, ctx) => ctx.loaders.listens.viewerListenedTracks.load(release.id),
  }),
}));

builder.mutationFields((t) => ({
  regenerateApiToken: t.string({
    description:
      'Makes the member a new listen API token (the old one stops working) and answers it; it is shown only this once.',
    resolve: (_root, _args, ctx) => regenerateApiToken(ctx.db, requireMember(ctx, 'make an API token')),
  }),
}));
