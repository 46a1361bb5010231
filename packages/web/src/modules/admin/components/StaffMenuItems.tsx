import { useQuery } from '@apollo/client/react';
import { Menu } from '@mantine/core';
import { IconCircleCheck, IconLink } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AdminViewerQuery } from '../graphql/AdminQueries';

type Props = { item: { __typename: 'Release' | 'Song'; id: string } };

/**
 * The staff shortcuts of an item's menu: match or verify this item on the admin pages. The roles
 * load (once, then from the cache) when a menu first opens, so pages pay nothing for them.
 */
export function StaffMenuItems({ item }: Props) {
  const { data } = useQuery(AdminViewerQuery);
  const viewer = data?.currentUser;
  if (!viewer || (!viewer.isSupport && !viewer.isAdmin)) return null;
  const param = item.__typename === 'Release' ? `releaseId=${item.id}` : `songId=${item.id}`;
  return (
    <>
      <Menu.Item component={Link} to={`/admin/match?${param}`} leftSection={<IconLink size={14} />}>
        Match
      </Menu.Item>
      <Menu.Item component={Link} to={`/admin/verify?${param}`} leftSection={<IconCircleCheck size={14} />}>
        Verify
      </Menu.Item>
    </>
  );
}
