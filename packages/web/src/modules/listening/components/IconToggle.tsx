import { ActionIcon, Tooltip } from '@mantine/core';
import { type ToggleProps, toggleButtonProps } from './toggleProps';

/** The icon-only form of ActionButton for dense rows: same flipping label, loading and pressed states. */
export function IconToggle(props: ToggleProps) {
  const name = props.active ? props.activeLabel : props.label;
  return (
    <Tooltip label={name} openDelay={400}>
      <ActionIcon size="md" aria-label={name} {...toggleButtonProps(props, 0.94)}>
        {props.icon}
      </ActionIcon>
    </Tooltip>
  );
}
