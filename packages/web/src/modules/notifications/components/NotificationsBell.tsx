import { ActionIcon } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBell } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';

// The drawer (and its modal machinery) loads on the first open.
const NotificationsDrawer = lazy(() =>
  import('./NotificationsDrawer').then((m) => ({ default: m.NotificationsDrawer })),
);

export function NotificationsBell() {
  const [opened, { open, close }] = useDisclosure(false);
  const [used, setUsed] = useState(false);

  function handleOpen() {
    setUsed(true);
    open();
  }

  return (
    <>
      <ActionIcon
        variant="default"
        radius="xl"
        size={36}
        onClick={handleOpen}
        aria-label="Notifications"
        title="Notifications"
      >
        <IconBell size={18} aria-hidden />
      </ActionIcon>
      {used && (
        <Suspense fallback={null}>
          <NotificationsDrawer opened={opened} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
