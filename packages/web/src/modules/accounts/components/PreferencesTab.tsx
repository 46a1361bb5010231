import { useMutation } from '@apollo/client/react';
import { parseColorScheme, type SpotifyLinkTarget } from '@earmark/shared';
import { Button, Divider, Group, Radio, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { COLOR_SCHEME_OPTIONS } from '../../../lib/colorScheme';
import { errorMessage } from '../forms';
import { UpdateUserPreferencesMutation } from '../graphql/UpdateUserPreferences';
import { useThemeChoice } from '../hooks/useThemeChoice';
import { showSavedToast } from '../toasts';
import { FormError } from './FormError';

type Props = { spotifyLinkTargetPref: SpotifyLinkTarget };

/** The theme, applied at once: kept on this device and on the member's account. */
function ThemeSetting() {
  const { choice, choose } = useThemeChoice();
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500} id="theme-setting">
        Theme
      </Text>
      <SegmentedControl
        aria-labelledby="theme-setting"
        value={choice ?? 'auto'}
        data={COLOR_SCHEME_OPTIONS.map(({ value, label }) => ({ value, label }))}
        onChange={(value) => choose(parseColorScheme(value) ?? 'auto')}
        w="fit-content"
      />
      <Text size="xs" c="dimmed">
        System follows your device's light or dark setting. Saved on this device and your account; a device
        where you have not chosen one takes it.
      </Text>
    </Stack>
  );
}

/** Settings, Preferences tab: the theme (this device), and where Spotify links open (WEB or NATIVE only). */
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
      <ThemeSetting />
      <Divider />
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
