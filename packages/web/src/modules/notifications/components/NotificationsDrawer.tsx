import { Drawer, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBellOff } from '@tabler/icons-react';

type Props = { opened: boolean; onClose: () => void };

/** Recommendations and responses from friends; for now only its empty state. */
export function NotificationsDrawer({ opened, onClose }: Props) {
  return (
    <Drawer opened={opened} onClose={onClose} title="Notifications" position="right" size="sm">
      <Stack align="center" gap="xs" py="xl" ta="center">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray">
          <IconBellOff size={26} aria-hidden />
        </ThemeIcon>
        <Text fw={600}>You're all caught up</Text>
        <Text size="sm" c="dimmed">
          When friends recommend music to you or respond to your recommendations, you'll see it here.
        </Text>
      </Stack>
    </Drawer>
  );
}
