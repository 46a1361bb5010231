import { useMutation } from '@apollo/client/react';
import type { SpotifyLinkTarget } from '@earmark/shared';
import { Button, Group, Radio, Stack } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../forms';
import { UpdateUserPreferencesMutation } from '../graphql/UpdateUserPreferences';
import { showSavedToast } from '../toasts';
import { FormError } from './FormError';

type Props = { spotifyLinkTargetPref: SpotifyLinkTarget };

/** Settings, Preferences tab: where Spotify links open (WEB or NATIVE only). */
export function PreferencesTab({ spotifyLinkTargetPref }: Props) {
  const [target, setTarget] = useState<SpotifyLinkTarget>(spotifyLinkTargetPref);
  const [save, { loading }] = useMutation(UpdateUserPreferencesMutation);
  const [error, setError] = useState<string | null>(null);

  async function handleSave() {
    setError(null);
    try {
      await save({ variables: { spotifyLinkTarget: target } });
      showSavedToast('Your preferences have been updated.');
    } catch (caught) {
      setError(errorMessage(caught));
    }
  }

  return (
    <Stack gap="md" maw={520}>
      <FormError message={error} />
      <Radio.Group
        label="Open Spotify links in"
        value={target}
        onChange={(value) => setTarget(value === 'NATIVE' ? 'NATIVE' : 'WEB')}
      >
        <Stack gap="xs" mt="xs">
          <Radio value="WEB" label="The Spotify web player" />
          <Radio value="NATIVE" label="The Spotify app" />
        </Stack>
      </Radio.Group>
      <Group>
        <Button
          onClick={() => void handleSave()}
          loading={loading}
          disabled={target === spotifyLinkTargetPref}
        >
          Save Preferences
        </Button>
      </Group>
    </Stack>
  );
}
