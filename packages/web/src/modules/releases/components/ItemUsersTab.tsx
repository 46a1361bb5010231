import { useQuery } from '@apollo/client/react';
import { ITEM_KIND_NAMES } from '@earmark/shared';
import type { ItemType, ReleaseUserStatus } from '../../../graphql/generated/graphql';
import { USERS_PAGE_SIZE, UsersPanel } from '../../social';
import { useUsersTabParams } from '../hooks/useUsersTabParams';
import { ITEM_TABS } from '../itemTabs';

type Props = { kind: ItemType; id: string };

/** A release's or song's users tab: the members who listened to or reacted to it, by status. */
export function ItemUsersTab({ kind, id }: Props) {
  const tabs = ITEM_TABS[kind];
  const statuses = tabs.userStatuses;
  const { status, page, setStatus, setPage } = useUsersTabParams(statuses.map((s) => s.value));
  const { data, error } = useQuery(tabs.users, {
    variables: {
      id,
      status: status.toUpperCase() as ReleaseUserStatus,
      offset: (page - 1) * USERS_PAGE_SIZE,
      limit: USERS_PAGE_SIZE,
    },
  });
  const verb = (statuses.find((s) => s.value === status) ?? statuses[0]).verb;
  return (
    <UsersPanel
      users={data?.[ITEM_KIND_NAMES[kind].queryField]?.users}
      error={error}
      emptyMessage={`No users have ${verb} this ${tabs.noun} yet`}
      page={page}
      onPageChange={setPage}
      statuses={statuses}
      status={status}
      onStatusChange={setStatus}
    />
  );
}
