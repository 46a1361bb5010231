import { useMutation, useQuery } from '@apollo/client/react';
import { Divider, Drawer, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBellOff } from '@tabler/icons-react';
import { Fragment, useEffect, useRef } from 'react';
import { PanelError } from '../../../ui/PanelError';
import { CurrentUserForNotificationsQuery } from '../graphql/CurrentUserForNotifications';
import { CurrentUserForNotificationsDrawerQuery } from '../graphql/CurrentUserForNotificationsDrawer';
import { MarkNotificationsViewedMutation } from '../graphql/MarkNotificationsViewed';
import { NotificationItem } from './NotificationItem';

type Props = { opened: boolean; onClose: () => void };

function CaughtUp() {
  return (
    <Stack align="center" gap="xs" py="xl" ta="center">
      <ThemeIcon size={48} radius="xl" variant="light" color="gray">
        <IconBellOff size={26} aria-hidden />
      </ThemeIcon>
      <Text fw={600}>You're all caught up</Text>
      <Text size="sm" c="dimmed">
        When members follow you or upvote your writing, and when friends recommend music to you or respond to
        your recommendations, you'll see it here.
      </Text>
    </Stack>
  );
}

/**
 * Recommendations received, responses to the member's own, new followers and upvotes of their
 * writing, newest first; closing marks them seen.
 */
export function NotificationsDrawer({ opened, onClose }: Props) {
  const { data, error, loading } = useQuery(CurrentUserForNotificationsDrawerQuery, {
    fetchPolicy: 'cache-and-network',
    skip: !opened,
  });
  const [markViewed] = useMutation(MarkNotificationsViewedMutation, {
    refetchQueries: [CurrentUserForNotificationsQuery, CurrentUserForNotificationsDrawerQuery],
  });
  const notes = data?.currentUser?.recNotifications;
  const unseen = useRef<string[]>([]);
  unseen.current = notes?.filter((note) => !note.viewed).map((note) => note.id) ?? [];
  const wasOpened = useRef(false);

  useEffect(() => {
    if (opened) {
      wasOpened.current = true;
      return;
    }
    if (!wasOpened.current || unseen.current.length === 0) return;
    wasOpened.current = false;
    void markViewed({ variables: { notificationIds: unseen.current } }).catch(() => undefined);
  }, [opened, markViewed]);

  return (
    <Drawer opened={opened} onClose={onClose} title="Notifications" position="right" size="sm">
      {error && !notes && <PanelError error={error} />}
      {loading && !notes && <Loader role="status" aria-label="Loading notifications" />}
      {notes && notes.length === 0 && <CaughtUp />}
      {notes && notes.length > 0 && (
        <Stack gap={0} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {notes.map((note, index) => (
            <Fragment key={note.id}>
              {index > 0 && <Divider component="li" aria-hidden />}
              <li>
                <NotificationItem note={note} onNavigate={onClose} />
              </li>
            </Fragment>
          ))}
        </Stack>
      )}
    </Drawer>
  );
}
