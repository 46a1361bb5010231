import { ActionIcon, type MantineBreakpoint } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { schemeOnPage, useColorSchemeChoice } from '../../lib/colorScheme';
import classes from './ColorSchemeToggle.module.css';

type Props = { visibleFrom?: MantineBreakpoint };

/** A visitor's dark mode switch in the header (a member's is in the avatar menu): kept on this device. */
export function ColorSchemeToggle({ visibleFrom }: Props) {
  const { shown, choose } = useColorSchemeChoice();
  return (
    <ActionIcon
      variant="default"
      size={36}
      radius="xl"
      aria-label="Dark mode"
      aria-pressed={shown === null ? undefined : shown === 'dark'}
      visibleFrom={visibleFrom}
      onClick={() => choose(schemeOnPage() === 'dark' ? 'light' : 'dark')}
    >
      <IconMoon size={18} className={classes.moon} aria-hidden />
      <IconSun size={18} className={classes.sun} aria-hidden />
    </ActionIcon>
  );
}
