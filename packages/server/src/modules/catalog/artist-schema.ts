import { LIMITS } from '@earmark/shared';
import type { ReleaseRow } from '../../db/rows.ts';
import { builder } from '../../graphql/builder.ts';
import { connectionType } from '../../graphql/connection.ts';
import { ReleaseEdgeRef, UserConnectionRef } from '../../graphql/connections.ts';
import {
  ArtistTypeEnum,
  ReleasePrimaryTypeEnum,
  ReleaseSecondaryTypeEnum,
  ReleaseSortByEnum,
} from '../../graphql/enums.ts';
import { readPaging } from '../../graphql/paging.ts';
import { ArtistRef } from '../../graphql/refs.ts';
import { DataSourceRef } from './credit-schema.ts';
import { sharedDiscographyPage, sharedReleaseStats } from './discography-cache.ts';
import { artistUsers } from './item-users.ts';
import { artistCover, artistLink, musicBrainzLink, spotifyLink } from './links.ts';
import {
  type ArtistReleasePage,
  artistReleaseStats,
  artistReleases,
  checkedReleaseCount,
  discographyWhere,
} from './queries.ts';

const ArtistReleaseConnectionRef = connectionType<
  ReleaseRow,
  ArtistReleasePage & { viewerId: number | null }
>('ArtistReleaseConnection', ReleaseEdgeRef);

builder.objectField(ArtistReleaseConnectionRef, 'currentUserNumberOfChecks', (t) =>
  t.int({
    description: 'How many releases under this filter the signed-in member has checked (0 for a guest).',
    resolve: (page, _args, ctx) =>
      page.viewerId === null ? 0 : checkedReleaseCount(ctx.db, page.viewerId, page.where),
  }),
);

ArtistRef.implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    disambiguation: t.exposeString('disambiguation', { nullable: true }),
    type: t.field({
      type: ArtistTypeEnum,
      nullable: true,
      description: "MusicBrainz's artist type; null when unknown.",
      resolve: (artist) => artist.type,
    }),
    image: t.string({ resolve: (artist) => artist.image ?? artistCover(artist.id) }),
    profile: t.exposeString('profile', { nullable: true }),
    link: t.string({ resolve: (artist) => artistLink(artist.id) }),
    spotifyLink: t.string({ nullable: true, resolve: (artist) => spotifyLink(artist.dataSources) }),
    mbLink: t.string({ nullable: true, resolve: (artist) => musicBrainzLink('artist', artist.mbid) }),
    dataSources: t.field({ type: [DataSourceRef], resolve: (artist) => artist.dataSources }),
    numberOfFavorites: t.exposeInt('numberOfFavorites'),
    currentUserHasFavorited: t.boolean({
      resolve: async (artist, _args, ctx) =>
        (await ctx.loaders.catalog.viewerArtist.load(artist.id)) !== null,
    }),
    releaseStats: t.string({
      description:
        'JSON: counts of releases by primary type, then by secondary type ("No secondary" for none).',
      resolve: async (artist, _args, ctx) =>
        JSON.stringify(await sharedReleaseStats(ctx, artist.id, () => artistReleaseStats(ctx.db, artist.id))),
    }),
    releases: t.field({
      type: ArtistReleaseConnectionRef,
      args: {
        releaseSortBy: t.arg({ type: ReleaseSortByEnum, defaultValue: 'YEAR_NEWEST' }),
        primaryTypes: t.arg({ type: [ReleasePrimaryTypeEnum], defaultValue: ['ALBUM'] }),
        secondaryTypes: t.arg({ type: [ReleaseSecondaryTypeEnum], defaultValue: [] }),
        offset: t.arg.int({ defaultValue: 0 }),
        limit: t.arg.int({ defaultValue: LIMITS.artistReleasesPageSize }),
      },
      resolve: async (artist, args, ctx) => {
        const filter = {
          primaryTypes: args.primaryTypes ?? ['ALBUM'],
          secondaryTypes: args.secondaryTypes ?? [],
        };
        const where = discographyWhere(artist.id, filter);
        const sortBy = args.releaseSortBy ?? 'YEAR_NEWEST';
        const paging = readPaging(args, LIMITS.artistReleasesPageSize);
        const viewerId = ctx.viewer?.id ?? null;
        const read = () => artistReleases(ctx.db, where, sortBy, viewerId, paging);
        // Which releases and how many are the same for everyone, but in an order by a member's own
        // ratings.
        const forEveryone = viewerId === null || !sortBy.startsWith('RATING_');
        const page = forEveryone
          ? await sharedDiscographyPage(ctx, { artistId: artist.id, filter, sortBy, paging, where }, read)
          : await read();
        return { ...page, viewerId };
      },
    }),
    users: t.field({
      type: UserConnectionRef,
      args: {
        offset: t.arg.int({ defaultValue: 0 }),
        limit: t.arg.int({ defaultValue: LIMITS.activityPageSize }),
      },
      resolve: (artist, args, ctx) =>
        artistUsers(ctx.db, artist.id, readPaging(args, LIMITS.activityPageSize), ctx.viewer?.id ?? null),
    }),
  }),
});
