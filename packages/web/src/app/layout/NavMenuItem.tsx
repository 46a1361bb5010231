import { Menu } from '@mantine/core';
import { Link } from 'react-router';
import type { NavItem } from './navItems';

type Props = { item: NavItem };

/** One entry of a dropdown menu: a router link, or a plain anchor for external targets. */
export function NavMenuItem({ item }: Props) {
  const icon = <item.Icon size={16} aria-hidden />;
  if (item.external) {
    const opensTab = item.to.startsWith('http');
    return (
      <Menu.Item
        component="a"
        href={item.to}
        target={opensTab ? '_blank' : undefined}
        rel={opensTab ? 'noopener noreferrer' : undefined}
        leftSection={icon}
      >
        {item.label}
      </Menu.Item>
    );
  }
  return (
    <Menu.Item component={Link} to={item.to} leftSection={icon}>
      {item.label}
    </Menu.Item>
  );
}
