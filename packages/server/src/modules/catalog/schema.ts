import { builder } from '../../graphql/builder.ts';
import { parseId } from '../../graphql/ids.ts';
import { ArtistRef, ReleaseRef, SongRef } from '../../graphql/refs.ts';
import { mergedInto } from '../../import/merge-items.ts';
import { refreshInBackground } from './musicbrainz-on-demand.ts';
import './credit-schema.ts';
import './release-schema.ts';
import './song-schema.ts';
import './artist-schema.ts';
import './musicbrainz-schema.ts';

/** A malformed or unknown id answers null, never an error. */
builder.queryFields((t) => ({
  release: t.field({
    type: ReleaseRef,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const id = parseId(args.id);
      if (id === null) return null;
      let release = await ctx.loaders.catalog.release.load(id);
      // A release merged into another (MusicBrainz merged their groups) answers the surviving one.
      if (!release) {
        const into = await mergedInto(ctx.db, 'release', id);
        if (into !== null) release = await ctx.loaders.catalog.release.load(into);
      }
      // Viewed: stale MusicBrainz data is refreshed in the background (never delays this answer).
      if (release) refreshInBackground(ctx, release.mbid);
      return release;
    },
  }),
  song: t.field({
    type: SongRef,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const id = parseId(args.id);
      if (id === null) return null;
      let song = await ctx.loaders.catalog.song.load(id);
      if (!song) {
        const into = await mergedInto(ctx.db, 'song', id);
        if (into !== null) song = await ctx.loaders.catalog.song.load(into);
      }
      // A song's MusicBrainz data comes with its release group's: a stale one is refreshed.
      if (song?.releaseId) {
        const release = await ctx.loaders.catalog.release.load(song.releaseId);
        refreshInBackground(ctx, release?.mbid ?? null);
      }
      return song;
    },
  }),
  artist: t.field({
    type: ArtistRef,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => {
      const id = parseId(args.id);
      return id === null ? null : ctx.loaders.catalog.artist.load(id);
    },
  }),
}));
