import { Button } from '@mantine/core';
import { type ToggleProps, toggleButtonProps } from './toggleProps';

/** A toggle whose label flips (Like / Liked), with a loading state and a 2-second pressed state. */
export function ActionButton(props: ToggleProps) {
  return (
    <Button size="xs" leftSection={props.icon} {...toggleButtonProps(props, 0.97)}>
      {props.active ? props.activeLabel : props.label}
    </Button>
  );
}
