import { Button, Divider, Drawer, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useCurrentUser } from '../../modules/auth';
import { QuickSearchInput } from '../../modules/search';
import { ColorSchemeToggle } from './ColorSchemeToggle';
import { GuestActions } from './GuestActions';
import { NavLinks } from './NavLinks';
import { type NavItem, resourceItems } from './navItems';

type Props = { opened: boolean; onClose: () => void };

/** Small screens: search, main links, resources and sign-in in one drawer behind the burger. */
export function MobileNavDrawer({ opened, onClose }: Props) {
  const viewer = useCurrentUser();
  return (
    <Drawer opened={opened} onClose={onClose} title="Menu" hiddenFrom="md" size="xs" position="right">
      <Stack gap="md">
        <QuickSearchInput onSearch={onClose} />
        <nav aria-label="Main">
          <NavLinks vertical onNavigate={onClose} />
        </nav>
        <Divider />
        <Text size="xs" fw={700} c="dimmed" tt="uppercase">
          Resources
        </Text>
        <Stack gap={2}>
          {resourceItems(viewer).map((item) => (
            <DrawerLink key={item.label} item={item} onNavigate={onClose} />
          ))}
        </Stack>
        {!viewer && (
          <>
            <Divider />
            {/* A phone's header has no room for the visitor's theme switch: it is here. */}
            <Group justify="space-between">
              <Text size="sm">Theme</Text>
              <ColorSchemeToggle />
            </Group>
            <GuestActions fullWidth onNavigate={onClose} />
          </>
        )}
      </Stack>
    </Drawer>
  );
}

function DrawerLink({ item, onNavigate }: { item: NavItem; onNavigate: () => void }) {
  const common = {
    variant: 'subtle',
    color: 'gray',
    c: 'var(--earmark-color-soft)',
    justify: 'flex-start',
    fullWidth: true,
    leftSection: <item.Icon size={16} aria-hidden />,
  } as const;
  if (item.external) {
    return (
      <Button component="a" href={item.to} {...common}>
        {item.label}
      </Button>
    );
  }
  return (
    <Button component={Link} to={item.to} onClick={onNavigate} {...common}>
      {item.label}
    </Button>
  );
}
