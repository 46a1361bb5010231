import { Button, Group, Notification, Text } from '@mantine/core';
import classes from './UpdateToast.module.css';

type Props = { onRefresh: () => void; onDismiss: () => void };

/** A new version of the app is waiting: Refresh switches to it now, Not Now keeps this one. */
export function UpdateToast({ onRefresh, onDismiss }: Props) {
  return (
    <div className={classes.anchor}>
      <Notification
        role="status"
        aria-live="polite"
        title="A new version of Earmark is available"
        withCloseButton={false}
        withBorder
        color="orange"
      >
        <Text size="sm" mb="xs">
          Refresh to use it now.
        </Text>
        <Group gap="xs" justify="flex-end">
          <Button size="xs" variant="default" onClick={onDismiss}>
            Not Now
          </Button>
          <Button size="xs" onClick={onRefresh}>
            Refresh
          </Button>
        </Group>
      </Notification>
    </div>
  );
}
