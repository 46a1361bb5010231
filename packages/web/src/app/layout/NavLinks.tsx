import { ActionIcon, Button, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { ROUTES } from '../../lib/links';
import { useChartsLink } from '../../modules/lists';

type Props = {
  /** Stacked full-width links in the mobile drawer. */
  vertical?: boolean;
  onNavigate?: () => void;
};

/** Lists (with the create-list button), Charts and Collection. */
export function NavLinks({ vertical = false, onNavigate }: Props) {
  const chartsLink = useChartsLink();
  const { pathname } = useLocation();
  const links = [
    { label: 'Lists', to: ROUTES.lists, active: pathname === ROUTES.lists },
    { label: 'Charts', to: chartsLink, active: pathname === chartsLink },
    { label: 'Collection', to: ROUTES.collection, active: pathname === ROUTES.collection },
  ];
  const buttons = links.map((link) => (
    <Button
      key={link.label}
      component={Link}
      to={link.to}
      onClick={onNavigate}
      variant={link.active ? 'light' : 'subtle'}
      color={link.active ? undefined : 'gray'}
      c={link.active ? undefined : 'var(--earmark-color-soft)'}
      justify={vertical ? 'flex-start' : 'center'}
      fullWidth={vertical}
      aria-current={link.active ? 'page' : undefined}
    >
      {link.label}
    </Button>
  ));
  const createList = (
    <ActionIcon
      component={Link}
      to={ROUTES.newList}
      onClick={onNavigate}
      variant="light"
      size="md"
      aria-label="Create a list"
      title="Create a list"
    >
      <IconPlus size={16} aria-hidden />
    </ActionIcon>
  );
  if (vertical) {
    return (
      <Stack gap={4}>
        <Group gap={4} wrap="nowrap">
          {buttons[0]}
          {createList}
        </Group>
        {buttons.slice(1)}
      </Stack>
    );
  }
  return (
    <Group gap={2} wrap="nowrap">
      {buttons[0]}
      {createList}
      {buttons.slice(1)}
    </Group>
  );
}
