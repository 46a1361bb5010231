import type { DATA_SOURCE_TYPES } from '@earmark/shared';
import type { CreditRow } from '../../db/rows.ts';
import { builder } from '../../graphql/builder.ts';
import { DataSourceTypeEnum, SongRoleEnum, TrackKindEnum } from '../../graphql/enums.ts';
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
    position: t.exposeInt('position', { description: 'Over the whole release, all discs, from 1.' }),
    discNumber: t.exposeInt('discNumber'),
    number: t.exposeString('number', {
      nullable: true,
      description: 'The number as printed on the medium ("A1", "7"), beside position and discNumber.',
    }),
    kind: t.field({
      type: TrackKindEnum,
      description: 'AUDIO, or PREGAP (the hidden track before track 1) or DATA (a data track).',
      resolve: (track) => track.kind,
    }),
    title: t.exposeString('title'),
    duration: t.int({
      nullable: true,
      description: 'Seconds.',
      resolve: (track) => seconds(track.durationMs),
    }),
    artists: t.field({
      type: [ArtistCreditRef],
      description: "The track's own credit as printed on the release, else its song's performers.",
      resolve: async (track, _args, ctx) => {
        const own = await ctx.loaders.catalog.trackCredits.load(track.id);
        return own.length > 0 ? own : performers(await ctx.loaders.catalog.songCredits.load(track.songId));
      },
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
