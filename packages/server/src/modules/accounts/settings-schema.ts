import { builder } from '../../graphql/builder.ts';
import { UserRef } from '../../graphql/refs.ts';
import { requireMember } from '../shared/index.ts';
import { changePassword } from './commands/change-password.ts';
import { confirmEmailChange } from './commands/confirm-email-change.ts';
import { requestEmailChange } from './commands/request-email-change.ts';
import { updatePrivacySettings } from './commands/update-user.ts';

/** The Account tab's mutations: address, password, news mails and profile privacy. */
builder.mutationFields((t) => ({
  requestEmailChange: t.boolean({
    description:
      'Mails a confirmation link to the new address (and tells the old one); the address changes only when it is opened.',
    args: {
      newEmail: t.arg.string({ required: true }),
      currentPassword: t.arg.string({ required: true }),
    },
    resolve: async (_root, args, ctx) => {
      const userId = requireMember(ctx, 'change your email address');
      await requestEmailChange(ctx.db, userId, args, {
        config: ctx.config,
        log: ctx.log,
        ip: ctx.ip,
        now: new Date(),
      });
      return true;
    },
  }),
  confirmEmailChange: t.string({
    description: 'Opens the link mailed to a new address; answers the account’s address from now on.',
    args: { token: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { email } = await confirmEmailChange(ctx.db, args, {
        config: ctx.config,
        log: ctx.log,
        ip: ctx.ip,
        now: new Date(),
      });
      return email;
    },
  }),
  changePassword: t.boolean({
    description: 'A new password given the current one; every other session of the member ends.',
    args: {
      currentPassword: t.arg.string({ required: true }),
      newPassword: t.arg.string({ required: true }),
    },
    resolve: async (_root, args, ctx) => {
      requireMember(ctx, 'change your password');
      if (!ctx.viewer) return false;
      await changePassword(ctx.db, ctx.viewer, args, { ip: ctx.ip, now: new Date() });
      return true;
    },
  }),
  updatePrivacySettings: t.field({
    type: UserRef,
    description:
      'News mails on or off (allowEmail), the profile private or public (isPrivate), the stats pages shown to others (showStats).',
    args: { allowEmail: t.arg.boolean(), isPrivate: t.arg.boolean(), showStats: t.arg.boolean() },
    resolve: async (_root, args, ctx) => {
      const userId = requireMember(ctx, 'change your settings');
      const user = await updatePrivacySettings(ctx.db, userId, args, new Date());
      ctx.loaders.accounts.user.clear(userId).prime(userId, user);
      return user;
    },
  }),
}));
