import { SourceTypeEnum } from '../../graphql/enums.ts';
import { ListItemRef, ListSectionRef } from '../../graphql/refs.ts';
import { ListEntryUnion } from '../../graphql/unions.ts';

ListSectionRef.implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    description: t.exposeString('description', { nullable: true }),
    position: t.exposeInt('position'),
  }),
});

ListItemRef.implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    item: t.field({
      type: ListEntryUnion,
      resolve: async (entry, _args, ctx) => {
        const { catalog } = ctx.loaders;
        const item =
          entry.releaseId !== null
            ? await catalog.release.load(entry.releaseId)
            : entry.songId !== null
              ? await catalog.song.load(entry.songId)
              : await catalog.artist.load(entry.artistId ?? 0);
        if (!item) throw new Error(`List item ${entry.id} points at a missing item`);
        return item;
      },
    }),
    itemType: t.field({ type: SourceTypeEnum, resolve: (entry) => entry.itemType }),
    description: t.exposeString('description', { nullable: true }),
    sectionId: t.exposeID('sectionId', { nullable: true }),
    position: t.exposeInt('position'),
  }),
});
