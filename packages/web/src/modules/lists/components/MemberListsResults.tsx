import { useQuery } from '@apollo/client/react';
import { LIMITS } from '@earmark/shared';
import { UserListsQuery } from '../graphql/UserLists';
import { FILTER_OF_VIEW, type ListSortOption, listSortValue, type MemberListView } from '../listsParams';
import { ListsGrid } from './ListsGrid';

type Props = {
  username: string;
  view: MemberListView;
  sortBy: ListSortOption;
  page: number;
  own: boolean;
  onPageChange: (page: number, options?: { replace: boolean }) => void;
};

const EMPTY: Record<MemberListView, [string, string]> = {
  personal: ['You have not made a list yet.', 'No personal lists yet.'],
  curator: ['You have not reproduced a curator’s list yet.', 'No curator lists yet.'],
  following: ['You do not follow any list yet.', 'Not following any list yet.'],
  liked: ['You have not liked a list yet.', 'No liked lists yet.'],
};

/** One page of a member's lists in one view. */
export function MemberListsResults({ username, view, sortBy, page, own, onPageChange }: Props) {
  const { data, error } = useQuery(UserListsQuery, {
    variables: {
      username,
      listFilterBy: FILTER_OF_VIEW[view],
      sortBy: listSortValue(sortBy),
      offset: (page - 1) * LIMITS.listsPageSize,
      limit: LIMITS.listsPageSize,
    },
    fetchPolicy: 'cache-and-network',
  });
  const lists = data?.user?.lists;
  return (
    <ListsGrid
      lists={lists?.edges.map((edge) => edge.node)}
      totalCount={lists?.pageInfo.totalCount ?? 0}
      page={page}
      error={error}
      emptyText={EMPTY[view][own ? 0 : 1]}
      onPageChange={onPageChange}
    />
  );
}
