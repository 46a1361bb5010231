import type { DATA_SOURCE_TYPES } from '@earmark/shared';
import type { CreditRow } from '../../db/rows.ts';
import { builder } from '../../graphql/builder.ts';
import { DataSourceTypeEnum, SongRoleEnum } from '../../graphql/enums.ts';
import { ArtistCreditRef, SongRef, TrackRef } from '../../graphql/refs.ts';
import { artistCover, artistLink, seconds } from './links.ts';

type DataSourceShape = { type: (typeof DATA_SOURCE_TYPES)[number]; url: string };

export const DataSourceRef = builder.objectRef<DataSourceShape>('DataSource').implement({
  fields: (t) => ({
    type: t.field({ type: DataSourceTypeEnum, resolve: (source) => source.type }),
    url: t.exposeString('url'),
  }),
});

ArtistCreditRef.implement({
  description: 'An artist as credited on a release, song or track; joinPhrase follows the name.',
  fields: (t) => ({
    id: t.id({ resolve: (credit) => credit.artistId }),
    name: t.exposeString('creditedName'),
    link: t.string({ resolve: (credit) => artistLink(credit.artistId) }),
    image: t.string({ resolve: (credit) => credit.image ?? artistCover(credit.artistId) }),
    joinPhrase: t.exposeString('joinPhrase'),
  }),
});

export const SongRoleCreditRef = builder.objectRef<CreditRow>('SongRoleCredit').implement({
  fields: (t) => ({
    artist: t.field({ type: ArtistCreditRef, resolve: (credit) => credit }),
    role: t.field({ type: SongRoleEnum, resolve: (credit) => credit.role }),
  }),
});

TrackRef.implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    position: t.exposeInt('position'),
    discNumber: t.exposeInt('discNumber'),
    title: t.exposeString('title'),
    duration: t.int({
      nullable: true,
      description: 'Seconds.',
      resolve: (track) => seconds(track.durationMs),
    }),
    artists: t.field({
      type: [ArtistCreditRef],
      resolve: async (track, _args, ctx) =>
        performers(await ctx.loaders.catalog.songCredits.load(track.songId)),
    }),
    song: t.field({
      type: SongRef,
      resolve: async (track, _args, ctx) => {
        const song = await ctx.loaders.catalog.song.load(track.songId);
        if (!song) throw new Error(`Track ${track.id} points at missing song ${track.songId}`);
        return song;
      },
    }),
  }),
});

/** The credits shown as a song's or track's artists: performers, not producers or composers. */
export function performers(credits: CreditRow[]): CreditRow[] {
  return credits.filter((credit) => credit.role === 'MAIN' || credit.role === 'FEATURED');
}
