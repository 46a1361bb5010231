import { useQuery } from '@apollo/client/react';
import { LIMITS } from '@earmark/shared';
import { ActionIcon } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBell } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { CurrentUserForNotificationsQuery } from '../graphql/CurrentUserForNotifications';

// The drawer (and its modal machinery) loads on the first open.
const NotificationsDrawer = lazy(() =>
  import('./NotificationsDrawer').then((m) => ({ default: m.NotificationsDrawer })),
);

/** The top bar's bell: green with a thicker border while there are unseen notifications. */
export function NotificationsBell() {
  const [opened, { open, close }] = useDisclosure(false);
  const [used, setUsed] = useState(false);
  const { data } = useQuery(CurrentUserForNotificationsQuery, {
    // Asked at once when the app starts, even over a page drawn with the count: a page the browser
    // restores from its cache (back, a reopened tab) may be old.
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    pollInterval: LIMITS.notificationsPollMs,
    skipPollAttempt: () => document.visibilityState === 'hidden',
  });
  const unseen = data?.currentUser?.unseenNotificationsCount ?? 0;

  function handleOpen() {
    setUsed(true);
    open();
  }

  return (
    <>
      <ActionIcon
        variant={unseen > 0 ? 'light' : 'default'}
        color={unseen > 0 ? 'green' : undefined}
        radius="xl"
        size={36}
        onClick={handleOpen}
        aria-label={unseen > 0 ? `Notifications (${unseen} new)` : 'Notifications'}
        title="Notifications"
        data-unseen={unseen > 0 || undefined}
        style={unseen > 0 ? { border: '2px solid var(--mantine-color-green-6)' } : undefined}
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
