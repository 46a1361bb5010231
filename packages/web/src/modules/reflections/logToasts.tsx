import { TOAST_MS } from '@earmark/shared';
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';

/** "Reflection logged!" / "Reflection updated!" (+ " Item saved for later."), with "Recommend to friends". */
export function showLogSaved(
  kind: 'logged' | 'updated',
  savedForLater: boolean,
  onRecommend?: () => void,
): void {
  const id = `log-saved-${Date.now()}`;
  const message = `Reflection ${kind}!${savedForLater ? ' Item saved for later.' : ''}`;
  notifications.show({
    id,
    color: 'teal',
    autoClose: TOAST_MS.logSaved,
    message: onRecommend ? (
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm">{message}</Text>
        <Button
          size="compact-xs"
          variant="light"
          onClick={() => {
            notifications.hide(id);
            onRecommend();
          }}
        >
          Recommend to friends
        </Button>
      </Group>
    ) : (
      message
    ),
  });
}

export function showLogDeleted(): void {
  notifications.show({ color: 'teal', message: 'Log deleted' });
}

export function showLogDeleteFailed(): void {
  notifications.show({ color: 'red', message: 'There was an error deleting the log.' });
}
