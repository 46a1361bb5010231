import { Button } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';

type Props = Omit<ComponentPropsWithRef<'button'>, 'color' | 'children'>;

/** The "Resources" trigger, shared by the placeholder and the loaded menu so both look the same. */
export function ResourcesButton(props: Props) {
  return (
    <Button
      variant="subtle"
      color="gray"
      c="var(--earmark-color-soft)"
      rightSection={<IconChevronDown size={14} aria-hidden />}
      {...props}
    >
      Resources
    </Button>
  );
}
