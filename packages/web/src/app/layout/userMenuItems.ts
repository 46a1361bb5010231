import {
  IconBookmark,
  IconHelp,
  IconLifebuoy,
  IconList,
  IconLogout,
  IconSettings,
  IconShieldCog,
  IconUser,
} from '@tabler/icons-react';
import { ROUTES } from '../../lib/links';
import type { NavItem } from './navItems';

type Member = { username: string; isAdmin: boolean };

/** The avatar menu: Admin (admins only), Profile, …, Log Out. */
export function userMenuItems(member: Member): NavItem[] {
  const items: NavItem[] = [
    { label: 'Profile', to: ROUTES.user(member.username), Icon: IconUser },
    { label: 'For Later', to: ROUTES.forLater, Icon: IconBookmark },
    { label: 'My Lists', to: ROUTES.myLists, Icon: IconList },
    { label: 'Help', to: ROUTES.help, Icon: IconLifebuoy },
    { label: 'FAQ', to: ROUTES.faq, Icon: IconHelp },
    { label: 'Settings', to: ROUTES.settings, Icon: IconSettings },
    { label: 'Log Out', to: ROUTES.logout, Icon: IconLogout },
  ];
  return member.isAdmin ? [{ label: 'Admin', to: ROUTES.admin, Icon: IconShieldCog }, ...items] : items;
}
