import { builder } from '../../graphql/builder.ts';
import { parseId } from '../../graphql/ids.ts';
import { ReleaseRef } from '../../graphql/refs.ts';
import { requireMember } from '../shared/guards.ts';
import { addAllToListenTo } from './commands/add-all-to-listen-to.ts';
import { addToListenTo } from './commands/add-to-listen-to.ts';
import { checkItem } from './commands/check-item.ts';
import { rateItem } from './commands/rate-item.ts';
import { removeFromListenTo } from './commands/remove-from-listen-to.ts';
import { removeRating } from './commands/remove-rating.ts';
import { setPurpleCheck } from './commands/set-purple-check.ts';
import { uncheckItem } from './commands/uncheck-item.ts';
import type { ListenedItem, ListeningResult } from './item-state-store.ts';
import { freshRelease, itemId } from './member.ts';

type Write = (
  db: Parameters<typeof checkItem>[0],
  userId: number,
  item: ListenedItem,
) => Promise<ListeningResult>;

/** The release writes: each answers the release with its fresh flags and counts. */
builder.mutationFields((t) => {
  const releaseWrite = (action: string, write: Write) =>
    t.field({
      type: ReleaseRef,
      args: { releaseId: t.arg.id({ required: true }) },
      resolve: async (_root, args, ctx) => {
        const userId = requireMember(ctx, action);
        const id = itemId('RELEASE', args.releaseId);
        const written = await write(ctx.db, userId, { type: 'RELEASE', id });
        return freshRelease(ctx, id, written);
      },
    });
  return {
    checkRelease: releaseWrite('check releases', checkItem),
    uncheckRelease: releaseWrite('uncheck releases', uncheckItem),
    addToListenTo: releaseWrite('save albums for later', addToListenTo),
    removeFromListenTo: releaseWrite('save albums for later', removeFromListenTo),
    removeReleaseRating: releaseWrite('rate items', removeRating),
    markPurpleCheck: releaseWrite('check releases', (db, userId, item) =>
      setPurpleCheck(db, userId, item.id, true),
    ),
    unmarkPurpleCheck: releaseWrite('check releases', (db, userId, item) =>
      setPurpleCheck(db, userId, item.id, false),
    ),
    rateRelease: t.field({
      type: ReleaseRef,
      args: { rating: t.arg.float({ required: true }), releaseId: t.arg.id({ required: true }) },
      resolve: async (_root, args, ctx) => {
        const userId = requireMember(ctx, 'rate items');
        const id = itemId('RELEASE', args.releaseId);
        const written = await rateItem(ctx.db, userId, { type: 'RELEASE', id }, args.rating);
        return freshRelease(ctx, id, written);
      },
    }),
    addAllToListenTo: t.field({
      type: [ReleaseRef],
      description:
        'Saves many releases For Later in one statement; answers those now saved (unknown ids skipped).',
      args: { releaseIds: t.arg.idList({ required: true }) },
      resolve: async (_root, args, ctx) => {
        const userId = requireMember(ctx, 'save albums for later');
        const ids = args.releaseIds.map(parseId).filter((id) => id !== null);
        const saved = await addAllToListenTo(ctx.db, userId, ids);
        return Promise.all(saved.map((id) => freshRelease(ctx, id)));
      },
    }),
  };
});
