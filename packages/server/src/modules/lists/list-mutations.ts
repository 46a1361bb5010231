import type { Context } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { builder } from '../../graphql/builder.ts';
import { parseId } from '../../graphql/ids.ts';
import { ListRef } from '../../graphql/refs.ts';
import { setArtistFavoriteWriter } from '../listening/index.ts';
import { requireMember } from '../shared/index.ts';
import { addItemToLists } from './commands/add-item-to-lists.ts';
import { createList } from './commands/create-list.ts';
import { deleteList } from './commands/delete-list.ts';
import type { Editor } from './commands/editable-list.ts';
import { favoriteArtist } from './commands/favorite-artist.ts';
import { type ListInteraction, setListInteraction } from './commands/set-list-interaction.ts';
import { updateList } from './commands/update-list.ts';
import {
  ListFieldsInputRef,
  ListItemInputRef,
  ListSectionInputRef,
  ListTargetInputRef,
  listIdOf,
  readContent,
  readEntry,
  readExpectedUpdatedAt,
  readFields,
} from './list-inputs.ts';

// Favoriting an artist (listening's favoriteItem) keeps the member's favourite-artists list in step:
// the profile's Favorites show that list.
setArtistFavoriteWriter(favoriteArtist);

function editorOf(ctx: Context, action: string): Editor {
  const id = requireMember(ctx, action);
  return { id, isAdmin: ctx.viewer?.isAdmin ?? false };
}

/** Drops what this request read of the lists, so the answer shows the write. */
function forgetLists(ctx: Context, ids: number[]) {
  for (const id of ids) {
    ctx.loaders.lists.list.clear(id);
    ctx.loaders.lists.viewerLikes.clear(id);
    ctx.loaders.lists.viewerFollows.clear(id);
    ctx.loaders.lists.sections.clear(id);
    ctx.loaders.lists.albumCovers.clear(id);
    ctx.loaders.lists.viewerChecks.clear(id);
  }
}

builder.mutationFields((t) => {
  const interaction = (kind: ListInteraction, on: boolean, action: string) =>
    t.field({
      type: ListRef,
      args: { listId: t.arg.id({ required: true }) },
      resolve: async (_root, args, ctx) => {
        const userId = requireMember(ctx, action);
        const listId = listIdOf(args.listId);
        const list = await setListInteraction(ctx.db, userId, listId, kind, on);
        forgetLists(ctx, [listId]);
        return list;
      },
    });
  const content = {
    fields: t.arg({ type: ListFieldsInputRef, required: true }),
    items: t.arg({
      type: [ListItemInputRef],
      required: true,
      description: 'The unsectioned items, in order.',
    }),
    sections: t.arg({ type: [ListSectionInputRef] }),
  };
  return {
    createList: t.field({
      type: ListRef,
      args: content,
      resolve: (_root, args, ctx) => {
        const userId = requireMember(ctx, 'create lists');
        return createList(ctx.db, userId, readFields(args.fields), readContent(args.items, args.sections));
      },
    }),
    updateList: t.field({
      type: ListRef,
      description: "The arguments are the list's whole new content.",
      args: {
        listId: t.arg.id({ required: true }),
        ...content,
        expectedUpdatedAt: t.arg.string({
          description:
            "The list's updatedAt as the editor loaded it: if the list changed since (another tab, another device), nothing is written and the answer is BAD_USER_INPUT on this field.",
        }),
      },
      resolve: async (_root, args, ctx) => {
        const editor = editorOf(ctx, 'edit lists');
        const listId = listIdOf(args.listId);
        const list = await updateList(
          ctx.db,
          editor,
          listId,
          readFields(args.fields),
          readContent(args.items, args.sections),
          readExpectedUpdatedAt(args.expectedUpdatedAt),
        );
        forgetLists(ctx, [listId]);
        return list;
      },
    }),
    deleteList: t.boolean({
      args: { id: t.arg.id({ required: true }) },
      resolve: (_root, args, ctx) => deleteList(ctx.db, editorOf(ctx, 'delete lists'), listIdOf(args.id)),
    }),
    addItemToLists: t.field({
      type: [ListRef],
      description: 'Adds one item to several of the member’s lists, optionally into a section: all or none.',
      args: {
        lists: t.arg({ type: [ListTargetInputRef], required: true }),
        item: t.arg({ type: ListItemInputRef, required: true }),
      },
      resolve: async (_root, args, ctx) => {
        const editor = editorOf(ctx, 'add items to lists');
        const targets = args.lists.map((target) => {
          const sectionId = target.sectionId == null ? null : parseId(target.sectionId);
          if (target.sectionId != null && sectionId === null)
            throw new AppError('NOT_FOUND', 'That section does not exist on the list.');
          return { listId: listIdOf(target.id), sectionId };
        });
        const lists = await addItemToLists(ctx.db, editor, targets, readEntry(args.item, 'item'));
        forgetLists(
          ctx,
          lists.map((list) => list.id),
        );
        return lists;
      },
    }),
    followList: interaction('follow', true, 'follow lists'),
    unfollowList: interaction('follow', false, 'follow lists'),
    likeList: interaction('like', true, 'like lists'),
    unlikeList: interaction('like', false, 'like lists'),
  };
});
