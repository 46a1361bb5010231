import type { MantineBreakpoint } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ActionStatus } from '../hooks/useListeningAction';

/** What every listening toggle takes, as a labelled button or as an icon. */
export type ToggleProps = {
  active: boolean;
  label: string;
  activeLabel: string;
  icon: ReactNode;
  /** What the toggle acts on (the item's title): an icon-only toggle names it ("Like: Blue Hour"). */
  subject?: string;
  status: ActionStatus;
  disabled?: boolean;
  /** Shown from this breakpoint up only (the menu holds the action on smaller screens). */
  visibleFrom?: MantineBreakpoint;
  onClick: () => void;
};

/**
 * The props a Mantine button or action icon gets from a toggle: filled when on, loading while the
 * server answers, and briefly pressed (shrunk by `pressedScale`) for two seconds after success.
 */
export function toggleButtonProps(toggle: ToggleProps, pressedScale: number) {
  const { active, status } = toggle;
  return {
    radius: 'xl',
    variant: active ? 'filled' : 'default',
    loading: status.loading,
    disabled: toggle.disabled,
    visibleFrom: toggle.visibleFrom,
    'aria-pressed': active,
    'data-pressed': status.pressed || undefined,
    style: status.pressed
      ? { transform: `scale(${pressedScale})`, boxShadow: 'var(--mantine-shadow-sm)' }
      : undefined,
    onClick: toggle.onClick,
  } as const;
}
