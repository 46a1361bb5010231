import { ActionIcon, Tooltip } from '@mantine/core';
import type { ToggleProps } from './ActionButton';

/** The icon-only form of ActionButton for dense rows: same flipping label, loading and pressed states. */
export function IconToggle({
  active,
  label,
  activeLabel,
  icon,
  status,
  disabled,
  visibleFrom,
  onClick,
}: ToggleProps) {
  const name = active ? activeLabel : label;
  return (
    <Tooltip label={name} openDelay={400}>
      <ActionIcon
        size="md"
        radius="xl"
        variant={active ? 'filled' : 'default'}
        loading={status.loading}
        disabled={disabled}
        aria-label={name}
        aria-pressed={active}
        data-pressed={status.pressed || undefined}
        visibleFrom={visibleFrom}
        style={
          status.pressed ? { transform: 'scale(0.94)', boxShadow: 'var(--mantine-shadow-sm)' } : undefined
        }
        onClick={onClick}
      >
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}
