import type { SongRole } from '@earmark/shared';
import type {
  artists,
  listItems,
  listSections,
  lists,
  logs,
  releases,
  songs,
  tracks,
  userReleases,
  users,
} from './schema/index.ts';

/** Database rows as commands, queries and the GraphQL types see them. */
export type ReleaseRow = typeof releases.$inferSelect;
export type SongRow = typeof songs.$inferSelect;
export type ArtistRow = typeof artists.$inferSelect;
export type TrackRow = typeof tracks.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type LogRow = typeof logs.$inferSelect;
export type ListRow = typeof lists.$inferSelect;
export type ListSectionRow = typeof listSections.$inferSelect;
export type ListItemRow = typeof listItems.$inferSelect;

/**
 * A member's state of one release or song as stored (the columns both state tables share, with
 * the release's purple check; a song's is always false).
 */
export type ItemStateRow = Omit<typeof userReleases.$inferSelect, 'userId' | 'releaseId'>;

/** One artist credit of a release or song, joined with the artist's image. */
export type CreditRow = {
  ownerId: number;
  position: number;
  artistId: number;
  creditedName: string;
  joinPhrase: string;
  role: SongRole;
  image: string | null;
};

export type ItemRow = ReleaseRow | SongRow;
export type ListEntryRow = ReleaseRow | SongRow | ArtistRow;

export function isReleaseRow(value: object): value is ReleaseRow {
  return 'primaryType' in value;
}

export function isSongRow(value: object): value is SongRow {
  return 'hideReleaseLink' in value;
}

/** A member's check of one item, as activity feeds show it. */
export type ActivityRow = {
  itemType: 'RELEASE' | 'SONG';
  itemId: number;
  userId: number;
  checkedAt: Date;
  rating: number | null;
};
