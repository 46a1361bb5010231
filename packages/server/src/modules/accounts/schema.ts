import type { UserRow } from '../../db/rows.ts';
import { builder } from '../../graphql/builder.ts';
import { ColorSchemeEnum, SpotifyLinkTargetEnum } from '../../graphql/enums.ts';
import { ListRef, UserRef } from '../../graphql/refs.ts';
import { userByUsername } from './queries.ts';
import { type SupporterStatus, supporterStatus } from './supporter.ts';

export const userLink = (username: string) => `/users/${encodeURIComponent(username)}`;
export const userAvatar = (user: Pick<UserRow, 'avatar' | 'username'>) =>
  user.avatar ?? `/covers/users/${encodeURIComponent(user.username)}.svg`;

UserRef.implement({
  fields: (t) => {
    const supporter = (read: (status: SupporterStatus) => boolean) =>
      t.boolean({
        resolve: async (user, _args, ctx) =>
          read(supporterStatus(await ctx.loaders.accounts.subscriptions.load(user.id))),
      });
    const favoriteList = (kind: 'favorite-artists' | 'favorite-releases' | 'favorite-songs') =>
      t.field({
        type: ListRef,
        nullable: true,
        resolve: async (user, _args, ctx) =>
          (await ctx.loaders.accounts.favoriteLists.load(user.id)).find(
            (list) => list.favoriteKind === kind,
          ) ?? null,
      });
    return {
      id: t.exposeID('id'),
      username: t.exposeString('username'),
      link: t.string({ resolve: (user) => userLink(user.username) }),
      avatar: t.string({ resolve: userAvatar }),
      bio: t.exposeString('bio', { nullable: true }),
      displayName: t.string({
        nullable: true,
        description: 'First and last name as the member wrote them; null when they gave neither.',
        resolve: (user) => [user.firstName, user.lastName].filter(Boolean).join(' ') || null,
      }),
      firstName: t.exposeString('firstName', { nullable: true }),
      lastName: t.exposeString('lastName', { nullable: true }),
      website: t.exposeString('website', { nullable: true }),
      email: t.string({
        nullable: true,
        description: 'Only for the signed-in member themself.',
        resolve: (user, _args, ctx) => (ctx.viewer?.id === user.id ? user.email : null),
      }),
      allowEmail: t.boolean({
        nullable: true,
        description: 'Whether the member accepts news mails from Earmark; only for the member themself.',
        resolve: (user, _args, ctx) => (ctx.viewer?.id === user.id ? user.allowEmail : null),
      }),
      isPrivate: t.exposeBoolean('isPrivate', {
        description: 'A private profile shows its checks, ratings and reflections to friends only.',
      }),
      showStats: t.boolean({
        nullable: true,
        description:
          'Whether others may open the member’s stats and year in review; only for the member themself.',
        resolve: (user, _args, ctx) => (ctx.viewer?.id === user.id ? user.showStats : null),
      }),
      listsCreated: t.int({
        description: 'Lists the member created (the same count as numberOfLists).',
        resolve: (user) => user.numberOfLists,
      }),
      isAdmin: t.exposeBoolean('isAdmin'),
      isSupport: t.exposeBoolean('isSupport'),
      isSupporter: supporter((s) => s.isSupporter),
      isPastDueSupporter: supporter((s) => s.isPastDueSupporter),
      isFAN: supporter((s) => s.isFAN),
      isVIP: supporter((s) => s.isVIP),
      spotifyLinkTargetPref: t.field({
        type: SpotifyLinkTargetEnum,
        resolve: (user) => user.spotifyLinkTargetPref,
      }),
      colorSchemePref: t.field({
        type: ColorSchemeEnum,
        nullable: true,
        description: 'The colour scheme the member chose; only they see it (null for anyone else).',
        resolve: (user, _args, ctx) => (ctx.viewer?.id === user.id ? user.colorScheme : null),
      }),
      numberOfChecks: t.exposeInt('numberOfChecks'),
      numberOfFollowers: t.exposeInt('numberOfFollowers'),
      numberOfFollowees: t.exposeInt('numberOfFollowees'),
      numberOfLists: t.exposeInt('numberOfLists'),
      favoriteArtistsList: favoriteList('favorite-artists'),
      favoriteReleasesList: favoriteList('favorite-releases'),
      favoriteSongsList: favoriteList('favorite-songs'),
    };
  },
});

builder.queryFields((t) => ({
  currentUser: t.field({
    type: UserRef,
    nullable: true,
    description: 'The signed-in member; null for a guest.',
    resolve: (_root, _args, ctx) => (ctx.viewer ? ctx.loaders.accounts.user.load(ctx.viewer.id) : null),
  }),
  user: t.field({
    type: UserRef,
    nullable: true,
    args: { username: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const user = await userByUsername(ctx.db, args.username);
      if (!user) return null;
      ctx.loaders.accounts.user.prime(user.id, user);
      return user;
    },
  }),
}));
