import { Button, type MantineBreakpoint } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ActionStatus } from '../hooks/useListeningAction';

/** What every listening toggle takes, as a labelled button or as an icon. */
export type ToggleProps = {
  active: boolean;
  label: string;
  activeLabel: string;
  icon: ReactNode;
  status: ActionStatus;
  disabled?: boolean;
  /** Shown from this breakpoint up only (the menu holds the action on smaller screens). */
  visibleFrom?: MantineBreakpoint;
  onClick: () => void;
};

/** A toggle whose label flips (Like / Liked), with a loading state and a 2-second pressed state. */
export function ActionButton({
  active,
  label,
  activeLabel,
  icon,
  status,
  disabled,
  visibleFrom,
  onClick,
}: ToggleProps) {
  return (
    <Button
      size="xs"
      radius="xl"
      variant={active ? 'filled' : 'default'}
      leftSection={icon}
      loading={status.loading}
      disabled={disabled}
      visibleFrom={visibleFrom}
      aria-pressed={active}
      data-pressed={status.pressed || undefined}
      style={status.pressed ? { transform: 'scale(0.97)', boxShadow: 'var(--mantine-shadow-sm)' } : undefined}
      onClick={onClick}
    >
      {active ? activeLabel : label}
    </Button>
  );
}
