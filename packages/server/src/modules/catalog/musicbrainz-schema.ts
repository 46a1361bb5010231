import type { Context } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { builder } from '../../graphql/builder.ts';
import { ReleasePrimaryTypeEnum, ReleaseSecondaryTypeEnum } from '../../graphql/enums.ts';
import { parseId } from '../../graphql/ids.ts';
import { ReleaseRef } from '../../graphql/refs.ts';
import { requireStaff } from '../shared/index.ts';
import { freshItem } from './fresh-item.ts';
import { type MissingRelease, onDemandOf } from './musicbrainz-on-demand.ts';
import { MusicBrainzUnavailableError, staffMessage } from './musicbrainz-web-service.ts';

const MBID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The quiet line a member reads when MusicBrainz cannot answer; staff read what went wrong. */
export function unavailableNote(ctx: Context, error: MusicBrainzUnavailableError, what: string): string {
  if (ctx.viewer?.isAdmin || ctx.viewer?.isSupport) return staffMessage(error);
  return `MusicBrainz isn't answering right now, so ${what}.`;
}

export const MusicBrainzReleaseRef = builder.objectRef<MissingRelease>('MusicBrainzRelease').implement({
  description: 'A release group MusicBrainz knows and Earmark does not have yet (shown "from MusicBrainz").',
  fields: (t) => ({
    mbid: t.exposeString('mbid'),
    title: t.exposeString('title'),
    artistName: t.exposeString('artistName', { description: 'The credit as printed.' }),
    year: t.exposeInt('year', { nullable: true }),
    releaseDate: t.exposeString('releaseDate', { nullable: true }),
    disambiguation: t.exposeString('disambiguation', { nullable: true }),
    primaryType: t.field({ type: ReleasePrimaryTypeEnum, resolve: (r) => r.primaryType }),
    secondaryTypes: t.field({ type: [ReleaseSecondaryTypeEnum], resolve: (r) => r.secondaryTypes }),
    thumb: t.exposeString('thumb', { description: "The Cover Art Archive's front cover (250 px)." }),
    link: t.string({
      description: "Earmark's page for it: opening it imports the release group with its tracks.",
      resolve: (r) => `/mb/release-group/${r.mbid}`,
    }),
  }),
});

type Lookup = { releaseId: number | null; note: string | null };

const MusicBrainzReleaseLookupRef = builder.objectRef<Lookup>('MusicBrainzReleaseLookup').implement({
  description: 'The release a MusicBrainz release-group link leads to, fetched on demand.',
  fields: (t) => ({
    release: t.field({
      type: ReleaseRef,
      nullable: true,
      resolve: (lookup, _args, ctx) =>
        lookup.releaseId === null ? null : ctx.loaders.catalog.release.load(lookup.releaseId),
    }),
    note: t.exposeString('note', {
      nullable: true,
      description: 'Why there is no release: MusicBrainz unreachable or busy (try again later).',
    }),
  }),
});

builder.queryFields((t) => ({
  releaseByMusicBrainzId: t.field({
    type: MusicBrainzReleaseLookupRef,
    description:
      "The release for a MusicBrainz release-group MBID (/mb/release-group/:mbid): the catalog's, else, for a member, fetched from MusicBrainz with its tracks and imported. Unknown to MusicBrainz: release null.",
    args: { mbid: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx): Promise<Lookup> => {
      const mbid = args.mbid.trim().toLowerCase();
      if (!MBID.test(mbid)) return { releaseId: null, note: null };
      const service = onDemandOf(ctx);
      const local = await service.localRelease(mbid);
      if (local !== null || !ctx.viewer) return { releaseId: local, note: null };
      try {
        return { releaseId: await service.importReleaseGroup(mbid), note: null };
      } catch (error) {
        if (!(error instanceof MusicBrainzUnavailableError)) throw error;
        ctx.log.info({ mbid, reason: error.reason }, 'MusicBrainz lookup unavailable');
        return { releaseId: null, note: unavailableNote(ctx, error, 'this release cannot be fetched yet') };
      }
    },
  }),
}));

builder.mutationFields((t) => ({
  refreshReleaseFromMusicBrainz: t.field({
    type: ReleaseRef,
    description:
      "Staff: read the release's group from MusicBrainz now and update it (ids, and so members' checks, logs and lists, stay).",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      requireStaff(ctx, 'refresh releases from MusicBrainz');
      const id = parseId(args.id);
      const release = id === null ? null : await ctx.loaders.catalog.release.load(id);
      if (!release) throw new AppError('NOT_FOUND', 'This release does not exist.');
      if (!release.mbid)
        throw new AppError('BAD_USER_INPUT', 'This release has no MusicBrainz id to refresh from.', {
          field: 'id',
        });
      let refreshed: number | null;
      try {
        refreshed = await onDemandOf(ctx).importReleaseGroup(release.mbid);
      } catch (error) {
        if (error instanceof MusicBrainzUnavailableError) {
          const failure = new AppError('RATE_LIMITED', staffMessage(error));
          failure.extensions.retryAfterSeconds = Math.max(
            1,
            Math.ceil((error.retryAfterMs || 60_000) / 1000),
          );
          throw failure;
        }
        throw error;
      }
      if (refreshed === null)
        throw new AppError('NOT_FOUND', 'MusicBrainz no longer has this release group.');
      // A group merged at MusicBrainz into one the catalog also had answers that one's row.
      return freshItem(ctx, { type: 'RELEASE', id: refreshed });
    },
  }),
}));
