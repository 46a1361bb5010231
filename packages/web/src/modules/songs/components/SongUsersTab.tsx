import { useQuery } from '@apollo/client/react';
import type { SongUserStatus } from '../../../graphql/generated/graphql';
import { useUsersTabParams } from '../../releases';
import { USERS_PAGE_SIZE, UsersPanel } from '../../social';
import { SongUsersQuery } from '../graphql/SongUsers';

/** Song users statuses: liked is the default; songs have no listened count. */
export const SONG_USER_STATUSES = [
  { value: 'liked', label: 'Liked' },
  { value: 'loved', label: 'Loved' },
  { value: 'favorited', label: 'Favorited' },
] as const;
const VALUES = SONG_USER_STATUSES.map((s) => s.value);

type Props = { songId: string };

export function SongUsersTab({ songId }: Props) {
  const { status, page, setStatus, setPage } = useUsersTabParams(VALUES);
  const { data, error } = useQuery(SongUsersQuery, {
    variables: {
      id: songId,
      status: status.toUpperCase() as SongUserStatus,
      offset: (page - 1) * USERS_PAGE_SIZE,
      limit: USERS_PAGE_SIZE,
    },
  });
  return (
    <UsersPanel
      users={data?.song?.users}
      error={error}
      emptyMessage={`No users have ${status} this song yet`}
      page={page}
      onPageChange={setPage}
      statuses={SONG_USER_STATUSES}
      status={status}
      onStatusChange={setStatus}
    />
  );
}
