import { useApolloClient } from '@apollo/client/react';
import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { removeAvatar, uploadAvatar } from '../avatarApi';
import { showSavedToast } from '../toasts';
import { FormError } from './FormError';

type Props = { userId: string; username: string; avatar: string };

const MAX_MB = 5;

/** Settings, Profile tab: the avatar, a picture to upload (squared by the server) and removal. */
export function AvatarSection({ userId, username, avatar }: Props) {
  const client = useApolloClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const uploaded = avatar.startsWith('/avatars/');

  async function change(call: () => Promise<string>, saved: string) {
    setBusy(true);
    setError(null);
    try {
      const url = await call();
      // Every place that shows this member (header menu, profile, rows) reads it from the cache.
      client.cache.modify({
        id: client.cache.identify({ __typename: 'User', id: userId }),
        fields: { avatar: () => url },
      });
      showSavedToast(saved);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setBusy(false);
    }
  }

  function handleFile(file: File | null) {
    if (!file) return;
    if (file.size > MAX_MB * 1024 * 1024) {
      setError(`The picture must be at most ${MAX_MB} MB.`);
      return;
    }
    void change(() => uploadAvatar(file), 'Your new avatar is in place.');
  }

  return (
    <Stack gap="xs">
      <FormError message={error} />
      <Group gap="md">
        <Avatar
          src={avatar}
          alt={`@${username}'s avatar`}
          name={username}
          color="initials"
          size={80}
          radius={80}
        />
        <Stack gap={6}>
          <Group gap="xs">
            <FileButton onChange={handleFile} accept="image/jpeg,image/png,image/webp,image/gif,image/avif">
              {(props) => (
                <Button {...props} variant="default" size="xs" loading={busy}>
                  Upload picture
                </Button>
              )}
            </FileButton>
            {uploaded && (
              <Button
                variant="subtle"
                color="red"
                size="xs"
                disabled={busy}
                onClick={() => void change(removeAvatar, 'Your avatar has been removed.')}
              >
                Remove
              </Button>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            JPEG, PNG, WebP, GIF or AVIF up to {MAX_MB} MB; cropped to a square.
          </Text>
        </Stack>
      </Group>
    </Stack>
  );
}
