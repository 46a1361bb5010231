import type { ObjectRef } from '@pothos/core';
import type { Db } from '../../db/open-db.ts';
import type { ItemRow } from '../../db/rows.ts';
import { builder, type Types } from '../../graphql/builder.ts';
import { parseId } from '../../graphql/ids.ts';
import { ReleaseRef, SongRef } from '../../graphql/refs.ts';
import { freshItem, type ItemKey, type ItemKind, itemId } from '../catalog/index.ts';
import { requireMember } from '../shared/index.ts';
import { addAllToListenTo } from './commands/add-all-to-listen-to.ts';
import { addToListenTo } from './commands/add-to-listen-to.ts';
import { checkItem } from './commands/check-item.ts';
import { rateItem } from './commands/rate-item.ts';
import { removeFromListenTo } from './commands/remove-from-listen-to.ts';
import { removeRating } from './commands/remove-rating.ts';
import { setPurpleCheck } from './commands/set-purple-check.ts';
import { uncheckItem } from './commands/uncheck-item.ts';
import type { ListeningResult } from './item-state-store.ts';

type Write = (db: Db, userId: number, item: ItemKey) => Promise<ListeningResult>;

/**
 * The per-kind listening mutations (a release's and a song's take the item's id under their own
 * argument name): the GraphQL names and what a guest is told they must sign in to do.
 */
const KIND_MUTATIONS = {
  RELEASE: {
    idArg: 'releaseId',
    check: ['checkRelease', 'check releases'],
    uncheck: ['uncheckRelease', 'uncheck releases'],
    addToListenTo: ['addToListenTo', 'save albums for later'],
    removeFromListenTo: ['removeFromListenTo', 'save albums for later'],
    removeRating: ['removeReleaseRating', 'rate items'],
    rate: ['rateRelease', 'rate items'],
  },
  SONG: {
    idArg: 'songId',
    check: ['checkSong', 'check songs'],
    uncheck: ['uncheckSong', 'uncheck songs'],
    addToListenTo: ['addSongToListenTo', 'save songs for later'],
    removeFromListenTo: ['removeSongFromListenTo', 'save songs for later'],
    removeRating: ['removeSongRating', 'rate items'],
    rate: ['rateSong', 'rate items'],
  },
} as const;

const WRITES = {
  check: checkItem,
  uncheck: uncheckItem,
  addToListenTo,
  removeFromListenTo,
  removeRating,
} satisfies Record<string, Write>;

/** The release and song writes: each answers the item with its fresh flags and counts. */
builder.mutationFields((t) => {
  const kindFields = (kind: ItemKind, ref: ObjectRef<Types, ItemRow>) => {
    const names = KIND_MUTATIONS[kind];
    const idArgs = { [names.idArg]: t.arg.id({ required: true }) };
    const item = (args: Record<string, string | number>): ItemKey => ({
      type: kind,
      id: itemId(kind, args[names.idArg] ?? ''),
    });
    const fields = Object.entries(WRITES).map(([write, run]) => {
      const [name, action] = names[write as keyof typeof WRITES];
      const field = t.field({
        type: ref,
        args: idArgs,
        resolve: async (_root, args, ctx) => {
          const userId = requireMember(ctx, action);
          const target = item(args);
          return freshItem(ctx, target, await run(ctx.db, userId, target));
        },
      });
      return [name, field] as const;
    });
    const [rateName, rateAction] = names.rate;
    const rate = t.field({
      type: ref,
      args: { ...idArgs, rating: t.arg.float({ required: true }) },
      resolve: async (_root, args, ctx) => {
        const userId = requireMember(ctx, rateAction);
        const target = item(args);
        return freshItem(ctx, target, await rateItem(ctx.db, userId, target, args.rating));
      },
    });
    return Object.fromEntries([...fields, [rateName, rate]]);
  };
  const purpleWrite = (purple: boolean) =>
    t.field({
      type: ReleaseRef,
      args: { releaseId: t.arg.id({ required: true }) },
      resolve: async (_root, args, ctx) => {
        const userId = requireMember(ctx, 'check releases');
        const target = { type: 'RELEASE' as const, id: itemId('RELEASE', args.releaseId) };
        return freshItem(ctx, target, await setPurpleCheck(ctx.db, userId, target.id, purple));
      },
    });
  return {
    ...kindFields('RELEASE', ReleaseRef),
    ...kindFields('SONG', SongRef),
    markPurpleCheck: purpleWrite(true),
    unmarkPurpleCheck: purpleWrite(false),
    addAllToListenTo: t.field({
      type: [ReleaseRef],
      description:
        'Saves many releases For Later in one statement; answers those now saved (unknown ids skipped).',
      args: { releaseIds: t.arg.idList({ required: true }) },
      resolve: async (_root, args, ctx) => {
        const userId = requireMember(ctx, 'save albums for later');
        const ids = args.releaseIds.map(parseId).filter((id) => id !== null);
        const saved = await addAllToListenTo(ctx.db, userId, ids);
        return Promise.all(saved.map((id) => freshItem(ctx, { type: 'RELEASE', id })));
      },
    }),
  };
});
