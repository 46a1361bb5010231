import { ActionIcon, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconShare } from '@tabler/icons-react';
import { ROUTES } from '../../../lib/links';

/** Copies the profile's address (or opens the system share sheet where there is one). */
export function ShareProfileButton({ username }: { username: string }) {
  const share = async () => {
    const url = new URL(ROUTES.user(username), window.location.origin).toString();
    try {
      if (navigator.share) await navigator.share({ title: `@${username} on Earmark`, url });
      else {
        await navigator.clipboard.writeText(url);
        notifications.show({ message: 'Link copied', color: 'teal' });
      }
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') return;
      notifications.show({ message: 'There was an error copying the link', color: 'red' });
    }
  };
  return (
    <Tooltip label="Share profile">
      <ActionIcon
        variant="default"
        size={30}
        radius="xl"
        aria-label="Share profile"
        onClick={() => void share()}
      >
        <IconShare size={16} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
