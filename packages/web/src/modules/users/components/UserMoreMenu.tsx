import { useMutation } from '@apollo/client/react';
import { ActionIcon, Menu } from '@mantine/core';
import { IconBan, IconDots } from '@tabler/icons-react';
import type { UserForUserPageQuery } from '../../../graphql/generated/graphql';
import { askToConfirm } from '../../../ui/confirm';
import { showErrorToast } from '../../../ui/errorToast';
import { BlockUserMutation } from '../graphql/blockUser';
import { UnblockUserMutation } from '../graphql/unblockUser';

type Props = { user: NonNullable<UserForUserPageQuery['user']> };

/** Block or unblock a member (beyond the spec: members asked for it). */
export function UserMoreMenu({ user }: Props) {
  const [block] = useMutation(BlockUserMutation);
  const [unblock] = useMutation(UnblockUserMutation);
  const toggle = async () => {
    const variables = { username: user.username };
    try {
      if (user.isBlockedByCurrentUser) await unblock({ variables });
      else if (
        await askToConfirm({
          title: `Block @${user.username}?`,
          message:
            'You will stop following each other, and they will not be able to follow you, recommend music to you or see your activity.',
          confirmLabel: 'Block',
        })
      )
        await block({ variables });
    } catch (error) {
      showErrorToast(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="default" size={30} radius="xl" aria-label="More actions">
          <IconDots size={16} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item color="red" leftSection={<IconBan size={14} />} onClick={() => void toggle()}>
          {user.isBlockedByCurrentUser ? `Unblock @${user.username}` : `Block @${user.username}`}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
