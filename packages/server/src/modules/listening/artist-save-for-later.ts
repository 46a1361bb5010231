import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import { releases, userReleases } from '../../db/schema/index.ts';
import { builder } from '../../graphql/builder.ts';
import { ReleasePrimaryTypeEnum, ReleaseSecondaryTypeEnum } from '../../graphql/enums.ts';
import { ArtistRef } from '../../graphql/refs.ts';
import { type DiscographyFilter, discographyWhere } from '../catalog/queries.ts';

type ReleaseIdsToSave = { unlistened: number[]; unadded: number[] };

/** The artist's releases (under a discography filter) the member has not heard, or not queued. */
async function releaseIdsToSave(
  db: Db,
  viewerId: number,
  artistId: number,
  filter: DiscographyFilter,
): Promise<ReleaseIdsToSave> {
  const rows = await db
    .select({
      id: releases.id,
      checked: sql<boolean>`${userReleases.checkedAt} is not null`,
      added: sql<boolean>`${userReleases.listenTo} is not null`,
    })
    .from(releases)
    .leftJoin(userReleases, and(eq(userReleases.releaseId, releases.id), eq(userReleases.userId, viewerId)))
    .where(discographyWhere(artistId, filter))
    .orderBy(releases.id);
  return {
    unlistened: rows.filter((row) => !row.checked && !row.added).map((row) => row.id),
    unadded: rows.filter((row) => !row.added).map((row) => row.id),
  };
}

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
