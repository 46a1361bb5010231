import { ActionIcon, Tooltip } from '@mantine/core';
import { type ToggleProps, toggleButtonProps } from './toggleProps';

/**
 * The icon-only form of ActionButton for dense rows: same flipping label, loading and pressed
 * states. Its accessible name carries the item's title ("Mark as listened: Blue Hour"), since a
 * row of tracks is a row of identical icons to a screen reader.
 */
export function IconToggle(props: ToggleProps) {
  const name = props.active ? props.activeLabel : props.label;
  return (
    <Tooltip label={name} openDelay={400}>
      <ActionIcon
        size="md"
        aria-label={props.subject ? `${name}: ${props.subject}` : name}
        {...toggleButtonProps(props, 0.94)}
      >
        {props.icon}
      </ActionIcon>
    </Tooltip>
  );
}
