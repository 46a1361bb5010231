import { Box, Burger, Group } from '@mantine/core';
import { Suspense } from 'react';
import { NotificationsBell } from '../../modules/notifications';
import { PlainSearchInput } from '../../modules/search';
import { Logo } from '../../ui/Logo';
import { ColorSchemeToggle } from './ColorSchemeToggle';
import { GuestActions } from './GuestActions';
import { NavLinks } from './NavLinks';
import { QuickSearchBox } from './quickSearchBox';
import { ResourcesMenuTrigger } from './ResourcesMenuTrigger';
import classes from './TopBar.module.css';
import { UserMenuTrigger } from './UserMenuTrigger';
import { useNavMember } from './useNavMember';

type Props = {
  drawerOpened: boolean;
  onToggleDrawer: () => void;
};

/** Logo, quick search, main links, resources, notifications and the member's menu (or Log in / Sign Up). */
export function TopBar({ drawerOpened, onToggleDrawer }: Props) {
  const member = useNavMember();
  return (
    <Group h="100%" px="md" gap="md" wrap="nowrap" justify="space-between">
      <Group gap="lg" wrap="nowrap" className={classes.start}>
        <Logo />
        <Box className={classes.search} visibleFrom="sm">
          <Suspense fallback={<PlainSearchInput />}>
            <QuickSearchBox />
          </Suspense>
        </Box>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <Group gap={2} wrap="nowrap" visibleFrom="md" component="nav" aria-label="Main">
          <NavLinks />
          <ResourcesMenuTrigger />
        </Group>
        {member ? (
          <Group gap="xs" wrap="nowrap">
            <NotificationsBell />
            <UserMenuTrigger member={member} />
          </Group>
        ) : (
          <>
            <ColorSchemeToggle visibleFrom="sm" />
            <GuestActions />
          </>
        )}
        <Burger
          opened={drawerOpened}
          onClick={onToggleDrawer}
          hiddenFrom="md"
          size="sm"
          aria-label={drawerOpened ? 'Close navigation' : 'Open navigation'}
        />
      </Group>
    </Group>
  );
}
