import { useQuery } from '@apollo/client/react';
import { Stack } from '@mantine/core';
import { useState } from 'react';
import { UserFolloweesQuery } from '../graphql/UserFollowees';
import { UserFollowersQuery } from '../graphql/UserFollowers';
import { NETWORK_PAGE_SIZE, NetworkList } from './NetworkList';

/** The network section: who follows the member, and whom the member follows. */
export function NetworkSection({ username }: { username: string }) {
  const [followersPage, setFollowersPage] = useState(1);
  const [followeesPage, setFolloweesPage] = useState(1);
  const paging = (page: number) => ({ offset: (page - 1) * NETWORK_PAGE_SIZE, limit: NETWORK_PAGE_SIZE });
  const followers = useQuery(UserFollowersQuery, {
    variables: { username, ...paging(followersPage) },
    fetchPolicy: 'cache-and-network',
  });
  const followees = useQuery(UserFolloweesQuery, {
    variables: { username, ...paging(followeesPage) },
    fetchPolicy: 'cache-and-network',
  });
  return (
    <Stack gap={40}>
      <NetworkList
        title="Followed by"
        emptyTitle="No followers yet"
        emptyText="No users follow this user yet"
        page={followers.data?.user?.followers}
        error={followers.error}
        pageNumber={followersPage}
        onPageChange={setFollowersPage}
      />
      <NetworkList
        title="Follows"
        emptyTitle="No follows yet"
        emptyText="No users this user follows yet"
        page={followees.data?.user?.followees}
        error={followees.error}
        pageNumber={followeesPage}
        onPageChange={setFolloweesPage}
      />
    </Stack>
  );
}
