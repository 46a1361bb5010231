import { builder } from '../../graphql/builder.ts';
import { ReleasePrimaryTypeEnum, ReleaseSecondaryTypeEnum } from '../../graphql/enums.ts';
import { ArtistRef } from '../../graphql/refs.ts';
import { type ReleaseIdsToSave, releaseIdsToSave } from './artist-queries.ts';

const ReleaseIdsToSaveRef = builder.objectRef<ReleaseIdsToSave>('ArtistReleaseIdsToSave').implement({
  description: 'Release ids for the bulk "save for later" entries of an artist page.',
  fields: (t) => ({
    unlistened: t.idList({ resolve: (ids) => ids.unlistened }),
    unadded: t.idList({ resolve: (ids) => ids.unadded }),
  }),
});

builder.objectField(ArtistRef, 'currentUserReleaseIdsToSave', (t) =>
  t.field({
    type: ReleaseIdsToSaveRef,
    description: 'Empty lists for a guest.',
    args: {
      primaryTypes: t.arg({ type: [ReleasePrimaryTypeEnum], defaultValue: ['ALBUM'] }),
      secondaryTypes: t.arg({ type: [ReleaseSecondaryTypeEnum], defaultValue: [] }),
    },
    resolve: (artist, args, ctx) =>
      ctx.viewer
        ? releaseIdsToSave(ctx.db, ctx.viewer.id, artist.id, {
            primaryTypes: args.primaryTypes ?? ['ALBUM'],
            secondaryTypes: args.secondaryTypes ?? [],
          })
        : { unlistened: [], unadded: [] },
  }),
);
