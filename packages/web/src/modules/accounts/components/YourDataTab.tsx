import { Anchor, Divider, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ROUTES } from '../../../lib/links';
import { ApiTokenSection } from './ApiTokenSection';

type Props = { hasApiToken: boolean };

/** Settings, Your data tab: the listen API token, the way to bring a history in, and to take everything out. */
export function YourDataTab({ hasApiToken }: Props) {
  return (
    <Stack gap="xl" maw={560}>
      <ApiTokenSection hasToken={hasApiToken} />
      <Divider />
      <Stack gap="xs">
        <Title order={2} size="h4">
          Import
        </Title>
        <Text size="sm">
          Your Last.fm, Spotify, ListenBrainz or RateYourMusic history, a plain CSV, or an Earmark export.{' '}
          <Anchor component={Link} to={ROUTES.settingsImport}>
            Import your history
          </Anchor>
        </Text>
      </Stack>
      <Divider />
      <Stack gap="xs">
        <Title order={2} size="h4">
          Export
        </Title>
        <Text size="sm">
          Everything you made on Earmark, in one file.{' '}
          <Anchor component={Link} to={ROUTES.settingsExport}>
            Download your data
          </Anchor>
        </Text>
      </Stack>
    </Stack>
  );
}
