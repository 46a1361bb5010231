import { Menu } from '@mantine/core';
import { AvatarButton } from './AvatarButton';
import { ColorSchemeMenuItems } from './ColorSchemeMenuItems';
import { NavMenuItem } from './NavMenuItem';
import { userMenuItems } from './userMenuItems';

export type MenuMember = { username: string; isAdmin: boolean; avatar: string | null };
type Props = { member: MenuMember; defaultOpened?: boolean };

export function UserMenu({ member, defaultOpened = false }: Props) {
  const items = userMenuItems(member);
  // Log Out stays last, below the theme.
  const logOut = items.pop();
  return (
    <Menu position="bottom-end" width={220} shadow="md" defaultOpened={defaultOpened}>
      <Menu.Target>
        <AvatarButton username={member.username} avatar={member.avatar} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>@{member.username}</Menu.Label>
        {items.map((item) => (
          <NavMenuItem key={item.label} item={item} />
        ))}
        <Menu.Divider />
        <ColorSchemeMenuItems />
        <Menu.Divider />
        {logOut && <NavMenuItem item={logOut} />}
      </Menu.Dropdown>
    </Menu>
  );
}
