import { Box, Burger, Group } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { NotificationsBell } from '../../modules/notifications';
import { PlainSearchInput } from '../../modules/search';
import { Logo } from '../../ui/Logo';
import { GuestActions } from './GuestActions';
import { NavLinks } from './NavLinks';
import { ResourcesMenuTrigger } from './ResourcesMenuTrigger';
import classes from './TopBar.module.css';
import { UserMenuTrigger } from './UserMenuTrigger';
import { useNavMember } from './useNavMember';

// The quick-search popover (floating positioning, tabs, scroll area) loads right after the first
// paint; until then the plain box, which already searches on Enter, stands in for it.
const QuickSearchInput = lazy(() =>
  import('../../modules/search/components/QuickSearchInput').then((m) => ({ default: m.QuickSearchInput })),
);

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
            <QuickSearchInput />
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
          <GuestActions />
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
