import { Menu } from '@mantine/core';
import { AvatarButton } from './AvatarButton';
import { NavMenuItem } from './NavMenuItem';
import { userMenuItems } from './userMenuItems';

export type MenuMember = { username: string; isAdmin: boolean; avatar: string | null };
type Props = { member: MenuMember; defaultOpened?: boolean };

export function UserMenu({ member, defaultOpened = false }: Props) {
  return (
    <Menu position="bottom-end" width={220} shadow="md" defaultOpened={defaultOpened}>
      <Menu.Target>
        <AvatarButton username={member.username} avatar={member.avatar} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>@{member.username}</Menu.Label>
        {userMenuItems(member).map((item) => (
          <NavMenuItem key={item.label} item={item} />
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
