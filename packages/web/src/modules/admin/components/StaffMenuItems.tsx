import { useMutation, useQuery } from '@apollo/client/react';
import { Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCircleCheck, IconLink, IconRefresh } from '@tabler/icons-react';
import { Link } from 'react-router';
import { showErrorToast } from '../../../ui/errorToast';
import { AdminViewerQuery } from '../graphql/AdminQueries';
import { RefreshReleaseFromMusicBrainz } from '../graphql/RefreshReleaseFromMusicBrainz';

type Props = { item: { __typename: 'Release' | 'Song'; id: string } };

/**
 * The staff shortcuts of an item's menu: match or verify this item on the admin pages. The roles
 * load (once, then from the cache) when a menu first opens, so pages pay nothing for them.
 */
export function StaffMenuItems({ item }: Props) {
  const { data } = useQuery(AdminViewerQuery);
  const [refresh] = useMutation(RefreshReleaseFromMusicBrainz);
  const viewer = data?.currentUser;
  if (!viewer || (!viewer.isSupport && !viewer.isAdmin)) return null;
  const param = item.__typename === 'Release' ? `releaseId=${item.id}` : `songId=${item.id}`;
  // Now rather than at the next stale view: MusicBrainz's answer replaces the release's data.
  const refreshNow = () =>
    refresh({ variables: { id: item.id } }).then(
      () => notifications.show({ message: 'Refreshed from MusicBrainz' }),
      (error: Error) => showErrorToast(error.message),
    );
  return (
    <>
      {item.__typename === 'Release' && (
        <Menu.Item onClick={() => void refreshNow()} leftSection={<IconRefresh size={14} />}>
          Refresh from MusicBrainz
        </Menu.Item>
      )}
      <Menu.Item component={Link} to={`/admin/match?${param}`} leftSection={<IconLink size={14} />}>
        Match
      </Menu.Item>
      <Menu.Item component={Link} to={`/admin/verify?${param}`} leftSection={<IconCircleCheck size={14} />}>
        Verify
      </Menu.Item>
    </>
  );
}
