import { AppError } from '../../errors.ts';
import { builder } from '../../graphql/builder.ts';
import { ColorSchemeEnum, ItemTypeEnum, SpotifyLinkTargetEnum } from '../../graphql/enums.ts';
import { parseId } from '../../graphql/ids.ts';
import { UserRef } from '../../graphql/refs.ts';
import { requireMember } from '../shared/index.ts';
import { removeAvatarFile } from './avatars.ts';
import { checkItems } from './commands/check-items.ts';
import { deleteUser } from './commands/delete-user.ts';
import { logIn } from './commands/log-in.ts';
import { logOut } from './commands/log-out.ts';
import { resetPassword } from './commands/reset-password.ts';
import { sendResetPasswordEmail } from './commands/send-reset-password-email.ts';
import { signUp } from './commands/sign-up.ts';
import { updateUser, updateUserPreferences } from './commands/update-user.ts';
import type { SessionGrant } from './tokens.ts';

/** A new session: the client keeps the token and its expiry in local storage. */
const SessionRef = builder.objectRef<SessionGrant>('Session').implement({
  fields: (t) => ({
    token: t.exposeString('token'),
    expiresAt: t.string({ description: 'ISO 8601', resolve: (grant) => grant.expiresAt.toISOString() }),
  }),
});

const CheckItemInput = builder.inputType('CheckItemInput', {
  fields: (t) => ({
    id: t.id({ required: true }),
    type: t.field({ type: ItemTypeEnum, required: true }),
  }),
});

/** The accounts mutations, signup … checkItems. Resolvers only check who acts. */
builder.mutationFields((t) => ({
  signup: t.field({
    type: SessionRef,
    args: {
      username: t.arg.string({ required: true }),
      password: t.arg.string({ required: true }),
      email: t.arg.string({ required: true }),
      allowEmail: t.arg.boolean({ required: true, defaultValue: true }),
    },
    resolve: (_root, args, ctx) =>
      signUp(ctx.db, args, { ip: ctx.ip, now: new Date(), config: ctx.config, log: ctx.log }),
  }),
  login: t.field({
    type: SessionRef,
    description: 'By username or email; a wrong name or password is INVALID_CREDENTIALS.',
    args: {
      usernameOrEmail: t.arg.string({ required: true }),
      password: t.arg.string({ required: true }),
    },
    resolve: (_root, args, ctx) => logIn(ctx.db, args, { ip: ctx.ip, now: new Date() }),
  }),
  logout: t.boolean({
    description: 'Ends the session of that token on the server.',
    args: { token: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await logOut(ctx.db, args.token, new Date());
      return true;
    },
  }),
  sendResetPwdEmail: t.boolean({
    description: 'Answers true whether or not the address belongs to a member.',
    args: { email: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await sendResetPasswordEmail(ctx.db, args, { config: ctx.config, log: ctx.log, now: new Date() });
      return true;
    },
  }),
  resetPwd: t.field({
    type: SessionRef,
    description: 'Sets a new password from a reset link; every other session of the member ends.',
    args: { token: t.arg.string({ required: true }), newPassword: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => resetPassword(ctx.db, args, { ip: ctx.ip, now: new Date() }),
  }),
  updateUser: t.field({
    type: UserRef,
    args: {
      username: t.arg.string({ required: true }),
      firstName: t.arg.string(),
      lastName: t.arg.string(),
      website: t.arg.string(),
      bio: t.arg.string(),
    },
    resolve: async (_root, args, ctx) => {
      const userId = requireMember(ctx, 'edit your profile');
      const user = await updateUser(ctx.db, userId, args, new Date());
      ctx.loaders.accounts.user.clear(userId).prime(userId, user);
      return user;
    },
  }),
  updateUserPreferences: t.field({
    type: UserRef,
    description: 'Saves the preferences given; one left out stays as it is.',
    args: {
      spotifyLinkTarget: t.arg({ type: SpotifyLinkTargetEnum }),
      colorScheme: t.arg({ type: ColorSchemeEnum }),
    },
    resolve: async (_root, args, ctx) => {
      const userId = requireMember(ctx, 'change your preferences');
      const user = await updateUserPreferences(ctx.db, userId, args, new Date());
      ctx.loaders.accounts.user.clear(userId).prime(userId, user);
      return user;
    },
  }),
  deleteUser: t.boolean({
    description: 'Deletes the signed-in member and everything they created but their non-personal lists.',
    args: { userId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const userId = requireMember(ctx, 'delete your account');
      if (parseId(args.userId) !== userId) {
        throw new AppError('FORBIDDEN', 'You can only delete your own account.');
      }
      const avatar = (await ctx.loaders.accounts.user.load(userId))?.avatar ?? null;
      await deleteUser(ctx.db, userId);
      await removeAvatarFile(ctx.config, avatar);
      return true;
    },
  }),
  checkItems: t.boolean({
    description: "A guest's checks, sent once right after signup.",
    args: { items: t.arg({ type: [CheckItemInput], required: true }) },
    resolve: async (_root, args, ctx) => {
      const userId = requireMember(ctx, 'check items');
      await checkItems(
        ctx.db,
        userId,
        args.items.map((item) => ({ id: String(item.id), type: item.type })),
      );
      return true;
    },
  }),
}));
