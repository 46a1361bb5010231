import type { Reaction } from '@earmark/shared';
import { badUserInput } from '../../errors.ts';
import { builder } from '../../graphql/builder.ts';
import { ItemTypeEnum } from '../../graphql/enums.ts';
import { ItemUnion, ListEntryUnion } from '../../graphql/unions.ts';
import { freshArtist, freshItem, itemId } from '../catalog/index.ts';
import { requireMember } from '../shared/index.ts';
import { writeArtistFavorite } from './artist-favorite.ts';
import { reactToItem } from './commands/react-to-item.ts';
import { removeReaction } from './commands/remove-reaction.ts';
import { setDeepListen } from './commands/set-deep-listen.ts';

/** A map without a prototype: `__proto__` or `constructor` is not a key, just an unknown type. */
const FAVORITE_TYPES = new Map([
  ['release', 'RELEASE'],
  ['song', 'SONG'],
  ['artist', 'ARTIST'],
] as const);

/** FavoriteItem's `type` is a string, as the web client sends it: release, song or artist, any case. */
function favoriteType(value: string): 'RELEASE' | 'SONG' | 'ARTIST' {
  const type = (FAVORITE_TYPES as Map<string, 'RELEASE' | 'SONG' | 'ARTIST'>).get(value.trim().toLowerCase());
  if (!type) throw badUserInput('type', 'must be release, song or artist');
  return type;
}

builder.mutationFields((t) => {
  const itemArgs = {
    itemId: t.arg.id({ required: true }),
    itemType: t.arg({ type: ItemTypeEnum, required: true }),
  };
  const reactionWrite = (action: string, reaction: Reaction, set: boolean) =>
    t.field({
      type: ItemUnion,
      args: itemArgs,
      resolve: async (_root, args, ctx) => {
        const userId = requireMember(ctx, action);
        const item = { type: args.itemType, id: itemId(args.itemType, args.itemId) };
        const written = await (set ? reactToItem : removeReaction)(ctx.db, userId, item, reaction);
        return freshItem(ctx, item, written);
      },
    });
  const deepListenWrite = (deep: boolean) =>
    t.field({
      type: ItemUnion,
      description: deep ? 'The "headphone" listen: checks the item.' : 'Keeps the standard check.',
      args: itemArgs,
      resolve: async (_root, args, ctx) => {
        const userId = requireMember(ctx, 'deep listen');
        const item = { type: args.itemType, id: itemId(args.itemType, args.itemId) };
        const written = await setDeepListen(ctx.db, userId, item, deep);
        return freshItem(ctx, item, written);
      },
    });
  const favoriteWrite = (set: boolean) =>
    t.field({
      type: ListEntryUnion,
      args: { id: t.arg.id({ required: true }), type: t.arg.string({ required: true }) },
      resolve: async (_root, args, ctx) => {
        const type = favoriteType(args.type);
        const userId = requireMember(ctx, `favorite ${type.toLowerCase()}s`);
        const id = itemId(type, args.id);
        if (type !== 'ARTIST') {
          const written = await (set ? reactToItem : removeReaction)(
            ctx.db,
            userId,
            { type, id },
            'FAVORITED',
          );
          return freshItem(ctx, { type, id }, written);
        }
        await writeArtistFavorite(ctx.db, userId, id, set);
        return freshArtist(ctx, id);
      },
    });
  return {
    likeItem: reactionWrite('like items', 'LIKED', true),
    unlikeItem: reactionWrite('like items', 'LIKED', false),
    loveItem: reactionWrite('love items', 'LOVED', true),
    unloveItem: reactionWrite('love items', 'LOVED', false),
    favoriteItem: favoriteWrite(true),
    unfavoriteItem: favoriteWrite(false),
    markDeepListen: deepListenWrite(true),
    unmarkDeepListen: deepListenWrite(false),
  };
});
