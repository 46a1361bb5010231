import { LIMITS } from '@earmark/shared';
import { UserConnectionRef } from '../../graphql/connections.ts';
import {
  ReleasePrimaryTypeEnum,
  ReleaseSecondaryTypeEnum,
  ReleaseUserStatusEnum,
} from '../../graphql/enums.ts';
import { readPaging } from '../../graphql/paging.ts';
import { ArtistCreditRef, ReleaseRef, TrackRef } from '../../graphql/refs.ts';
import { DataSourceRef } from './credit-schema.ts';
import { itemFlagFields } from './item-fields.ts';
import { itemUsers } from './item-users.ts';
import { datePrecise, musicBrainzLink, releaseCover, releaseLink, spotifyLink } from './links.ts';

ReleaseRef.implement({
  description: 'A release group: one album, single or EP, whatever its pressings.',
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    disambiguation: t.exposeString('disambiguation', {
      nullable: true,
      description: "MusicBrainz's comment that tells same-named release groups apart.",
    }),
    year: t.exposeInt('year', { nullable: true }),
    releaseDate: t.string({
      nullable: true,
      description: 'The first release date as MusicBrainz writes it: "1997", "1997-05" or "1997-05-12".',
      resolve: (release) => datePrecise(release.releaseDate, release.releaseDatePrecision),
    }),
    link: t.string({ resolve: (release) => releaseLink(release.id) }),
    image: t.string({ resolve: (release) => release.image ?? releaseCover(release.id) }),
    imageBackup: t.exposeString('imageBackup', { nullable: true }),
    thumb: t.string({ resolve: (release) => release.thumb ?? release.image ?? releaseCover(release.id) }),
    genres: t.exposeStringList('genres'),
    label: t.exposeString('label', { nullable: true }),
    artistName: t.exposeString('artistName', { description: 'The credit as printed.' }),
    artists: t.field({
      type: [ArtistCreditRef],
      resolve: (release, _args, ctx) => ctx.loaders.catalog.releaseCredits.load(release.id),
    }),
    primaryType: t.field({ type: ReleasePrimaryTypeEnum, resolve: (release) => release.primaryType }),
    secondaryTypes: t.field({
      type: [ReleaseSecondaryTypeEnum],
      resolve: (release) => release.secondaryTypes,
    }),
    spotifyLink: t.string({ nullable: true, resolve: (release) => spotifyLink(release.dataSources) }),
    youtubePlaylistId: t.exposeString('youtubePlaylistId', { nullable: true }),
    mbReleaseGroupLink: t.string({
      nullable: true,
      resolve: (release) => musicBrainzLink('release-group', release.mbid),
    }),
    dataSources: t.field({ type: [DataSourceRef], resolve: (release) => release.dataSources }),
    tracks: t.field({
      type: [TrackRef],
      resolve: (release, _args, ctx) => ctx.loaders.catalog.tracksByRelease.load(release.id),
    }),
    tracksCount: t.int({
      resolve: async (release, _args, ctx) =>
        (await ctx.loaders.catalog.tracksByRelease.load(release.id)).length,
    }),
    numberOfChecks: t.exposeInt('numberOfChecks'),
    numberOfLikes: t.exposeInt('numberOfLikes'),
    numberOfLoves: t.exposeInt('numberOfLoves'),
    numberOfFavorites: t.exposeInt('numberOfFavorites'),
    numberOfLists: t.exposeInt('numberOfLists'),
    ...itemFlagFields(t),
    isPurpleCheck: t.boolean({
      resolve: async (release, _args, ctx) =>
        (await ctx.loaders.catalog.viewerRelease.load(release.id))?.purpleCheck ?? false,
    }),
    users: t.field({
      type: UserConnectionRef,
      args: {
        status: t.arg({ type: ReleaseUserStatusEnum, defaultValue: 'LISTENED' }),
        offset: t.arg.int({ defaultValue: 0 }),
        limit: t.arg.int({ defaultValue: LIMITS.activityPageSize }),
      },
      resolve: (release, args, ctx) =>
        itemUsers(
          ctx.db,
          { type: 'RELEASE', id: release.id },
          args.status ?? 'LISTENED',
          readPaging(args, LIMITS.activityPageSize),
          ctx.viewer?.id ?? null,
        ),
    }),
  }),
});
