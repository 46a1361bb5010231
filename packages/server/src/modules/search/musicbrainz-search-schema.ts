import { LIMITS } from '@earmark/shared';
import { builder } from '../../graphql/builder.ts';
import {
  type MissingRelease,
  MusicBrainzReleaseRef,
  ON_DEMAND_BELOW,
  onDemandOf,
  unavailableNote,
} from '../catalog/index.ts';
import { prepareQuery } from './prepare.ts';
import { searchPage } from './search.ts';

/** Lower-case words without accents, as a member would compare them. */
function wordsOf(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== '');
}

/** A local result "finds" the query when every word of it starts a word of its title or credit. */
function finds(queryWords: readonly string[], title: string, credit: string): boolean {
  const own = wordsOf(`${title} ${credit}`);
  return queryWords.every((word) => own.some((w) => w.startsWith(word)));
}

/**
 * How many of the search's first results really are the query (all its words): the typo and
 * any-word candidates the ranking adds to fill a page do not count as finding it.
 */
async function localFinds(ctx: Parameters<typeof searchPage>[0], query: string): Promise<number> {
  const queryWords = wordsOf(query);
  if (queryWords.length === 0) return 0;
  const page = await searchPage(ctx, 'RELEASE', await prepareQuery(ctx.db, query), {
    offset: 0,
    limit: ON_DEMAND_BELOW * 2,
  });
  return page.nodes.filter((release) => finds(queryWords, release.title, release.artistName)).length;
}

type OnDemandAnswer = { releases: MissingRelease[]; note: string | null; asked: boolean };

const MusicBrainzReleaseSearchRef = builder.objectRef<OnDemandAnswer>('MusicBrainzReleaseSearch').implement({
  description: "Releases MusicBrainz finds for a member's search that the catalog does not have.",
  fields: (t) => ({
    releases: t.field({ type: [MusicBrainzReleaseRef], resolve: (answer) => answer.releases }),
    note: t.exposeString('note', {
      nullable: true,
      description:
        'A quiet line when MusicBrainz could not be asked (unreachable, slow, busy): local results only.',
    }),
    asked: t.exposeBoolean('asked', {
      description:
        'MusicBrainz was asked: the member is signed in and the catalog found fewer than 5 releases.',
    }),
  }),
});

builder.queryFields((t) => ({
  musicBrainzReleaseSearch: t.field({
    type: MusicBrainzReleaseSearchRef,
    description: `Members: when the catalog finds fewer than ${ON_DEMAND_BELOW} releases for the query, the release groups MusicBrainz finds that the catalog lacks (at most 10, best first; answers shared for an hour). The client asks it after showing the local results, which never wait for it. Guests get nothing.`,
    args: { query: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx): Promise<OnDemandAnswer> => {
      const query = args.query.slice(0, LIMITS.searchQueryMaxLength);
      if (!ctx.viewer || query.trim() === '') return { releases: [], note: null, asked: false };
      if ((await localFinds(ctx, query)) >= ON_DEMAND_BELOW)
        return { releases: [], note: null, asked: false };
      const found = await onDemandOf(ctx).searchMissing(query);
      if (found.unavailable) {
        ctx.log.info({ reason: found.unavailable.reason }, 'MusicBrainz search unavailable');
        return {
          releases: [],
          note: unavailableNote(ctx, found.unavailable, "only Earmark's own results are shown"),
          asked: true,
        };
      }
      return { releases: found.releases, note: null, asked: true };
    },
  }),
}));
