import type { TypedDocumentNode } from '@apollo/client';
import type {
  ItemType,
  ListsPageFieldsFragment,
  LogsPageFieldsFragment,
  ReleaseUserStatus,
  UsersPageFieldsFragment,
} from '../../graphql/generated/graphql';
import { ReleaseLogsQuery } from './graphql/ReleaseLogs';
import { ReleaseUsersQuery } from './graphql/ReleaseUsers';
import { ReleaseListsQuery } from './graphql/releaseListsQuery';
import { SongLogsQuery } from './graphql/SongLogs';
import { SongUsersQuery } from './graphql/SongUsers';
import { SongListsQuery } from './graphql/songListsQuery';

/** A tab's answer: the item under its kind's query field (ITEM_KIND_NAMES' queryField). */
type ByRoot<T> = { release?: ({ id: string } & T) | null; song?: ({ id: string } & T) | null };
type Paging = { id: string; offset?: number | null; limit?: number | null };
type ListsPaging = {
  id: string;
  curatorOffset?: number | null;
  userOffset?: number | null;
  withCurator?: boolean | null;
  withUser?: boolean | null;
};

export type UserStatusOption = { value: string; label: string; verb: string };

type ItemTabs = {
  /** How the tabs' empty texts name the item. */
  noun: string;
  logs: TypedDocumentNode<ByRoot<{ logs: LogsPageFieldsFragment }>, Paging>;
  lists: TypedDocumentNode<
    ByRoot<{ curatorLists?: ListsPageFieldsFragment; userLists?: ListsPageFieldsFragment }>,
    ListsPaging
  >;
  users: TypedDocumentNode<
    ByRoot<{ users: UsersPageFieldsFragment }>,
    Paging & { status?: ReleaseUserStatus | null }
  >;
  /** The users tab's statuses, the default first. */
  userStatuses: readonly [UserStatusOption, ...UserStatusOption[]];
};

const REACTION_STATUSES = [
  { value: 'liked', label: 'Liked', verb: 'liked' },
  { value: 'loved', label: 'Loved', verb: 'loved' },
  { value: 'favorited', label: 'Favorited', verb: 'favorited' },
] as const;

/**
 * The tabs of a release or song page, per kind: the schema asks each kind under its own root field,
 * so each tab has one static document per kind, chosen here.
 */
export const ITEM_TABS: Record<ItemType, ItemTabs> = {
  RELEASE: {
    noun: 'release',
    logs: ReleaseLogsQuery,
    lists: ReleaseListsQuery,
    users: ReleaseUsersQuery,
    // Listened is a release's default; a song has no listened count.
    userStatuses: [{ value: 'listened', label: 'Listened', verb: 'listened to' }, ...REACTION_STATUSES],
  },
  SONG: {
    noun: 'song',
    logs: SongLogsQuery,
    lists: SongListsQuery,
    // Its statuses (below) are the only ones it is sent: a song's status type lacks LISTENED.
    users: SongUsersQuery as TypedDocumentNode<
      ByRoot<{ users: UsersPageFieldsFragment }>,
      Paging & { status?: ReleaseUserStatus | null }
    >,
    userStatuses: REACTION_STATUSES,
  },
};
