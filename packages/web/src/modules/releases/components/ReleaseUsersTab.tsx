import { useQuery } from '@apollo/client/react';
import type { ReleaseUserStatus } from '../../../graphql/generated/graphql';
import { USERS_PAGE_SIZE, UsersPanel } from '../../social';
import { ReleaseUsersQuery } from '../graphql/ReleaseUsers';
import { useUsersTabParams } from '../hooks/useUsersTabParams';

/** Release users statuses: listened is the default. */
export const RELEASE_USER_STATUSES = [
  { value: 'listened', label: 'Listened', verb: 'listened to' },
  { value: 'liked', label: 'Liked', verb: 'liked' },
  { value: 'loved', label: 'Loved', verb: 'loved' },
  { value: 'favorited', label: 'Favorited', verb: 'favorited' },
] as const;
const VALUES = RELEASE_USER_STATUSES.map((s) => s.value);

type Props = { releaseId: string };

export function ReleaseUsersTab({ releaseId }: Props) {
  const { status, page, setStatus, setPage } = useUsersTabParams(VALUES);
  const { data, error } = useQuery(ReleaseUsersQuery, {
    variables: {
      id: releaseId,
      status: status.toUpperCase() as ReleaseUserStatus,
      offset: (page - 1) * USERS_PAGE_SIZE,
      limit: USERS_PAGE_SIZE,
    },
  });
  const verb = RELEASE_USER_STATUSES.find((s) => s.value === status)?.verb ?? 'listened to';
  return (
    <UsersPanel
      users={data?.release?.users}
      error={error}
      emptyMessage={`No users have ${verb} this release yet`}
      page={page}
      onPageChange={setPage}
      statuses={RELEASE_USER_STATUSES}
      status={status}
      onStatusChange={setStatus}
    />
  );
}
