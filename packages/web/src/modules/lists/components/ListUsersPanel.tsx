import type { UserRowFieldsFragment } from '../../../graphql/generated/graphql';
import { USERS_PAGE_SIZE, UsersPanel } from '../../social';

export const LIST_USERS_PAGE = USERS_PAGE_SIZE;

type Status = 'liked' | 'followed';
type Users = { edges: readonly { node: UserRowFieldsFragment }[]; pageInfo: { totalCount: number } };

type Props = {
  users: Users | undefined;
  error: { message: string } | undefined;
  status: Status;
  page: number;
  onStatusChange: (status: Status) => void;
  onPageChange: (page: number) => void;
};

const STATUSES = [
  { value: 'liked', label: 'Liked' },
  { value: 'followed', label: 'Followed' },
] as const;

/** Members who liked or follow a list, 20 a page, with the liked / followed switch. */
export function ListUsersPanel({ users, error, status, page, onStatusChange, onPageChange }: Props) {
  return (
    <UsersPanel
      users={users}
      error={error}
      emptyMessage={`No users have ${status} this list yet`}
      page={page}
      onPageChange={onPageChange}
      statuses={STATUSES}
      status={status}
      onStatusChange={onStatusChange}
    />
  );
}
