import { LIMITS } from '@earmark/shared';
import { UserConnectionRef } from '../../graphql/connections.ts';
import { SongUserStatusEnum } from '../../graphql/enums.ts';
import { readPaging } from '../../graphql/paging.ts';
import { ArtistCreditRef, ReleaseRef, SongRef } from '../../graphql/refs.ts';
import { DataSourceRef, performers, SongRoleCreditRef } from './credit-schema.ts';
import { itemFlagFields } from './item-fields.ts';
import { itemUsers } from './item-users.ts';
import {
  datePrecise,
  musicBrainzLink,
  releaseCover,
  seconds,
  songCover,
  songLink,
  spotifyLink,
} from './links.ts';

SongRef.implement({
  description: 'A recording; its page links to the release it belongs to.',
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    disambiguation: t.exposeString('disambiguation', {
      nullable: true,
      description:
        'MusicBrainz\'s comment that tells same-named recordings apart ("live", "official music video").',
    }),
    year: t.exposeInt('year', { nullable: true }),
    releaseDate: t.string({
      nullable: true,
      description: 'The first release date as MusicBrainz writes it: "1997", "1997-05" or "1997-05-12".',
      resolve: (song) => datePrecise(song.releaseDate, song.releaseDatePrecision),
    }),
    isVideo: t.boolean({
      description: 'A music video (MusicBrainz marks its recording as one).',
      resolve: (song) => song.isVideo === true,
    }),
    link: t.string({ resolve: (song) => songLink(song.id) }),
    image: t.string({
      description: "The release's cover.",
      resolve: async (song, _args, ctx) => {
        if (song.releaseId === null) return songCover(song.id);
        const release = await ctx.loaders.catalog.release.load(song.releaseId);
        return release?.image ?? releaseCover(song.releaseId);
      },
    }),
    imageBackup: t.string({
      nullable: true,
      resolve: async (song, _args, ctx) =>
        song.releaseId === null
          ? null
          : ((await ctx.loaders.catalog.release.load(song.releaseId))?.imageBackup ?? null),
    }),
    duration: t.int({ nullable: true, description: 'Seconds.', resolve: (song) => seconds(song.durationMs) }),
    artistName: t.exposeString('artistName', { description: 'The credit as printed.' }),
    artists: t.field({
      type: [ArtistCreditRef],
      resolve: async (song, _args, ctx) => performers(await ctx.loaders.catalog.songCredits.load(song.id)),
    }),
    roles: t.field({
      type: [SongRoleCreditRef],
      resolve: (song, _args, ctx) => ctx.loaders.catalog.songCredits.load(song.id),
    }),
    release: t.field({
      type: ReleaseRef,
      nullable: true,
      resolve: (song, _args, ctx) =>
        song.releaseId === null ? null : ctx.loaders.catalog.release.load(song.releaseId),
    }),
    hideReleaseLink: t.exposeBoolean('hideReleaseLink'),
    spotifyLink: t.string({ nullable: true, resolve: (song) => spotifyLink(song.dataSources) }),
    youtubeId: t.exposeString('youtubeId', { nullable: true }),
    mbLink: t.string({ nullable: true, resolve: (song) => musicBrainzLink('recording', song.mbid) }),
    dataSources: t.field({ type: [DataSourceRef], resolve: (song) => song.dataSources }),
    preventUncheck: t.exposeBoolean('preventUncheck'),
    numberOfFavorites: t.exposeInt('numberOfFavorites'),
    numberOfLikes: t.exposeInt('numberOfLikes'),
    numberOfLoves: t.exposeInt('numberOfLoves'),
    numberOfLists: t.exposeInt('numberOfLists'),
    ...itemFlagFields(t),
    users: t.field({
      type: UserConnectionRef,
      args: {
        status: t.arg({ type: SongUserStatusEnum, defaultValue: 'LIKED' }),
        offset: t.arg.int({ defaultValue: 0 }),
        limit: t.arg.int({ defaultValue: LIMITS.activityPageSize }),
      },
      resolve: (song, args, ctx) =>
        itemUsers(
          ctx.db,
          { type: 'SONG', id: song.id },
          args.status ?? 'LIKED',
          readPaging(args, LIMITS.activityPageSize),
          ctx.viewer?.id ?? null,
        ),
    }),
  }),
});
