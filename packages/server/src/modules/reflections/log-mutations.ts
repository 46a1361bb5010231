import {
  LogFieldError,
  type LogFieldsInput,
  readLogFields,
  UPVOTE_TYPES,
  type UpvoteType,
} from '@earmark/shared';
import type { Context } from '../../context.ts';
import { badUserInput } from '../../errors.ts';
import { builder } from '../../graphql/builder.ts';
import { ItemTypeEnum } from '../../graphql/enums.ts';
import { parseId } from '../../graphql/ids.ts';
import { LogRef } from '../../graphql/refs.ts';
import { forgetItem, type ItemKind, itemId } from '../catalog/index.ts';
import { requireMember } from '../shared/index.ts';
import { deleteLog } from './commands/delete-log.ts';
import { logItem } from './commands/log-item.ts';
import { logNotFound } from './commands/owned-log.ts';
import { updateLog } from './commands/update-log.ts';
import { setLogUpvote } from './commands/upvote-log.ts';

/** Both spellings of the contract are accepted; readLogFields settles them. */
const LogFieldsInputRef = builder.inputType('LogFieldsInput', {
  fields: (t) => ({
    date: t.string({
      description: 'YYYY-MM-DD, 1900-01-01 to tomorrow (UTC); null keeps the log out of the diary.',
    }),
    rating: t.float({ description: '0.5 to 5 in half steps, or null.' }),
    review: t.string(),
    reviewTitle: t.string(),
    gratitude: t.string(),
    listenedBefore: t.boolean(),
    wasDeepListen: t.boolean(),
    gaveChills: t.boolean(),
    hadChills: t.boolean(),
    isFavorited: t.boolean(),
    favorited: t.boolean(),
    isLiked: t.boolean(),
    liked: t.boolean(),
    isLoved: t.boolean(),
    loved: t.boolean(),
  }),
});

function fieldsOf(input: LogFieldsInput) {
  try {
    return readLogFields(input);
  } catch (error) {
    if (error instanceof LogFieldError) throw badUserInput(error.field, error.rule);
    throw error;
  }
}

function upvoteTypeOf(type: string): UpvoteType {
  const found = UPVOTE_TYPES.find((known) => known === type);
  if (!found) throw badUserInput('type', 'must be review or gratitude');
  return found;
}

function logIdOf(value: string | number): number {
  const id = parseId(value);
  if (id === null) throw logNotFound();
  return id;
}

function recipientsOf(ids: readonly (string | number)[] | null | undefined): number[] {
  return (ids ?? []).map((id) => {
    const parsed = parseId(id);
    if (parsed === null) throw badUserInput('recs', 'must be member ids');
    return parsed;
  });
}

type LogArgs = {
  fields: LogFieldsInput;
  listenAgain?: boolean | null;
  recs?: readonly (string | number)[] | null;
};

/** logRelease and logSong: the same write for either kind of item. */
async function logOne(ctx: Context, type: ItemKind, rawId: string | number, args: LogArgs) {
  const userId = requireMember(ctx, 'log items');
  const id = itemId(type, rawId);
  const log = await logItem(ctx.db, {
    userId,
    item: { type, id },
    fields: fieldsOf(args.fields),
    listenAgain: args.listenAgain ?? false,
    recs: recipientsOf(args.recs),
  });
  forgetItem(ctx, { type, id });
  return log;
}

builder.mutationFields((t) => {
  const logArgs = {
    fields: t.arg({ type: LogFieldsInputRef, required: true }),
    listenAgain: t.arg.boolean({ defaultValue: false }),
    recs: t.arg.idList({ defaultValue: [], description: 'Friends to recommend the item to (at most 50).' }),
  };
  return {
    logRelease: t.field({
      type: LogRef,
      args: { releaseId: t.arg.id({ required: true }), ...logArgs },
      resolve: (_root, args, ctx) => logOne(ctx, 'RELEASE', args.releaseId, args),
    }),
    logSong: t.field({
      type: LogRef,
      args: { songId: t.arg.id({ required: true }), ...logArgs },
      resolve: (_root, args, ctx) => logOne(ctx, 'SONG', args.songId, args),
    }),
    updateLog: t.field({
      type: LogRef,
      args: { id: t.arg.id({ required: true }), fields: t.arg({ type: LogFieldsInputRef, required: true }) },
      resolve: async (_root, args, ctx) => {
        const userId = requireMember(ctx, 'log items');
        const log = await updateLog(ctx.db, userId, logIdOf(args.id), fieldsOf(args.fields));
        forgetItem(ctx, { type: log.itemType, id: log.releaseId ?? log.songId ?? 0 });
        return log;
      },
    }),
    deleteLog: t.boolean({
      args: {
        id: t.arg.id({ required: true }),
        itemId: t.arg.id(),
        type: t.arg({ type: ItemTypeEnum }),
      },
      resolve: (_root, args, ctx) => {
        const userId = requireMember(ctx, 'log items');
        const item = args.itemId == null ? null : parseId(args.itemId);
        if (args.itemId != null && item === null) throw badUserInput('itemId', 'is not the logged item');
        return deleteLog(ctx.db, userId, logIdOf(args.id), { type: args.type ?? null, id: item });
      },
    }),
    upvoteLog: t.field({
      type: LogRef,
      args: { logId: t.arg.id({ required: true }), type: t.arg.string({ required: true }) },
      resolve: (_root, args, ctx) => {
        const userId = requireMember(ctx, 'upvote reflections');
        return setLogUpvote(ctx.db, userId, logIdOf(args.logId), upvoteTypeOf(args.type), true);
      },
    }),
    removeLogUpvote: t.field({
      type: LogRef,
      args: { logId: t.arg.id({ required: true }), type: t.arg.string({ required: true }) },
      resolve: (_root, args, ctx) => {
        const userId = requireMember(ctx, 'upvote reflections');
        return setLogUpvote(ctx.db, userId, logIdOf(args.logId), upvoteTypeOf(args.type), false);
      },
    }),
  };
});
