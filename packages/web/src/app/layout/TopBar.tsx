import { Box, Burger, Group } from '@mantine/core';
import { memo, Suspense } from 'react';
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
          <HeaderSearch />
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

/**
 * The header's quick search, its code loaded after the first paint (main.tsx): until then its
 * Suspense boundary keeps the box as the server drew it, and React adopts it when the code is in.
 * Memoized with no props, so the top bar drawn again (the drawer toggled, the member's state) gives
 * that boundary no update: an update to a boundary not yet adopted makes React draw it anew, and the
 * text typed in the drawn box was lost. (Drawn anew all the same, the plain box standing in hands its
 * text and focus over: searchHandoff.ts.)
 */
const HeaderSearch = memo(function HeaderSearch() {
  return (
    <Suspense fallback={<PlainSearchInput standIn />}>
      <QuickSearchBox />
    </Suspense>
  );
});
