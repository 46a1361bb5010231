import { builder } from '../../graphql/builder.ts';
import { SongRef } from '../../graphql/refs.ts';
import { requireMember } from '../shared/guards.ts';
import { addToListenTo } from './commands/add-to-listen-to.ts';
import { checkItem } from './commands/check-item.ts';
import { rateItem } from './commands/rate-item.ts';
import { removeFromListenTo } from './commands/remove-from-listen-to.ts';
import { removeRating } from './commands/remove-rating.ts';
import { uncheckItem } from './commands/uncheck-item.ts';
import type { ListenedItem, ListeningResult } from './item-state-store.ts';
import { freshSong, itemId } from './member.ts';

type Write = (
  db: Parameters<typeof checkItem>[0],
  userId: number,
  item: ListenedItem,
) => Promise<ListeningResult>;

/** The song writes: each answers the song with its fresh flags and counts. */
builder.mutationFields((t) => {
  const songWrite = (action: string, write: Write) =>
    t.field({
      type: SongRef,
      args: { songId: t.arg.id({ required: true }) },
      resolve: async (_root, args, ctx) => {
        const userId = requireMember(ctx, action);
        const id = itemId('SONG', args.songId);
        const written = await write(ctx.db, userId, { type: 'SONG', id });
        return freshSong(ctx, id, written);
      },
    });
  return {
    checkSong: songWrite('check songs', checkItem),
    uncheckSong: songWrite('uncheck songs', uncheckItem),
    addSongToListenTo: songWrite('save songs for later', addToListenTo),
    removeSongFromListenTo: songWrite('save songs for later', removeFromListenTo),
    removeSongRating: songWrite('rate items', removeRating),
    rateSong: t.field({
      type: SongRef,
      args: { rating: t.arg.float({ required: true }), songId: t.arg.id({ required: true }) },
      resolve: async (_root, args, ctx) => {
        const userId = requireMember(ctx, 'rate items');
        const id = itemId('SONG', args.songId);
        const written = await rateItem(ctx.db, userId, { type: 'SONG', id }, args.rating);
        return freshSong(ctx, id, written);
      },
    }),
  };
});
