import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconClock } from '@tabler/icons-react';
import type { ReleasePrimaryType, ReleaseSecondaryType } from '../../../graphql/generated/graphql';
import { showErrorToast } from '../../../ui/errorToast';
import { useCurrentUser } from '../../auth';
import { AddAllToListenToMutation } from '../graphql/AddAllToListenTo';
import { ArtistReleaseIdsToSaveQuery } from '../graphql/ArtistReleaseIdsToSave';
import { showSignUpPrompt } from '../guestPrompts';

type Props = {
  artistId: string;
  primaryTypes?: ReleasePrimaryType[];
  secondaryTypes?: ReleaseSecondaryType[];
};

/** Bulk "save for later" of an artist's unlistened or unadded releases. */
export function ArtistSaveForLaterMenu({ artistId, primaryTypes = ['ALBUM'], secondaryTypes = [] }: Props) {
  const member = useCurrentUser();
  const { data, loading, refetch } = useQuery(ArtistReleaseIdsToSaveQuery, {
    variables: { id: artistId, primaryTypes, secondaryTypes },
    skip: !member,
  });
  // The answer carries each release's currentUserHasAddedToListenTo: the cache updates their flags.
  const [addAll, { loading: saving }] = useMutation(AddAllToListenToMutation);
  const ids = data?.artist?.currentUserReleaseIdsToSave;
  const handleSave = async (releaseIds: readonly string[]) => {
    if (!member) return showSignUpPrompt('save albums for later');
    try {
      const result = await addAll({ variables: { releaseIds: [...releaseIds] } });
      const count = result.data?.addAllToListenTo.length ?? 0;
      notifications.show({
        message: `${count} release${count === 1 ? '' : 's'} saved for later.`,
        color: 'green',
      });
      await refetch();
    } catch (error) {
      showErrorToast(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" size="xs" leftSection={<IconClock size={14} />} loading={saving || loading}>
          Save for later
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          disabled={member !== null && !ids?.unlistened.length}
          onClick={() => void handleSave(ids?.unlistened ?? [])}
        >
          Save unlistened releases for later{ids ? ` (${ids.unlistened.length})` : ''}
        </Menu.Item>
        <Menu.Item
          disabled={member !== null && !ids?.unadded.length}
          onClick={() => void handleSave(ids?.unadded ?? [])}
        >
          Save all releases not yet added{ids ? ` (${ids.unadded.length})` : ''}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
